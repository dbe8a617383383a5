public import UIKit

/// `NSFetchedResultsController`: a fetch request's results in sections (by
/// `sectionNameKeyPath`), kept up to date as its context changes, each change told to its
/// delegate — or, when the delegate takes snapshots, one snapshot per change (and one after
/// `performFetch()`).
///
/// `ResultType` is unconstrained, as ``NSFetchRequest``'s is. The delegate is handed a
/// `NSFetchedResultsController<NSFetchRequestResult>` (the type UIKit's delegate methods name)
/// sharing this controller's results.
open class NSFetchedResultsController<ResultType>: NSObject {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?
    public let cacheName: String?
    let results: FetchedResults

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        results = FetchedResults(context: context, sectionNameKeyPath: sectionNameKeyPath) { [fetchRequest] in
            try context.fetchObjects(fetchRequest)
        }
        super.init()
        results.erased = { [unowned self] in self.erased }
    }

    private init(sharing results: FetchedResults, request: NSFetchRequest<ResultType>) {
        fetchRequest = request
        managedObjectContext = results.context
        sectionNameKeyPath = results.sectionNameKeyPath
        cacheName = nil
        self.results = results
        super.init()
    }

    /// This controller as the delegate's methods name it.
    private lazy var erased: NSFetchedResultsController<NSFetchRequestResult> =
        self as? NSFetchedResultsController<NSFetchRequestResult>
        ?? NSFetchedResultsController<NSFetchRequestResult>(sharing: results, request: fetchRequest.retyped(NSFetchRequestResult.self))

    open weak var delegate: NSFetchedResultsControllerDelegate? {
        get { results.delegate }
        set { results.delegate = newValue }
    }

    /// Fetches, and from now on follows the context's changes.
    open func performFetch() throws {
        try results.performFetch()
    }

    open var fetchedObjects: [ResultType]? { results.objects?.compactMap { $0 as? ResultType } }

    open var sections: [NSFetchedResultsSectionInfo]? { results.sections }

    /// The object at `indexPath`; UIKit raises for one out of range.
    open func object(at indexPath: IndexPath) -> ResultType {
        let sections = results.sections ?? []
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].members.indices.contains(indexPath.item),
              let object = sections[indexPath.section].members[indexPath.item] as? ResultType else {
            results.context.raise("NSInvalidArgumentException", "no object at index \(indexPath.item) in section at index \(indexPath.section)")
            fatalError("NSFetchedResultsController: no object at \(indexPath)")
        }
        return object
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let object = object as? NSManagedObject else { return nil }
        return results.indexPath(of: object)
    }

    open var sectionIndexTitles: [String] { (results.sections ?? []).compactMap(\.indexTitle) }

    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        (results.sections ?? []).firstIndex { $0.indexTitle == title } ?? sectionIndex
    }

    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    open class func deleteCache(withName name: String?) {}
}

/// `NSFetchedResultsSectionInfo`.
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// `NSFetchedResultsChangeType`.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1, delete = 2, move = 3, update = 4
}

/// `NSFetchedResultsControllerDelegate`: every method optional, as on iOS.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    /// Not implemented by the delegate: the controller then reports each change instead.
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
        FetchedResults.snapshotMethodIsDefault = true
    }
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? {
        controller.sectionIndexTitle(forSectionName: sectionName)
    }
}
