public import Foundation
public import ReelLayout
import ReelScroll

extension Scenario {
    /// The script's data changes in order, with when each happens.
    public var dataChanges: [(time: TimeInterval, change: DataChange)] {
        let times = GestureScript(steps: gestures.map(\.step), defaultTouchLocation: .zero).actionTimes
        return zip(times, gestures.compactMap(\.dataChange)).map { ($0, $1) }
    }

    /// Whose words an invalid update is reported in: a table's or a collection view's.
    public var updateView: InvalidBatchUpdate.View {
        collection.layout == .tablePlain || collection.layout == .tableGrouped ? .table : .collection
    }

    /// The first data change UIKit would throw for, and when; nil when every change is valid.
    /// Only counts and index paths decide it, so it is known before anything is simulated.
    /// - Complexity: O(c·n) for c changes and n items.
    public var invalidUpdate: (time: TimeInterval, error: InvalidBatchUpdate)? {
        var counts = collection.sections.map(\.items)
        for (time, change) in dataChanges.prefix(ScenarioLimits.maximumDataChanges) {
            switch change.counts(after: counts, view: updateView) {
            case .success(let next): counts = next
            case .failure(let error): return (time, error)
            }
        }
        return nil
    }

    /// The items per section after each data change, stopping after an invalid one or one
    /// that leaves more than ``ScenarioLimits`` allow (nothing larger is ever planned).
    public var countsAfterEachChange: [[Int]] {
        var counts = collection.sections.map(\.items)
        var all: [[Int]] = []
        for (_, change) in dataChanges {
            guard case .success(let next) = change.counts(after: counts, view: updateView) else { break }
            counts = next
            all.append(next)
            if next.count > ScenarioLimits.maximumSections || next.reduce(0, +) > ScenarioLimits.maximumTotalItems { break }
        }
        return all
    }
}

extension DataChange {
    /// The items per section after this change applied to `counts`, or UIKit's exception.
    public func counts(after counts: [Int], view: InvalidBatchUpdate.View) -> Result<[Int], InvalidBatchUpdate> {
        switch self {
        case .reloadData(let sections):
            return .success(sections ?? counts)
        case let .batchUpdates(update, sections, _):
            return Result { () throws(InvalidBatchUpdate) in
                try update.plan(countsBefore: counts, countsAfter: sections, view: view).countsAfter
            }
        }
    }
}
