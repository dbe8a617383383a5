public import Foundation
public import ReelLayout

/// `UIInteraction`.
public typealias UIInteraction = Interaction

/// `UIContextMenuInteraction`: the menu a long press on its view would show. Kept: a script
/// makes no long press, so its delegate is never asked, as on an iPhone nobody presses.
open class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// `location(in:)`: where the press is; no press is made, so the view's origin.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// `dismissMenu()`: no menu shows.
    open func dismissMenu() {}
}

/// `UIContextMenuInteractionDelegate`.
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
}

/// `UIContextMenuInteractionCommitAnimating`: the animator a menu's preview commits with.
public protocol UIContextMenuInteractionCommitAnimating: AnyObject {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }
