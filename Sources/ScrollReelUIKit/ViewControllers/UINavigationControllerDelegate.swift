/// `UINavigationControllerDelegate`: told as the navigation controller shows a view controller
/// — pushed, popped or set — on screen. Every method is optional, as in UIKit. *Our reading:*
/// transitions are not animated here, so `didShow` follows `willShow` at once.
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}
