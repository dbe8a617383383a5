public import Foundation

/// The calls of one `performBatchUpdates` block, as UIKit takes them: deletions, reloads and the
/// sources of moves name index paths *before* the update; insertions and the destinations of
/// moves name them *after* it (docs/facts.md, "Batch updates").
///
/// `reloadItems` is a deletion and an insertion at the same index path (a new cell replaces the
/// old one); `reconfigureItems` keeps the cell and only refreshes its content.
public struct BatchUpdate: Sendable, Hashable {
    /// One `moveItem(at:to:)`.
    public struct ItemMove: Sendable, Hashable {
        public var from: IndexPath
        public var to: IndexPath
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// One `moveSection(_:toSection:)`.
    public struct SectionMove: Sendable, Hashable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    public var insertItems: [IndexPath] = []
    public var deleteItems: [IndexPath] = []
    public var reloadItems: [IndexPath] = []
    public var reconfigureItems: [IndexPath] = []
    public var moveItems: [ItemMove] = []
    public var insertSections: [Int] = []
    public var deleteSections: [Int] = []
    public var reloadSections: [Int] = []
    public var moveSections: [SectionMove] = []

    public init(insertItems: [IndexPath] = [], deleteItems: [IndexPath] = [], reloadItems: [IndexPath] = [],
                reconfigureItems: [IndexPath] = [], moveItems: [ItemMove] = [], insertSections: [Int] = [],
                deleteSections: [Int] = [], reloadSections: [Int] = [], moveSections: [SectionMove] = []) {
        self.insertItems = insertItems
        self.deleteItems = deleteItems
        self.reloadItems = reloadItems
        self.reconfigureItems = reconfigureItems
        self.moveItems = moveItems
        self.insertSections = insertSections
        self.deleteSections = deleteSections
        self.reloadSections = reloadSections
        self.moveSections = moveSections
    }

    /// Whether the block made no call.
    public var isEmpty: Bool { self == BatchUpdate() }

    /// The number of index paths and sections the block names.
    public var operationCount: Int {
        insertItems.count + deleteItems.count + reloadItems.count + reconfigureItems.count + moveItems.count
            + insertSections.count + deleteSections.count + reloadSections.count + moveSections.count
    }
}
