public import UIKit

extension View {
    public func foregroundColor(_ color: Color?) -> some View {
        transformingEnvironment { $0.foregroundColor = color }
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.foregroundColor = style.resolvedColor }
    }

    public func tint(_ tint: Color?) -> some View { transformingEnvironment { $0.tint = tint } }
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    public func font(_ font: Font?) -> some View { transformingEnvironment { $0.font = font } }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformingEnvironment { environment in
            if let weight { environment.font = (environment.font ?? .body).weight(weight) }
        }
    }

    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    public func lineLimit(_ number: Int?) -> some View { transformingEnvironment { $0.lineLimit = number } }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformingEnvironment { $0.multilineTextAlignment = alignment }
    }

    public func disabled(_ disabled: Bool) -> some View {
        transformingEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
    }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformingEnvironment { $0[keyPath: keyPath] = value }
    }

    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformingEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    public func opacity(_ opacity: Double) -> some View {
        wrappingNode { node, _ in ContainerNode(content: node) { $0.alpha = opacity } }
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        wrappingNode { node, _ in
            ContainerNode(content: node) {
                $0.layer.cornerRadius = radius
                $0.clipsToBounds = true
            }
        }
    }

    /// `clipShape(_:)`: drawn inside the shape — its corners, for the shapes ScrollReel draws.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrappingNode { node, _ in
            ContainerNode(content: node) { container in
                container.clipsToBounds = true
                switch shape.path(in: container.bounds).shape {
                case .roundedRect(_, let radius, _, _): container.layer.cornerRadius = radius
                case .oval(let rect): container.layer.cornerRadius = min(rect.width, rect.height) / 2
                case .other: break
                }
            }
        }
    }

    public func clipped(antialiased: Bool = false) -> some View {
        wrappingNode { node, _ in ContainerNode(content: node) { $0.clipsToBounds = true } }
    }

    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrappingNode { node, _ in
            ContainerNode(content: node) {
                $0.layer.shadowColor = color.uiColor.cgColor
                $0.layer.shadowOpacity = 1
                $0.layer.shadowRadius = radius
                $0.layer.shadowOffset = CGSize(width: x, height: y)
            }
        }
    }

    /// `onTapGesture(count:perform:)`: a tap on the view runs the action.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        wrappingNode { node, environment in TapNode(content: node, isEnabled: environment.isEnabled, action: action) }
    }

    /// `onAppear(perform:)`: run once the view is first placed on screen, after the layout that
    /// placed it (a change it makes shows in the next layout).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        wrappingNode { node, environment in
            guard let action else { return node }
            return AppearanceNode(content: node, identity: environment.identity, action: action)
        }
    }

    /// `onDisappear(perform:)`: kept; a hosted view leaves the screen only with its host.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// `id(_:)`: the view's identity (its state is kept per identity).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        ModifiedView(content: self) { environment, resolve in resolve(environment.identified(by: id)) }
    }

    // Kept: what changes nothing a frame of a hosted view shows.
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S) -> some View { self }
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationTitle(_ title: Text) -> some View { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

/// A view that runs an action the first time it is placed.
final class AppearanceNode: ModifierNode {
    let identity: String
    let action: () -> Void

    init(content: LayoutNode, identity: String, action: @escaping () -> Void) {
        self.identity = identity
        self.action = action
        super.init(content: content)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        content.place(in: frame, on: canvas)
        HostingView.resolving?.viewAppeared(identity, action: action)
    }
}

/// `AnyTransition`: kept.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
}

/// `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// `NavigationBarItem`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// `PrimitiveButtonStyle` and its presets: kept (buttons draw their label in the tint colour).
public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }

extension Text {
    /// `Text.Case`.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    /// `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}
