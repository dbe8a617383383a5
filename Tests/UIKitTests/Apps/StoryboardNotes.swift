import UIKit

/// A storyboard table whose prototype cell is laid out by Interface Builder's constraints; the
/// code reaches the labels by tag, as older apps do.
final class StoryboardNotesViewController: UITableViewController {
    let notes = [("Short", "One line."),
                 ("Longer", "A body long enough to need a second line at the width of a small phone's table.")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        (cell.viewWithTag(1) as? UILabel)?.text = notes[indexPath.row].0
        (cell.viewWithTag(2) as? UILabel)?.text = notes[indexPath.row].1
        return cell
    }
}
