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

/// A plain list whose rows are a name alone, a name over a role, and a name beside a 60-pt
/// picture: each row as tall as its content configuration.
final class PeopleListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = name == "Ben" ? UIListContentConfiguration.subtitleCell() : cell.defaultContentConfiguration()
            content.text = name
            if name == "Ben" { content.secondaryText = "Designer" }
            if name == "Cy" {
                content.image = UIImage(named: "poster")
                content.imageProperties.maximumSize = CGSize(width: 60, height: 60)
            }
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, name in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ann", "Ben", "Cy"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
