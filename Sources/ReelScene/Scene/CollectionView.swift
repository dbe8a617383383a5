import Foundation
import ReelGeometry
import ReelLayout
import ReelScroll

/// A collection (or table) view of the scene: a scroll view whose content a layout places.
///
/// It is the layout's `LayoutHost` and drives it the way `UICollectionView` does: after each
/// bounds change it asks the layout whether to invalidate, then prepares and queries it for the
/// visible rect.
public final class CollectionView: LayoutHost {
    /// The id used in traces (`main`, or one naming the host of a nested view).
    public let id: String
    /// Where the view sits in its superview.
    public var frame: CGRect
    /// Scrolling state and physics.
    public private(set) var scrollView: ScrollView
    public let layout: CollectionViewLayout
    /// Items per section (the data source).
    public var itemCounts: [Int]
    /// Pixels per point of the screen.
    public let displayScale: CGFloat
    /// Runs the layout's passes as UICollectionView does.
    private var driver: LayoutPassDriver

    public init(id: String, frame: CGRect, layout: CollectionViewLayout, itemCounts: [Int],
                displayScale: CGFloat, configure: (inout ScrollView) -> Void = { _ in }) {
        self.id = id
        self.displayScale = displayScale
        self.frame = frame
        self.layout = layout
        driver = LayoutPassDriver(layout: layout)
        self.itemCounts = itemCounts
        var scrollView = ScrollView(viewportSize: frame.size)
        configure(&scrollView)
        self.scrollView = scrollView
        layout.collectionView = self
    }

    // MARK: - LayoutHost

    /// The bounds as UIKit reports them: UIScrollView keeps `contentOffset` on the pixel grid
    /// (multiples of 1/scale), so layouts, drawing and the trace all see the rounded offset
    /// while the physics runs on the exact one.
    public var bounds: CGRect {
        scrollView.bounds.originRoundedToPixels(scale: displayScale)
    }

    /// `contentOffset` as UIKit reports it (pixel-aligned).
    public var contentOffset: CGPoint { bounds.origin }
    public var adjustedContentInset: EdgeInsets { scrollView.contentInset }
    public var numberOfSections: Int { itemCounts.count }
    public func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }

    // MARK: - Scrolling

    /// Applies a change to the scroll state (a touch, the clock, a programmatic scroll).
    public func updateScrollView(_ change: (inout ScrollView) -> Void) {
        change(&scrollView)
    }

    /// Resizes the view (a nested view whose host stretched), as setting `frame` does.
    public func setFrame(_ newFrame: CGRect) {
        frame = newFrame
        scrollView.bounds.size = newFrame.size
    }

    // MARK: - Layout pass

    /// One `layoutSubviews` (see ``LayoutPassDriver``); the content size goes to the scroll view.
    ///
    /// - Complexity: what the layout's query costs: O(log n + k) for the built-in layouts.
    public func layoutPass() -> [LayoutAttributes] {
        let pass = driver.pass(bounds: bounds)
        scrollView.contentSize = pass.contentSize
        return pass.attributes
    }
}
