public import Foundation
public import ReelGeometry
public import ReelSymbols

/// One drawing command of a ``DisplayList``; all geometry is in points.
public enum DisplayItem: Sendable, Hashable {
    /// A filled (rounded) rect.
    case fill(CGRect, color: Color, corners: Corners)
    /// A (rounded) rect outline, centred on the rect's edge like a `UIBezierPath` stroke.
    case stroke(CGRect, color: Color, lineWidth: CGFloat, corners: Corners)
    /// A straight line with butt caps.
    case line(from: CGPoint, to: CGPoint, color: Color, width: CGFloat)
    /// An image laid out in `in` by `contentMode`, never drawn outside `in`.
    case image(ImageSource, in: CGRect, contentMode: ContentMode)
    /// Single line of text in `frame` (vertically centred), font size in points, in the bundled
    /// face of `weight`.
    case text(String, in: CGRect, fontSize: CGFloat, color: Color, alignment: TextAlignment, weight: FontWeight = .regular)
    /// An SF Symbol's stand-in glyph filling its em box `in` (points), in `color`.
    case symbol(SymbolGlyph, in: CGRect, color: Color)
    /// Intersects the clip with a (rounded) rect until the matching popClip.
    case pushClip(CGRect, corners: Corners)
    /// Restores the clip in force before the matching pushClip.
    case popClip
    /// A soft drop shadow of a (rounded) rect, as CALayer shadowColor/Radius/Opacity/Offset.
    case shadow(CGRect, corners: Corners, color: Color, radius: CGFloat, opacity: CGFloat, offset: CGSize)
    /// Starts a group: the items up to the matching `endGroup` are drawn on their own layer,
    /// which is then composited with `transform` (screen points) at `opacity`, as a view with a
    /// `transform` and an `alpha` is. `bounds` (screen points, before the transform) holds
    /// everything the group draws.
    case beginGroup(bounds: CGRect, transform: CGAffineTransform, opacity: CGFloat)
    /// Ends the innermost group.
    case endGroup
    /// A circle (touch indicator).
    case circle(center: CGPoint, radius: CGFloat, fill: Color, stroke: Color?, lineWidth: CGFloat)
}
