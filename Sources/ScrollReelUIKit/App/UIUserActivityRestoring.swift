/// `UIUserActivityRestoring`: what restores its state from a user activity
/// (`restoreUserActivityState(_:)`, which every responder has here).
public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
