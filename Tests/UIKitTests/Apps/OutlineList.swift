import UIKit

/// An outline: two headers with kinds, applied as a section snapshot with the first header
/// expanded, the header rows carrying a count and an outline chevron.
final class OutlineListViewController: UIViewController {
    enum Section { case main }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    let kinds = ["Fruit": ["Apple", "Pear", "Plum"], "Vegetables": ["Leek", "Kale"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [kinds] cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.textProperties.transform = .uppercase
            cell.contentConfiguration = content
            cell.accessories = [.label(text: "\(kinds[title]?.count ?? 0)"), .outlineDisclosure(options: .init(style: .header))]
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [kinds] view, path, title in
            kinds[title] == nil ? view.dequeueConfiguredReusableCell(using: row, for: path, item: title)
                : view.dequeueConfiguredReusableCell(using: header, for: path, item: title)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        for title in ["Fruit", "Vegetables"] {
            outline.append([title])
            outline.append(kinds[title] ?? [], to: title)
        }
        outline.expand(["Fruit"])
        dataSource.apply(outline, to: .main, animatingDifferences: false)
    }
}
