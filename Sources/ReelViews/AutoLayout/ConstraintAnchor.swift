public import Foundation

/// An edge, centre or size of a view or guide, to constrain (`NSLayoutXAxisAnchor`,
/// `NSLayoutYAxisAnchor`, `NSLayoutDimension`: one class here, which compiles what each does).
public final class ConstraintAnchor {
    /// The view or guide; weak, as a constraint's items are.
    public private(set) weak var item: AnyObject?
    public let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    private func constraint(_ relation: LayoutConstraint.Relation, _ anchor: ConstraintAnchor?, multiplier: CGFloat = 1,
                            constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                         attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalTo anchor: ConstraintAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: ConstraintAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: ConstraintAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }

    public func constraint(equalTo anchor: ConstraintAnchor, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: ConstraintAnchor, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: ConstraintAnchor, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        constraint(.equal, nil, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: constant)
    }

    /// System spacing: 8 pt per unit of `multiplier` (UIKit's standard spacing between views).
    public func constraint(equalToSystemSpacingAfter anchor: ConstraintAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, constant: 8 * multiplier)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: ConstraintAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }

    public func constraint(equalToSystemSpacingBelow anchor: ConstraintAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, constant: 8 * multiplier)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: ConstraintAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// What constraints pin: a view or a layout guide. Its anchors are the same for both.
public protocol ConstraintItem: AnyObject {}

extension ConstraintItem {
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

extension UIView: ConstraintItem {}
extension LayoutGuide: ConstraintItem {}

