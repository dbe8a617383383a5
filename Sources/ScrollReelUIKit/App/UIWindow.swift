public import Foundation
public import ReelLayout

/// `UIWindow`: the screen-sized view that shows the app's root view controller.
open class UIWindow: View {
    /// The scene it shows in; nil for an app delegate's window. Set, the window moves to that
    /// scene's windows, as a window made with a frame is given its scene.
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.windows.removeAll { $0 === self }
            if let windowScene, !windowScene.windows.contains(where: { $0 === self }) { windowScene.windows.append(self) }
        }
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            addSubview(root.view)
        }
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

    /// A window's safe area is the screen's: the status bar and the home indicator.
    private func takeScreenSafeArea() {
        safeAreaSource = .init(screen: LayoutScreen.current.safeArea)
    }

    /// Shows the window: the app's key window, on screen from the first frame.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        let app = UIApplication.shared
        if windowScene == nil, !app.ownWindows.contains(where: { $0 === self }) { app.ownWindows.append(self) }
        app.keyWindow = self
    }

    open func makeKey() { makeKeyAndVisible() }
}
