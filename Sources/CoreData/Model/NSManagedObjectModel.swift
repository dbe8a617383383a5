public import UIKit
import ScrollReelUIKit

/// `NSManagedObjectModel`: the app's entities, read from the data model Xcode keeps in the app's
/// folder (`Name.xcdatamodeld`, which Xcode compiles to `Name.momd` in the bundle; here the
/// bundle links the model's folder under that name, and it is read as it is).
open class NSManagedObjectModel: NSObject {
    open var entities: [NSEntityDescription] {
        didSet { adopt() }
    }
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    public override init() {
        entities = []
        super.init()
    }

    /// The model at `url`: a `.momd` (or `.xcdatamodeld`) folder, whose current version is read,
    /// or one `.xcdatamodel` folder. Nil when there is none, or it cannot be read (named in the
    /// console).
    public convenience init?(contentsOf url: URL) {
        do {
            let entities = try DataModelFile.entities(at: url)
            self.init()
            self.entities = entities
            adopt()
        } catch {
            AppContext.current?.log("CoreData: \(error)")
            return nil
        }
    }

    /// The model of the bundles' data models merged; nil when there are none.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let models = (bundles ?? [Bundle.main]).flatMap { bundle in
            ((try? FileManager.default.contentsOfDirectory(at: bundle.bundleURL, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "momd" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }.compactMap(NSManagedObjectModel.init(contentsOf:))
        guard !models.isEmpty else { return nil }
        let merged = NSManagedObjectModel()
        merged.entities = models.flatMap(\.entities)
        return merged
    }

    private func adopt() {
        for entity in entities { entity.managedObjectModel = self }
        for entity in entities {
            for relationship in entity.relationshipsByName.values {
                relationship.destinationEntity = relationship.destinationEntityName.flatMap { entitiesByName[$0] }
                relationship.inverseRelationship = relationship.inverseName.flatMap { relationship.destinationEntity?.relationshipsByName[$0] }
            }
        }
    }

    /// The entity whose class is `type` (by its name, as `representedClassName` names it).
    func entity(for type: NSManagedObject.Type) -> NSEntityDescription? {
        let name = String(describing: type)
        return entities.first { $0.managedObjectClassName == name || $0.managedObjectClassName.hasSuffix(".\(name)") }
            ?? entities.first { $0.name == name }
    }
}
