public import Foundation
import ReelLayout

/// `UIDevice`: the phone a reel runs on — an iPhone in portrait, running the iOS version the
/// script names (`iOSVersion`, else the newest), its battery full when monitored.
public final class UIDevice: @unchecked Sendable {
    /// The device of the simulation running now.
    public static var current: UIDevice { AppContext.current?.object { UIDevice() } ?? detached }
    private static let detached = UIDevice()

    init() {}

    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var orientation: UIDeviceOrientation { .portrait }
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    public var systemName: String { "iOS" }
    /// The script's `iOSVersion` (`"26.1"` when it names none).
    public var systemVersion: String { (AppContext.current?.iOSVersion ?? .newest).description }
    /// Kept: a reel's identifier for the vendor is fixed.
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    public var isMultitaskingSupported: Bool { true }
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    /// `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

/// `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
