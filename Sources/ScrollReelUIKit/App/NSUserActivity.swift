public import Foundation

/// `NSUserActivity`: what the user is doing, for Handoff and for restoring a scene's state. A
/// simulated launch is a fresh one: no activity arrives (`UIScene.ConnectionOptions` holds
/// none, a session has no `stateRestorationActivity`); what the app makes is kept, as its
/// scene and view controllers hand it on.
open class NSUserActivity {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var needsSave = false
    open weak var delegate: NSUserActivityDelegate?
    /// Whether it is the activity the user is doing now (`becomeCurrent()` until resigned).
    public private(set) var isCurrent = false

    public init(activityType: String) {
        self.activityType = activityType
    }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    open func becomeCurrent() { isCurrent = true }
    open func resignCurrent() { isCurrent = false }
    open func invalidate() { isCurrent = false }

    /// `NSUserActivity.PersistentIdentifier`.
    public typealias PersistentIdentifier = String
}

/// `NSUserActivityDelegate`: told when an activity is saved or continued.
public protocol NSUserActivityDelegate: AnyObject {
    func userActivityWillSave(_ userActivity: NSUserActivity)
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}

extension NSUserActivity: Hashable {
    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
