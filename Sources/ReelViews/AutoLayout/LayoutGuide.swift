public import Foundation

/// `UILayoutGuide`: a rectangle in a view that constraints can use. A view's margins, safe-area
/// and readable-content guides follow the view's insets; a guide the app adds
/// (`addLayoutGuide(_:)`) is placed by its own constraints.
public final class LayoutGuide: NSObject {
    public internal(set) weak var owningView: UIView?
    public var identifier: String
    let kind: Kind

    /// The scroll view's `contentLayoutGuide` (its content area) and `frameLayoutGuide` (its
    /// frame, untouched by scrolling) are `scrollContent` and `scrollFrame`.
    enum Kind { case custom, margins, safeArea, readableContent, scrollContent, scrollFrame }

    public override init() {
        kind = .custom
        identifier = "UILayoutGuide"
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        identifier = switch kind {
        case .custom: "UILayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        }
    }

    /// Where the guide is in its owning view, after the view's last layout.
    public internal(set) var layoutFrame: CGRect = .zero
}
