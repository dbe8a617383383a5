public import UIKit
import ReelLayout
import ScrollReelUIKit

/// `NSPersistentContainer`: the model named `name` (`Name.momd` in the app's bundle, which is
/// its `Name.xcdatamodeld` here), a coordinator, and the main-queue `viewContext`.
open class NSPersistentContainer: NSObject {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    public let viewContext: NSManagedObjectContext

    /// The models of the containers made in this run, newest first: what
    /// `NSManagedObject.entity()` looks a class up in.
    nonisolated(unsafe) static var loadedModels: [NSManagedObjectModel] = []

    /// The container of the model named `name` in the app's bundle. Without one, UIKit logs
    /// Core Data's complaint and the container has an empty model.
    public convenience init(name: String) {
        let model = AppBundle.dataModel(named: name).flatMap(NSManagedObjectModel.init(contentsOf:))
        if model == nil {
            AppContext.current?.log("CoreData: Failed to load model named \(name)")
        }
        self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let storeURL = Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite")
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: storeURL)]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        persistentStoreCoordinator.adopt(viewContext)
        Self.loadedModels.insert(model, at: 0)
    }

    /// Where iOS keeps the store: the app's Application Support folder.
    open class func defaultDirectoryURL() -> URL {
        URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
    }

    /// Adds a store for each description (kept in memory) and calls `block` for each, at once,
    /// as iOS does for a store that is not added asynchronously.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            _ = try? persistentStoreCoordinator.addPersistentStore(ofType: description.type, configurationName: description.configuration,
                                                                   at: description.url, options: nil)
            block(description, nil)
        }
    }

    /// A new private-queue context on the container's store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        persistentStoreCoordinator.adopt(context)
        return context
    }

    /// Runs `block` with a new background context, later on the main run loop.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }
}

/// `NSPersistentStoreDescription`: a store's type, place and options (kept; the store is in
/// memory).
open class NSPersistentStoreDescription: NSObject {
    open var url: URL?
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open private(set) var options: [String: NSObject] = [:]
    open var cloudKitContainerOptions: AnyObject?

    public init(url: URL) {
        self.url = url
        super.init()
    }

    public override init() {
        super.init()
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// `NSPersistentCloudKitContainer`: a container whose store would sync with iCloud; here, as
/// offline, its store stays local.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
