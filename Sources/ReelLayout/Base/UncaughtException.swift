package import Foundation

/// An Objective-C exception UIKit raises in the app's code: uncaught, it ends the app, its
/// name and reason in the console.
public enum UncaughtException: Error, Sendable, Hashable {
    /// A batch update UIKit refuses (`NSInternalInconsistencyException`).
    case invalidUpdate(InvalidBatchUpdate)
    /// Any other: its name (`NSInternalInconsistencyException`) and reason, as UIKit words it.
    case raised(name: String, reason: String)

    /// The console lines that end the app, on `iOS` (nil: the newest).
    public func consoleLines(onIOS iOS: IOSVersion?) -> [String] {
        switch self {
        case .invalidUpdate(let update):
            return update.consoleLines(onIOS: iOS)
        case let .raised(name, reason):
            return ["*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"]
        }
    }

    /// An index path as UIKit's exceptions print an `NSIndexPath` (`%@`), without its memory
    /// address: `<NSIndexPath> {length = 2, path = 0 - 9}`.
    package static func described(_ path: IndexPath) -> String {
        "<NSIndexPath> {length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))}"
    }

    /// A data source's `cellForItemAt` (or a diffable data source's cell provider) gave no cell.
    package static func nilCell(at indexPath: IndexPath, view: InvalidBatchUpdate.View) -> UncaughtException {
        let owner = view == .collection ? "UICollectionView" : "UITableView"
        return .raised(name: "NSInternalInconsistencyException",
                       reason: "\(owner) dataSource returned a nil cell for \(view.item) at index path: \(described(indexPath))")
    }

    /// A layout gave attributes for a cell whose item the data source does not have.
    package static func attributesForMissingCell(at indexPath: IndexPath) -> UncaughtException {
        .raised(name: "NSInternalInconsistencyException",
                reason: "UICollectionView received layout attributes for a cell with an index path that does not exist: \(described(indexPath))")
    }
}
