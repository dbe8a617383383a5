public import Foundation

/// `UIAlertController`: compiles and is kept; presenting it shows nothing (the console says so).
open class UIAlertController: UIViewController {
    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// A text field, made and configured by the handler as UIKit does; kept with the alert.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    public enum Style: Int, Sendable { case actionSheet, alert }
}

/// `UIAlertAction`: kept, never tapped.
open class UIAlertAction {
    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        (self.title, self.style, self.handler) = (title, style, handler)
    }

    public enum Style: Int, Sendable { case `default`, cancel, destructive }
}
