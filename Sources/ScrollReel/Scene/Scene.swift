import Foundation
import ReelLayout
import ReelRender
import ReelScroll

/// The simulated screen: a window holding the scenario's collection view.
public final class Scene {
    public let scenario: Scenario
    /// The outer scroll view, trace id `main`.
    public let main: CollectionView
    private let factory: ElementViewFactory

    public init(scenario: Scenario, console: Console) {
        self.scenario = scenario
        let spec = scenario.collection
        let layout = Self.makeLayout(spec)
        layout.console = { console.log($0) }
        main = CollectionView(
            id: "main", frame: CGRect(origin: .zero, size: scenario.viewport.size),
            layout: layout, itemCounts: spec.sections.map(\.items), displayScale: scenario.viewport.scale
        ) { scrollView in
            scrollView.contentInset = spec.contentInset
            scrollView.contentOffset = CGPoint(x: -spec.contentInset.left, y: -spec.contentInset.top)
            scrollView.bounces = spec.bounces
            scrollView.alwaysBounceVertical = spec.alwaysBounceVertical
            scrollView.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
            scrollView.isPagingEnabled = spec.isPagingEnabled
            scrollView.decelerationRate = spec.decelerationRate
        }
        factory = ElementViewFactory(spec: spec, seed: scenario.seed)
    }

    /// Every scroll view, outermost first (trace order); touches go to the deepest that fits.
    public var collectionViews: [CollectionView] { [main] }

    /// The scroll view with a trace id.
    public func collectionView(id: String) -> CollectionView? {
        collectionViews.first { $0.id == id }
    }

    // MARK: - Layout classes

    static func makeLayout(_ spec: CollectionSpec) -> CollectionViewLayout {
        switch spec.layout {
        case .flow, .stretchyHeader:
            let flow = spec.layout == .stretchyHeader ? StretchyHeaderLayout() : FlowLayout()
            flow.scrollDirection = spec.scrollDirection
            flow.itemSize = spec.itemSize
            flow.minimumLineSpacing = spec.minimumLineSpacing
            flow.minimumInteritemSpacing = spec.minimumInteritemSpacing
            flow.sectionInset = spec.sectionInset
            flow.headerReferenceSize = spec.headerReferenceSize
            flow.footerReferenceSize = spec.footerReferenceSize
            flow.sectionHeadersPinToVisibleBounds = spec.sectionHeadersPinToVisibleBounds
            flow.sectionFootersPinToVisibleBounds = spec.sectionFootersPinToVisibleBounds
            return flow
        case .tablePlain, .tableGrouped:
            let table = TableLayout(style: spec.layout == .tablePlain ? .plain : .grouped)
            table.rowHeight = spec.rowHeight
            table.sectionHeaderHeight = spec.headerReferenceSize.height
            table.sectionFooterHeight = spec.footerReferenceSize.height
            return table
        }
    }

    // MARK: - View tree

    /// The window's view tree for the attributes of this frame's layout pass.
    /// - Complexity: O(k log k) for k visible elements.
    public func viewTree(attributes: [LayoutAttributes]) -> ViewNode {
        var window = ViewNode(name: "window", frame: CGRect(origin: .zero, size: scenario.viewport.size),
                              backgroundColor: scenario.background)
        var collection = ViewNode(name: "collectionView \(main.id)", frame: main.frame,
                                  backgroundColor: scenario.collection.backgroundColor)
        collection.boundsOrigin = main.bounds.origin
        collection.clipsToBounds = true
        collection.subviews = Self.drawingOrder(attributes).map(factory.view(for:))
        window.subviews = [collection]
        return window
    }

    /// Back to front: by zIndex, then cells before supplementary views, then index path —
    /// UIKit leaves equal zIndex unordered; ScrollReel fixes one order for determinism.
    static func drawingOrder(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        attributes.sorted { a, b in
            if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
            let aCell = a.representedElementCategory == .cell, bCell = b.representedElementCategory == .cell
            if aCell != bCell { return aCell }
            if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
            return (a.representedElementKind ?? "") < (b.representedElementKind ?? "")
        }
    }
}

extension Scene {
    /// A collection view's frame on screen (the main one fills the window).
    public func screenFrame(of collectionView: CollectionView) -> CGRect {
        collectionView.frame
    }
}
