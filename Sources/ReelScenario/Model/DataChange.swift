import Foundation
public import ReelLayout

/// A change of the data behind the collection (or table) view, made by the app at a scripted
/// moment.
public enum DataChange: Sendable, Hashable {
    /// `performBatchUpdates` with these calls. `sections` is what the data source reports after
    /// the update (nil: the counts the update implies); a disagreement is the invalid update
    /// UIKit throws for. A table animates its rows with `rowAnimation` (nil: `.automatic`).
    case batchUpdates(BatchUpdate, sections: [Int]?, rowAnimation: RowAnimation?)
    /// `reloadData()`: the data source now reports `sections` (nil: the same counts); nothing
    /// animates.
    case reloadData(sections: [Int]?)
    /// A diffable data source's `apply(_:animatingDifferences:)` of the current snapshot
    /// changed by `operations`: the difference is worked out from the identifiers.
    case apply([SnapshotOperation], animatingDifferences: Bool)
    /// The app's own code (from Swift): it gets the collection view and makes UIKit's calls
    /// (`performBatchUpdates`, `insertItems(at:)`, `reloadData()`, …), checked against the
    /// counts its `dataSource` reports.
    case code(AppCode)
}

/// App code run at a scripted moment; equal only to itself.
public final class AppCode: Sendable, Hashable {
    /// The code, given the collection view as UIKit's `UICollectionView`.
    public let body: @Sendable (LayoutCollectionView) -> Void
    /// How the trace names it: what a scenario step does (`set {itemSize}`); nil for the app's
    /// own code, which the trace knows by the UIKit calls it makes (`insertItems [[0, 0]]`).
    public let description: String?

    public init(description: String? = nil, _ body: @escaping @Sendable (LayoutCollectionView) -> Void) {
        self.description = description
        self.body = body
    }

    public static func == (lhs: AppCode, rhs: AppCode) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension DataChange {
    /// At most how many items there are after this change when there were `items` before: what
    /// the data source reports, else the items plus those the change inserts.
    func itemsBound(after items: Int) -> Int {
        switch self {
        case .reloadData(let sections): return sections?.reduce(0, +) ?? items
        case .code: return items
        case let .batchUpdates(update, sections, _): return sections?.reduce(0, +) ?? items + update.insertItems.count
        case .apply(let operations, _): return items + operations.reduce(0) { $0 + $1.insertedItemCount }
        }
    }

    /// How the trace names `reloadData()`, with the counts the data source then gave.
    public static func reloadDescription(sections: [Int]?) -> String {
        sections.map { "reloadData {sections [\($0.map(String.init).joined(separator: ", "))]}" } ?? "reloadData"
    }

    /// How the trace names the change: the call and what it named; nil for the app's own code,
    /// whose UIKit calls the trace names one by one.
    public var traceDescription: String? {
        switch self {
        case .reloadData(let sections):
            return Self.reloadDescription(sections: sections)
        case let .batchUpdates(update, sections, rowAnimation):
            func paths(_ list: [IndexPath]) -> String { "[" + list.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]" }
            func numbers(_ list: [Int]) -> String { "[" + list.map(String.init).joined(separator: ", ") + "]" }
            var parts: [String] = []
            if !update.deleteSections.isEmpty { parts.append("deleteSections \(numbers(update.deleteSections))") }
            if !update.insertSections.isEmpty { parts.append("insertSections \(numbers(update.insertSections))") }
            if !update.reloadSections.isEmpty { parts.append("reloadSections \(numbers(update.reloadSections))") }
            if !update.moveSections.isEmpty {
                parts.append("moveSections [" + update.moveSections.map { "\($0.from)->\($0.to)" }.joined(separator: ", ") + "]")
            }
            if !update.deleteItems.isEmpty { parts.append("deleteItems \(paths(update.deleteItems))") }
            if !update.insertItems.isEmpty { parts.append("insertItems \(paths(update.insertItems))") }
            if !update.reloadItems.isEmpty { parts.append("reloadItems \(paths(update.reloadItems))") }
            if !update.reconfigureItems.isEmpty { parts.append("reconfigureItems \(paths(update.reconfigureItems))") }
            if !update.moveItems.isEmpty {
                parts.append("moveItems [" + update.moveItems.map { "\($0.from.section)-\($0.from.item)->\($0.to.section)-\($0.to.item)" }.joined(separator: ", ") + "]")
            }
            if let sections { parts.append("sections \(numbers(sections))") }
            if let rowAnimation { parts.append("rowAnimation \(rowAnimation.rawValue)") }
            return "performBatchUpdates {\(parts.joined(separator: ", "))}"
        case let .apply(operations, animating):
            return "apply {\(operations.map(\.traceDescription).joined(separator: ", ")), animatingDifferences \(animating)}"
        case .code(let code):
            return code.description
        }
    }
}
