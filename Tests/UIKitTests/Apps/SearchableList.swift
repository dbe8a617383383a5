import UIKit

/// A list written the way current apps write one: a search controller in the navigation item,
/// a blurred banner as the table's header, a haptic tap on selection and a context menu.
final class SearchableListViewController: UITableViewController, UISearchResultsUpdating {
    nonisolated(unsafe) static var journal: Journal?
    private let haptics = UISelectionFeedbackGenerator()
    private let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search fruit"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        let banner = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        banner.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 288, height: 50))
        label.text = "In season"
        banner.contentView.addSubview(label)
        tableView.tableHeaderView = banner
    }

    func updateSearchResults(for searchController: UISearchController) {
        Self.journal?.note("searched \(searchController.searchBar.text ?? "")")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        haptics.selectionChanged()
        Self.journal?.note("selected \(fruits[indexPath.row])")
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
        }
    }
}
