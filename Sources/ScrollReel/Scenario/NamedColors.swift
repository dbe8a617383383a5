import ReelRender

/// Colour names a scenario may use: UIKit's light-mode system colours and a few plain ones.
enum NamedColors {
    static let all: [String: Color] = [
        "white": .white,
        "black": .black,
        "clear": .clear,
        "systemBlue": Color(red: 0, green: 122, blue: 255),
        "systemGreen": Color(red: 52, green: 199, blue: 89),
        "systemRed": Color(red: 255, green: 59, blue: 48),
        "systemOrange": Color(red: 255, green: 149, blue: 0),
        "systemYellow": Color(red: 255, green: 204, blue: 0),
        "systemPink": Color(red: 255, green: 45, blue: 85),
        "systemPurple": Color(red: 175, green: 82, blue: 222),
        "systemTeal": Color(red: 90, green: 200, blue: 250),
        "systemIndigo": Color(red: 88, green: 86, blue: 214),
        "systemGray": Color(red: 142, green: 142, blue: 147),
        "systemGray5": Color(red: 229, green: 229, blue: 234),
        "systemGray6": Color(red: 242, green: 242, blue: 247),
        "systemBackground": .white,
        "systemGroupedBackground": Color(red: 242, green: 242, blue: 247),
        "label": .black,
        "secondaryLabel": Color(red: 60, green: 60, blue: 67, alpha: 153),
        "separator": Color(red: 60, green: 60, blue: 67, alpha: 73),
    ]
}
