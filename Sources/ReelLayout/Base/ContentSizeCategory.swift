public import Foundation

/// `UIContentSizeCategory`: the text size the user chose (Settings ▸ Display & Text Size), from
/// `extraSmall` to `accessibilityExtraExtraExtraLarge`; `large` is the default.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The Body text style's size at this category, in points — Apple's Human Interface
    /// Guidelines, "Typography", iOS Dynamic Type sizes: 14, 15, 16, 17 (Large, the default),
    /// 19, 21, 23, then 28, 33, 40, 47 and 53 for the accessibility sizes.
    public var bodySize: CGFloat {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// Whether this is one of the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// A font size written for the default category (`large`) at this one: scaled as the Body
    /// style scales, to the nearest point (ScrollReel's reading for styles other than Body,
    /// whose own tables differ by a point or two).
    public func scaledFontSize(_ size: CGFloat) -> CGFloat {
        self == .large ? size : (size * bodySize / ContentSizeCategory.large.bodySize).rounded()
    }
}
