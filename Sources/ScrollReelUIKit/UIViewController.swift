public import Foundation
public import ReelLayout

/// `UIViewController` as the code around a layout uses it: `loadView()` makes a screen-sized
/// `view`, `viewDidLoad()` is where the app makes its collection view (the pattern of Apple's
/// compositional-layout samples). Nothing presents it: ScrollReel runs the layout it made
/// (``loadedCollectionViewLayout``).
open class UIViewController {
    private var loadedView: UIView?

    public init() {}

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Archived view controllers are not supported; present because UIKit subclasses declare it.
    public required init?(coder: NSCoder) {}

    /// The root view, loaded on first use (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes `view`: the screen's size, as a view controller's root view.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open var title: String?
    public let navigationItem = UINavigationItem()
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: UIScreen.main.scale, layoutDirection: .leftToRight)
    }

    /// The layout of the first collection view in the loaded view (depth first), kept with
    /// the view controller, as a window keeps it alive on iOS: its delegate and data source stay
    /// the app's. Nil when `viewDidLoad()` made none.
    public var loadedCollectionViewLayout: UICollectionViewLayout? {
        guard let collectionView = Self.firstCollectionView(in: view) else { return nil }
        collectionView.owner = self
        return collectionView.collectionViewLayout
    }

    private static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let collectionView = view as? UICollectionView { return collectionView }
        for subview in view.subviews {
            if let found = firstCollectionView(in: subview) { return found }
        }
        return nil
    }
}

/// `UINavigationItem`: the title a navigation bar would show.
public final class UINavigationItem {
    public var title: String?
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }
}
