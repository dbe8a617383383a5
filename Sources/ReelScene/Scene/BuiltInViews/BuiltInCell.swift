import Foundation
import ReelGraphics
import ReelLayout
import ReelText

/// Where a built-in view puts one of its subviews within its bounds: what that subview's
/// constraints would say.
typealias BuiltInPlacement = (CGRect) -> CGRect

/// What a scenario's cell, header or decoration shows — its background and corners, an image
/// and labels, each placed for the view's bounds — and what size it asks for.
struct BuiltInContent {
    /// Makes the content for the list style a view's attributes carry (nil outside a list), as
    /// a list cell's default configuration follows its appearance.
    typealias Maker = (ListStyle?) -> BuiltInContent

    var background: Color?
    var cornerRadius: CGFloat = 0
    var image: (BuiltInPlacement, ImageSource, ReelGraphics.ContentMode)?
    /// Each label's accessibility identifier, text and place.
    var labels: [(String, DrawnText, BuiltInPlacement)] = []
    /// The size the view asks for within a target size (`systemLayoutSizeFitting`); nil keeps
    /// the target.
    var fittingSize: ((CGSize) -> CGSize)?
    /// Whether the image moves as the content scrolls (a parallax header), so the view lays out
    /// again whenever the layout gives it attributes.
    var followsScrolling = false

    /// Shows the content in `container` (a cell's content view, or the view itself), replacing
    /// what it showed; returns the subviews with their places.
    func install(on view: UIView, in container: UIView) -> [(UIView, BuiltInPlacement)] {
        view.backgroundColor = background.map(ViewColor.init(color:))
        view.layer.cornerRadius = cornerRadius
        view.clipsToBounds = cornerRadius > 0
        container.subviews.forEach { $0.removeFromSuperview() }
        var placed: [(UIView, BuiltInPlacement)] = []
        if let (placement, source, mode) = image {
            let imageView = BuiltInImageView(frame: .zero, source: source, mode: mode)
            container.addSubview(imageView)
            placed.append((imageView, placement))
        }
        for (identifier, text, placement) in labels {
            let label = BuiltInLabel(frame: .zero, text: text, identifier: identifier)
            container.addSubview(label)
            placed.append((label, placement))
        }
        return placed
    }
}

/// A scenario's cell: a `UICollectionViewCell` the built-in data source makes. Like a
/// `UICollectionViewListCell`'s default configuration, what it shows follows the list style
/// its layout attributes carry (none outside a list). It is placed, measured, reused and drawn
/// as an app's cells are (``ViewNode/init(appView:name:frame:layoutDirection:)``).
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

        /// Its label plus the margins: one line as wide as its text, or its text wrapped to the
        /// width given less the margins, as tall as its lines.
        func fittingSize(_ targetSize: CGSize) -> CGSize {
            let block = text.isEmpty ? .zero
                : FontMetrics.block(of: text, fontSize: fontSize, numberOfLines: numberOfLines,
                                    toFit: targetSize.width - 2 * sideMargin)
            return CGSize(width: keepsWidth ? targetSize.width : block.width.rounded(.up) + 2 * sideMargin,
                          height: block.height.rounded(.up) + subtitleHeight + 2 * verticalMargin)
        }
    }

    private var styled = BuiltInStyling()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.accessibilityIdentifier = "contentView"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    convenience init(content: @escaping BuiltInContent.Maker) {
        self.init(frame: .zero)
        configure(content)
    }

    /// Shows `content` from now on, as a data source configures a cell it dequeued.
    func configure(_ content: @escaping BuiltInContent.Maker) {
        styled = BuiltInStyling(content: content)
    }

    override func apply(_ layoutAttributes: LayoutAttributes) {
        super.apply(layoutAttributes)
        styled.style(self, in: contentView, for: layoutAttributes.listStyle)
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        styled.style(self, in: contentView, for: layoutAttributes.listStyle)
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        styled.fittingSize(targetSize)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        styled.place(in: CGRect(origin: .zero, size: frame.size))
    }
}

/// A scenario's header, footer or other supplementary or decoration view: a background, an
/// optional image view and a title label, following the list style its attributes carry.
final class BuiltInReusableView: CollectionReusableView {
    private var styled = BuiltInStyling()

    convenience init(content: @escaping BuiltInContent.Maker) {
        self.init(frame: .zero)
        styled = BuiltInStyling(content: content)
    }

    override func apply(_ layoutAttributes: LayoutAttributes) {
        super.apply(layoutAttributes)
        styled.style(self, in: self, for: layoutAttributes.listStyle)
        if styled.followsScrolling { setNeedsLayout() }
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        styled.style(self, in: self, for: layoutAttributes.listStyle)
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        styled.fittingSize(targetSize)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        styled.place(in: CGRect(origin: .zero, size: frame.size))
    }
}

/// A built-in view's content for the list style it was last given, and where its subviews go.
private struct BuiltInStyling {
    let content: BuiltInContent.Maker
    /// The style the content was made for; nil before the first.
    private var style: ListStyle??
    private var current = BuiltInContent()
    private var placements: [(UIView, BuiltInPlacement)] = []

    init(content: @escaping BuiltInContent.Maker = { _ in BuiltInContent() }) {
        self.content = content
    }

    var followsScrolling: Bool { current.followsScrolling }

    /// Makes the content for `listStyle` when it is not the one shown.
    mutating func style(_ view: UIView, in container: UIView, for listStyle: ListStyle?) {
        guard style != .some(listStyle) else { return }
        style = .some(listStyle)
        current = content(listStyle)
        placements = current.install(on: view, in: container)
        view.setNeedsLayout()
    }

    func fittingSize(_ targetSize: CGSize) -> CGSize {
        current.fittingSize?(targetSize) ?? targetSize
    }

    func place(in bounds: CGRect) {
        for (view, placement) in placements { view.frame = placement(bounds) }
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
