public import Foundation
import ReelLayout

/// `Date()` in the app's code reads the simulated clock, as `DispatchQueue` and `Timer` do: the
/// reel starts at 9:41 on 9 January 2007 in Cupertino (17:41 UTC; the time iPhones show in
/// Apple's pictures, and in ScrollReel's status bar) and its time runs with the frames, so a
/// render is the same on every run. The app's dates are shown in that zone (`AppLauncher`). ScrollReel's reading: a simulator would show the Mac's clock.
extension Date {
    /// When a simulation's clock reads 0: 9:41 PST on 9 January 2007.
    public static let simulationStart = Date(timeIntervalSince1970: 1_168_364_460)

    /// The simulated time now (at the simulation's start outside one).
    public init() {
        self.init(timeInterval: AppContext.current?.now ?? 0, since: Date.simulationStart)
    }

    /// `seconds` from the simulated time now.
    public init(timeIntervalSinceNow seconds: TimeInterval) {
        self.init(timeInterval: seconds, since: Date())
    }

    /// The simulated time now.
    public static var now: Date { Date() }

    /// Seconds from the simulated time now to this date.
    public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(Date()) }
}
