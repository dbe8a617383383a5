public import ReelLayout

extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }
}

extension NSAttributedString.Key {
    /// UIKit's text attributes (kept, not drawn).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
