import Foundation

/// A batch update UIKit refuses with `NSInternalInconsistencyException`: the app would crash
/// here. ``reason`` is the exception's reason, worded as UIKit words it (docs/facts.md, "Batch
/// updates").
public struct InvalidBatchUpdate: Error, Sendable, Hashable {
    /// What was wrong.
    public enum Problem: Sendable, Hashable {
        /// The data source's counts after the update are not the counts before it plus the
        /// update's insertions, deletions and moves.
        case counts
        /// An index path or section outside the data (before the update for deletions, reloads
        /// and move sources; after it for insertions and move destinations), or named twice.
        case index(String)
    }

    /// Whose words: a collection view's (items) or a table view's (rows).
    public enum View: Sendable, Hashable {
        case collection, table

        var item: String { self == .collection ? "item" : "row" }
        var items: String { self == .collection ? "items" : "rows" }
    }

    public let problem: Problem
    public let view: View
    /// The data source's item counts per section before and after the update.
    public let countsBefore: [Int]
    public let countsAfter: [Int]
    /// The updates as UIKit lists them (`Delete item (0 - 3)`).
    public let updateLines: [String]

    /// The exception's reason (iOS 16.4 and later): the counts before and after and the updates,
    /// one per line. The line UIKit ends it with, describing the view with its memory address,
    /// is left out.
    public var reason: String {
        switch problem {
        case .index(let text):
            return text
        case .counts:
            let header = "Invalid batch updates detected: the number of sections and/or \(view.items) returned by the data"
                + " source before and/or after performing the batch updates are inconsistent with the updates."
            return ([header,
                     "Data source before updates = \(Self.describe(countsBefore, view: view))",
                     "Data source after updates = \(Self.describe(countsAfter, view: view))",
                     "Updates = ["]
                    + updateLines.enumerated().map { "\t\($1)\($0 < updateLines.count - 1 ? "," : "")" }
                    + ["]"]).joined(separator: "\n")
        }
    }

    /// The lines an app's console shows when the exception ends it.
    public var consoleLines: [String] {
        var lines = reason.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '" + lines[0]
        lines[lines.count - 1] += "'"
        return lines
    }

    /// `{ 1 section with item counts: [20] }`.
    static func describe(_ counts: [Int], view: View) -> String {
        let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
        return "{ \(sections) with \(view.item) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
    }
}
