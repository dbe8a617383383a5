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

/// `UISearchBar`: its text, placeholder and delegate, kept; not drawn.
open class UISearchBar: View, PartlyDrawnView {
    public var undrawnParts: String { "its field and text (its text is kept)" }
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle = Style.default
    open var barTintColor: UIColor?
    open var autocapitalizationType = 0
    open var keyboardType = 0
    open weak var delegate: UISearchBarDelegate?

    /// Its standard height, 56 pt, when asked to fit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

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
