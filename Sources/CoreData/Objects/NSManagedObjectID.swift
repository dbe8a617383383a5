public import UIKit

/// `NSManagedObjectID`: an object's identity in its store, the same in every context — its
/// entity and its primary key, numbered from 1 in the order objects were inserted.
public final class NSManagedObjectID: NSObject, NSCopying, @unchecked Sendable {
    public let entity: NSEntityDescription
    let primaryKey: Int
    /// The store's identifier, for ``uriRepresentation()``.
    let storeIdentifier: String

    init(entity: NSEntityDescription, primaryKey: Int, storeIdentifier: String) {
        self.entity = entity
        self.primaryKey = primaryKey
        self.storeIdentifier = storeIdentifier
    }

    /// False: ScrollReel gives an object its permanent identifier when it is inserted.
    public var isTemporaryID: Bool { false }

    /// `x-coredata://STORE/Entity/pN`, as Core Data writes it.
    public func uriRepresentation() -> URL {
        URL(string: "x-coredata://\(storeIdentifier)/\(entity.name ?? "")/p\(primaryKey)")!
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.primaryKey == primaryKey && other.entity === entity
    }

    /// The same on every run (a string's hash is seeded per process).
    public override var hash: Int { primaryKey &* 31 &+ (entity.name ?? "").utf8.reduce(5381) { ($0 &* 33) &+ Int($1) } }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override var description: String { "<NSManagedObjectID> \(uriRepresentation().absoluteString)" }
}

extension NSManagedObjectID: NSFetchRequestResult {}
