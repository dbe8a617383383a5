import UIKit

/// A list read from a JSON file kept in a group beside the code, and a heading from a
/// localised text file, both through `Bundle.main` as apps read them.
final class BundledFruitsViewController: UITableViewController {
    var names: [String] = []
    var heading: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        if let url = Bundle.main.url(forResource: "fruits", withExtension: "json"), let data = try? Data(contentsOf: url) {
            names = (try? JSONDecoder().decode([String].self, from: data)) ?? []
        }
        if let path = Bundle.main.path(forResource: "Heading", ofType: "txt") {
            heading = try? String(contentsOfFile: path, encoding: .utf8).trimmingCharacters(in: .newlines)
        }
        title = heading
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}
