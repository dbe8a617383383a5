public import Foundation

// Foundation's answers on an iPhone about where the app runs: not a Mac.
extension ProcessInfo {
    /// `isMacCatalystApp`: false — the reel is an iPhone's.
    public var isMacCatalystApp: Bool { false }
    /// `isiOSAppOnMac`: false.
    public var isiOSAppOnMac: Bool { false }
}
