import UIKit

/// A table added to a plain view controller's view and pinned there with item constraints (an
/// implicitly unwrapped table passed as `Any`), its cells laid out with the visual format
/// language, each stamped with `Date()` as it is configured; the bars' geometry read in
/// `viewDidLoad`, as older apps size their views.
final class StampedTableViewController: UIViewController, UITableViewDataSource {
    private var tableView: UITableView!
    /// What `viewDidLoad` read: the status bar's height and the navigation bar's.
    private(set) var barHeights: (status: CGFloat, navigation: CGFloat) = (0, 0)
    private var rows = ["Alpha", "Beta", "Gamma"]

    override func viewDidLoad() {
        super.viewDidLoad()
        barHeights = (UIApplication.shared.statusBarFrame.size.height, navigationController!.navigationBar.frame.size.height)
        tableView = UITableView()
        tableView.register(StampedCell.self, forCellReuseIdentifier: "stamped")
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        view.addConstraints([
            NSLayoutConstraint(item: tableView as Any, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: tableView as Any, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: tableView as Any, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: tableView as Any, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height,
                               multiplier: 1, constant: 0),
        ])
        tableView.dataSource = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        // A second later a fourth row arrives, stamped then.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.rows.append("Delta")
            self.tableView.reloadData()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "stamped", for: indexPath) as! StampedCell
        cell.title.text = rows[indexPath.row]
        cell.stamp.text = String(Int(Date().timeIntervalSince1970))
        return cell
    }
}

/// A title over a stamp, placed by visual formats: 20 pt from the content view's edges (the
/// standard space to a superview), 8 pt between them (the standard space between views), the
/// title 20 pt tall.
final class StampedCell: UITableViewCell {
    let title = UILabel()
    let stamp = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for label in [title, stamp] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let views: [String: Any] = ["title": title, "stamp": stamp]
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title(20)]-[stamp]-|", options: [],
                                                                  metrics: nil, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(inset)-[stamp(>=40@750)]-|",
                                                                  options: [], metrics: ["inset": 30], views: views))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell whose visual format names a view its dictionary lacks.
final class MisspelledFormatCell: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel()
        contentView.addSubview(label)
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[lable]-|", options: [], metrics: nil,
                                                                  views: ["label": label]))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
