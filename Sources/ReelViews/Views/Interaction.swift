/// `UIInteraction`: an object a view is given to handle a kind of touch — a long press's menu,
/// a drag, a drop. It is told when it moves to a view and from it.
public protocol Interaction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
