import UIKit

/// A note's row as apps build one: a headline title over a body of several lines, both pinned
/// to the content view's margins with Auto Layout, in a table whose rows size themselves.
///
/// The bug: the body's bottom is not pinned to anything, so nothing gives the content view a
/// height. UIKit finds the height ambiguous at zero, says so once in the console, and uses
/// the standard 44 pt — every row is one line tall and the bodies run under the next row.
class NoteCell: UITableViewCell {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    /// Whether the body is pinned to the bottom margin; only the fixed cell pins it.
    class var pinsBodyToBottom: Bool { return false }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        bodyLabel.font = .preferredFont(forTextStyle: .subheadline)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        for label in [titleLabel, bodyLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        var constraints = [
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
        if Self.pinsBodyToBottom {
            constraints.append(bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor))
        }
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The fix: one more constraint, the body's bottom to the bottom margin.
final class PinnedNoteCell: NoteCell {
    override class var pinsBodyToBottom: Bool { return true }
}

/// A list of notes; the rows size themselves (UIKit's default `automaticDimension`).
class NotesTableViewController: UITableViewController {
    let notes: [(title: String, body: String)] = [
        ("Groceries", "Oat milk, two lemons, coffee beans and something green for Thursday's dinner."),
        ("Standup", "Ship the onboarding fix."),
        ("Book club", "Chapters 9 to 14 before the 12th. Bring the questions about the unreliable narrator and the ending "
            + "nobody agreed on last time."),
        ("Bike", "Rear brake squeaks again; new pads, or just adjust the cable?"),
        ("Trip", "Train leaves 07:42 from platform 4. Seats 31 and 32, coach C. Pack the charger this time."),
        ("Ideas", "A widget that shows the next train."),
        ("Recipes", "Dal: red lentils, onion, garlic, ginger, cumin, turmeric, tomatoes. Twenty minutes, then lime and coriander."),
        ("Call Mum", "Sunday after lunch."),
        ("Garden", "Tomatoes need staking before the wind on Friday, and the basil wants a bigger pot."),
        ("Reading", "Finish the article on table view cells that size themselves, and the one on why mine do not."),
        ("Taxes", "Receipts from March are in the blue folder."),
        ("Run", "Five kilometres along the river, easy pace, stretch after."),
        ("Library", "Return the two overdue books; renew the atlas."),
        ("Dentist", "Tuesday 9:15. Ask about the crown on the lower left and whether it can wait until spring."),
        ("Gift", "Something for Sam's birthday: a plant, or the board game we played in August."),
        ("Wi-Fi", "Router password is on the back of the box in the hall cupboard."),
    ]

    /// The cell class the rows use.
    class var cellClass: NoteCell.Type { return NoteCell.self }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(Self.cellClass, forCellReuseIdentifier: "note")
        tableView.estimatedRowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.titleLabel.text = notes[indexPath.row].title
        cell.bodyLabel.text = notes[indexPath.row].body
        return cell
    }
}

/// The same list with the fixed cell.
final class PinnedNotesTableViewController: NotesTableViewController {
    override class var cellClass: NoteCell.Type { return PinnedNoteCell.self }
}
