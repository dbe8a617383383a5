public import Foundation

/// What a script says of the app it runs (`app:`), when the app's own code is on screen: the
/// app decides the rest — its view controllers, counts, cells and layout.
public struct AppSpec: Sendable, Hashable {
    /// The view controller class the window shows — instead of the app delegate's, or for an
    /// app with none (a bug report that posts only a view controller): made as a storyboard
    /// makes it.
    public var rootViewController: String?
    /// Whether the root is shown inside a `UINavigationController`, as a storyboard's initial
    /// navigation controller would.
    public var embedsInNavigationController = false
    /// Where the app's storyboards are (`Sources/App/` of an `init-app` package); nil: that
    /// folder under the current one.
    public var resourceFolder: URL?

    public init(rootViewController: String? = nil, embedsInNavigationController: Bool = false) {
        self.rootViewController = rootViewController
        self.embedsInNavigationController = embedsInNavigationController
    }

    /// A Swift class name, optionally module-qualified.
    public static let classNamePattern = "^[A-Za-z_][A-Za-z0-9_]{0,127}(\\.[A-Za-z_][A-Za-z0-9_]{0,127})?$"
}
