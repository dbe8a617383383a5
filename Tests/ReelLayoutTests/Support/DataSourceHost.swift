import Foundation
import ReelLayout

/// A collection view whose counts come from a data source, as UICollectionView reads them.
final class DataSourceHost: LayoutHost {
    var bounds: CGRect
    /// An @2x screen: frame origins land on half points.
    var displayScale: CGFloat = 2
    var adjustedContentInset: UIEdgeInsets = .zero
    let dataSource: CollectionViewDataSource

    init(width: CGFloat = 320, height: CGFloat = 568, dataSource: CollectionViewDataSource) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.dataSource = dataSource
    }

    var numberOfSections: Int { dataSource.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }
}
