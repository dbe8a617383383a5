import UIKit

/// Thirty rows an app selects and scrolls to from code, as a master list restores its selection.
final class SelectionController: UITableViewController {
    private(set) var selected: [IndexPath?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 44
        let row20 = IndexPath(row: 20, section: 0)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [self] in
            tableView.selectRow(at: row20, animated: false, scrollPosition: .none)
            selected.append(tableView.indexPathForSelectedRow)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [self] in
            tableView.scrollToRow(at: row20, at: .none, animated: false)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [self] in
            tableView.scrollToRow(at: IndexPath(row: 15, section: 0), at: .none, animated: false)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [self] in
            tableView.scrollToNearestSelectedRow(at: .middle, animated: false)
            tableView.deselectRow(at: row20, animated: false)
            selected.append(tableView.indexPathForSelectedRow)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
