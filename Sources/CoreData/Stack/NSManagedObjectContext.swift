public import UIKit
import ReelLayout


/// `NSManagedObjectContext`: the objects an app works with, its unsaved changes, and fetches.
///
/// Every context runs on the simulated main run loop (a private-queue context's `perform`
/// runs its block there, later in the same frame), so a reel is the same on every run. Changes
/// are processed when the code running now returns — then `NSManagedObjectContextObjectsDidChange`
/// is posted and fetched-results controllers update — and `save()` writes them to the parent
/// context, or to the store, posting `NSManagedObjectContextDidSave`.
open class NSManagedObjectContext: NSObject {
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType = 0, privateQueueConcurrencyType, mainQueueConcurrencyType
    }

    public let concurrencyType: ConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { parent?.persistentStoreCoordinator ?? coordinator }
        set {
            coordinator = newValue
            newValue?.register(self)
        }
    }
    private var coordinator: NSPersistentStoreCoordinator?
    open var parent: NSManagedObjectContext? {
        didSet { parent?.children.append(WeakContext(self)) }
    }
    open var name: String?
    open var mergePolicy: Any = NSErrorMergePolicy
    open var automaticallyMergesChangesFromParent = false
    open var undoManager: AnyObject?
    open var shouldDeleteInaccessibleFaults = true
    open var stalenessInterval: TimeInterval = -1

    /// The objects this context has made or fetched, by identifier.
    private var registered: [NSManagedObjectID: NSManagedObject] = [:]
    /// Unsaved changes, in the order they were made.
    private var inserted: [NSManagedObject] = []
    private var updated: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    /// Changes since the last processing, for `NSManagedObjectContextObjectsDidChange`.
    private var pendingInserted: [NSManagedObject] = []
    private var pendingUpdated: [NSManagedObject] = []
    private var pendingDeleted: [NSManagedObject] = []
    private var processingScheduled = false
    private var children: [WeakContext] = []
    /// The fetched-results controllers watching this context.
    var observers: [WeakObserver] = []

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    public override convenience init() {
        self.init(concurrencyType: .mainQueueConcurrencyType)
    }

    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var updatedObjects: Set<NSManagedObject> { Set(updated) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }
    open var hasChanges: Bool { !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty }

    // MARK: - Running work

    /// The context whose `perform` block is running (what `NSFetchRequest.execute()` uses).
    nonisolated(unsafe) static var running: NSManagedObjectContext?

    /// Runs `block` on the context's queue: later, on the simulated main run loop.
    open func perform(_ block: @escaping () -> Void) {
        DispatchQueue.main.async { [self] in running(block) }
    }

    open func performAndWait(_ block: () -> Void) {
        running(block)
    }

    /// `performAndWait` that returns the block's value (iOS 15).
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        try running(block)
    }

    /// `perform` with `async`/`await` (iOS 15): the block runs now, on the main actor.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try running(block)
    }

    private func running<T>(_ block: () throws -> T) rethrows -> T {
        let outer = Self.running
        Self.running = self
        defer { Self.running = outer }
        return try block()
    }

    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    // MARK: - Objects

    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext == nil || object.managedObjectContext === self, registered[object.objectID] == nil else { return }
        // An object made in no context gets its identifier now.
        if object.objectID.primaryKey == 0, let coordinator = persistentStoreCoordinator {
            object.objectID = coordinator.newObjectID(for: object.entity)
        }
        object.managedObjectContext = self
        registered[object.objectID] = object
        inserted.append(object)
        pendingInserted.append(object)
        object.awakeFromInsert()
        scheduleProcessing()
    }

    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !deleted.contains(where: { $0 === object }) else { return }
        object.prepareForDeletion()
        // Nullify or cascade the relationships, as their delete rules say.
        for (key, relationship) in object.entity.relationshipsByName.sorted(by: { $0.key < $1.key }) {
            let related = object.relatedObjects(key)
            if relationship.deleteRule == .cascadeDeleteRule { related.forEach(delete) }
            if relationship.deleteRule != .noActionDeleteRule, !related.isEmpty { object.setStoredValue(nil, forKey: key) }
        }
        if let index = inserted.firstIndex(where: { $0 === object }) {
            // Never saved: it simply goes.
            inserted.remove(at: index)
            registered[object.objectID] = nil
        } else {
            deleted.append(object)
        }
        updated.removeAll { $0 === object }
        pendingDeleted.append(object)
        scheduleProcessing()
    }

    /// An object's value changed (its accessors call this).
    func objectDidChange(_ object: NSManagedObject) {
        guard object.managedObjectContext === self else { return }
        if !inserted.contains(where: { $0 === object }), !updated.contains(where: { $0 === object }), !deleted.contains(where: { $0 === object }) {
            updated.append(object)
        }
        if !pendingUpdated.contains(where: { $0 === object }) { pendingUpdated.append(object) }
        scheduleProcessing()
    }

    /// The object with `objectID` in this context, made from the store when not yet here (nil
    /// when the store has none: `object(with:)` then answers a deleted stand-in).
    func existingObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        if let object = registered[objectID] { return object }
        guard let row = parent?.existingObject(for: objectID).map({ $0.values }) ?? persistentStoreCoordinator?.row(for: objectID) else { return nil }
        let object = objectID.entity.objectClass.init(entity: objectID.entity, insertInto: nil)
        object.objectID = objectID
        object.managedObjectContext = self
        object.values = row
        object.committedValues = row
        registered[objectID] = object
        object.awakeFromFetch()
        return object
    }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        existingObject(for: objectID) ?? objectID.entity.objectClass.init(entity: objectID.entity, insertInto: nil)
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = existingObject(for: objectID) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133000, userInfo: [NSLocalizedDescriptionKey: "Attempt to access an object not found in store."])
        }
        return object
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID] }

    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard !flag, let row = persistentStoreCoordinator?.row(for: object.objectID) else { return }
        object.values = row
        object.committedValues = row
        updated.removeAll { $0 === object }
    }

    open func refreshAllObjects() {
        for object in registered.values { refresh(object, mergeChanges: true) }
    }

    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    // MARK: - Fetching

    /// The objects of the request's entity — saved ones and this context's unsaved inserts, less
    /// its deletes — that match its predicate, sorted, from its offset, up to its limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        try fetchObjects(request).compactMap { $0 as? T }
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetchObjects(request, limited: false).count
    }

    func fetchObjects<T>(_ request: NSFetchRequest<T>, limited: Bool = true) throws -> [NSManagedObject] {
        guard let entityName = request.entityName ?? request.entity?.name,
              let entity = persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName] else {
            let name = request.entityName ?? "nil"
            raise("NSInvalidArgumentException", "executeFetchRequest:error: A fetch request must have an entity.")
            throw NSError(domain: NSCocoaErrorDomain, code: 134060, userInfo: [NSLocalizedDescriptionKey: "no entity named '\(name)'"])
        }
        var objects = candidateIdentifiers(of: entity).compactMap(existingObject(for:))
        objects += inserted.filter { $0.entity === entity && !objects.contains($0) }
        objects.removeAll { object in deleted.contains { $0 === object } }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        objects = FetchSorting.sorted(objects, by: request.sortDescriptors ?? [])
        guard limited else { return objects }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    /// The saved objects of `entity` this context sees: its parent's (with the parent's unsaved
    /// inserts, less its deletes), or the store's.
    private func candidateIdentifiers(of entity: NSEntityDescription) -> [NSManagedObjectID] {
        if let parent {
            let request = NSFetchRequest<NSManagedObject>(entityName: entity.name ?? "")
            return ((try? parent.fetchObjects(request)) ?? []).map(\.objectID)
        }
        return persistentStoreCoordinator?.identifiers(of: entity) ?? []
    }

    /// Batch requests go straight to the store, as on iOS: objects already in a context keep
    /// their values until refreshed or merged.
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let coordinator = persistentStoreCoordinator else { throw NSError(domain: NSCocoaErrorDomain, code: 134060) }
        return try coordinator.execute(request, in: self)
    }

    // MARK: - Saving

    /// Writes the changes to the parent context, or to the store; posts
    /// `NSManagedObjectContextDidSave`. A non-optional attribute left nil fails as on iOS
    /// (Cocoa error 1570) and nothing is written.
    open func save() throws {
        processPendingChanges()
        guard hasChanges else { return }
        for object in inserted + updated {
            for attribute in object.entity.attributesByName.values.sorted(by: { $0.name < $1.name })
            where !attribute.isOptional && !attribute.isTransient && object.values[attribute.name] == nil {
                throw NSError(domain: NSCocoaErrorDomain, code: 1570, userInfo: [
                    NSLocalizedDescriptionKey: "The operation couldn’t be completed. (Cocoa error 1570.)",
                    "NSValidationErrorKey": attribute.name, "NSValidationErrorObject": object,
                ])
            }
        }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let (saved, changed, removed) = (inserted, updated, deleted)
        (saved + changed).forEach { $0.willSave() }
        if let parent {
            parent.absorb(inserted: saved, updated: changed, deleted: removed)
        } else {
            persistentStoreCoordinator?.write(inserted: saved, updated: changed, deleted: removed)
        }
        for object in saved + changed { object.committedValues = object.values }
        for object in removed {
            registered[object.objectID] = nil
            object.managedObjectContext = nil
        }
        inserted = []
        updated = []
        deleted = []
        (saved + changed).forEach { $0.didSave() }
        let info: [AnyHashable: Any] = [
            NSInsertedObjectsKey: Set(saved), NSUpdatedObjectsKey: Set(changed), NSDeletedObjectsKey: Set(removed),
        ]
        let notification = Notification(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        NotificationCenter.default.post(notification)
        // The other contexts on the store that merge by themselves hear of it.
        if parent == nil, let coordinator = persistentStoreCoordinator {
            for context in coordinator.contexts where context !== self && context.automaticallyMergesChangesFromParent {
                context.mergeChanges(fromContextDidSave: notification)
            }
        }
        for child in children.compactMap(\.context) where child.automaticallyMergesChangesFromParent {
            child.mergeChanges(fromContextDidSave: notification)
        }
    }

    /// A child's saved changes, now this context's unsaved ones.
    private func absorb(inserted childInserted: [NSManagedObject], updated childUpdated: [NSManagedObject], deleted childDeleted: [NSManagedObject]) {
        for child in childInserted + childUpdated {
            if let object = registered[child.objectID] {
                object.values = child.values
                objectDidChange(object)
            } else {
                let object = child.entity.objectClass.init(entity: child.entity, insertInto: nil)
                object.objectID = child.objectID
                object.values = child.values
                object.managedObjectContext = self
                registered[object.objectID] = object
                inserted.append(object)
                pendingInserted.append(object)
            }
        }
        for child in childDeleted {
            if let object = existingObject(for: child.objectID) { delete(object) }
        }
        scheduleProcessing()
    }

    /// Brings this context's objects up to date with another context's save: updated objects
    /// take the saved values, deleted ones go; fetched-results controllers update.
    open func mergeChanges(fromContextDidSave notification: Notification) {
        let info = notification.userInfo ?? [:]
        for object in (info[NSUpdatedObjectsKey] as? Set<NSManagedObject> ?? []).sorted(by: { $0.objectID.primaryKey < $1.objectID.primaryKey }) {
            guard let mine = registered[object.objectID], mine !== object else { continue }
            mine.values = object.values
            mine.committedValues = object.values
            pendingUpdated.append(mine)
        }
        for object in (info[NSDeletedObjectsKey] as? Set<NSManagedObject> ?? []).sorted(by: { $0.objectID.primaryKey < $1.objectID.primaryKey }) {
            guard let mine = registered[object.objectID], mine !== object else { continue }
            registered[object.objectID] = nil
            updated.removeAll { $0 === mine }
            pendingDeleted.append(mine)
        }
        if !(info[NSInsertedObjectsKey] as? Set<NSManagedObject> ?? []).isEmpty { observersNeedRefetch = true }
        scheduleProcessing()
    }

    open func reset() {
        registered = [:]
        inserted = []
        updated = []
        deleted = []
        observersNeedRefetch = true
        scheduleProcessing()
    }

    open func rollback() {
        for object in updated + deleted { object.values = object.committedValues }
        for object in inserted { registered[object.objectID] = nil }
        inserted = []
        updated = []
        deleted = []
        observersNeedRefetch = true
        scheduleProcessing()
    }

    // MARK: - Processing changes

    private var observersNeedRefetch = false

    private func scheduleProcessing() {
        guard !processingScheduled else { return }
        processingScheduled = true
        DispatchQueue.main.async { [weak self] in self?.processPendingChanges() }
    }

    /// Posts `NSManagedObjectContextObjectsDidChange` for the changes since the last time, and
    /// updates the fetched-results controllers watching this context.
    open func processPendingChanges() {
        processingScheduled = false
        let (added, changed, removed) = (pendingInserted, pendingUpdated, pendingDeleted)
        guard !added.isEmpty || !changed.isEmpty || !removed.isEmpty || observersNeedRefetch else { return }
        pendingInserted = []
        pendingUpdated = []
        pendingDeleted = []
        observersNeedRefetch = false
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: [
            NSInsertedObjectsKey: Set(added), NSUpdatedObjectsKey: Set(changed), NSDeletedObjectsKey: Set(removed),
        ])
        observers.removeAll { $0.observer == nil }
        for observer in observers.compactMap(\.observer) { observer.contextDidChange(updated: Set(changed.map(\.objectID))) }
    }

    /// UIKit raised `name` in the app's code: the app ends, the reason in the console.
    func raise(_ name: String, _ reason: String) {
        AppContext.current?.raise(.raised(name: name, reason: reason))
    }
}

/// A context held weakly (a parent's children).
struct WeakContext {
    weak var context: NSManagedObjectContext?
    init(_ context: NSManagedObjectContext) { self.context = context }
}

/// What watches a context's changes: a fetched-results controller.
protocol ContextObserver: AnyObject {
    func contextDidChange(updated: Set<NSManagedObjectID>)
}

struct WeakObserver {
    weak var observer: ContextObserver?
}

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"

extension Notification.Name {
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagingContextWillSaveChangesNotification")
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSObjectsChangedInManagingContextNotification")
}
