public import UIKit

/// `UIHostingController`: a view controller whose view draws a SwiftUI view, laid out in the
/// view's safe area and centred there, on the system background.
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content {
        didSet { hostingView?.makeRoot = Self.rootResolver(rootView) }
    }
    /// `sizingOptions`: kept.
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// `_disableSafeArea`: SwiftUI's underscored switch, which libraries that host a view in a
    /// cell set: the root is laid out in the whole view, not its safe area.
    public var _disableSafeArea = false
    private var hostingView: HostingView?

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not available: a UIHostingController from a storyboard needs init?(coder:rootView:)")
    }

    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: coder)
    }

    private static func rootResolver(_ rootView: Content) -> (EnvironmentValues) -> LayoutNode {
        { makeNode(rootView, in: $0) }
    }

    open override func loadView() {
        let host = HostingView(makeRoot: Self.rootResolver(rootView))
        host.backgroundColor = .systemBackground
        host.insets = { [unowned host, unowned self] in
            _disableSafeArea ? EdgeInsets() : EdgeInsets(host.safeAreaInsets)
        }
        hostingView = host
        view = host
    }

    /// `sizeThatFits(in:)`: the size the root view takes offered `size`.
    open func sizeThatFits(in size: CGSize) -> CGSize {
        loadViewIfNeeded()
        return hostingView?.fittingSize(for: ProposedViewSize(size)) ?? .zero
    }
}

/// `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// `UIHostingConfiguration`: a cell's content as a SwiftUI view. It is inset by the cell's
/// layout margins unless `margins(_:_:)` says otherwise (WWDC22, "Use SwiftUI with UIKit"), and
/// a self-sizing cell takes its height from the view.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    var margins: [Edge: CGFloat] = [:]
    var minimumSize = CGSize.zero

    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration {
        var configuration = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { configuration.margins[edge] = length }
        return configuration
    }

    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration {
        var configuration = self
        let lengths: [Edge: CGFloat] = [.top: insets.top, .leading: insets.leading, .bottom: insets.bottom, .trailing: insets.trailing]
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { configuration.margins[edge] = lengths[edge] }
        return configuration
    }

    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration {
        var configuration = self
        configuration.minimumSize = CGSize(width: width ?? minimumSize.width, height: height ?? minimumSize.height)
        return configuration
    }

    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content(), margins: margins, minimumSize: minimumSize)
    }

    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, Color> {
        UIHostingConfiguration<Content, Color>(content: content, background: style.resolvedColor, margins: margins, minimumSize: minimumSize)
    }

    public func updated(for state: UICellConfigurationState) -> UIHostingConfiguration { self }

    public func makeContentView() -> UIView {
        let content = content
        let background = background
        let minimumSize = minimumSize
        let host = HostingView { environment in
            let node = DecorationNode(content: makeNode(content, in: environment), decoration: makeNode(background, in: environment),
                                      alignment: .center, isOverlay: false)
            return FlexibleFrameNode(width: .init(min: minimumSize.width), height: .init(min: minimumSize.height),
                                     alignment: .center, content: node)
        }
        let margins = margins
        host.insets = { [unowned host] in
            let cell = EdgeInsets(host.superview?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            return EdgeInsets(top: margins[.top] ?? cell.top, leading: margins[.leading] ?? cell.leading,
                              bottom: margins[.bottom] ?? cell.bottom, trailing: margins[.trailing] ?? cell.trailing)
        }
        return host
    }
}

extension UIHostingConfiguration where Background == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        background = EmptyView()
    }
}
