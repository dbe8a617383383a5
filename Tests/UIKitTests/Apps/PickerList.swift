import UIKit

/// A list whose rows show a random count and turn grey when selected, as iOS 15 apps write it:
/// a cell registration sets a `configurationUpdateHandler` that picks the background for the
/// cell's state.
final class PickerListViewController: UICollectionViewController {
    /// The counts the rows drew, by row.
    private(set) var counts: [Int] = []
    private var registration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>!

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        counts = (0..<6).map { _ in Int.random(in: 1..<100) }
        registration = UICollectionView.CellRegistration { [unowned self] cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(row + 1)"
            content.secondaryText = String(counts[row])
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
                background.backgroundColor = state.isSelected ? .secondarySystemFill : UIColor { _ in .systemBackground }
                cell.backgroundConfiguration = background
            }
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}
