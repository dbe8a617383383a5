import ReelLayout

extension DiffableDataSource {
    /// UIKit's `apply(_:animatingDifferences:completion:)` for the collection or table view on
    /// `host`: a snapshot that named an identifier it does not hold raises UIKit's assertion;
    /// on screen, the difference from the data before is one batch update when
    /// `animatingDifferences` (named `apply {items [3, 4]}`, or rows for a table), else a
    /// reload. `completion` runs when the update's animation ends, or on the next turn of the
    /// main run loop when nothing animates; at once for a view not on screen.
    func apply(_ snapshot: Snapshot, on host: LayoutHost?, view: InvalidBatchUpdate.View, animatingDifferences: Bool,
               completion: (() -> Void)?) {
        if let crash = snapshot.crash, let host {
            host.raise(.invalidUpdate(InvalidBatchUpdate(snapshot: crash, view: view, counts: [])))
            return
        }
        let previous = self.snapshot()
        apply(snapshot)
        guard let host else {
            completion?()
            return
        }
        if animatingDifferences {
            let counts = snapshot.sectionIdentifiers.map { String(snapshot.numberOfItems(inSection: $0)) }
            host.performBatchUpdates(snapshot.batchUpdate(from: previous), call: "apply {\(view.items) [\(counts.joined(separator: ", "))]}",
                                     completion: completion.map { done in { _ in done() } })
        } else {
            host.reloadData()
            if let completion { host.performOnMainRunLoop(after: 0, completion) }
        }
    }
}
