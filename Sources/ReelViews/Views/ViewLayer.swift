public import Foundation
public import ReelGeometry

/// `CALayer` as app code sets it on a view: rounded corners, a border and a shadow — what the
/// scene draws of a view of the app's.
public final class ViewLayer {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: ViewColor?
    public var shadowColor: ViewColor?
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// Which corners `cornerRadius` rounds (all of them unless the app says).
    public var maskedCorners: CornerMask = .all
    /// The shape of the rounded corners: quarter circles, or the continuous curve.
    public var cornerCurve: CornerCurve = .circular

    init() {}
}
