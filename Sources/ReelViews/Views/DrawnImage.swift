public import Foundation
public import ReelSymbols

/// The picture a view of the app's draws (an image view's): a file from the app's resources,
/// an SF Symbol (its stand-in glyph, in a square of `side` points), a picture the app drew, or
/// a name the app's resources lack (a grey placeholder).
public struct DrawnImage: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        case file(URL)
        case symbol(SymbolGlyph, side: CGFloat)
        /// What the app drew into an image context.
        indirect case composed(ComposedPicture)
        case missing(String)
    }

    /// `UIView.ContentMode`, as far as a picture is placed by it.
    public enum Placement: Sendable, Hashable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }

    public var source: Source
    public var placement: Placement
    /// What tints a template image or symbol (the view's `tintColor`).
    public var tint: ViewColor

    public init(source: Source, placement: Placement, tint: ViewColor) {
        (self.source, self.placement, self.tint) = (source, placement, tint)
    }
}

/// A view that draws a picture of its own (`UIImageView`).
public protocol ImageDrawingView: UIView {
    var drawnImage: DrawnImage? { get }
}
