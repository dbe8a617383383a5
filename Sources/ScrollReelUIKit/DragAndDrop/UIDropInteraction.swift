public import ReelLayout

/// `UIDragInteraction` and `UIDropInteraction`: a view's drags and drops. Kept: a script makes
/// no long press, so no drag begins and their delegates are never asked, as on an iPhone
/// nobody touches.
open class UIDropInteraction: UIInteraction {
    public private(set) weak var delegate: UIDropInteractionDelegate?
    public private(set) weak var view: UIView?
    open var allowsSimultaneousDropSessions = false

    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

/// `UIDropInteractionDelegate`.
public protocol UIDropInteractionDelegate: AnyObject {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
}

/// `UIDragInteraction`.
open class UIDragInteraction: UIInteraction {
    public private(set) weak var delegate: UIDragInteractionDelegate?
    public private(set) weak var view: UIView?
    open var isEnabled = false

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
}

/// `UIDragInteractionDelegate`.
public protocol UIDragInteractionDelegate: AnyObject {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
}
