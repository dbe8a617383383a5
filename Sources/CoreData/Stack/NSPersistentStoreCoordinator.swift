public import UIKit

/// `NSPersistentStoreCoordinator`: the store the contexts save to. ScrollReel keeps it in
/// memory, whatever store type the app asks for: each run starts as a fresh install, and a reel
/// is the same on every run (the store's file would carry one run into the next).
open class NSPersistentStoreCoordinator: NSObject {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// The saved objects' values by identifier, and their identifiers in the order inserted.
    private var rows: [NSManagedObjectID: [String: Any]] = [:]
    private var order: [NSManagedObjectID] = []
    private var lastPrimaryKey = 0
    private let identifier = "ScrollReel-Store"
    /// The contexts made on it, which may merge each other's saves.
    private var weakContexts: [WeakContext] = []

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, url: storeURL, coordinator: self)
        persistentStores.append(store)
        return store
    }

    var contexts: [NSManagedObjectContext] {
        weakContexts.removeAll { $0.context == nil }
        return weakContexts.compactMap(\.context)
    }

    func adopt(_ context: NSManagedObjectContext) {
        context.persistentStoreCoordinator = self
    }

    /// A context now saving to this store.
    func register(_ context: NSManagedObjectContext) {
        guard !weakContexts.contains(where: { $0.context === context }) else { return }
        weakContexts.append(WeakContext(context))
    }

    func newObjectID(for entity: NSEntityDescription) -> NSManagedObjectID {
        lastPrimaryKey += 1
        return NSManagedObjectID(entity: entity, primaryKey: lastPrimaryKey, storeIdentifier: identifier)
    }

    func row(for objectID: NSManagedObjectID) -> [String: Any]? { rows[objectID] }

    func identifiers(of entity: NSEntityDescription) -> [NSManagedObjectID] {
        order.filter { $0.entity === entity }
    }

    func write(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]) {
        for object in inserted + updated {
            if rows[object.objectID] == nil { order.append(object.objectID) }
            rows[object.objectID] = object.values
        }
        for object in deleted {
            rows[object.objectID] = nil
            order.removeAll { $0 == object.objectID }
        }
    }

    /// A batch request, run on the saved rows.
    func execute(_ request: NSPersistentStoreRequest, in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
        switch request {
        case let delete as NSBatchDeleteRequest:
            let identifiers = try matching(delete.fetchRequest.entityName, delete.fetchRequest.predicate, in: context)
            for identifier in identifiers {
                rows[identifier] = nil
                order.removeAll { $0 == identifier }
            }
            return NSBatchDeleteResult(resultType: delete.resultType, identifiers: identifiers)
        case let update as NSBatchUpdateRequest:
            let identifiers = try matching(update.entityName, update.predicate, in: context)
            for identifier in identifiers {
                for (key, value) in update.propertiesToUpdate ?? [:] { rows[identifier]?["\(key)"] = value }
            }
            return NSBatchUpdateResult(resultType: update.resultType, identifiers: identifiers)
        case let fetch as NSFetchRequest<NSFetchRequestResult>:
            return NSAsynchronousFetchResult(finalResult: try context.fetch(fetch))
        default:
            throw NSError(domain: NSCocoaErrorDomain, code: 134091, userInfo: [NSLocalizedDescriptionKey: "\(type(of: request)) is not run by ScrollReel's store"])
        }
    }

    /// The saved rows of `entityName` that `predicate` matches, read as objects.
    private func matching(_ entityName: String?, _ predicate: NSPredicate?, in context: NSManagedObjectContext) throws -> [NSManagedObjectID] {
        guard let entity = entityName.flatMap({ managedObjectModel.entitiesByName[$0] }) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134060, userInfo: [NSLocalizedDescriptionKey: "no entity named '\(entityName ?? "nil")'"])
        }
        return identifiers(of: entity).filter { identifier in
            guard let predicate else { return true }
            let object = NSManagedObject(entity: entity, insertInto: nil)
            object.values = rows[identifier] ?? [:]
            return predicate.evaluate(with: object)
        }
    }
}

/// `NSPersistentStore`: kept in memory here (see ``NSPersistentStoreCoordinator``).
open class NSPersistentStore: NSObject {
    open var type: String
    open var url: URL?
    open var identifier: String = "ScrollReel-Store"
    open weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?

    init(type: String, url: URL?, coordinator: NSPersistentStoreCoordinator) {
        self.type = type
        self.url = url
        persistentStoreCoordinator = coordinator
    }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
