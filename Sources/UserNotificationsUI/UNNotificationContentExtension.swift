@_exported public import UserNotifications

/// `UNNotificationContentExtension`: the view controller of a notification's custom interface.
/// A reel delivers no notification, so none is shown; a view controller adopting it compiles.
public protocol UNNotificationContentExtension: AnyObject {
    func didReceive(_ notification: UNNotification)
    func didReceive(_ response: UNNotificationResponse,
                    completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void)
}

extension UNNotificationContentExtension {
    public func didReceive(_ response: UNNotificationResponse,
                           completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void) {
        completion(.doNotDismiss)
    }
}

public enum UNNotificationContentExtensionResponseOption: UInt, Sendable {
    case doNotDismiss = 0, dismiss, dismissAndForwardAction
}

public enum UNNotificationContentExtensionMediaPlayPauseButtonType: UInt, Sendable {
    case none = 0, `default`, overlay
}
