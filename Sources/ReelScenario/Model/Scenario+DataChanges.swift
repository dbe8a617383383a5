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
    /// Only identifiers, counts and index paths decide it, so it is known before anything is
    /// simulated — except for app code, whose calls are known when it runs (the simulation
    /// then holds the last frame).
    /// - Complexity: O(c·n) for c changes and n items.
    public var invalidUpdate: (time: TimeInterval, error: InvalidBatchUpdate)? {
        var found: (TimeInterval, InvalidBatchUpdate)?
        walkDataChanges { time, outcome in
            if case .failure(let error) = outcome { found = (time, error) }
        }
        return found
    }

    /// The items per section after each data change, stopping after an invalid one or one
    /// that leaves more than ``ScenarioLimits`` allow (nothing larger is ever planned).
    public var countsAfterEachChange: [[Int]] {
        var all: [[Int]] = []
        walkDataChanges { _, outcome in
            if case .success(let counts) = outcome { all.append(counts) }
        }
        return all
    }

    /// Runs the data changes on the scenario's data, handing each one's counts (or exception)
    /// to `visit`; stops at an exception or at counts over the limits. On an app's screen the
    /// app's data source answers, when the simulation runs: nothing is known before.
    private func walkDataChanges(_ visit: (TimeInterval, Result<[Int], InvalidBatchUpdate>) -> Void) {
        guard app == nil else { return }
        let data = DataModel(counts: collection.sections.map(\.items))
        for (time, change) in dataChanges.prefix(ScenarioLimits.maximumDataChanges) {
            // What app code does is known only when it runs.
            if case .code = change { continue }
            switch data.outcome(of: change, view: updateView).0 {
            case .failure(let error):
                visit(time, .failure(error))
                return
            case .success(let outcome):
                let counts = outcome.plan?.countsAfter ?? {
                    if case .reload(let counts) = outcome { return counts }
                    return data.counts
                }()
                visit(time, .success(counts))
                if counts.count > ScenarioLimits.maximumSections || counts.reduce(0, +) > ScenarioLimits.maximumTotalItems { return }
                data.commit(outcome)
            }
        }
    }
}
