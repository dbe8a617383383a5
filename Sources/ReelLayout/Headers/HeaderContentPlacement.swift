public import Foundation

/// How a header's content of fixed (resting) height is placed while the header stretches beyond
/// or collapses below its resting height, after MXParallaxHeader's `mode` and
/// GSKStretchyHeaderView's `contentExpands` / `contentShrinks` / `contentAnchor`.
///
/// The header clips its content (both libraries set `clipsToBounds`); every frame spans the
/// header's full width. With `extra = max(0, header.height − restingHeight)` (the stretch):
///
/// | case | top | height | GSK equivalent |
/// | --- | --- | --- | --- |
/// | `fill` | header top | header height | expands, shrinks |
/// | `topFill` | header top | content + extra | expands, does not shrink, anchor top |
/// | `top` | header top | content | neither, anchor top |
/// | `center` | header midY − content / 2 | content | (MXParallaxHeader `.center`) |
/// | `bottom` | header bottom − content | content | neither, anchor bottom |
public enum HeaderContentPlacement: String, Sendable, Equatable, CaseIterable {
    /// The content always fills the header: it stretches and squashes with it.
    case fill
    /// Pinned to the header's top; grows with the stretch only, and keeps its height while the
    /// header collapses (its bottom is clipped).
    case topFill
    /// Pinned to the header's top at its own height; the stretch reveals background below it.
    case top
    /// Centred in the header at its own height; collapsing clips its top and bottom equally.
    case center
    /// Pinned to the header's bottom at its own height; collapsing clips its top.
    case bottom

    /// The frame of content `contentHeight` high inside `header` (same coordinate space as
    /// `header`) whose resting height is `restingHeight`.
    /// - Complexity: O(1).
    public func frame(forContentOfHeight contentHeight: CGFloat, in header: CGRect, restingHeight: CGFloat) -> CGRect {
        let stretch = max(0, header.height - restingHeight)
        let top: CGFloat
        let height: CGFloat
        switch self {
        case .fill: (top, height) = (header.minY, header.height)
        case .topFill: (top, height) = (header.minY, contentHeight + stretch)
        case .top: (top, height) = (header.minY, contentHeight)
        case .center: (top, height) = (header.midY - contentHeight / 2, contentHeight)
        case .bottom: (top, height) = (header.maxY - contentHeight, contentHeight)
        }
        return CGRect(x: header.minX, y: top, width: header.width, height: height)
    }
}
