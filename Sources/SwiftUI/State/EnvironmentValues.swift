public import UIKit

/// `EnvironmentKey`: a value views read from their environment (`@Environment`), with its
/// default.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// `EnvironmentValues`: what a view's ancestors set for it — its font, colour, line limit —
/// and any value an app keys itself.
public struct EnvironmentValues {
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// `font`: text's font where a `Text` names none (SwiftUI's default is `.body`).
    public var font: Font?
    /// The foreground colour `foregroundColor(_:)`/`foregroundStyle(_:)` set; text's default is
    /// `.primary`.
    var foregroundColor: Color?
    /// `tint(_:)`/`accentColor(_:)`: controls' colour.
    var tint: Color?
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment = .leading
    public var colorScheme: ColorScheme = .light
    public var layoutDirection: LayoutDirection = .leftToRight
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    public var isEnabled = true
    public var displayScale: CGFloat = 2
    public var locale = Locale(identifier: "en_US")
    public var calendar = Calendar(identifier: .gregorian)
    public var timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// `dismiss`: a hosted screen's controller dismisses itself.
    public var dismiss = DismissAction(action: {})
    /// `openURL`: a reel opens nothing outside the app; the action answers that it was not.
    public var openURL = OpenURLAction { _ in .discarded }
    /// `presentationMode` (before iOS 15's `dismiss`).
    public var presentationMode = Binding<PresentationMode>.constant(PresentationMode())

    /// A view's place in the screen's description (the types and positions above it): its
    /// state is kept under it.
    var identity = ""

    /// The environment of a child identified by `id` (its position, its `ForEach` element).
    func identified<ID: Hashable>(by id: ID) -> EnvironmentValues {
        var environment = self
        environment.identity += "/\(id)"
        return environment
    }

    /// The objects `environmentObject(_:)` gave, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The environment of the view whose body is being asked for (what `@Environment` reads).
    nonisolated(unsafe) private static var stack: [EnvironmentValues] = []

    static var current: EnvironmentValues { stack.last ?? EnvironmentValues() }

    static func withCurrent<Result>(_ environment: EnvironmentValues, _ body: () -> Result) -> Result {
        stack.append(environment)
        defer { stack.removeLast() }
        return body()
    }
}

/// `ColorScheme`.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    case light, dark
}

/// `LayoutDirection`.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact, regular
}

/// `DynamicTypeSize`.
public enum DynamicTypeSize: Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// `DismissAction`: `dismiss()`.
public struct DismissAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

/// `OpenURLAction`.
public struct OpenURLAction {
    public struct Result: Sendable, Equatable {
        let handled: Bool
        public static let handled = Result(handled: true)
        public static let discarded = Result(handled: false)
        public static let systemAction = Result(handled: false)
    }

    let handler: (URL) -> Result
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
}

/// `PresentationMode`.
public struct PresentationMode {
    public var isPresented = false
    public mutating func dismiss() { isPresented = false }
}

/// `@Environment(\.key)`: a value of the environment the view is in when its body is asked for.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// `@EnvironmentObject`: the object of its type an ancestor gave with `environmentObject(_:)`.
@propertyWrapper @dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: ObservingProperty {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: EnvironmentObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    func observe(from host: HostingView) {
        if let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType { host.observe(object) }
    }
}
