import UIKit

/// A list in the shape of Apple's modern collection view samples: a collection view controller
/// made with a placeholder layout that switches to a list layout in viewDidLoad, a cell
/// registration for a custom list cell, and a lazily made diffable data source.
final class ReminderCell: UICollectionViewListCell {
    var isDone = false
}

final class RemindersViewController: UICollectionViewController {
    enum Section { case main }

    let reminders = ["Buy milk", "Call Ana", "Book flights", "Water plants", "Pay rent", "Return books"]

    let registration = UICollectionView.CellRegistration<ReminderCell, String> { cell, indexPath, reminder in
        var content = cell.defaultContentConfiguration()
        content.text = reminder
        cell.contentConfiguration = content
        cell.isDone = indexPath.item == 0
    }

    lazy var dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { [unowned self] collectionView, indexPath, reminder in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: reminder)
    }

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.setCollectionViewLayout(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), animated: false)
        collectionView.dataSource = dataSource
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(reminders)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
