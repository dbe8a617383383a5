public import UIKit
import ReelLayout
import ScrollReelUIKit


/// `NSManagedObject`: an object of an entity, living in a context. Its attributes are kept by
/// name; a relationship keeps the identifiers of the objects it holds (in the order they were
/// added), which the context turns into its own objects when read.
///
/// An app's `@NSManaged var name: String?` is ported to an accessor of ``managedValue(forKey:)``
/// and ``setManagedValue(_:forKey:)`` (Linux Swift has no Objective-C runtime to make them),
/// and Xcode's generated `addToEmployees(_:)` to ``addManagedValue(_:toRelationshipNamed:)``.
open class NSManagedObject: NSObject, NSFetchRequestResult, PredicateKeyValueReading, KeyedValueStorage {
    public let entity: NSEntityDescription
    /// The context it lives in; nil once deleted and saved, or never inserted.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    public internal(set) var objectID: NSManagedObjectID
    /// Its values by property name: an attribute's value, a to-one relationship's object
    /// identifier, a to-many relationship's identifiers.
    var values: [String: Any] = [:]
    /// The values it had when last saved or fetched (what `changedValues()` compares with).
    var committedValues: [String: Any] = [:]

    /// A new object of `entity`, inserted into `context` when one is given.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = context?.persistentStoreCoordinator?.newObjectID(for: entity)
            ?? NSManagedObjectID(entity: entity, primaryKey: 0, storeIdentifier: "unsaved")
        super.init()
        if type(of: self) != NSManagedObject.self { entity.madeClass = type(of: self) }
        for attribute in entity.attributesByName.values {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        if let context { context.insert(self) }
    }

    /// A new object of the class's entity, inserted into `context`.
    public required convenience init(context: NSManagedObjectContext) {
        let model = context.persistentStoreCoordinator?.managedObjectModel
        guard let entity = model?.entity(for: Self.self) else {
            context.raise("NSInternalInconsistencyException",
                          "An NSManagedObject of class '\(String(describing: Self.self))' must have a valid NSEntityDescription.")
            self.init(entity: NSEntityDescription(), insertInto: nil)
            return
        }
        self.init(entity: entity, insertInto: context)
    }

    /// The class's entity, in the model of the containers loaded so far.
    open class func entity() -> NSEntityDescription {
        NSPersistentContainer.loadedModels.lazy.compactMap { $0.entity(for: self) }.first ?? NSEntityDescription()
    }

    /// A fetch request for the class's entity.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
    }

    // MARK: - Life cycle, for subclasses

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}

    // MARK: - State

    open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
    open var isUpdated: Bool { managedObjectContext?.updatedObjects.contains(self) ?? false }
    open var isDeleted: Bool { managedObjectContext?.deletedObjects.contains(self) ?? false }
    /// Never a fault: ScrollReel fetches values with their objects.
    open var isFault: Bool { false }
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    open var hasPersistentChangedValues: Bool { !changedValues().isEmpty }

    /// The values changed since the last save, by key.
    open func changedValues() -> [String: Any] {
        values.filter { key, value in !Self.same(committedValues[key], value) }
    }

    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return committedValues }
        return committedValues.filter { keys.contains($0.key) }
    }

    // MARK: - Values by key

    /// `value(forKey:)`: an attribute's value, or a relationship's objects (a to-many one as an
    /// `NSSet`, or `NSOrderedSet` when ordered).
    open func value(forKey key: String) -> Any? {
        guard let relationship = entity.relationshipsByName[key] else { return values[key] }
        let objects = relatedObjects(key)
        if relationship.isToMany {
            return relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects)
        }
        return objects.first
    }

    /// `setValue(_:forKey:)` (through ``KeyedValueStorage``): sets an attribute, or a
    /// relationship (keeping its inverse).
    public func setStoredValue(_ value: Any?, forKey key: String) {
        if let relationship = entity.relationshipsByName[key] {
            let objects = Self.objects(in: value)
            setRelated(objects, key, relationship)
        } else {
            values[key] = Self.unwrapped(value)
        }
        managedObjectContext?.objectDidChange(self)
    }

    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { setStoredValue(value, forKey: key) }
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    public func predicateValue(forKey key: String) -> Any? {
        if key == "objectID" { return objectID }
        return value(forKey: key)
    }

    /// `value(forKeyPath:)`: `author.name` through a to-one relationship.
    open func value(forKeyPath keyPath: String) -> Any? {
        var value: Any? = self
        for key in keyPath.split(separator: ".") {
            value = (value as? NSManagedObject)?.predicateValue(forKey: String(key))
        }
        return value
    }

    // MARK: - Ported @NSManaged accessors

    /// The value of the `@NSManaged` property `key`, as the property's type.
    public func managedValue<Value>(forKey key: String) -> Value {
        ManagedValueConversion.convert(value(forKey: key), to: Value.self, key: key, entity: entity.name ?? "")
    }

    public func setManagedValue<Value>(_ value: Value, forKey key: String) {
        setStoredValue(value, forKey: key)
    }

    /// Xcode's generated `addToEmployees(_:)`: adds an object, or a set's objects, to the
    /// to-many relationship named `name` (matched without regard to case: the accessor's name
    /// capitalises it).
    public func addManagedValue(_ value: Any, toRelationshipNamed name: String) {
        guard let (key, relationship) = relationship(named: name) else { return }
        setRelated(relatedObjects(key) + Self.objects(in: value).filter { added in !relatedObjects(key).contains { $0 === added } }, key, relationship)
        managedObjectContext?.objectDidChange(self)
    }

    /// Xcode's generated `removeFromEmployees(_:)`.
    public func removeManagedValue(_ value: Any, fromRelationshipNamed name: String) {
        guard let (key, relationship) = relationship(named: name) else { return }
        let removed = Self.objects(in: value)
        setRelated(relatedObjects(key).filter { kept in !removed.contains { $0 === kept } }, key, relationship)
        managedObjectContext?.objectDidChange(self)
    }

    private func relationship(named name: String) -> (String, NSRelationshipDescription)? {
        entity.relationshipsByName.first { $0.key.lowercased() == name.lowercased() }.map { ($0.key, $0.value) }
    }

    // MARK: - Relationships

    /// The objects relationship `key` holds, as this object's context has them.
    func relatedObjects(_ key: String) -> [NSManagedObject] {
        let identifiers: [NSManagedObjectID]
        switch values[key] {
        case let one as NSManagedObjectID: identifiers = [one]
        case let many as [NSManagedObjectID]: identifiers = many
        default: identifiers = []
        }
        guard let context = managedObjectContext else { return detachedRelated[key] ?? [] }
        return identifiers.compactMap { context.existingObject(for: $0) }
    }

    /// The related objects of an object in no context, held by reference.
    private var detachedRelated: [String: [NSManagedObject]] = [:]

    /// Sets relationship `key` to `objects`, and their inverses to this object.
    private func setRelated(_ objects: [NSManagedObject], _ key: String, _ relationship: NSRelationshipDescription) {
        let before = relatedObjects(key)
        store(objects, key, relationship)
        guard let inverse = relationship.inverseRelationship else { return }
        for removed in before where !objects.contains(where: { $0 === removed }) {
            removed.store(removed.relatedObjects(inverse.name).filter { $0 !== self }, inverse.name, inverse)
            removed.managedObjectContext?.objectDidChange(removed)
        }
        for added in objects where !before.contains(where: { $0 === added }) {
            if inverse.isToMany {
                added.store(added.relatedObjects(inverse.name) + [self], inverse.name, inverse)
            } else {
                // A to-one inverse moves: the object leaves the one that held it before.
                if let previous = added.relatedObjects(inverse.name).first, previous !== self {
                    previous.store(previous.relatedObjects(key).filter { $0 !== added }, key, relationship)
                    previous.managedObjectContext?.objectDidChange(previous)
                }
                added.store([self], inverse.name, inverse)
            }
            added.managedObjectContext?.objectDidChange(added)
        }
    }

    private func store(_ objects: [NSManagedObject], _ key: String, _ relationship: NSRelationshipDescription) {
        if relationship.isToMany {
            values[key] = objects.map(\.objectID)
        } else if let first = objects.first {
            values[key] = first.objectID
        } else {
            values[key] = nil
        }
        detachedRelated[key] = objects
    }

    /// The managed objects in `value`: one, or a set's, array's or ordered set's.
    static func objects(in value: Any?) -> [NSManagedObject] {
        switch unwrapped(value) {
        case let object as NSManagedObject: [object]
        case let set as NSOrderedSet: set.array.compactMap { $0 as? NSManagedObject }
        case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }.sorted { $0.objectID.primaryKey < $1.objectID.primaryKey }
        case let array as [Any]: array.compactMap { $0 as? NSManagedObject }
        case let set as Set<AnyHashable>: set.compactMap { $0 as? NSManagedObject }.sorted { $0.objectID.primaryKey < $1.objectID.primaryKey }
        default: []
        }
    }

    static func unwrapped(_ value: Any?) -> Any? { NumericValue.unwrapped(value) }

    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (unwrapped(a), unwrapped(b)) {
        case (nil, nil): true
        case let (a as AnyHashable, b as AnyHashable): a == b
        default: false
        }
    }

    // MARK: - Identity

    /// The same on every run: by its identifier, not its address.
    open override var hash: Int { objectID.hash }

    open override var description: String {
        let shown = values.keys.sorted().map { "\($0) = \(values[$0].map { "\($0)" } ?? "nil")" }.joined(separator: "; ")
        return "<\(type(of: self)): \(objectID.uriRepresentation().absoluteString)> (entity: \(entity.name ?? ""); data: {\(shown)})"
    }
}

/// `NSFetchRequestResult`: what a fetch returns — managed objects here.
public protocol NSFetchRequestResult: AnyObject {}
