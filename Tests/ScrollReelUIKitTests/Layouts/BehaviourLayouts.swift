// Small layouts written the way iOS apps write them (this file imports only ScrollReelUIKit),
// each leaning on one UIKit behaviour `UIKitBehaviourTests` checks.
import ScrollReelUIKit

/// A grid whose sections carry a badge (a custom supplementary kind) at their top-right corner
/// and a background (a decoration kind) behind their cells.
final class BadgedSectionsLayout: UICollectionViewFlowLayout {
    static let badgeKind = "badge"
    static let backgroundKind = "sectionBackground"

    private var extras: [UICollectionViewLayoutAttributes] = []

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        register(nil, forDecorationViewOfKind: Self.backgroundKind)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        extras.removeAll()
        guard let collectionView = collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
            let top = first.frame.minY - sectionInset.top
            let bottom = last.frame.maxY + sectionInset.bottom

            let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.badgeKind,
                                                         with: IndexPath(item: 0, section: section))
            badge.frame = CGRect(x: collectionView.bounds.width - 20, y: top, width: 20, height: 20)
            extras.append(badge)

            let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.backgroundKind,
                                                              with: IndexPath(item: 0, section: section))
            background.frame = CGRect(x: 0, y: top, width: collectionView.bounds.width, height: bottom - top)
            background.zIndex = -1
            extras.append(background)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cells = super.layoutAttributesForElements(in: rect) ?? []
        return cells + extras.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if elementKind == Self.badgeKind {
            return extras.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
        }
        return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        extras.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }
}

/// Three square cells a row, sized in `prepare()` from the collection view's width.
final class SelfSizingGridLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let available = collectionView.bounds.width - sectionInset.left - sectionInset.right
        let side = (available / 3).rounded(.down)
        itemSize = CGSize(width: side, height: side)
    }
}

/// Section headers re-made with a one-index path (`IndexPath(index: section)`), as some ported
/// Objective-C code does.
final class SingleIndexHeaderLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return super.layoutAttributesForElements(in: rect)?.map { attributes in
            guard attributes.representedElementKind == UICollectionView.elementKindSectionHeader else { return attributes }
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(index: attributes.indexPath.section))
            header.frame = attributes.frame
            return header
        }
    }
}

/// 100-pt rows 10 pt apart; after a layout change the content is moved to the nearest row.
final class RowSnappingLayout: UICollectionViewFlowLayout {
    private(set) var proposals: [CGPoint] = []

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposals.append(proposedContentOffset)
        let pitch = itemSize.height + minimumLineSpacing
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / pitch).rounded() * pitch)
    }
}
