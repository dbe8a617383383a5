public import UIKit

/// `Button`: its label (in the tint colour, iOS's blue by default) in a control that runs the
/// action when it is tapped.
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: Never { bodyOfPrimitive("Button") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var labelEnvironment = environment
        let roleColor: Color? = role == .destructive ? .red : nil
        labelEnvironment.foregroundColor = environment.foregroundColor ?? roleColor ?? environment.tint ?? .accentColor
        return TapNode(content: SwiftUI.makeNode(label, in: labelEnvironment), isEnabled: environment.isEnabled, action: action)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A view that runs an action when tapped: drawn in a `UIControl`, so the reel's taps reach it as
/// they reach UIKit's controls.
final class TapNode: ModifierNode {
    let isEnabled: Bool
    let action: () -> Void

    init(content: LayoutNode, isEnabled: Bool, action: @escaping () -> Void) {
        self.isEnabled = isEnabled
        self.action = action
        super.init(content: content)
    }

    override func place(in frame: CGRect, on canvas: UIView) {
        let control = UIControl(frame: frame)
        control.isEnabled = isEnabled
        let action = action
        control.addAction(UIAction { _ in action() }, for: .touchUpInside)
        canvas.addSubview(control)
        content.place(in: CGRect(origin: .zero, size: frame.size), on: control)
    }
}

/// `Label`: an icon beside a title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// `Toggle`: its label, then a `UISwitch` at the trailing edge, as wide as it is offered.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            SwitchView(isOn: isOn)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A toggle's switch: UIKit's `UISwitch`, which writes the binding when tapped.
struct SwitchView: View, PrimitiveView {
    let isOn: Binding<Bool>

    var body: Never { bodyOfPrimitive("Toggle") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let isOn = isOn
        return UIKitNode(fixedSize: UISwitch.size) {
            let toggle = UISwitch()
            toggle.isOn = isOn.wrappedValue
            toggle.addAction(UIAction { action in
                if let toggle = action.sender as? UISwitch { isOn.wrappedValue = toggle.isOn }
            }, for: .valueChanged)
            return toggle
        }
    }
}

/// `ProgressView`: UIKit's medium activity indicator, spinning; with a value, a progress bar as
/// wide as it is offered.
public struct ProgressView<Label: View>: View, PrimitiveView {
    let value: Double?
    let total: Double
    let label: Label?

    public var body: Never { bodyOfPrimitive("ProgressView") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let indicator: LayoutNode
        if let value {
            let progress = Float(total > 0 ? min(max(value / total, 0), 1) : 0)
            indicator = UIKitNode(sizing: .fitting) {
                let bar = UIProgressView(progressViewStyle: .default)
                bar.progress = progress
                return bar
            }
        } else {
            indicator = UIKitNode(fixedSize: CGSize(width: 20, height: 20)) {
                let spinner = UIActivityIndicatorView(style: .medium)
                spinner.startAnimating()
                return spinner
            }
        }
        guard let label else { return indicator }
        return StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: [indicator, SwiftUI.makeNode(label, in: environment)])
    }
}

extension ProgressView where Label == EmptyView {
    public init() {
        value = nil
        total = 1
        label = nil
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map(Double.init)
        self.total = Double(total)
        label = nil
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey) {
        value = nil
        total = 1
        label = Text(titleKey)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.value = value.map(Double.init)
        self.total = Double(total)
        label = Text(titleKey)
    }
}

/// A UIKit view in a SwiftUI layout: of a fixed size, or of its intrinsic size within the offer
/// (taking what it is offered on an axis where it has none, as a representable does).
final class UIKitNode: LeafNode {
    enum Sizing {
        case fixed(CGSize)
        case fitting
        /// A representable's own answer for a proposal, else as `fitting`.
        case representable((ProposedViewSize) -> CGSize?)
    }

    let sizing: Sizing
    let make: () -> UIView
    private lazy var view = make()

    init(sizing: Sizing, make: @escaping () -> UIView) {
        self.sizing = sizing
        self.make = make
    }

    convenience init(fixedSize: CGSize, make: @escaping () -> UIView) { self.init(sizing: .fixed(fixedSize), make: make) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch sizing {
        case .fixed(let size): return size
        case .representable(let answer):
            if let size = answer(proposal) { return size }
            return fittingSize(for: proposal)
        case .fitting:
            return fittingSize(for: proposal)
        }
    }

    /// The view's intrinsic size within the offer; what it is offered on an axis with none.
    private func fittingSize(for proposal: ProposedViewSize) -> CGSize {
        let offer = proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let intrinsic = view.intrinsicContentSize
        // A view with no intrinsic size takes what it is offered, as a representable does.
        return CGSize(width: intrinsic.width >= 0 ? min(intrinsic.width, offer.width) : proposal.width ?? 10,
                      height: intrinsic.height >= 0 ? min(intrinsic.height, offer.height) : proposal.height ?? 10)
    }

    override func makeView() -> UIView { view }
}

/// `AsyncImage`: an image loaded from a URL. A reel has no network: a `file:` URL's image is
/// shown at once; any other load ends as an iPhone's offline does, so the placeholder stays (or
/// the phase is `.failure` with `URLError(.notConnectedToInternet)`).
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let phaseContent: (AsyncImagePhase) -> Content
    let url: URL?

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        phaseContent = content
    }

    public var body: Never { bodyOfPrimitive("AsyncImage") }
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let phase: AsyncImagePhase
        if let url, url.isFileURL, let data = try? Data(contentsOf: url), let image = UIImage(data: data) {
            phase = .success(Image(uiImage: image))
        } else {
            phase = .failure(URLError(url == nil ? .badURL : .notConnectedToInternet))
        }
        return SwiftUI.makeNode(phaseContent(phase), in: environment)
    }
}

extension AsyncImage {
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P)
    where Content == _ConditionalContent<I, P> {
        let phaseContent: (AsyncImagePhase) -> _ConditionalContent<I, P> = { phase in
            if let image = phase.image { return _ConditionalContent(storage: .trueContent(content(image))) }
            return _ConditionalContent(storage: .falseContent(placeholder()))
        }
        self.init(url: url, scale: scale, content: phaseContent)
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale, content: { $0 }, placeholder: { Color(UIColor.secondarySystemBackground) })
    }
}

/// `AsyncImagePhase`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    public var error: Error? { if case .failure(let error) = self { error } else { nil } }
}

/// `Transaction`: kept (a reel draws each frame's state; SwiftUI's animations are not run).
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// `Animation`: kept.
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static func linear(duration: Double) -> Animation { linear }
    public static func easeIn(duration: Double) -> Animation { easeIn }
    public static func easeOut(duration: Double) -> Animation { easeOut }
    public static func easeInOut(duration: Double) -> Animation { easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// `withAnimation(_:_:)`: the change happens at once (the next frame shows its end).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
