import UIKit

/// A grid written against UIKit before Swift 4.2, as older reports post it: the old function
/// and constant names, and NSObject's class tests.
final class LegacyGridViewController: UICollectionViewController {
    var cellsAreCells = true
    /// The rate the collection view has once on screen.
    var rateOnScreen: UIScrollView.DecelerationRate?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = UICollectionViewScrollDirection.vertical
        layout.sectionInset = UIEdgeInsetsMake(8, 8, 8, 8)
        layout.itemSize = CGSize(width: 140, height: 100)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.decelerationRate = UIScrollViewDecelerationRateFast
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        rateOnScreen = collectionView.decelerationRate
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cellsAreCells = cellsAreCells && cell.isKind(of: UICollectionViewCell.self) && !cell.isMember(of: UIView.self)
        cell.backgroundColor = indexPath.item % 2 == 0 ? .gray : .lightGray
        return cell
    }
}
