public import UIKit
import ReelLayout
import ScrollReelUIKit

/// `NSEntityDescription`: an entity of the model — its name, its class and its properties.
open class NSEntityDescription: NSObject {
    open var name: String?
    /// The class its objects are made of (the model's `representedClassName`), else
    /// `NSManagedObject`.
    open var managedObjectClassName: String! = "NSManagedObject"
    open weak var managedObjectModel: NSManagedObjectModel?
    open var properties: [NSPropertyDescription] = []
    open var isAbstract = false

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity named `entityName` in the model of `context`'s coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`. UIKit raises when
    /// the model has no such entity.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            context.raise("NSInternalInconsistencyException", "+entityForName: could not locate an entity named '\(entityName)' in this model.")
            return NSManagedObject(entity: NSEntityDescription(), insertInto: nil)
        }
        return entity.objectClass.init(entity: entity, insertInto: context)
    }

    /// The class objects of this entity are made of: the one the app made them of, else the one
    /// the model names, found in the app's module by name.
    var objectClass: NSManagedObject.Type {
        if let madeClass { return madeClass }
        let name = managedObjectClassName ?? "NSManagedObject"
        return (AppClasses.lookUp(name, module: AppContext.current?.appModule ?? "App") as? NSManagedObject.Type) ?? NSManagedObject.self
    }

    /// The subclass the app made an object of this entity of.
    var madeClass: NSManagedObject.Type?
}

/// `NSPropertyDescription`: an attribute or a relationship.
open class NSPropertyDescription: NSObject {
    open var name: String = ""
    open var isOptional = true
    open var isTransient = false
    open weak var entity: NSEntityDescription?
}

/// `NSAttributeType`.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100, integer32AttributeType = 200, integer64AttributeType = 300
    case decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600
    case stringAttributeType = 700, booleanAttributeType = 800, dateAttributeType = 900
    case binaryDataAttributeType = 1000, uuidAttributeType = 1100, uriAttributeType = 1200
    case transformableAttributeType = 1800, objectIDAttributeType = 2000
}

/// `NSAttributeDescription`.
open class NSAttributeDescription: NSPropertyDescription {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var defaultValue: Any?
    /// Whether a number is a Swift scalar (`Int64`) rather than an `NSNumber?`.
    open var usesScalarValueType = false
}

/// `NSDeleteRule`.
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule = 0, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}

/// `NSRelationshipDescription`.
open class NSRelationshipDescription: NSPropertyDescription {
    open weak var destinationEntity: NSEntityDescription?
    open weak var inverseRelationship: NSRelationshipDescription?
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var isToMany: Bool { maxCount != 1 }
    open var isOrdered = false
    open var minCount = 0
    open var maxCount = 0
    var destinationEntityName: String?
    var inverseName: String?
}
