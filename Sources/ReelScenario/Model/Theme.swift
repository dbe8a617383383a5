public import ReelGraphics

/// Light or dark appearance: UIKit's semantic colours resolve per theme, as a trait
/// collection's `userInterfaceStyle` resolves them.
public enum Theme: String, Sendable, CaseIterable {
    case light, dark

    /// The named colours of this theme: UIKit's system colours and semantic colours.
    public var namedColors: [String: Color] {
        var colors = Self.shared
        for (name, pair) in Self.variants { colors[name] = self == .light ? pair.0 : pair.1 }
        return colors
    }

    public var systemBackground: Color { namedColors["systemBackground"]! }
    /// `systemGroupedBackground`: behind grouped content.
    public var groupedBackground: Color { namedColors["systemGroupedBackground"]! }
    /// `secondarySystemGroupedBackground`: content on a grouped background (white in light mode).
    public var secondaryGroupedBackground: Color { namedColors["secondarySystemGroupedBackground"]! }
    public var systemGray6: Color { namedColors["systemGray6"]! }
    public var systemBlue: Color { namedColors["systemBlue"]! }
    public var systemIndigo: Color { namedColors["systemIndigo"]! }
    public var systemPink: Color { namedColors["systemPink"]! }
    public var label: Color { namedColors["label"]! }
    public var secondaryLabel: Color { namedColors["secondaryLabel"]! }
    public var separator: Color { namedColors["separator"]! }
    /// A translucent bar (navigation bar, tab pager) over content.
    public var barBackground: Color {
        self == .light ? Color(red: 249, green: 249, blue: 249, alpha: 235) : Color(red: 22, green: 22, blue: 24, alpha: 235)
    }

    private static let shared: [String: Color] = [
        "white": .white, "black": .black, "clear": .clear,
        "systemGray": Color(red: 142, green: 142, blue: 147),
        // UIColor's fixed greys: white 2/3 and 1/3.
        "lightGray": Color(red: 170, green: 170, blue: 170),
        "darkGray": Color(red: 85, green: 85, blue: 85),
    ]

    /// (light, dark) pairs, from UIKit's documented values.
    private static let variants: [String: (Color, Color)] = [
        "systemBlue": (Color(red: 0, green: 122, blue: 255), Color(red: 10, green: 132, blue: 255)),
        "systemGreen": (Color(red: 52, green: 199, blue: 89), Color(red: 48, green: 209, blue: 88)),
        "systemRed": (Color(red: 255, green: 59, blue: 48), Color(red: 255, green: 69, blue: 58)),
        "systemOrange": (Color(red: 255, green: 149, blue: 0), Color(red: 255, green: 159, blue: 10)),
        "systemYellow": (Color(red: 255, green: 204, blue: 0), Color(red: 255, green: 214, blue: 10)),
        "systemPink": (Color(red: 255, green: 45, blue: 85), Color(red: 255, green: 55, blue: 95)),
        "systemPurple": (Color(red: 175, green: 82, blue: 222), Color(red: 191, green: 90, blue: 242)),
        "systemTeal": (Color(red: 90, green: 200, blue: 250), Color(red: 100, green: 210, blue: 255)),
        "systemIndigo": (Color(red: 88, green: 86, blue: 214), Color(red: 94, green: 92, blue: 230)),
        "systemGray2": (Color(red: 174, green: 174, blue: 178), Color(red: 99, green: 99, blue: 102)),
        "systemGray3": (Color(red: 199, green: 199, blue: 204), Color(red: 72, green: 72, blue: 74)),
        "systemGray4": (Color(red: 209, green: 209, blue: 214), Color(red: 58, green: 58, blue: 60)),
        "systemGray5": (Color(red: 229, green: 229, blue: 234), Color(red: 44, green: 44, blue: 46)),
        "systemGray6": (Color(red: 242, green: 242, blue: 247), Color(red: 28, green: 28, blue: 30)),
        "systemBackground": (.white, .black),
        "secondarySystemBackground": (Color(red: 242, green: 242, blue: 247), Color(red: 28, green: 28, blue: 30)),
        "systemGroupedBackground": (Color(red: 242, green: 242, blue: 247), .black),
        "secondarySystemGroupedBackground": (.white, Color(red: 28, green: 28, blue: 30)),
        "label": (.black, .white),
        "secondaryLabel": (Color(red: 60, green: 60, blue: 67, alpha: 153), Color(red: 235, green: 235, blue: 245, alpha: 153)),
        "separator": (Color(red: 60, green: 60, blue: 67, alpha: 73), Color(red: 84, green: 84, blue: 88, alpha: 153)),
    ]
}
