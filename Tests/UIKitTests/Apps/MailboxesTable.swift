import UIKit

/// A mailbox list with a large title, as Mail shows it, and a banner as its table header view.
final class MailboxesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        navigationController?.navigationBar.prefersLargeTitles = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "box")
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        banner.backgroundColor = .orange
        tableView.tableHeaderView = banner
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
        cell.textLabel?.text = "Mailbox \(indexPath.row + 1)"
        return cell
    }
}
