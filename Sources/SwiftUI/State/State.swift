/// Where a `@State` or `@StateObject` keeps its value: the hosting view keeps one per view
/// identity (its place in the screen's description), so a value set from an action survives
/// the next time the screen is described.
final class StateStorage {
    var value: Any
    init(_ value: Any) { self.value = value }
}

/// A property of a view that the hosting view links to storage it keeps (found by reflection
/// before the view's body is asked for, as SwiftUI installs its dynamic properties).
protocol StoredProperty {
    func link(_ storage: (Any) -> StateStorage)
}

/// A property of a view that watches an object: the hosting view describes the screen again
/// when the object is about to change.
protocol ObservingProperty {
    func observe(from host: HostingView)
}

/// `@State`: a value the view owns. Setting it describes the screen again (the hosting view lays
/// out anew before the next frame is drawn).
@propertyWrapper
public struct State<Value>: StoredProperty {
    final class Box {
        var storage: StateStorage
        init(_ value: Value) { storage = StateStorage(value) }
    }

    private let box: Box

    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.storage.value as! Value }
        nonmutating set {
            box.storage.value = newValue
            HostingView.stateDidChange()
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    func link(_ storage: (Any) -> StateStorage) {
        box.storage = storage(box.storage.value)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// `@Binding`: a value another view owns, read and written through.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { value in
            var whole = get()
            whole[keyPath: keyPath] = value
            set(whole)
        })
    }
}

/// `@ObservedObject`: an object the view watches; a change it publishes describes the screen
/// again.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: ObservingProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: ObservedObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    func observe(from host: HostingView) { host.observe(wrappedValue) }
}

/// `@StateObject`: an object the view makes once and keeps.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: StoredProperty, ObservingProperty {
    final class Box {
        var storage: StateStorage?
        let make: () -> ObjectType
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    private let box: Box

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = Box(thunk)
    }

    public var wrappedValue: ObjectType {
        if let object = box.storage?.value as? ObjectType { return object }
        let object = box.make()
        box.storage = StateStorage(object)
        return object
    }

    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    func link(_ storage: (Any) -> StateStorage) {
        let box = box
        box.storage = storage(box.storage?.value ?? box.make())
    }

    func observe(from host: HostingView) { host.observe(wrappedValue) }
}
