public import UIKit

/// `UIViewRepresentable`: a UIKit view in a SwiftUI layout. It is made once per identity, updated
/// on each description, and sized by its intrinsic size where it has one (taking what it is
/// offered where it has none).
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    /// `sizeThatFits(_:uiView:context:)` (iOS 16): the size for a proposal; nil for the view's
    /// own (its intrinsic size, or what it is offered).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    /// SwiftUI's underscored sizing before iOS 16, which libraries implement: the size for a
    /// proposal, written into `size`.
    func _overrideSizeThatFits(_ size: inout CGSize, in proposedSize: _ProposedSize, uiView: UIViewType)
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable and has no body") }
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public func _overrideSizeThatFits(_ size: inout CGSize, in proposedSize: _ProposedSize, uiView: UIViewType) {}
}

/// `_ProposedSize`: the proposal SwiftUI's underscored sizing is given.
public struct _ProposedSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
}

/// `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

/// `UIViewControllerRepresentable`: a view controller's view in a SwiftUI layout.
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    /// `sizeThatFits(_:uiViewController:context:)` (iOS 16): nil for the view's own size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable and has no body") }
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

/// `UIViewControllerRepresentableContext`.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

/// Where a representable's view (and coordinator) are kept between descriptions.
final class RepresentedView {
    let view: UIView
    let coordinator: Any
    /// A controller's, kept alive with its view.
    let controller: UIViewController?

    init(view: UIView, coordinator: Any, controller: UIViewController? = nil) {
        self.view = view
        self.coordinator = coordinator
        self.controller = controller
    }
}

/// Resolves representables: the view is made the first time its identity is described and kept.
enum Representation {
    static func node<R: UIViewRepresentable>(_ representable: R, in environment: EnvironmentValues) -> LayoutNode {
        let kept = HostingView.resolving?.kept(at: environment.identity) {
            let coordinator = representable.makeCoordinator()
            let view = representable.makeUIView(context: R.Context(coordinator: coordinator, environment: environment))
            return RepresentedView(view: view, coordinator: coordinator)
        } ?? {
            let coordinator = representable.makeCoordinator()
            return RepresentedView(view: representable.makeUIView(context: R.Context(coordinator: coordinator, environment: environment)), coordinator: coordinator)
        }()
        guard let view = kept.view as? R.UIViewType, let coordinator = kept.coordinator as? R.Coordinator else {
            return UIKitNode(sizing: .fitting) { kept.view }
        }
        let context = R.Context(coordinator: coordinator, environment: environment)
        representable.updateUIView(view, context: context)
        // The representable's own sizing first (iOS 16's, then the underscored one); else the
        // view's intrinsic size.
        return UIKitNode(sizing: .representable { proposal in
            if let size = representable.sizeThatFits(proposal, uiView: view, context: context) { return size }
            let unset = CGSize(width: -1, height: -1)
            var size = unset
            representable._overrideSizeThatFits(&size, in: _ProposedSize(width: proposal.width, height: proposal.height), uiView: view)
            return size == unset ? nil : size
        }) { kept.view }
    }

    static func node<R: UIViewControllerRepresentable>(_ representable: R, in environment: EnvironmentValues) -> LayoutNode {
        let make = {
            let coordinator = representable.makeCoordinator()
            let controller = representable.makeUIViewController(context: R.Context(coordinator: coordinator, environment: environment))
            return RepresentedView(view: controller.view, coordinator: coordinator, controller: controller)
        }
        let kept = HostingView.resolving?.kept(at: environment.identity, make) ?? make()
        guard let controller = kept.controller as? R.UIViewControllerType, let coordinator = kept.coordinator as? R.Coordinator else {
            return UIKitNode(sizing: .fitting) { kept.view }
        }
        let context = R.Context(coordinator: coordinator, environment: environment)
        representable.updateUIViewController(controller, context: context)
        return UIKitNode(sizing: .representable { representable.sizeThatFits($0, uiViewController: controller, context: context) }) { kept.view }
    }
}

/// Both kinds of representable resolve as primitives.
struct RepresentableResolution {
    static func node<V: View>(_ view: V, in environment: EnvironmentValues) -> LayoutNode? {
        if let representable = view as? any UIViewRepresentable { return open(representable, environment) }
        if let representable = view as? any UIViewControllerRepresentable { return open(representable, environment) }
        return nil
    }

    private static func open<R: UIViewRepresentable>(_ representable: R, _ environment: EnvironmentValues) -> LayoutNode {
        Representation.node(representable, in: environment)
    }

    private static func open<R: UIViewControllerRepresentable>(_ representable: R, _ environment: EnvironmentValues) -> LayoutNode {
        Representation.node(representable, in: environment)
    }
}
