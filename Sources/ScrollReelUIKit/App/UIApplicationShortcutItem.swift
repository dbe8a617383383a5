/// `UIApplicationShortcutItem`: a Home Screen quick action. A reel opens the app from its icon,
/// so none is ever performed; apps that handle them compile.
open class UIApplicationShortcutItem {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let icon: UIApplicationShortcutIcon?
    public let userInfo: [String: Any]?

    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
                userInfo: [String: Any]? = nil) {
        (self.type, self.localizedTitle, self.localizedSubtitle, self.icon, self.userInfo) = (type, localizedTitle, localizedSubtitle, icon, userInfo)
    }
}

/// `UIApplicationShortcutIcon`.
open class UIApplicationShortcutIcon {
    public let name: String

    public init(systemImageName: String) { name = systemImageName }
    public init(templateImageName: String) { name = templateImageName }
    public init(type: IconType) { name = "\(type)" }

    /// `UIApplicationShortcutIcon.IconType`.
    public enum IconType: Int, Sendable { case compose, play, pause, add, location, search, share }
}
