// A view controller in the shape of Apple's compositional-layout samples: the collection view
// made in viewDidLoad from a createLayout() in an extension, a diffable data source with an
// Int per message, and a delegate that deletes the message tapped.
import ScrollReelUIKit

final class InboxViewController: UIViewController {
    enum Section { case main }

    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    private(set) var tapped: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Inbox"
        configureHierarchy()
        configureDataSource()
    }

    /// Gives a message a new cell, as an app does when the message changed.
    func reloadMessage(_ message: Int) {
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([message])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func deleteMessage(at indexPath: IndexPath) {
        guard let message = dataSource.itemIdentifier(for: indexPath) else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([message])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

extension InboxViewController {
    /// Full-width rows 60 pt tall, 1 pt apart.
    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        return UICollectionViewCompositionalLayout(section: section)
    }
}

extension InboxViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.alwaysBounceVertical = true
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<20))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension InboxViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        tapped.append(indexPath)
        collectionView.deselectItem(at: indexPath, animated: true)
        deleteMessage(at: indexPath)
    }
}
