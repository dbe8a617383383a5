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
        super.init()
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// `UISearchBar`: its text, placeholder and delegate, kept; drawn as iOS 13 and later draw a
/// bar of the default style, 56 pt tall: the bar's background (none when minimal), and a
/// 36-pt field with 10-pt corners in the tertiary fill, 8 pt in from the sides, showing the
/// text or the placeholder where the text would start after the magnifying glass.
open class UISearchBar: View, PartlyDrawnView {
    public var undrawnParts: String { "its magnifying glass and buttons" }
    open var text: String? { didSet { refresh() } }
    open var placeholder: String? { didSet { refresh() } }
    open var prompt: String?
    open var showsCancelButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle = Style.default { didSet { refresh() } }
    open var barTintColor: UIColor? { didSet { refresh() } }
    open var autocapitalizationType = 0
    open var keyboardType = 0
    open weak var delegate: UISearchBarDelegate?

    /// The rounded field and its text.
    private let field = UIView()
    private let label = UILabel()

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
        field.backgroundColor = .tertiarySystemFill
        field.layer.cornerRadius = Self.fieldCornerRadius
        field.isUserInteractionEnabled = false
        label.isUserInteractionEnabled = false
        addSubview(field)
        field.addSubview(label)
        refresh()
    }

    private func refresh() {
        let empty = (text ?? "").isEmpty
        label.text = empty ? placeholder : text
        label.textColor = empty ? .placeholderText : .label
        label.font = .systemFont(ofSize: 17)
        // The bar's own background: none when minimal, else its tint or the bar colour.
        backgroundColor = searchBarStyle == .minimal ? nil : barTintColor ?? Self.barColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(Self.fieldHeight, bounds.height)
        field.frame = CGRect(x: Self.fieldInset, y: ((bounds.height - height) / 2).rounded(),
                             width: max(0, bounds.width - 2 * Self.fieldInset), height: height)
        label.frame = CGRect(x: Self.textStart, y: 0, width: max(0, field.frame.width - Self.textStart - 8), height: height)
    }

    /// Its standard height, 56 pt, when asked to fit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// UIKit's default bar height, and the field in it (docs/facts.md, "Search bars").
    static let barHeight: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let fieldInset: CGFloat = 8
    static let fieldCornerRadius: CGFloat = 10
    /// Where the text starts in the field: after the 8-pt inset, the glass and its gap.
    static let textStart: CGFloat = 30
    /// The default style's bar colour (*our reading* of iOS 13–17 screenshots: the grouped background).
    static let barColor = UIColor.systemGroupedBackground

    /// `UISearchBar.Style`.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
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
