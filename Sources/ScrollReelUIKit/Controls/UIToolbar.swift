public import Foundation
public import ReelLayout

/// `UIToolbar`: a bar of bar button items, 44 pt tall on an iPhone. Its background (`barTintColor`,
/// else the system bar's) is drawn; its items are kept, not drawn, said once in the console.
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.systemBar } }
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open weak var delegate: UIToolbarDelegate?
    private var backgroundImages: [String: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]

    /// Background and shadow images by bar position and metrics: kept; the bar's colour is drawn.
    open func setBackgroundImage(_ image: UIImage?, forToolbarPosition position: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages["\(position.rawValue)-\(barMetrics.rawValue)"] = image
    }

    open func backgroundImage(forToolbarPosition position: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(position.rawValue)-\(barMetrics.rawValue)"]
    }

    open func setShadowImage(_ image: UIImage?, forToolbarPosition position: UIBarPosition) { shadowImages[position.rawValue] = image }
    open func shadowImage(forToolbarPosition position: UIBarPosition) -> UIImage? { shadowImages[position.rawValue] }

    /// The default bar's colour (the translucent system chrome, drawn opaque).
    static let systemBar = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 1)

    public required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.systemBar
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = Self.systemBar
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
        if let runtime = ViewRuntime.running, !(items ?? []).isEmpty, runtime.reportOnce(Self.keptLine) { runtime.log(Self.keptLine) }
    }

    static let keptLine = "ScrollReel: UIToolbar is not drawn in full; not drawn: its items"

    /// A toolbar is 44 pt tall on an iPhone in portrait.
    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 44) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// `UIToolbarDelegate`.
public protocol UIToolbarDelegate: AnyObject {}

/// `UIToolbarAppearance`: a toolbar's background, kept.
open class UIToolbarAppearance {
    open var backgroundColor: UIColor?
    public init() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithDefaultBackground() {}
    open func configureWithTransparentBackground() { backgroundColor = .clear }
}
