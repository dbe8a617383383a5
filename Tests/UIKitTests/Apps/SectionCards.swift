import UIKit

/// A section background drawn by a decoration view, the way apps put cards behind sections:
/// a flow layout subclass registers the view class and adds one decoration per section,
/// 8 pt around the section's items, behind them.
final class SectionCardView: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
        layer.cornerRadius = 14
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CardFlowLayout: UICollectionViewFlowLayout {
    static let kind = "section-card"

    override init() {
        super.init()
        itemSize = CGSize(width: 280, height: 40)
        minimumLineSpacing = 8
        sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        register(SectionCardView.self, forDecorationViewOfKind: Self.kind)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        guard let collectionView = collectionView else { return attributes }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0, let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
            let card = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.kind, with: IndexPath(item: 0, section: section))
            card.frame = first.frame.union(last.frame).insetBy(dx: -8, dy: -8)
            card.zIndex = -1
            if card.frame.intersects(rect) { attributes.append(card) }
        }
        return attributes
    }
}

final class CardsViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: CardFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .white
        return cell
    }
}
