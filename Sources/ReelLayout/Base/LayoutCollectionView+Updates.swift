public import Foundation

/// UICollectionView's data-change calls, so an app's code runs as written: the calls inside a
/// `performBatchUpdates` block make one update; a call outside a block is an update of its own.
/// The host performs it as UIKit does (`LayoutHost.performBatchUpdates(_:)`): checked against
/// the counts the data source reports, then animated.
extension LayoutCollectionView {
    /// Runs `updates`, collecting the calls it makes, and performs them as one animated update.
    /// `completion` runs once the update was performed (with `true`), not when its animation
    /// ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdate == nil
        if outer { pendingUpdate = BatchUpdate() }
        updates?()
        if outer, let update = pendingUpdate {
            pendingUpdate = nil
            host?.performBatchUpdates(update)
        }
        completion?(true)
    }

    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertItems += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleteItems += indexPaths } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadItems += indexPaths } }
    public func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reconfigureItems += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moveItems.append(.init(from: indexPath, to: newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet) { record { $0.insertSections += Array(sections) } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deleteSections += Array(sections) } }
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadSections += Array(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSections.append(.init(from: section, to: newSection)) }
    }

    /// Throws away the layout's answers and the cells, and asks the data source again; nothing
    /// animates.
    public func reloadData() {
        host?.reloadData()
    }

    /// Adds a call to the block being run, or performs it alone.
    private func record(_ call: (inout BatchUpdate) -> Void) {
        if pendingUpdate != nil {
            call(&pendingUpdate!)
        } else {
            var update = BatchUpdate()
            call(&update)
            host?.performBatchUpdates(update)
        }
    }
}
