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
