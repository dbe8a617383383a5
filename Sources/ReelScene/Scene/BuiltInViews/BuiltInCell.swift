import Foundation
import ReelGraphics
import ReelLayout
import ReelText

/// A scenario's cell: a `UICollectionViewCell` whose content view holds an optional image view
/// and label, made and drawn on the same path as an app's cells (``ViewNode/init(appView:name:frame:layoutDirection:)``).
final class BuiltInCell: CollectionViewCell {
    /// What the cell's label needs to measure itself: the text and how it wraps between the
    /// margins, as a label pinned to the layout margins answers.
    struct Sizing {
        var text: String
        var fontSize: CGFloat
        var numberOfLines: Int
        var sideMargin: CGFloat
        var verticalMargin: CGFloat
        /// Whether the width given is kept (a full-width cell, a table row).
        var keepsWidth: Bool
        /// The line a `subtitle` style's detail adds under the text; 0 for the other styles.
        var subtitleHeight: CGFloat = 0
    }

    var sizing: Sizing?

    /// Its label plus the margins: one line as wide as its text, or its text wrapped to the
    /// width given less the margins, as tall as its lines.
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        guard let sizing else { return targetSize }
        let block = sizing.text.isEmpty ? .zero
            : FontMetrics.block(of: sizing.text, fontSize: sizing.fontSize, numberOfLines: sizing.numberOfLines,
                                toFit: targetSize.width - 2 * sizing.sideMargin)
        return CGSize(width: sizing.keepsWidth ? targetSize.width : block.width.rounded(.up) + 2 * sizing.sideMargin,
                      height: block.height.rounded(.up) + sizing.subtitleHeight + 2 * sizing.verticalMargin)
    }

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
