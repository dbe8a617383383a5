public import Foundation

/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Sendable, Hashable, CaseIterable {
    /// Edge-to-edge rows on the system background; headers pin.
    case plain
    /// Edge-to-edge white rows on the grouped background, sections apart.
    case grouped
    /// Rounded white sections inset by the layout margins on the grouped background.
    case insetGrouped
    /// A sidebar: on a phone, drawn as `insetGrouped`.
    case sidebar
    /// A plain sidebar: on a phone, drawn as `plain`.
    case sidebarPlain

    /// The appearance a phone draws: the sidebars as their phone counterparts.
    public var onPhone: ListAppearance {
        switch self {
        case .sidebar: .insetGrouped
        case .sidebarPlain: .plain
        default: self
        }
    }
}

/// What a list cell, header or footer is told by its attributes: the list's appearance on the
/// phone, whether the element is a header (a header view, or item 0 drawn as one), and the
/// layout margin its text starts at (where the separators start too).
public struct ListStyle: Sendable, Hashable {
    public let appearance: ListAppearance
    public let isHeader: Bool
    public let layoutMargin: CGFloat

    public init(appearance: ListAppearance, isHeader: Bool, layoutMargin: CGFloat) {
        self.appearance = appearance
        self.isHeader = isHeader
        self.layoutMargin = layoutMargin
    }
}
