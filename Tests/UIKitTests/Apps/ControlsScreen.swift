import UIKit

/// A screen of controls that answer, written as an app's (its selectors as `scrollreel port`
/// writes them): a button with a target–action, one with a `UIAction`, a switch, a segmented
/// control, a bar button with a target–action and one with a primary action, and a table under
/// them whose refresh control reloads it.
class ControlsViewController: UIViewController, UITableViewDataSource {
    let saveButton = UIButton(type: .system)
    let actionButton = UIButton(type: .system, primaryAction: nil)
    let toggle = UISwitch()
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    let table = UITableView(frame: .zero, style: .plain)
    /// What the app heard, in order.
    private(set) var log: [String] = []
    private var rows = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .done, target: self,
                                                            action: Selector("add:", Self.add(_:)))
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Sort") { [unowned self] _ in
            log.append("sort")
        })
        saveButton.setTitle("Save", for: .normal)
        saveButton.frame = CGRect(x: 20, y: 80, width: 100, height: 44)
        saveButton.addTarget(self, action: Selector("save", Self.save), for: .touchUpInside)
        view.addSubview(saveButton)
        actionButton.setTitle("Share", for: .normal)
        actionButton.frame = CGRect(x: 140, y: 80, width: 100, height: 44)
        actionButton.addAction(UIAction { [unowned self] action in
            log.append("share from \((action.sender as? UIButton)?.currentTitle ?? "?")")
        }, for: .touchUpInside)
        view.addSubview(actionButton)
        toggle.frame.origin = CGPoint(x: 250, y: 86)
        toggle.addTarget(self, action: Selector("toggled:", Self.toggled(_:)), for: .valueChanged)
        view.addSubview(toggle)
        segments.frame = CGRect(x: 20, y: 140, width: 280, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: Selector("segmentChanged:", Self.segmentChanged(_:)), for: .valueChanged)
        view.addSubview(segments)
        table.frame = CGRect(x: 0, y: 188, width: 320, height: 380)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: Selector("refresh:", Self.refresh(_:)), for: .valueChanged)
        table.refreshControl = refresh
        view.addSubview(table)
    }

    func add(_ sender: UIBarButtonItem) { log.append("add \(sender.title ?? "")") }
    func save() { log.append("save") }
    func toggled(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
    func segmentChanged(_ sender: UISegmentedControl) { log.append("segment \(sender.selectedSegmentIndex)") }

    func refresh(_ sender: UIRefreshControl) {
        log.append("refresh")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.rows += 2
            self.table.reloadData()
            sender.endRefreshing()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Event \(indexPath.row + 1)"
        return cell
    }
}
