public import Foundation
public import ReelLayout

/// `UISearchController`: kept with its search bar and updater, so a screen that puts one in its
/// navigation item compiles and runs; the search bar is not drawn (a console line says so once,
/// when the navigation item takes it), and no search is ever typed.
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var showsSearchResultsController = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// `UISearchController()`: the results show in the searching view controller.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// `UISearchBar`: its text, placeholder and delegate, kept; drawn as iOS 13 and later draw a
/// bar of the default style, 56 pt tall: the bar's background (none when minimal), its
/// `searchTextField` — a 36-pt field with 10-pt corners in the tertiary fill, 8 pt in from the
/// sides, a magnifying glass, the text or the placeholder — and, when it shows one, a Cancel
/// button in the tint colour (docs/facts.md, "Search bars").
open class UISearchBar: UIView, PartlyDrawnView {
    public var undrawnParts: String { "its scope bar and bookmark button" }
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    /// `backgroundImage`, `scopeBarBackgroundImage` and the icons by state: kept, not drawn.
    open var backgroundImage: UIImage?
    open var scopeBarBackgroundImage: UIImage?
    private var icons: [String: UIImage] = [:]
    private var fieldBackgrounds = ControlStateValues<UIImage>()

    open func setImage(_ image: UIImage?, for icon: Icon, state: UIControl.State) { icons["\(icon.rawValue)-\(state.rawValue)"] = image }
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { icons["\(icon.rawValue)-\(state.rawValue)"] }
    open func setSearchFieldBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fieldBackgrounds[state] = image }
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { fieldBackgrounds[state] }
    open func setBackgroundImage(_ image: UIImage?, for position: UIBarPosition, barMetrics: UIBarMetrics) {
        if position == .any, barMetrics == .default { backgroundImage = image }
    }

    /// `UISearchBar.Icon`.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }
    open var showsCancelButton = false { didSet { cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open var showsScopeBar = false
    open var showsBookmarkButton = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle = Style.default { didSet { refresh() } }
    open var barTintColor: UIColor? { didSet { refresh() } }
    open var isTranslucent = true
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open weak var delegate: UISearchBarDelegate?

    /// `searchTextField` (iOS 13): the field the bar shows, which an app may colour.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UILabel()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addParts()
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    private func addParts() {
        addSubview(searchTextField)
        cancelButton.text = "Cancel"
        cancelButton.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        // The Cancel button takes the bar's tint when it is drawn, as a bar button does.
        drawingUpdate = { [unowned self] in cancelButton.textColor = tintColor }
        refresh()
    }

    private func refresh() {
        // The bar's own background: none when minimal, else its tint or the bar colour.
        backgroundColor = searchBarStyle == .minimal ? nil : barTintColor ?? Self.barColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(Self.fieldHeight, bounds.height)
        var trailing = bounds.width - Self.fieldInset
        if showsCancelButton {
            let width = cancelButton.intrinsicContentSize.width.rounded(.up)
            cancelButton.frame = CGRect(x: trailing - width, y: 0, width: width, height: bounds.height)
            trailing -= width + Self.fieldInset
        }
        searchTextField.frame = CGRect(x: Self.fieldInset, y: ((bounds.height - height) / 2).rounded(),
                                       width: max(0, trailing - Self.fieldInset), height: height)
    }

    /// Its standard height, 56 pt, when asked to fit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// UIKit's default bar height, and the field in it (docs/facts.md, "Search bars").
    static let barHeight: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let fieldInset: CGFloat = 8
    /// The default style's bar colour (*our reading* of iOS 13–17 screenshots: the grouped background).
    static let barColor = UIColor.systemGroupedBackground

    /// `UISearchBar.Style`.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
}

/// `UISearchTextField` (iOS 13): a search bar's field — the tertiary fill with 10-pt corners,
/// a magnifying glass as its left view, the text in 17 pt after it.
open class UISearchTextField: UITextField {
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        font = .systemFont(ofSize: 17)
        isUserInteractionEnabled = false
        leftViewInset = 8
        textGapAfterLeftView = 6
        let glass = MagnifyingGlassView(image: UIImage(systemName: "magnifyingglass"))
        glass.frame.size = CGSize(width: 16, height: 16)
        leftView = glass
        leftViewMode = .always
    }

    static let cornerRadius: CGFloat = 10
}

/// The glass a search field shows, drawn as a ring and a handle in its tint (the secondary
/// label colour unless the app tints it): an image view, as apps cast `leftView` to one.
final class MagnifyingGlassView: UIImageView {
    private let ring = UIView()
    private let handle = UIView()

    override var drawnImage: DrawnImage? { nil }

    override init(image: UIImage?) {
        super.init(frame: .zero)
        self.image = image
        for part in [ring, handle] { part.isUserInteractionEnabled = false; addSubview(part) }
        ring.layer.borderWidth = 1.75
        handle.transform = CGAffineTransform(rotationAngle: .pi / 4)
        drawingUpdate = { [unowned self] in
            let color = ownTintColor ?? .secondaryLabel
            ring.layer.borderColor = color.cgColor
            handle.backgroundColor = color
        }
    }

    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A ring in the top-left 70 %, the handle leaving it at 45° to the bottom-right corner.
        let side = (min(bounds.width, bounds.height) * 0.7).rounded()
        ring.frame = CGRect(x: 0, y: 0, width: side, height: side)
        ring.layer.cornerRadius = side / 2
        let diagonal = CGFloat(0.5.squareRoot()), radius = side / 2
        let length = (bounds.width - side / 2) / diagonal - radius
        let middle = radius + (radius + length / 2) * diagonal
        handle.frame = CGRect(x: middle - length / 2, y: middle - 1, width: length, height: 2)
    }
}

/// `UISearchResultsUpdating`: told when the search text changes (never, here).
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchControllerDelegate`: every method optional.
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// `UISearchBarDelegate`: every method optional.
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}
