public import Foundation
public import ReelLayout

/// `UIWindow`: the screen-sized view that shows the app's root view controller.
open class UIWindow: UIView {
    /// The scene it shows in; nil for an app delegate's window. Set, the window moves to that
    /// scene's windows, as a window made with a frame is given its scene.
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.windows.removeAll { $0 === self }
            if let windowScene, !windowScene.windows.contains(where: { $0 === self }) { windowScene.windows.append(self) }
        }
    }

    /// The view controller whose view fills the window. A window not yet shown loads no view:
    /// the root's view is installed (and loaded, `viewDidLoad`) when the window is made key
    /// and visible, as UIKit defers it — a storyboard's initial view controller that the scene
    /// delegate replaces with its own window never loads its view.
    open var rootViewController: UIViewController? {
        didSet {
            if let oldValue, oldValue !== rootViewController, oldValue.isViewLoaded { oldValue.view.removeFromSuperview() }
            if isKeyWindow { installRootView() }
        }
    }

    /// Puts the root view controller's view in the window, filling it.
    private func installRootView() {
        guard let root = rootViewController else { return }
        root.view.frame = bounds
        if root.view.superview !== self { addSubview(root.view) }
    }

    public private(set) var isKeyWindow = false

    /// A window on `windowScene`, the size of the screen.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        windowScene.windows.append(self)
        takeScreenSafeArea()
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        takeScreenSafeArea()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        takeScreenSafeArea()
    }

    /// A window's safe area is the screen's: the status bar and the home indicator. (And it is
    /// a window: views added to it hear `didMoveToWindow()`.)
    private func takeScreenSafeArea() {
        isWindow = true
        safeAreaSource = .init(screen: LayoutScreen.current.safeArea)
    }

    /// Shows the window: the app's key window, on screen from the first frame.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        let app = UIApplication.shared
        if windowScene == nil, !app.ownWindows.contains(where: { $0 === self }) { app.ownWindows.append(self) }
        app.keyWindow = self
        installRootView()
    }

    open func makeKey() { makeKeyAndVisible() }
}
