public import Foundation
import ReelGeometry

/// A flow layout whose first section's header collapses as the content scrolls, the header of
/// GSKStretchyHeaderView, MXParallaxHeader and Android's CollapsingToolbarLayout.
///
/// Section 0's header always takes `maximumHeaderHeight` of content space (its
/// `headerReferenceSize` or delegate height is ignored; 0 means no header) and the content below
/// starts there. With `s = contentOffset.y + adjustedContentInset.top` (0 at rest):
/// - **stretching** (`s < 0`): the header grows upwards with its top at the visible top, up to
///   `maximumStretch` extra points; past the cap it keeps that height and moves down with the
///   content (its bottom stays on the content start);
/// - **collapsing** (`0 ≤ s ≤ max − min`): its top stays at the visible top and its bottom on
///   the content start, so its height is `max − s`;
/// - **collapsed** (`s > max − min`): `minimumHeaderHeight` high; pinned at the visible top when
///   `pinsCollapsedHeader` (content scrolls beneath it), else it scrolls away with the content.
///
/// The exact formulas are `headerState(contentOffsetY:…)`. The layout is vertical only, like the
/// header libraries it models; a horizontal layout leaves the header at its natural frame.
///
/// It copies every attribute it changes, so the flow layout never logs a cache mismatch.
open class CollapsingHeaderLayout: FlowLayout {
    // MARK: - Configuration

    /// The collapsed height, 0 by default; clamped to `maximumHeaderHeight` (MXParallaxHeader's
    /// `minimumHeight`, GSKStretchyHeaderView's `minimumContentHeight`).
    public var minimumHeaderHeight: CGFloat = 0 { didSet { invalidateLayout() } }

    /// The expanded (resting) height and the content space the header occupies; replaces the
    /// header reference height of section 0; 240 by default, GSKStretchyHeaderView's
    /// `maximumContentHeight` default.
    public var maximumHeaderHeight: CGFloat = 240 { didSet { invalidateLayout() } }

    /// How many points the header may grow beyond `maximumHeaderHeight` when pulled down; nil =
    /// unlimited (GSKStretchyHeaderView's `expandOnBounce` is `maximumStretch == 0`).
    public var maximumStretch: CGFloat? { didSet { invalidateLayout() } }

    /// true: the collapsed header stays on top and pinned section headers pin below it
    /// (`exitUntilCollapsed`); false: it scrolls away once collapsed.
    public var pinsCollapsedHeader = true { didSet { invalidateLayout() } }

    /// When the collapsed header grows again; `.atTop` by default.
    public var expansionMode: ExpansionMode = .atTop { didSet { invalidateLayout() } }

    /// Called with the header's attributes and `progress` each time the layout vends them, so a
    /// scene can place the header's content (parallax, `HeaderContentPlacement`).
    public var onHeaderUpdate: ((LayoutAttributes, CGFloat) -> Void)?

    /// The header's zIndex: above cells and above pinned section headers.
    public static let collapsingHeaderZIndex = FlowLayout.pinnedSupplementaryZIndex + 1

    // MARK: - State

    /// The header for the bounds of the last `prepare()`, or nil without a header or host.
    ///
    /// The layout advances it once per `prepare()`, from the host's bounds then; every bounds
    /// change invalidates, so that is once per bounds change the host follows with a query. The
    /// state before is the "previous state" `.onScrollDown` measures the scroll delta against;
    /// it survives invalidations, so reloading data does not snap a quick-return header shut.
    public private(set) var headerState: HeaderState?

    /// `headerState`'s progress: 0 collapsed, 1 expanded, > 1 stretched (1 without a header).
    public var progress: CGFloat { headerState?.progress ?? 1 }

    /// A vertical collapsing-header layout with UIKit's flow defaults.
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Preparing

    /// Prepares the flow geometry, then advances `headerState` from the current bounds.
    override open func prepare() {
        super.prepare()
        headerState = nextHeaderState()
    }

    /// Always true: the header follows every offset change.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    // MARK: - Querying

    /// `super`'s elements with section 0's header at its collapsing frame, first, whenever that
    /// frame overlaps `rect` (even when its natural frame is far above it).
    /// - Complexity: O(log n + k), like `super`.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        var answer = super.layoutAttributesForElements(in: rect) ?? []
        guard let state = headerState else { return answer }
        answer.removeAll { $0.isHeader(ofSection: 0) }
        if state.frame.overlaps(rect), let header = collapsingHeader(state) {
            answer.insert(header, at: 0)
        }
        return answer
    }

    /// `super`'s attributes; section 0's header at its collapsing frame.
    override open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard elementKind == ElementKind.sectionHeader, indexPath.section == 0, let state = headerState
        else { return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
        return collapsingHeader(state)
    }

    // MARK: - Flow hooks

    /// Section 0's header is `maximumHeaderHeight` high whatever the delegate or reference size says.
    override func resolvedHeaderSize(_ size: CGSize, inSection section: Int) -> CGSize {
        guard section == 0, scrollDirection == .vertical else { return size }
        return CGSize(width: size.width, height: max(0, maximumHeaderHeight))
    }

    /// Pinned section headers pin below the collapsing header while it is held on top: at its
    /// bottom, `offset.y + inset.top + minimumHeaderHeight` once collapsed.
    /// - Complexity: O(1).
    override func headerPinInset(forSection section: Int) -> CGFloat {
        guard section > 0, pinsCollapsedHeader, let state = headerState, let host = collectionView
        else { return 0 }
        let visibleTop = host.contentOffset.y + host.adjustedContentInset.top
        return max(0, state.frame.maxY - visibleTop)
    }

    // MARK: - Header

    /// The header state for the host's current bounds, from the previous one.
    private func nextHeaderState() -> HeaderState? {
        guard scrollDirection == .vertical, let host = collectionView,
              let natural = geometry.sections.first?.header else { return nil }
        return Self.headerState(
            contentOffsetY: host.contentOffset.y, topInset: host.adjustedContentInset.top,
            minimumHeight: minimumHeaderHeight, maximumHeight: maximumHeaderHeight,
            maximumStretch: maximumStretch, expansionMode: expansionMode,
            pinsCollapsedHeader: pinsCollapsedHeader, previous: headerState,
            restingOrigin: natural.origin, width: natural.width)
    }

    /// A copy of the flow layout's header of section 0 at `state`'s frame; reports it.
    private func collapsingHeader(_ state: HeaderState) -> LayoutAttributes? {
        guard let cached = super.layoutAttributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) else { return nil }
        // Copy: the flow layout keeps `cached` in its cache and checks its frame later.
        let header = cached.copied()
        header.frame = state.frame
        header.zIndex = Self.collapsingHeaderZIndex
        onHeaderUpdate?(header, state.progress)
        return header
    }
}
