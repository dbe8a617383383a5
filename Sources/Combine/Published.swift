import Foundation

/// `@Published`: a property whose changes are published — `$property` sends the value now to a
/// new subscriber, then each new value as it is about to be set (Combine publishes in
/// `willSet`), and tells the enclosing `ObservableObject`'s `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    private let box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() } // swiftlint:disable:this unused_setter_value
    }

    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {} // `assign(to: &$property)` sends through the box itself.
    }

    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            return box.value
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            box.send(newValue)
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                      projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            return Publisher(box: box)
        }
        set {}
    }

    /// The value and its subscribers.
    final class Box {
        var value: Value
        let subscribers = SubjectSubscribers<Value, Never>()
        /// The `assign(to:)` subscriptions feeding it, kept as long as the property.
        var kept: [AnyCancellable?] = []
        /// The object whose property this is, told before each change when it is observable.
        weak var owner: AnyObject?
        init(_ value: Value) { self.value = value }

        func send(_ newValue: Value) {
            (owner as? any ObservableObject).map(ObjectWillChange.send)
            subscribers.send(newValue)
            value = newValue
        }
    }

    /// `Published.Publisher`: the property's values.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: Box

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            AnyPublisher<Value, Never> { value, completion in
                value(box.value)
                return box.subscribers.add(value, completion)
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// `assign(to: &$property)`: each value becomes the published property's, for as long as
    /// the property's object lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        var cancellable: AnyCancellable?
        cancellable = sink { [weak box] value in
            guard let box else { cancellable?.cancel(); return }
            box.send(value)
        }
        box.kept.append(cancellable)
    }
}

/// `ObservableObject`: an object that tells `objectWillChange` before any of its `@Published`
/// properties changes.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made on first use and kept as long as the object.
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChange.publisher(for: self) }
}

/// `ObservableObjectPublisher`: sends nothing but that the object is about to change.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    public init() {}
    public func send() { subject.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}

/// The `objectWillChange` publishers of observable objects that use the default one, held
/// weakly by their objects' identity.
enum ObjectWillChange {
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let id = ObjectIdentifier(object)
            if let entry = entries[id], entry.object === object { return entry.publisher }
            entries = entries.filter { $0.value.object != nil }
            let entry = Entry(object)
            entries[id] = entry
            return entry.publisher
        }
    }

    static func send(_ object: any ObservableObject) {
        if let publisher = object.objectWillChange as? ObservableObjectPublisher { publisher.send() }
    }
}
