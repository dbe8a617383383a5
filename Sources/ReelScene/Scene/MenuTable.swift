import Foundation
import ReelScenario

/// The rows of a menu table: each category's title row, then its dishes. Titles are ordinary
/// rows, not section headers, as in the technique the pager demo reproduces.
struct MenuTable {
    enum Row: Hashable {
        case title(category: Int, String)
        case dish(category: Int, name: String, price: String)
    }

    let rows: [Row]
    /// Row index of each category's title row.
    let titleRows: [Int]
    let theme: Theme

    init(categories: [MenuCategory], theme: Theme) {
        self.theme = theme
        var rows: [Row] = [], titleRows: [Int] = []
        for (index, category) in categories.enumerated() {
            titleRows.append(rows.count)
            rows.append(.title(category: index, category.title))
            rows += category.dishes.map { .dish(category: index, name: $0.name, price: $0.price) }
        }
        self.rows = rows
        self.titleRows = titleRows
    }

    /// The category whose title is row `row`, if it is a title row.
    func category(ofTitleRow row: Int) -> Int? {
        if case .title(let category, _) = rows[row] { return category }
        return nil
    }

    /// The view of row `row` at `frame` (table content coordinates).
    func view(row: Int, frame: CGRect) -> ViewNode {
        let bounds = CGRect(origin: .zero, size: frame.size)
        switch rows[row] {
        case let .title(category, title):
            var node = ViewNode(name: "title \(category)", frame: frame, backgroundColor: theme.systemGray6)
            var label = ViewNode(name: "label", frame: bounds.insetBy(dx: 16, dy: 0))
            label.content = .label(title, fontSize: 22, color: theme.label, alignment: .left)
            node.subviews = [label]
            return node
        case let .dish(_, name, price):
            var node = ViewNode(name: "row \(row)", frame: frame, backgroundColor: theme.systemBackground)
            var nameLabel = ViewNode(name: "name", frame: CGRect(x: 16, y: 0, width: frame.width - 112, height: frame.height))
            nameLabel.content = .label(name, fontSize: 17, color: theme.label, alignment: .left)
            var priceLabel = ViewNode(name: "price", frame: CGRect(x: frame.width - 96, y: 0, width: 80, height: frame.height))
            priceLabel.content = .label(price, fontSize: 17, color: theme.secondaryLabel, alignment: .right)
            var separator = ViewNode(name: "separator", frame: CGRect(x: 16, y: frame.height - 0.5,
                                                                      width: frame.width - 16, height: 0.5),
                                     backgroundColor: theme.separator)
            separator.corners = .square
            node.subviews = [nameLabel, priceLabel, separator]
            return node
        }
    }
}
