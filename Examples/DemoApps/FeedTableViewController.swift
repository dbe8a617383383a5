import UIKit

/// A feed that loads the next page when the user nears the bottom, written as countless apps
/// write it: `scrollViewDidScroll` checks the distance to the end and fetches; the "network"
/// answers 0.6 s later on the main queue, and the page is appended and the table reloaded.
///
/// The bug: nothing says a fetch is already running, so every scroll step near the bottom
/// starts another — the console fills with fetches, and each answer appends the same page
/// again (items 21–40 three, four times).
class FeedTableViewController: UITableViewController {
    var items = (1...20).map { "Post \($0)" }
    /// Whether a fetch is running; only the fixed feed keeps it.
    var isLoading = false
    var pageSize = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let distanceToBottom = scrollView.contentSize.height - scrollView.contentOffset.y - scrollView.bounds.height
        if distanceToBottom < 150 {
            loadNextPage()
        }
    }

    func loadNextPage() {
        let first = items.count + 1
        print("fetching posts \(first)–\(first + pageSize - 1)")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            self.items += (first..<first + self.pageSize).map { "Post \($0)" }
            self.tableView.reloadData()
        }
    }
}

/// The usual fix: a flag that lets one fetch run at a time.
final class GuardedFeedTableViewController: FeedTableViewController {
    override func loadNextPage() {
        guard !isLoading else { return }
        isLoading = true
        let first = items.count + 1
        print("fetching posts \(first)–\(first + pageSize - 1)")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            self.items += (first..<first + self.pageSize).map { "Post \($0)" }
            self.tableView.reloadData()
            self.isLoading = false
        }
    }
}
