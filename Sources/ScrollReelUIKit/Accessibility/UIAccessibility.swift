public import Foundation

/// `UIAccessibility`: the assistive settings a reel runs with — none on, as on an iPhone with
/// its settings untouched — and the notifications an app posts to VoiceOver (kept: no VoiceOver
/// listens).
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }

    /// `UIAccessibility.Notification`, with UIKit's values (`UIAccessibilityConstants.h`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Kept: no assistive technology hears it.
    public static func post(notification: Notification, argument: Any?) {}

    /// The element VoiceOver is on: none.
    public static func focusedElement(using assistiveTechnologyIdentifier: String?) -> Any? { nil }

    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
}

