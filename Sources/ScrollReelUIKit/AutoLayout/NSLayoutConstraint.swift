public import ReelViews

// Auto Layout under UIKit's names: ReelViews' constraints, anchors, guides and priorities,
// solved by its engine when a view's tree lays out or is measured.

public typealias NSLayoutConstraint = LayoutConstraint
public typealias UILayoutPriority = LayoutPriority
public typealias NSLayoutAnchor = ConstraintAnchor
public typealias NSLayoutXAxisAnchor = ConstraintAnchor
public typealias NSLayoutYAxisAnchor = ConstraintAnchor
public typealias NSLayoutDimension = ConstraintAnchor
public typealias UILayoutGuide = LayoutGuide

extension UIView {
    /// `UIView.noIntrinsicMetric`: an axis the intrinsic size says nothing about.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize`: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// `UIView.layoutFittingExpandedSize`: the largest.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
