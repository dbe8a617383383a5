import Foundation
import ReelRender

/// A restaurant menu shown as a plain table whose category titles are ordinary rows.
public struct MenuCategory: Sendable, Hashable {
    public var title: String
    /// Name and price of each dish.
    public var dishes: [(name: String, price: String)]

    public init(title: String, dishes: [(name: String, price: String)]) {
        self.title = title
        self.dishes = dishes
    }

    public static func == (lhs: MenuCategory, rhs: MenuCategory) -> Bool {
        lhs.title == rhs.title && lhs.dishes.map(\.name) == rhs.dishes.map(\.name)
            && lhs.dishes.map(\.price) == rhs.dishes.map(\.price)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        for dish in dishes { hasher.combine(dish.name); hasher.combine(dish.price) }
    }
}

/// The horizontal tab pager above a menu table, driven by the table's title rows.
public struct PagerSpec: Sendable, Hashable {
    /// How the underline follows the selection.
    public enum Indicator: String, Sendable, CaseIterable {
        /// Jumps to the selected tab with a 0.3-s animation when the scroll-spy changes the selection.
        case jump
        /// Slides continuously between tabs with the table's scroll progress between title rows.
        case interpolated
    }

    public var categories: [MenuCategory] = []
    public var indicator = Indicator.jump
    public var fontSize: CGFloat = 15
    public var height: CGFloat = 40
    public var underlineHeight: CGFloat = 5
    /// Space between tabs and at the pager's ends.
    public var tabSpacing: CGFloat = 24
    public var tint = Color(red: 0, green: 122, blue: 255)

    public init() {}
}
