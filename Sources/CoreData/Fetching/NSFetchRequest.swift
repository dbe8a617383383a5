public import UIKit

/// `NSPersistentStoreRequest`: a request a context runs on its store.
open class NSPersistentStoreRequest: NSObject {}

/// `NSFetchRequest`: which objects of an entity to fetch, how sorted, how many.
///
/// `ResultType` is unconstrained here (on iOS it is `NSFetchRequestResult`, an Objective-C
/// protocol, so `NSFetchRequest<NSFetchRequestResult>` names a type; a Swift protocol as a type
/// does not conform to itself).
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var includesPendingChanges = true
    open var includesSubentities = true
    open var returnsObjectsAsFaults = true
    open var returnsDistinctResults = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?
    open var resultType: NSFetchRequestResultType = .managedObjectResultType

    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    public override init() {
        super.init()
    }

    /// Runs the request in the current context (`try request.execute()` inside `perform`).
    open func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.running else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134060, userInfo: [NSLocalizedDescriptionKey: "no context is running this request"])
        }
        return try context.fetch(self)
    }

    /// The same request for another result type (what a controller hands its delegate).
    func retyped<Other>(_ type: Other.Type) -> NSFetchRequest<Other> {
        let request = NSFetchRequest<Other>()
        request.entityName = entityName
        request.entity = entity
        request.predicate = predicate
        request.sortDescriptors = sortDescriptors
        request.fetchLimit = fetchLimit
        request.fetchOffset = fetchOffset
        request.fetchBatchSize = fetchBatchSize
        return request
    }
}

/// `NSFetchRequestResultType`: ScrollReel returns managed objects.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// `NSPersistentStoreResult`: what a batch request answers.
open class NSPersistentStoreResult: NSObject {}

/// `NSBatchDeleteRequest`: deletes the matching saved objects in the store.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    public init(fetchRequest: NSFetchRequest<NSFetchRequestResult>) {
        self.fetchRequest = fetchRequest
        super.init()
    }

    public convenience init(objectIDs: [NSManagedObjectID]) {
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: objectIDs.first?.entity.name ?? "")
        request.predicate = NSPredicate { object, _ in objectIDs.contains { ($0 as NSManagedObjectID) == (object as? NSManagedObject)?.objectID } }
        self.init(fetchRequest: request)
    }
}

public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0, resultTypeObjectIDs, resultTypeCount
}

open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// `true`, the identifiers deleted, or their count, as the request's result type asked.
    public let result: Any?

    init(resultType: NSBatchDeleteRequestResultType, identifiers: [NSManagedObjectID]) {
        switch resultType {
        case .resultTypeStatusOnly: result = true
        case .resultTypeObjectIDs: result = identifiers
        case .resultTypeCount: result = identifiers.count
        }
    }
}

/// `NSBatchUpdateRequest`: sets properties of the matching saved objects in the store.
open class NSBatchUpdateRequest: NSPersistentStoreRequest {
    public let entityName: String
    open var predicate: NSPredicate?
    open var propertiesToUpdate: [AnyHashable: Any]?
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
    open var includesSubentities = true

    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    public convenience init(entity: NSEntityDescription) {
        self.init(entityName: entity.name ?? "")
    }
}

public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0, updatedObjectIDsResultType, updatedObjectsCountResultType
}

open class NSBatchUpdateResult: NSPersistentStoreResult {
    public let result: Any?

    init(resultType: NSBatchUpdateRequestResultType, identifiers: [NSManagedObjectID]) {
        switch resultType {
        case .statusOnlyResultType: result = true
        case .updatedObjectIDsResultType: result = identifiers
        case .updatedObjectsCountResultType: result = identifiers.count
        }
    }
}

/// `NSAsynchronousFetchResult`: a fetch's objects.
open class NSAsynchronousFetchResult: NSPersistentStoreResult {
    public let finalResult: [Any]?
    init(finalResult: [Any]?) { self.finalResult = finalResult }
}
