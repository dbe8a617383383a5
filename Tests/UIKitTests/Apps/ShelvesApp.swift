import UIKit

/// A screen with a shelf that scrolls sideways, as store and media apps build them: a
/// compositional layout whose second section has `orthogonalScrollingBehavior`, the app's
/// own cells in both sections, and a count of the cells it configured.
final class ShelvesViewController: UICollectionViewController {
    /// How many times `cellForItemAt` ran, by section.
    private(set) var configured = [0, 0]
    /// The distinct cells it was handed for the shelf.
    private(set) var shelfCells = Set<ObjectIdentifier>()

    init() {
        super.init(collectionViewLayout: Self.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .absolute(60)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                heightDimension: .absolute(60)),
                                                             subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120),
                                                                                              heightDimension: .absolute(80)),
                                                           subitems: [item])
            let shelf = NSCollectionLayoutSection(group: group)
            shelf.interGroupSpacing = 10
            shelf.orthogonalScrollingBehavior = .continuous
            return shelf
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(ShelfCardCell.self, forCellWithReuseIdentifier: "card")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 2 : 12
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! ShelfCardCell
        configured[indexPath.section] += 1
        if indexPath.section == 1 { shelfCells.insert(ObjectIdentifier(cell)) }
        cell.title.text = indexPath.section == 0 ? "Row \(indexPath.item + 1)" : "Card \(indexPath.item + 1)"
        cell.contentView.backgroundColor = indexPath.section == 0 ? .systemGray5 : .systemOrange
        return cell
    }
}

/// A card with its title pinned to the content view's edges.
final class ShelfCardCell: UICollectionViewCell {
    let title = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        title.textAlignment = .center
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            title.topAnchor.constraint(equalTo: contentView.topAnchor),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
