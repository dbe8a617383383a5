public import Foundation
public import ReelLayout

/// `UIPointerInteraction`: how a view reacts to an iPad's trackpad pointer. Kept: an iPhone has no
/// pointer, so its delegate is never asked.
open class UIPointerInteraction: UIInteraction {
    public private(set) weak var delegate: UIPointerInteractionDelegate?
    public private(set) weak var view: UIView?
    open var isEnabled = true

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open func invalidate() {}
}

/// `UIPointerInteractionDelegate`: every method optional, as in UIKit.
public protocol UIPointerInteractionDelegate: AnyObject {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
}

/// `UIPointerRegion`: a part of a view the pointer is in.
open class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// `UIPointerRegionRequest`: where the pointer is.
open class UIPointerRegionRequest: NSObject {
    public let location: CGPoint = .zero
}

/// `UIPointerStyle`: the pointer's look over a region.
open class UIPointerStyle: NSObject {
    public let effect: UIPointerEffect?

    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
    }
}

/// `UIPointerEffect`.
public enum UIPointerEffect {
    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// `UIPointerEffect.TintMode`.
    public enum TintMode: Int, Sendable { case none, overlay, underlay }
}

/// `UIPointerShape`.
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = 0)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)
}

/// `UITargetedPreview`: a view as a preview (of a pointer effect, a menu, a drag) is drawn. Kept.
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters

    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
    }
}
