public import Foundation

/// UICollectionView's data-change calls, so an app's code runs as written: the calls inside a
/// `performBatchUpdates` block make one update; a call outside a block is an update of its own.
/// The host performs it as UIKit does (`LayoutHost.performBatchUpdates(_:)`): checked against
/// the counts the data source reports, then animated.
extension LayoutCollectionView {
    /// Runs `updates`, collecting the calls it makes, and performs them as one animated update.
    /// A pending `reloadData()` is done first, reading the data source — as UIKit brings its
    /// layout up to date ("a reload may occur"), so a model changed before the call and not in
    /// the block is already counted. `completion` runs when the update's animation ends (with
    /// `true`), on the main run loop, or with `false` when another update or a reload
    /// interrupts it; a block inside a block adds its completion to the outer one's.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginCollectingUpdates(named: "performBatchUpdates")
        if let completion { pendingCompletions.append(completion) }
        updates?()
        endCollectingUpdates()
    }

    /// The same with a block that does not escape, as UIKit declares it (`NS_NOESCAPE`): an
    /// app's block may use its properties without writing `self.`.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// Starts collecting the calls made until the matching ``endCollectingUpdates()`` into one
    /// update (a table's `beginUpdates()`); the outermost start brings the data up to date.
    /// `name` is how the trace names the block (`performBatchUpdates {insertItems [[0, 0]]}`).
    package func beginCollectingUpdates(named name: String) {
        if collectingDepth == 0 {
            host?.layoutIfNeeded()
            pendingUpdate = BatchUpdate()
            pendingCompletions = []
            pendingCalls = []
            pendingBlockName = name
        }
        collectingDepth += 1
    }

    /// Ends collecting; the outermost end performs the update.
    package func endCollectingUpdates() {
        guard collectingDepth > 0 else { return }
        collectingDepth -= 1
        guard collectingDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        let completions = pendingCompletions
        pendingCompletions = []
        let completion: ((Bool) -> Void)? = completions.isEmpty ? nil : { finished in completions.forEach { $0(finished) } }
        let call = "\(pendingBlockName) {\(pendingCalls.joined(separator: ", "))}"
        if let host { host.performBatchUpdates(update, call: call, completion: completion) } else { completion?(true) }
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems \(Self.name(indexPaths))") { $0.insertItems += indexPaths }
    }
    public func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems \(Self.name(indexPaths))") { $0.deleteItems += indexPaths }
    }
    public func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems \(Self.name(indexPaths))") { $0.reloadItems += indexPaths }
    }
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        record("reconfigureItems \(Self.name(indexPaths))") { $0.reconfigureItems += indexPaths }
    }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem \(Self.name(indexPath)) to \(Self.name(newIndexPath))") {
            $0.moveItems.append(.init(from: indexPath, to: newIndexPath))
        }
    }
    public func insertSections(_ sections: IndexSet) {
        record("insertSections \(Self.name(sections))") { $0.insertSections += Array(sections) }
    }
    public func deleteSections(_ sections: IndexSet) {
        record("deleteSections \(Self.name(sections))") { $0.deleteSections += Array(sections) }
    }
    public func reloadSections(_ sections: IndexSet) {
        record("reloadSections \(Self.name(sections))") { $0.reloadSections += Array(sections) }
    }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record("moveSection \(section) to \(newSection)") { $0.moveSections.append(.init(from: section, to: newSection)) }
    }

    /// How the trace writes index paths and sections: as Swift prints them (`[[0, 1], [0, 4]]`).
    package static func name(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }
    package static func name(_ indexPaths: [IndexPath]) -> String { "[" + indexPaths.map(name).joined(separator: ", ") + "]" }
    package static func name(_ sections: IndexSet) -> String { "[" + sections.map(String.init).joined(separator: ", ") + "]" }

    /// Adds a call to the block being run, or performs it alone; `name` is how the trace names
    /// it (`insertRows [[0, 0]] .automatic`).
    package func record(_ name: String, _ call: (inout BatchUpdate) -> Void) {
        if pendingUpdate != nil {
            call(&pendingUpdate!)
            pendingCalls.append(name)
        } else {
            var update = BatchUpdate()
            call(&update)
            host?.layoutIfNeeded()
            host?.performBatchUpdates(update, call: name, completion: nil)
        }
    }
}
