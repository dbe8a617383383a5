public import Foundation
public import ReelGeometry
public import ReelGraphics
import ReelScenario
public import ReelSymbols

/// A view in the scene tree, as UIView: a frame in its parent, a bounds origin (a scroll view's
/// contentOffset), a background, optional content and subviews.
///
/// The tree is rebuilt every frame from layout attributes; it is a value, so a frame's scene
/// can be kept, compared and dumped.
public struct ViewNode: Sendable, Hashable {
    /// What a view draws inside its frame, above its background.
    public enum Content: Sendable, Hashable {
        case none
        /// A label (`UILabel`) showing at most `numberOfLines` lines (0: as many as its height
        /// holds), wrapped between words.
        case label(String, fontSize: CGFloat, color: Color, alignment: TextAlignment, numberOfLines: Int = 1,
                   lineBreakMode: LineBreakMode = .byTruncatingTail, weight: FontWeight = .regular)
        /// An image view (`UIImageView`).
        case image(ImageSource, contentMode: ContentMode)
        /// An SF Symbol's stand-in filling the view's square.
        case symbol(SymbolGlyph, color: Color)
    }

    /// `CALayer` shadow properties.
    public struct Shadow: Sendable, Hashable {
        public var color: Color
        public var radius: CGFloat
        public var opacity: CGFloat
        public var offset: CGSize
    }

    /// `CALayer.borderWidth` and `borderColor`.
    public struct Border: Sendable, Hashable {
        public var color: Color
        public var width: CGFloat
    }

    /// A name for dumps and tests (`cell 0.3`, `header 0`).
    public var name: String
    /// The class of the view it draws (`UITableView`); nil for what only the drawing makes (a
    /// symbol's glyph, a built-in screen's tab).
    public var className: String?
    public var frame: CGRect
    /// The origin of the bounds: where the subviews' coordinate space starts (contentOffset).
    public var boundsOrigin: CGPoint = .zero
    public var backgroundColor: Color?
    /// `CALayer`'s `cornerRadius`, `maskedCorners` and `cornerCurve`.
    public var corners: Corners = .square
    public var clipsToBounds = false
    public var shadow: Shadow?
    /// `CALayer` border: drawn inside the frame, above the content and subviews.
    public var border: Border?
    /// Opacity of the view and its subviews (`alpha`), 0 to 1.
    public var alpha: CGFloat = 1
    /// `transform`, about the view's center, applied to the view and its subviews.
    public var transform: CGAffineTransform = .identity
    public var content: Content = .none
    public var subviews: [ViewNode] = []

    public init(name: String, frame: CGRect, backgroundColor: Color? = nil) {
        self.name = name
        self.frame = frame
        self.backgroundColor = backgroundColor
    }
}
