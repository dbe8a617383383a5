import Foundation
import ReelScenario

/// The rows of a menu table: each category's title row, then its dishes. Titles are ordinary
/// rows, not section headers, as in the technique the pager demo reproduces.
struct MenuTable {
    enum Row: Hashable {
        case title(String)
        case dish(name: String, price: String)
    }

    let rows: [Row]
    /// Row index of each category's title row.
    let titleRows: [Int]

    init(categories: [MenuCategory]) {
        var rows: [Row] = [], titleRows: [Int] = []
        for category in categories {
            titleRows.append(rows.count)
            rows.append(.title(category.title))
            rows += category.dishes.map { .dish(name: $0.name, price: $0.price) }
        }
        self.rows = rows
        self.titleRows = titleRows
    }
}
