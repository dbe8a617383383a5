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
        /// A diffable snapshot, applied, that named an identifier it does not hold where UIKit
        /// asserts (a reload, an insertion's or a move's anchor).
        case snapshot(String)
    }

    /// Whose words: a collection view's (items) or a table view's (rows).
    public enum View: Sendable, Hashable {
        case collection, table

        package var item: String { self == .collection ? "item" : "row" }
        package var items: String { self == .collection ? "items" : "rows" }
    }

    /// The per-section counts of the pre-16.4 reason, for the first section (or the section
    /// count) that does not add up.
    public struct CountMismatch: Sendable, Hashable {
        /// The section (after the update), or nil when the number of sections is wrong.
        public var section: Int?
        public var after: Int
        public var before: Int
        public var inserted: Int
        public var deleted: Int
        public var movedIn: Int
        public var movedOut: Int
    }

    public let problem: Problem
    public let view: View
    /// What did not add up, for the older wording; nil for index problems.
    public var mismatch: CountMismatch? = nil
    /// The data source's item counts per section before and after the update.
    public let countsBefore: [Int]
    public let countsAfter: [Int]
    /// The updates as UIKit lists them (`Delete item (0 - 3)`).
    public let updateLines: [String]

    /// The first iOS whose reason takes the "Invalid batch updates detected" form.
    public static let batchUpdatesDetectedSince = IOSVersion(16, 4)

    /// The exception's reason as iOS 16.4 and later word it: the counts before and after and
    /// the updates, one per line. The line UIKit ends it with, describing the view with its
    /// memory address, is left out.
    public var reason: String { reason(onIOS: nil) }

    /// The reason as `iOS` (nil: the newest) words it: before 16.4, "Invalid update: invalid
    /// number of items in section N.  The number of items contained in an existing section
    /// after the update …" for the first section that does not add up (docs/facts.md, "Batch
    /// updates").
    public func reason(onIOS iOS: IOSVersion?) -> String {
        if let iOS, iOS < Self.batchUpdatesDetectedSince, case .counts = problem, let mismatch {
            return legacyReason(mismatch)
        }
        switch problem {
        case .index(let text), .snapshot(let text):
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

    /// UIKit's reason before iOS 16.4 (two spaces after the first sentence, as it prints it).
    private func legacyReason(_ m: CountMismatch) -> String {
        let container = view == .collection ? "collection view" : "table view"
        guard let section = m.section else {
            return "Invalid update: invalid number of sections.  The number of sections contained in the \(container)"
                + " after the update (\(m.after)) must be equal to the number of sections contained in the \(container)"
                + " before the update (\(m.before)), plus or minus the number of sections inserted or deleted"
                + " (\(m.inserted) inserted, \(m.deleted) deleted)."
        }
        let items = view.items
        return "Invalid update: invalid number of \(items) in section \(section).  The number of \(items) contained in an"
            + " existing section after the update (\(m.after)) must be equal to the number of \(items) contained in that"
            + " section before the update (\(m.before)), plus or minus the number of \(items) inserted or deleted from that"
            + " section (\(m.inserted) inserted, \(m.deleted) deleted) and plus or minus the number of \(items) moved into"
            + " or out of that section (\(m.movedIn) moved in, \(m.movedOut) moved out)."
    }

    /// The lines an app's console shows when the exception ends it, as the newest iOS words it.
    public var consoleLines: [String] { consoleLines(onIOS: nil) }

    /// The lines an app's console shows when the exception ends it, as `iOS` words it.
    public func consoleLines(onIOS iOS: IOSVersion?) -> [String] {
        var lines = reason(onIOS: iOS).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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

extension InvalidBatchUpdate {
    /// The exception a misused diffable snapshot ends the app with when it is applied.
    public init(snapshot reason: String, view: View, counts: [Int]) {
        self.init(problem: .snapshot(reason), view: view, countsBefore: counts, countsAfter: counts, updateLines: [])
    }
}
