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
        switch (attributes.representedElementCategory, attributes.representedElementKind) {
        case (.cell, _), (_, nil): kind = .cell
        case (.supplementaryView, ElementKind.sectionHeader?): kind = .header
        case (.supplementaryView, ElementKind.sectionFooter?): kind = .footer
        case (_, let name?): kind = Kind(rawValue: name)
        }
        self.init(kind: kind, section: attributes.indexPath.section, item: attributes.indexPath.item,
                  frame: attributes.frame, zIndex: attributes.zIndex, alpha: attributes.alpha,
                  isHidden: attributes.isHidden, transform: attributes.transform)
    }
}
