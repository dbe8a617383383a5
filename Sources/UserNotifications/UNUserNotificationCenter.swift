public import UIKit

/// `UNUserNotificationCenter`: a reel shows no notification and asks the person nothing. An
/// authorization request is answered on the main run loop as a fresh install's first prompt would
/// leave it when nobody taps — not granted (*our reading*); requests are kept, and delivered never.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    open class func current() -> UNUserNotificationCenter { shared }

    open weak var delegate: UNUserNotificationCenterDelegate?
    open private(set) var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler(false, nil) }
    }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        DispatchQueue.main.async { completionHandler(UNNotificationSettings()) }
    }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
        if let completionHandler { DispatchQueue.main.async { completionHandler(nil) } }
    }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let requests = pending
        DispatchQueue.main.async { completionHandler(requests) }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pending.removeAll { identifiers.contains($0.identifier) }
    }

    open func removeAllPendingNotificationRequests() { pending = [] }
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { self.categories = categories }
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4)
    public static let carPlay = UNAuthorizationOptions(rawValue: 8)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

public enum UNAuthorizationStatus: Int, Sendable { case notDetermined = 0, denied, authorized, provisional, ephemeral }

/// `UNNotificationSettings`: a fresh install's — nothing asked yet.
open class UNNotificationSettings: NSObject {
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
}

/// `UNUserNotificationCenterDelegate`: every method optional; never called (nothing is delivered).
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {}
}

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1)
    public static let sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let alert = UNNotificationPresentationOptions(rawValue: 4)
    public static let list = UNNotificationPresentationOptions(rawValue: 8)
    public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}
