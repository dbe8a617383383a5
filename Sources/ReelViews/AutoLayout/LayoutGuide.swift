public import Foundation

/// `UILayoutGuide`: a rectangle in a view that constraints can use. A view's margins, safe-area
/// and readable-content guides follow the view's insets; a guide the app adds
/// (`addLayoutGuide(_:)`) is placed by its own constraints.
public final class LayoutGuide {
    public internal(set) weak var owningView: View?
    public var identifier: String
    let kind: Kind

    enum Kind { case custom, margins, safeArea, readableContent }

    public init() {
        kind = .custom
        identifier = "UILayoutGuide"
    }

    init(kind: Kind, owningView: View) {
        self.kind = kind
        self.owningView = owningView
        identifier = switch kind {
        case .custom: "UILayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        }
    }

    /// Where the guide is in its owning view, after the view's last layout.
    public internal(set) var layoutFrame: CGRect = .zero

    public var leadingAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .left) }
    public var rightAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .right) }
    public var topAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .top) }
    public var bottomAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .bottom) }
    public var centerXAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .width) }
    public var heightAnchor: ConstraintAnchor { ConstraintAnchor(item: self, attribute: .height) }
}
