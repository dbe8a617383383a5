import Foundation
import ReelLayout

/// A flow-layout delegate with scripted answers that counts how often it is asked.
final class SizeDelegate: FlowLayoutDelegate {
    var sizes: [IndexPath: CGSize] = [:]
    var sizeForItem: ((LayoutCollectionView, IndexPath) -> CGSize?)?
    var insets: [Int: EdgeInsets] = [:]
    var lineSpacings: [Int: CGFloat] = [:]
    var interitemSpacings: [Int: CGFloat] = [:]
    var headerSizes: [Int: CGSize] = [:]
    var footerSizes: [Int: CGSize] = [:]
    var pinsHeader: [Int: Bool] = [:]
    var pinsFooter: [Int: Bool] = [:]
    private(set) var pinRequests = 0
    private(set) var sizeRequests = 0
    private(set) var insetRequests = 0

    init(sizes: [CGSize] = [], section: Int = 0) {
        for (item, size) in sizes.enumerated() { self.sizes[IndexPath(item: item, section: section)] = size }
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        sizeRequests += 1
        return sizeForItem?(collectionView, indexPath) ?? sizes[indexPath]
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        insetRequests += 1
        return insets[section]
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat? {
        lineSpacings[section]
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat? {
        interitemSpacings[section]
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize? {
        headerSizes[section]
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize? {
        footerSizes[section]
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, shouldPinHeaderInSection section: Int) -> Bool? {
        pinRequests += 1
        return pinsHeader[section]
    }

    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, shouldPinFooterInSection section: Int) -> Bool? {
        pinRequests += 1
        return pinsFooter[section]
    }
}
