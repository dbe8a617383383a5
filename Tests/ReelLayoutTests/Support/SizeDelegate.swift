import Foundation
import ReelLayout

/// A `UICollectionViewDelegateFlowLayout` with scripted answers that counts how often it is
/// asked; what it has no answer for, it answers as UIKit does for a method not implemented (the
/// layout's own property).
final class SizeDelegate: FlowLayoutDelegate {
    var sizes: [IndexPath: CGSize] = [:]
    var sizeForItem: ((LayoutCollectionView, IndexPath) -> CGSize?)?
    var insets: [Int: UIEdgeInsets] = [:]
    var lineSpacings: [Int: CGFloat] = [:]
    var interitemSpacings: [Int: CGFloat] = [:]
    var headerSizes: [Int: CGSize] = [:]
    var footerSizes: [Int: CGSize] = [:]
    private(set) var sizeRequests = 0
    private(set) var insetRequests = 0

    init(sizes: [CGSize] = [], section: Int = 0) {
        for (item, size) in sizes.enumerated() { self.sizes[IndexPath(item: item, section: section)] = size }
    }

    private func flow(_ layout: CollectionViewLayout) -> FlowLayout { layout as! FlowLayout }

    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeRequests += 1
        return sizeForItem?(collectionView, indexPath) ?? sizes[indexPath] ?? flow(collectionViewLayout).itemSize
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insetRequests += 1
        return insets[section] ?? flow(collectionViewLayout).sectionInset
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        lineSpacings[section] ?? flow(collectionViewLayout).minimumLineSpacing
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        interitemSpacings[section] ?? flow(collectionViewLayout).minimumInteritemSpacing
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headerSizes[section] ?? flow(collectionViewLayout).headerReferenceSize
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        footerSizes[section] ?? flow(collectionViewLayout).footerReferenceSize
    }
}
