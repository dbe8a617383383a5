public import Foundation
public import ReelGeometry
public import ReelGraphics

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

    /// How wide each tab is.
    public enum TabWidth: Sendable, Hashable {
        /// As wide as its title.
        case text
        /// Its title plus this padding on each side.
        case textPadding(CGFloat)
        /// Every tab this wide.
        case fixed(CGFloat)
        /// Equal widths filling the pager (after insets and spacing).
        case fill
    }

    /// How wide the underline is.
    public enum IndicatorWidth: Sendable, Hashable {
        /// The tab's width (minus the indicator insets).
        case tab
        /// The title's width, centred under it.
        case text
        /// A fixed width, centred under the tab.
        case fixed(CGFloat)
    }

    /// Where a newly selected tab is scrolled to in the pager.
    public enum ScrollPosition: String, Sendable, CaseIterable {
        /// The tab's leading edge at the leading inset.
        case left
        /// The tab in the horizontal centre (clamped to the scrollable range).
        case center
        /// Centred only when it is not fully visible already; otherwise the pager stays.
        case preferCentered
    }

    public var categories: [MenuCategory] = []
    public var indicator = Indicator.jump
    public var fontSize: CGFloat = 15
    public var height: CGFloat = 40
    public var underlineHeight: CGFloat = 5
    /// Space between tabs.
    public var tabSpacing: CGFloat = 24
    /// Space before the first and after the last tab (nil: half the tab spacing).
    public var menuInset: CGFloat?
    public var tabWidth = TabWidth.text
    public var indicatorWidth = IndicatorWidth.tab
    /// Insets of the underline inside the tab: left, right and bottom.
    public var indicatorInsets = UIEdgeInsets.zero
    public var scrollPosition = ScrollPosition.center
    /// The underline and the selected title.
    public var tint = Theme.light.systemBlue
    /// The other titles (nil: the theme's secondary label colour).
    public var textColor: Color?
    /// With the interpolated indicator, titles blend between the two colours with the progress.
    public var interpolatesTextColor = false
    /// A collapsing header above the pager: the pager sticks under it once it has collapsed.
    public var header: PagerHeader?

    /// The image header a profile-style screen has above its tab pager.
    public struct PagerHeader: Sendable, Hashable {
        public var minimumHeight: CGFloat = 0
        public var maximumHeight: CGFloat = 200
        public var image: ImageSource?
        public var color = Theme.light.systemIndigo

        public init() {}
    }

    public init() {}

    /// The leading and trailing inset of the tab row.
    public var resolvedMenuInset: CGFloat { menuInset ?? tabSpacing / 2 }
}
