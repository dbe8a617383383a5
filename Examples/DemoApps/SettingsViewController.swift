import UIKit

/// A settings row as apps draw their own: a rounded coloured icon with a glyph, a title, and
/// either a value with a disclosure indicator or a switch — laid out with anchors, the row's
/// height from the constraints (44 pt of content at the default text size).
final class SettingsCell: UITableViewCell {
    let iconBackground = UIView()
    let glyph = UILabel()
    let titleLabel = UILabel()
    let valueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        iconBackground.layer.cornerRadius = 7
        glyph.textColor = .white
        glyph.font = .systemFont(ofSize: 15, weight: .semibold)
        glyph.textAlignment = .center
        titleLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.textColor = .secondaryLabel
        valueLabel.textAlignment = .right
        valueLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        for view in [iconBackground, titleLabel, valueLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        glyph.translatesAutoresizingMaskIntoConstraints = false
        iconBackground.addSubview(glyph)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconBackground.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            iconBackground.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            iconBackground.widthAnchor.constraint(equalToConstant: 29),
            iconBackground.heightAnchor.constraint(equalToConstant: 29),
            glyph.centerXAnchor.constraint(equalTo: iconBackground.centerXAnchor),
            glyph.centerYAnchor.constraint(equalTo: iconBackground.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconBackground.trailingAnchor, constant: 15),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            valueLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            valueLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
        ])
        separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A Settings-style screen built from its own cells: grouped sections of rows with icons,
/// values, disclosure indicators and switches, under a large title that collapses as the list
/// scrolls.
final class SettingsViewController: UITableViewController {
    struct Row {
        let title: String
        let glyph: String
        let color: UIColor
        var value: String?
        var isSwitch = false
        var isOn = false
    }

    let sections: [[Row]] = [
        [Row(title: "Airplane Mode", glyph: "✈", color: .systemOrange, isSwitch: true),
         Row(title: "Wi-Fi", glyph: "W", color: .systemBlue, value: "Home"),
         Row(title: "Bluetooth", glyph: "B", color: .systemBlue, value: "On"),
         Row(title: "Cellular", glyph: "C", color: .systemGreen),
         Row(title: "Personal Hotspot", glyph: "H", color: .systemGreen, value: "Off")],
        [Row(title: "Notifications", glyph: "N", color: .systemRed),
         Row(title: "Sounds & Haptics", glyph: "S", color: .systemRed),
         Row(title: "Focus", glyph: "F", color: .systemPurple),
         Row(title: "Screen Time", glyph: "T", color: .systemPurple)],
        [Row(title: "General", glyph: "G", color: .systemGray),
         Row(title: "Control Center", glyph: "C", color: .systemGray),
         Row(title: "Display & Brightness", glyph: "D", color: .systemBlue),
         Row(title: "Dark Mode", glyph: "M", color: .darkGray, isSwitch: true, isOn: true),
         Row(title: "Accessibility", glyph: "A", color: .systemBlue),
         Row(title: "Wallpaper", glyph: "W", color: .systemTeal),
         Row(title: "Battery", glyph: "B", color: .systemGreen, value: "87%"),
         Row(title: "Privacy & Security", glyph: "P", color: .systemBlue)],
    ]

    init() {
        super.init(style: .grouped)
    }

    /// Made from its name (the script's root), as a storyboard would make it: still grouped.
    required init?(coder: NSCoder) {
        super.init(style: .grouped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationController?.navigationBar.prefersLargeTitles = true
        tableView.register(SettingsCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return sections.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return ["Connections", "Attention", "Device"][section]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return sections[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath) as! SettingsCell
        let row = sections[indexPath.section][indexPath.row]
        cell.titleLabel.text = row.title
        cell.glyph.text = row.glyph
        cell.iconBackground.backgroundColor = row.color
        cell.valueLabel.text = row.value
        if row.isSwitch {
            let toggle = UISwitch()
            toggle.isOn = row.isOn
            cell.accessoryView = toggle
            cell.accessoryType = .none
        } else {
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }
}
