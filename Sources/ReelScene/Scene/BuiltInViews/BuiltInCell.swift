import Foundation
import ReelGraphics
import ReelLayout

/// A scenario's cell: a `UICollectionViewCell` whose content view holds an optional image view
/// and label, made and drawn on the same path as an app's cells (``ViewNode/init(appView:name:frame:layoutDirection:)``).
final class BuiltInCell: CollectionViewCell {
    convenience init(frame: CGRect, background: Color?, cornerRadius: CGFloat, image: ImageSource?, label: (CGRect, DrawnText)?) {
        self.init(frame: frame)
        backgroundColor = background.map(ViewColor.init(color:))
        layer.cornerRadius = cornerRadius
        clipsToBounds = cornerRadius > 0
        contentView.accessibilityIdentifier = "contentView"
        if let image {
            contentView.addSubview(BuiltInImageView(frame: CGRect(origin: .zero, size: frame.size), source: image, mode: .scaleAspectFill))
        }
        if let (labelFrame, text) = label {
            contentView.addSubview(BuiltInLabel(frame: labelFrame, text: text))
        }
    }
}

/// A scenario's header, footer or other supplementary or decoration view: a background, an
/// optional image view and a title label.
final class BuiltInReusableView: CollectionReusableView {
    convenience init(frame: CGRect, background: Color?, cornerRadius: CGFloat = 0, image: (CGRect, ImageSource, ReelGraphics.ContentMode)?,
                     title: (CGRect, DrawnText)?, titleIdentifier: String = "titleLabel") {
        self.init(frame: frame)
        backgroundColor = background.map(ViewColor.init(color:))
        layer.cornerRadius = cornerRadius
        clipsToBounds = cornerRadius > 0
        if let (imageFrame, source, mode) = image {
            addSubview(BuiltInImageView(frame: imageFrame, source: source, mode: mode))
        }
        if let (titleFrame, text) = title {
            addSubview(BuiltInLabel(frame: titleFrame, text: text, identifier: titleIdentifier))
        }
    }
}

extension ViewColor {
    /// A scene colour's 8-bit components, exactly (back to the same `Color` when drawn).
    init(color: Color) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                  alpha: CGFloat(color.alpha) / 255)
    }
}

extension DrawnText.Alignment {
    /// The scene's alignment as a label's (`.natural` follows the layout direction).
    init(_ alignment: TextAlignment) {
        self = switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }
}
