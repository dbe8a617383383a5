public import Foundation

/// `NSLayoutConstraint`: `first.attribute relation multiplier × second.attribute + constant`,
/// at a priority. Active constraints are kept by their first item's view and solved when that
/// view's tree lays out (``View/layoutIfNeeded()``) or is measured
/// (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
public final class LayoutConstraint: NSObject {
    /// A view or a layout guide; held weakly, so a constraint keeps no view alive.
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var constant: CGFloat { didSet { invalidateLayout() } }
    public var priority: LayoutPriority { didSet { invalidateLayout() } }
    public var identifier: String?
    public var shouldBeArchived = false
    /// Whether the constraint takes part in layout; activating keeps it with its first item.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            let owner = Self.view(of: firstItem) ?? Self.view(of: secondItem)
            if isActive { owner?.activeConstraints.append(self) } else { owner?.activeConstraints.removeAll { $0 === self } }
            invalidateLayout()
        }
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        // An implicitly unwrapped view passed as `Any` arrives wrapped in an Optional; iOS's
        // bridge unwraps it, and so does this.
        let second = view2.flatMap(Self.unwrapped)
        firstItem = Self.unwrapped(view1).map { $0 as AnyObject }
        firstAttribute = attr1
        self.relation = relation
        secondItem = second.map { $0 as AnyObject }
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        priority = .required
    }

    /// `NSLayoutConstraint()`: a constraint of no items, which apps keep in a property until
    /// they make the real one; activating it changes nothing.
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        priority = .required
    }

    /// `value` without the Optionals around it; nil for nil.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// Made by the engine itself (a cell's fixed size, an autoresizing mask); never activated.
    package init(engineItem: AnyObject, attribute: Attribute, equalTo value: CGFloat, identifier: String) {
        firstItem = engineItem
        firstAttribute = attribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = value
        priority = .required
        self.identifier = identifier
    }

    /// Activates each of `constraints`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// UIKit's description, as its console prints it: `<NSLayoutConstraint UILabel.top ==
    /// UIView.topMargin + 4   (active)>` (ScrollReel leaves out the addresses, which differ run
    /// to run on a phone and would make reels differ here).
    /// The same words as ``description``, as `po` and `debugDescription` print a constraint.
    public override var debugDescription: String { description }

    public override var description: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        var right = ""
        if secondAttribute != .notAnAttribute {
            right = "\(Self.name(of: secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { right = "\(Self.format(multiplier))*\(right)" }
            if constant != 0 { right += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
        } else {
            right = Self.format(constant)
        }
        text += right
        if priority != .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
        return text + "   (\(isActive ? "active" : "inactive"))>"
    }

    private func invalidateLayout() {
        Self.view(of: firstItem)?.setNeedsLayout()
        Self.view(of: secondItem)?.setNeedsLayout()
    }

    /// The view an item is or belongs to (a guide's owning view).
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? LayoutGuide)?.owningView
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? LayoutGuide { return "\(guide.identifier)" }
        return UIView.className(of: item)
    }

    static func format(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(format: "%g", Double(value)) }
        return value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable, Hashable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static let baseline = Attribute.lastBaseline

        var name: String { String(describing: self) }
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, Hashable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// `NSLayoutConstraint.Axis` (a stack view's, hugging's and compression resistance's).
    public enum Axis: Int, Sendable, Hashable { case horizontal, vertical }
}
