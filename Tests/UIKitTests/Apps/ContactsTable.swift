import UIKit

// A contacts list as a UITableViewController subclass, the way countless tutorials write one:
// sections with titles, subtitle cells with a disclosure indicator, and a tap that deletes
// the row it lands on, model first.

final class ContactsViewController: UITableViewController {
    nonisolated(unsafe) static var journal: Journal?
    var sections: [(title: String, names: [String])] = [
        ("A", ["Ada", "Alan", "Anita"]),
        ("B", ["Barbara", "Bjarne"]),
        ("D", ["Dennis", "Donald", "Dorothy", "Douglas"]),
        ("G", ["Grace", "Guido"]),
        ("J", ["John", "Joan", "Jean"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].names.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].names[indexPath.row]
        cell.detailTextLabel?.text = "mobile"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        Self.journal?.note("willDisplay \(indexPath.section)-\(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        Self.journal?.note("didSelect \(indexPath.section)-\(indexPath.row)")
        sections[indexPath.section].names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

final class ContactCell: UITableViewCell {
    required init(frame: CGRect) {
        super.init(style: .subtitle, reuseIdentifier: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
