public import Foundation

/// `UITraitCollection`: what a view's environment is — the screen's scale, the layout
/// direction, an iPhone's size classes in portrait and its appearance. Views and view
/// controllers report it; `traitCollectionDidChange(_:)` is where an app hears it change.
public struct TraitCollection: Sendable, Hashable {
    public var displayScale: CGFloat
    public var layoutDirection: UIUserInterfaceLayoutDirection
    /// ScrollReel's screens are iPhones in portrait: compact width, regular height.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    public var verticalSizeClass: UIUserInterfaceSizeClass = .regular
    public var userInterfaceIdiom: UserInterfaceIdiom = .phone
    /// ScrollReel draws the light appearance.
    public var userInterfaceStyle = UserInterfaceStyle.light

    public init(displayScale: CGFloat, layoutDirection: UIUserInterfaceLayoutDirection) {
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }
}

/// Left-to-right or right-to-left, as `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// The names scenarios and traces use.
    public static let named: [(name: String, value: UIUserInterfaceLayoutDirection)] = [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)]

    public var name: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified, compact, regular
}

/// `UIUserInterfaceIdiom`: ScrollReel's screens are phones.
public enum UserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// `UIUserInterfaceStyle`: light or dark; ScrollReel's theme comes from the script.
public enum UserInterfaceStyle: Int, Sendable, Hashable { case unspecified, light, dark }
