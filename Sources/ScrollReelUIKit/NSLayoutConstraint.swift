public import Foundation
public import ReelLayout

// Auto Layout as view code writes it: anchors, constraints, activation. ScrollReel lays out
// from the layout's attributes and measures the scenario's cells, so constraints are recorded,
// not solved: they let a pasted view (a header's title label) compile.

/// `NSLayoutConstraint`.
public final class NSLayoutConstraint {
    public var constant: CGFloat
    public var isActive = false
    public var priority = UILayoutPriority.required

    init(constant: CGFloat) {
        self.constant = constant
    }

    /// Activates `constraints`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// `UILayoutPriority`.
public struct UILayoutPriority: Sendable, Hashable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

/// An edge or dimension of a view, to constrain (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`,
/// `NSLayoutDimension`).
public final class NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }

    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 8 * multiplier)
    }

    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 8 * multiplier)
    }

    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }
}

public typealias NSLayoutXAxisAnchor = NSLayoutAnchor
public typealias NSLayoutYAxisAnchor = NSLayoutAnchor
public typealias NSLayoutDimension = NSLayoutAnchor

/// `UILayoutGuide`: the margins guide's edges.
public final class UILayoutGuide {
    public let leadingAnchor = NSLayoutAnchor(), trailingAnchor = NSLayoutAnchor()
    public let topAnchor = NSLayoutAnchor(), bottomAnchor = NSLayoutAnchor()
    public let centerXAnchor = NSLayoutAnchor(), centerYAnchor = NSLayoutAnchor()
    public let widthAnchor = NSLayoutAnchor(), heightAnchor = NSLayoutAnchor()
}

extension View {
    public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var leftAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var rightAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var topAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var widthAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var heightAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    public var readableContentGuide: UILayoutGuide { UILayoutGuide() }
}

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.Axis` (a stack view's).
    public enum Axis: Int, Sendable { case horizontal, vertical }
}
