import Foundation
import ReelGeometry

/// The delegate's answers (or the layout's properties) for one section, cached between passes.
struct FlowSectionMetrics: Sendable {
    /// Number of items the data source reported.
    var itemCount: Int
    /// Index of the section's first item in the layout's flat item arrays.
    var firstItem: Int
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
    /// Whether the header pins: `sectionHeadersPinToVisibleBounds` and the delegate's answer.
    var pinsHeader: Bool
    /// Whether the footer pins: `sectionFootersPinToVisibleBounds` and the delegate's answer.
    var pinsFooter: Bool
    /// The size every item of the section has, or nil when the delegate gave differing sizes.
    var uniformItemSize: CGSize?
}

/// Every value a geometry pass needs from the delegate, so that a bounds-size change can
/// re-run the geometry without asking again (UIKit's `invalidateFlowLayoutDelegateMetrics`).
struct FlowMetrics: Sendable {
    var sections: [FlowSectionMetrics] = []
    /// Per-item sizes over all sections; empty when there is no delegate (every item is
    /// `uniformItemSize`), which keeps a million-item layout at one size value.
    var itemSizes: [CGSize] = []
    var totalItemCount = 0

    /// Gives the item at `indexPath` a new size (a self-sizing cell measured itself).
    mutating func setSize(_ size: CGSize, ofItemAt indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section), !itemSizes.isEmpty else { return }
        let section = sections[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return }
        itemSizes[section.firstItem + indexPath.item] = size
        if section.uniformItemSize != size { sections[indexPath.section].uniformItemSize = nil }
    }

    /// The size of the item at flat index `item` of `section`.
    /// - Complexity: O(1).
    @inline(__always)
    func size(ofItem item: Int, in section: FlowSectionMetrics) -> CGSize {
        itemSizes.isEmpty ? (section.uniformItemSize ?? .zero) : itemSizes[item]
    }
}

extension FlowLayout {
    /// Reads the counts from the host and asks the delegate for every metric once.
    /// - Complexity: O(n) over items when there is a delegate, O(sections) otherwise.
    func fetchMetrics() -> FlowMetrics {
        var metrics = FlowMetrics()
        guard let host = collectionView else { return metrics }
        // UIKit asks the collection view's delegate when it is a UICollectionViewDelegateFlowLayout.
        let delegate = host.delegate as? FlowLayoutDelegate
        let sectionCount = max(0, host.numberOfSections)
        // Across the scrolling axis, insets measured from the safe area or the layout margins
        // start that far in.
        let reference: UIEdgeInsets = switch sectionInsetReference {
        case .fromContentInset: .zero
        case .fromSafeArea: host.safeAreaInsets
        case .fromLayoutMargins: host.layoutMargins
        }
        let across = scrollDirection == .vertical
            ? UIEdgeInsets(top: 0, left: reference.left, bottom: 0, right: reference.right)
            : UIEdgeInsets(top: reference.top, left: 0, bottom: reference.bottom, right: 0)
        metrics.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = max(0, host.numberOfItems(inSection: section))
            let pins = pinnedSections?.contains(section) ?? true
            var entry = FlowSectionMetrics(
                itemCount: count, firstItem: metrics.totalItemCount,
                inset: (delegate?.collectionView(host, layout: self, insetForSectionAt: section) ?? sectionInset) + across,
                lineSpacing: delegate?.collectionView(
                    host, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(
                    host, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                headerSize: resolvedHeaderSize(delegate?.collectionView(
                    host, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                    inSection: section),
                footerSize: delegate?.collectionView(
                    host, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize,
                pinsHeader: sectionHeadersPinToVisibleBounds && pins,
                pinsFooter: sectionFootersPinToVisibleBounds && pins,
                uniformItemSize: itemSize)
            if isSelfSizing {
                // Self-sizing: the estimate until a cell measured itself; the delegate is not asked.
                let estimate = self.estimate
                for item in 0..<count {
                    metrics.itemSizes.append(measuredItemSizes[IndexPath(item: item, section: section)] ?? estimate)
                }
                entry.uniformItemSize = nil
            } else if let delegate {
                // Ask for every item; the section is uniform only if all answers agree.
                var uniform: CGSize?
                var differs = false
                for item in 0..<count {
                    let size = delegate.collectionView(
                        host, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    metrics.itemSizes.append(size)
                    if let first = uniform { differs = differs || first != size } else { uniform = size }
                }
                entry.uniformItemSize = differs ? nil : (uniform ?? itemSize)
            }
            metrics.totalItemCount += count
            metrics.sections.append(entry)
        }
        return metrics
    }
}
