public import UIKit

/// `UNNotificationContent` and its mutable kind: what a notification would say.
open class UNNotificationContent: NSObject {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
}

open class UNMutableNotificationContent: UNNotificationContent {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
}

open class UNNotificationSound: NSObject, @unchecked Sendable {
    public let name: String?
    init(name: String?) { self.name = name }
    public static let `default` = UNNotificationSound(name: nil)
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UNNotificationRequest`: kept by the center; a reel delivers none.
open class UNNotificationRequest: NSObject {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

open class UNNotificationTrigger: NSObject {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A delivered notification and the response to one: what a delegate is handed (never, here).
open class UNNotification: NSObject {
    public let request: UNNotificationRequest
    public let date: Date
    package init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

open class UNNotificationResponse: NSObject {
    public let notification: UNNotification
    public let actionIdentifier: String
    package init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// Actions and categories, kept.
open class UNNotificationAction: NSObject {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1)
    public static let destructive = UNNotificationActionOptions(rawValue: 2)
    public static let foreground = UNNotificationActionOptions(rawValue: 4)
}

open class UNNotificationCategory: NSObject {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
    }
}

public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1)
}
