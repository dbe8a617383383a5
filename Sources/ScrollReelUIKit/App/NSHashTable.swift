/// `NSHashTable`: a set of objects, held weakly with `weakObjects()` (as delegates' multicast
/// lists keep them) or strongly; an object released leaves a weak table. (Linux's Foundation
/// has none.) `ObjectType` may be a class-bound protocol, as an `@objc` one is on iOS.
open class NSHashTable<ObjectType>: Sequence {
    private var weakEntries: [WeakBox] = []
    private var strongEntries: [AnyObject] = []
    private let holdsWeakly: Bool

    private struct WeakBox {
        weak var object: AnyObject?
    }

    public init(holdsWeakly: Bool = false) {
        self.holdsWeakly = holdsWeakly
    }

    public convenience init() { self.init(holdsWeakly: false) }

    /// `NSHashTable.weakObjects()`.
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(holdsWeakly: true) }

    /// `NSHashTable(options: .weakMemory)`.
    public convenience init(options: NSPointerFunctions.Options, capacity: Int = 0) {
        self.init(holdsWeakly: options.contains(.weakMemory))
    }

    /// The objects still held, in the order they were added.
    open var allObjects: [ObjectType] {
        (holdsWeakly ? weakEntries.compactMap(\.object) : strongEntries).compactMap { $0 as? ObjectType }
    }

    open var count: Int { allObjects.count }
    open var anyObject: ObjectType? { allObjects.first }

    open func add(_ object: ObjectType?) {
        guard let object = object.map({ $0 as AnyObject }), !contains(object) else { return }
        if holdsWeakly {
            weakEntries.removeAll { $0.object == nil }
            weakEntries.append(WeakBox(object: object))
        } else {
            strongEntries.append(object)
        }
    }

    open func remove(_ object: ObjectType?) {
        guard let object = object.map({ $0 as AnyObject }) else { return }
        weakEntries.removeAll { $0.object == nil || $0.object === object }
        strongEntries.removeAll { $0 === object }
    }

    open func removeAllObjects() {
        weakEntries = []
        strongEntries = []
    }

    open func contains(_ object: ObjectType?) -> Bool {
        guard let object = object.map({ $0 as AnyObject }) else { return false }
        return contains(object)
    }

    private func contains(_ object: AnyObject) -> Bool {
        (holdsWeakly ? weakEntries.compactMap(\.object) : strongEntries).contains { $0 === object }
    }

    public func makeIterator() -> IndexingIterator<[ObjectType]> { allObjects.makeIterator() }
}

/// `NSPointerFunctions`: the options a hash table is made with.
public enum NSPointerFunctions {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let strongMemory = Options([])
        public static let weakMemory = Options(rawValue: 5)
        public static let objectPersonality = Options([])
    }
}
