import UIKit

/// Thirty scores in a list of registered cells; half a second in, the app raises the first
/// score and reconfigures its item.
final class ReconfiguredScoresViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var scores = Array(repeating: 0, count: 30)
    /// Every cell the registration made, in order.
    var made: [ScoreCell] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<ScoreCell, Int> { [unowned self] cell, _, item in
            if !made.contains(where: { $0 === cell }) { made.append(cell) }
            cell.label.text = "Player \(item): \(scores[item])"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<30))
        dataSource.apply(snapshot, animatingDifferences: false)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [self] in
            scores[0] = 7
            var raised = dataSource.snapshot()
            raised.reconfigureItems([0])
            dataSource.apply(raised, animatingDifferences: true)
        }
    }
}

final class ScoreCell: UICollectionViewCell {
    let label = UILabel()
    var reuses = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = CGRect(x: 16, y: 0, width: 280, height: 60)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}
