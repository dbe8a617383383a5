import UIKit

/// A feed that polls: a repeating timer adds a row every half second, three times, then stops
/// itself; a delayed main-queue block scrolls to the top.
final class TickerViewController: UITableViewController {
    var rows = (1...10).map { "Row \($0)" }
    var timer: Timer?
    var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] timer in
            guard let self else { return }
            ticks += 1
            rows.insert("Tick \(ticks)", at: 0)
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            if ticks == 3 { timer.invalidate() }
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// A search that waits for the typing to stop: each keystroke withdraws the search it asked for
/// and asks again half a second later, as apps debounce with `perform(_:with:afterDelay:)`.
final class DebouncedSearchViewController: UITableViewController {
    var rows: [String] = []
    private var pendingQuery: String?
    private let search = Selector("search:", DebouncedSearchViewController.search(_:))

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        // Keystrokes at 0, 0.2 and 0.4 s, then one at 1.5 s, after the first search ran.
        for (count, time) in [(1, 0.0), (2, 0.2), (3, 0.4), (4, 1.5)] {
            DispatchQueue.main.asyncAfter(deadline: .now() + time) { [self] in typed(count) }
        }
        // A request with another object outlives a withdrawal naming a third.
        perform(search, with: "recent", afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: search, object: "other")
        // Withdrawn with everything the screen asked for, before it is due.
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.2) { [self] in
            perform(search, with: "never", afterDelay: 0.2)
            NSObject.cancelPreviousPerformRequests(withTarget: self)
        }
    }

    func typed(_ count: Int) {
        if let pendingQuery { NSObject.cancelPreviousPerformRequests(withTarget: self, selector: search, object: pendingQuery) }
        pendingQuery = "\(count) letters"
        perform(search, with: pendingQuery, afterDelay: 0.5)
    }

    func search(_ query: String) {
        rows.insert(query, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}
