import Foundation

/// Counts a collection view reads from its data source (`UICollectionViewDataSource`'s
/// `numberOfSections(in:)` and `collectionView(_:numberOfItemsInSection:)`).
///
/// A scene's `LayoutHost` forwards its counts to one of these.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of items in the section at `section`.
    func numberOfItems(inSection section: Int) -> Int
}
