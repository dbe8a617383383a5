import ReelLayout
import ReelTrace

extension ScrollViewTrace {
    /// A collection view's state and the attributes its layout returned this frame.
    init(_ collectionView: CollectionView, attributes: [LayoutAttributes]) {
        self.init(id: collectionView.id, contentOffset: collectionView.contentOffset,
                  contentSize: collectionView.scrollView.contentSize,
                  contentInset: collectionView.scrollView.contentInset,
                  attributes: attributes.map(AttributeTrace.init))
    }
}

extension AttributeTrace {
    init(_ attributes: LayoutAttributes) {
        let kind: Kind
        switch attributes.representedElementKind {
        case nil: kind = .cell
        case ElementKind.sectionFooter?: kind = .footer
        default: kind = .header
        }
        self.init(kind: kind, section: attributes.indexPath.section, item: attributes.indexPath.item,
                  frame: attributes.frame, zIndex: attributes.zIndex)
    }
}
