import Foundation
import ReelGeometry

/// Every frame of a compositional layout, computed once per `prepare()`.
struct CompositionalGeometry {
    /// A header or footer: where it lies at rest, and the section (or layout) it stays within
    /// when pinned.
    struct Boundary {
        let kind: String
        let indexPath: IndexPath
        let frame: CGRect
        let zIndex: Int
        let pins: Bool
        let isHeader: Bool
        let container: CGRect
    }

    /// Cell frames by section and item.
    private(set) var cells: [[CGRect]] = []
    private(set) var boundaries: [Boundary] = []
    private(set) var contentSize: CGSize = .zero

    var hasPinnedItems: Bool { boundaries.contains { $0.pins } }

    init() {}

    /// - Complexity: O(items + sections + boundary items).
    init(collectionView: LayoutCollectionView, configuration: CompositionalLayoutConfiguration,
         sectionProvider: CompositionalLayout.SectionProvider) {
        let bounds = collectionView.bounds, insets = collectionView.adjustedContentInset
        let container = CGSize(width: max(0, bounds.width - insets.left - insets.right),
                               height: max(0, bounds.height - insets.top - insets.bottom))
        let environment = LayoutEnvironment(
            container: .init(contentSize: bounds.size, effectiveContentSize: container,
                             contentInsets: DirectionalEdgeInsets(top: insets.top, leading: insets.left,
                                                                  bottom: insets.bottom, trailing: insets.right)),
            displayScale: collectionView.displayScale, layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection)
        var y: CGFloat = 0
        let global = configuration.boundarySupplementaryItems
        var globalBoundaries: [(BoundarySupplementaryItem, CGRect)] = []
        for item in global where item.alignment.isTop {
            let frame = Self.frame(of: item, at: y, x: 0, width: container.width, container: container)
            globalBoundaries.append((item, frame))
            if item.extendsBoundary { y += frame.height + item.contentInsets.top + item.contentInsets.bottom }
        }
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { y += configuration.interSectionSpacing }
            let items = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                cells.append([])
                continue
            }
            let top = y
            let inset = section.contentInsets
            let contentWidth = max(0, container.width - inset.leading - inset.trailing)
            let follows = section.supplementariesFollowContentInsets
            let boundaryX = follows ? inset.leading : 0, boundaryWidth = follows ? contentWidth : container.width
            var placed: [(BoundarySupplementaryItem, CGRect)] = []
            for item in section.boundarySupplementaryItems where item.alignment.isTop {
                let frame = Self.frame(of: item, at: y, x: boundaryX, width: boundaryWidth, container: container)
                placed.append((item, frame))
                if item.extendsBoundary { y += frame.height + item.contentInsets.top + item.contentInsets.bottom }
            }
            y += inset.top
            // The group's container: the section's content area.
            let content = CGSize(width: contentWidth, height: max(0, container.height - inset.top - inset.bottom))
            let groupSize = section.group.layoutSize.resolved(in: content)
            var frames: [CGRect] = []
            if section.group.leafCount(in: groupSize) > 0 {
                while frames.count < items {
                    if !frames.isEmpty { y += section.interGroupSpacing }
                    frames += section.group.cellFrames(in: CGRect(x: inset.leading, y: y, width: groupSize.width,
                                                                  height: groupSize.height),
                                                       limit: items - frames.count)
                    y += groupSize.height
                }
            }
            y += inset.bottom
            for item in section.boundarySupplementaryItems where item.alignment.isBottom {
                let frame = Self.frame(of: item, at: y, x: boundaryX, width: boundaryWidth, container: container)
                placed.append((item, frame))
                if item.extendsBoundary { y += frame.height + item.contentInsets.top + item.contentInsets.bottom }
            }
            cells.append(frames)
            let sectionFrame = CGRect(x: 0, y: top, width: container.width, height: y - top)
            boundaries += placed.map { item, frame in
                Boundary(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index), frame: frame,
                         zIndex: item.zIndex, pins: item.pinToVisibleBounds, isHeader: item.alignment.isTop,
                         container: sectionFrame)
            }
        }
        for item in global where item.alignment.isBottom {
            let frame = Self.frame(of: item, at: y, x: 0, width: container.width, container: container)
            globalBoundaries.append((item, frame))
            if item.extendsBoundary { y += frame.height + item.contentInsets.top + item.contentInsets.bottom }
        }
        let whole = CGRect(x: 0, y: 0, width: container.width, height: y)
        boundaries += globalBoundaries.map { item, frame in
            Boundary(kind: item.elementKind, indexPath: IndexPath(index: 0), frame: frame, zIndex: item.zIndex,
                     pins: item.pinToVisibleBounds, isHeader: item.alignment.isTop, container: whole)
        }
        contentSize = CGSize(width: container.width, height: y)
    }

    /// A boundary item's frame with its top at `y`: sized in `width` (fractional heights in the
    /// layout container's height), aligned in it horizontally, then inset by its content insets
    /// (which take from its own size, not its neighbours').
    private static func frame(of item: BoundarySupplementaryItem, at y: CGFloat, x: CGFloat, width: CGFloat,
                              container: CGSize) -> CGRect {
        let size = item.layoutSize.resolved(in: CGSize(width: width, height: container.height))
        let left: CGFloat
        switch item.alignment {
        case .topLeading, .bottomLeading, .leading: left = x
        case .topTrailing, .bottomTrailing, .trailing: left = x + width - size.width
        default: left = x + (width - size.width) / 2
        }
        return item.contentInsets.inset(CGRect(x: left, y: y, width: size.width, height: size.height))
    }
}
