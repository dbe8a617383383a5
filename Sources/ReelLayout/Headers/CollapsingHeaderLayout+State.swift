public import Foundation

// The geometry follows the collapsing headers of GSKStretchyHeaderView
// (`gsk_layoutStretchyHeaderView`: top at the visible top, height `−offset` clamped below by the
// minimum), MXParallaxHeader (`layoutContentView`: height `max(relativeHeight, minimumHeight)`,
// progress `(visible height − minimum) / (resting height − minimum)`) and Android's
// CollapsingToolbarLayout (`exitUntilCollapsed`, `enterAlways` = `.onScrollDown`). Unlike those
// libraries the header here is section 0's header *inside* the content, so its resting top is its
// natural frame's top rather than a negative content inset.

extension CollapsingHeaderLayout {
    // MARK: - Expansion mode

    /// When a collapsed header grows again, as GSKStretchyHeaderView's `expansionMode`.
    public enum ExpansionMode: String, Sendable, Equatable, CaseIterable {
        /// Grows only as the content's top comes back into view (`GSKStretchyHeaderViewExpansionModeTopOnly`).
        case atTop
        /// Quick return (`GSKStretchyHeaderViewExpansionModeImmediate`, Android `enterAlways`):
        /// while the header is pinned, scrolling toward the top expands it at once, anywhere in
        /// the content, by the distance scrolled; scrolling away collapses it again.
        case onScrollDown
    }

    // MARK: - State

    /// The collapsing header for one set of bounds; the layout keeps the last one as the
    /// "previous state" of the next.
    public struct HeaderState: Sendable, Equatable {
        /// The header's frame in content coordinates.
        public var frame: CGRect
        /// `(height − minimum) / (maximum − minimum)`: 0 collapsed, 1 expanded, > 1 stretched.
        public var progress: CGFloat
        /// How much of the collapsible range (`maximum − minimum`) is collapsed, 0…range; the
        /// quick-return state carried from one bounds change to the next.
        public var collapse: CGFloat
        /// The visible top relative to the header's resting top: `offset.y + inset.top − restingY`.
        public var scroll: CGFloat
        /// Whether the header's top is held at the visible top (stretching within the cap,
        /// collapsing, or collapsed and pinned).
        public var isPinned: Bool
    }

    // MARK: - Pure geometry

    /// The collapsing header's frame and progress for a vertical content offset, without a host.
    ///
    /// With `s = offsetY + topInset − restingOrigin.y` (0 at rest, < 0 pulled down), range
    /// `r = maximum − minimum` and cap `k` (`maximumStretch`, nil = ∞):
    /// - collapse `c`: `.atTop` → `clamp(s, 0, r)`; `.onScrollDown` with pinning →
    ///   `clamp(previous.c + (s − previous.s), 0, min(r, max(0, s)))` (the upper bound keeps the
    ///   header's bottom from leaving the content start near the top; no previous = `.atTop`);
    /// - height `h = min(maximum − c + max(0, −s), maximum + k)`, never below `minimum`;
    /// - top: `restingY + maximum − h` (the bottom stays on the content start: collapsing with its
    ///   top at the visible top, then scrolling away; past the cap it moves down with the content),
    ///   or, when `pinsCollapsedHeader`, `max(that, visibleTop)` (held at the visible top).
    /// - Complexity: O(1).
    public static func headerState(
        contentOffsetY offsetY: CGFloat,
        topInset: CGFloat,
        minimumHeight: CGFloat,
        maximumHeight: CGFloat,
        maximumStretch: CGFloat?,
        expansionMode: ExpansionMode,
        pinsCollapsedHeader: Bool,
        previous: HeaderState?,
        restingOrigin: CGPoint = .zero,
        width: CGFloat
    ) -> HeaderState {
        let maximum = max(0, maximumHeight)
        let minimum = min(max(0, minimumHeight), maximum)  // as MXParallaxHeader: MIN(minimum, height)
        let range = maximum - minimum
        let visibleTop = offsetY + topInset
        let scroll = visibleTop - restingOrigin.y

        var collapse = min(max(scroll, 0), range)
        if expansionMode == .onScrollDown, pinsCollapsedHeader, let previous {
            let limit = min(range, max(0, scroll))
            collapse = min(max(previous.collapse + (scroll - previous.scroll), 0), limit)
        }
        let cap = maximumStretch.map { maximum + max(0, $0) } ?? .infinity
        let height = max(minimum, min(maximum - collapse + max(0, -scroll), cap))
        let attachedTop = restingOrigin.y + maximum - height
        let top = pinsCollapsedHeader ? max(attachedTop, visibleTop) : attachedTop
        return HeaderState(
            frame: CGRect(x: restingOrigin.x, y: top, width: width, height: height),
            progress: progress(height: height, minimum: minimum, maximum: maximum),
            collapse: collapse, scroll: scroll, isPinned: top == visibleTop)
    }

    /// `(height − minimum) / (maximum − minimum)`; with no collapsible range, `height / maximum`
    /// (MXParallaxHeader's fallback), and 0 for a header of no height.
    /// - Complexity: O(1).
    public static func progress(height: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let range = maximum - minimum
        if range > 0 { return (height - minimum) / range }
        return maximum > 0 ? height / maximum : 0
    }
}
