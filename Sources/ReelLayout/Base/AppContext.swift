package import Foundation
package import ReelSymbols
package import ReelViews

/// The app a simulation runs, as its code reaches it through UIKit's globals: the main run
/// loop on the simulated clock (`DispatchQueue.main`, timers, completions), what the code said
/// about animation, and the objects UIKit keeps one of per app (`UIApplication.shared`).
///
/// One per simulation, bound while it creates the screen and runs each frame (as
/// ``LayoutScreen/current``), so reels simulated on several threads at once share nothing.
package final class AppContext: ViewRuntime, @unchecked Sendable {
    /// Runs work on the main run loop at a simulated time (never before the work running now).
    private let schedule: (TimeInterval, @escaping () -> Void) -> Void
    /// The simulated time now.
    private let clock: () -> TimeInterval
    /// Inside `performWithoutAnimation`, or a `CATransaction` without actions.
    package private(set) lazy var animation = AnimationState(context: self)
    /// UIKit's per-app objects, made on first use.
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The bars the app's containers show now; nil when it has none (a scenario's own screen).
    package var bars: (() -> Bars)?
    /// A tap on the navigation bar's button at an end (leading or not) and index of ``Bars``.
    package var barItemTapped: ((_ leading: Bool, _ index: Int) -> Void)?
    /// The text size the user chose: what `UIFont.preferredFont(forTextStyle:)` scales to.
    package var contentSizeCategory = ContentSizeCategory.large
    /// The iOS version the script names (`iOSVersion`), which `UIDevice` reports.
    package var iOSVersion = IOSVersion.newest
    /// The module the app's classes are in, for names a script or storyboard gives (`App`).
    package var appModule = "App"
    /// Where the app's storyboards are (`Sources/App/` of an `init-app` package).
    package var resourceFolders: [URL] = []
    /// An exception UIKit raised while the app launched, before anything was on screen: the
    /// launch ends the app with it.
    package var launchException: UncaughtException?
    /// The first line of the uncaught exception the app ended with, once it has.
    package var terminationLine: String?
    /// The scenario's seed: where the app's random numbers start.
    package var seed: UInt64 = 0
    /// Ends the app on screen with an exception UIKit raised (the screen's collection view
    /// takes it); nil until the screen is up.
    package var raiseOnScreen: ((UncaughtException) -> Void)?

    /// UIKit raised `exception` in the app's code: on screen, the app ends there; while it
    /// launches, when the launch is over.
    package func raise(_ exception: UncaughtException) {
        if let raiseOnScreen { return raiseOnScreen(exception) }
        if launchException == nil { launchException = exception }
    }

    package init(schedule: @escaping (TimeInterval, @escaping () -> Void) -> Void, now: @escaping () -> TimeInterval) {
        self.schedule = schedule
        clock = now
    }

    /// Runs `body` with this app as ``current`` (and as the views' ``ViewRuntime``).
    package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try ViewRuntime.$running.withValue(self, operation: body)
    }

    /// The app of the simulation running on this thread or task; nil outside one.
    package static var current: AppContext? { ViewRuntime.running as? AppContext }

    /// The simulated time now, in seconds from the first frame.
    package var now: TimeInterval { clock() }

    /// Runs `work` on the main run loop at `time` (the next turn of the loop when that is now
    /// or past).
    package func perform(at time: TimeInterval, _ work: @escaping () -> Void) {
        schedule(time, work)
    }

    /// The app's one `Object`, made by `make` on first use.
    package func object<Object: AnyObject>(_ make: () -> Object) -> Object {
        if let made = objects[ObjectIdentifier(Object.self)] as? Object { return made }
        let object = make()
        objects[ObjectIdentifier(Object.self)] = object
        return object
    }
}

extension AppContext {
    /// The bars UIKit draws around the app's content: a navigation bar's title, a tab bar's
    /// items — what the window's containers show now.
    package struct Bars: Sendable, Hashable {
        /// The navigation bar's title, when a navigation controller shows a bar.
        package var navigationTitle: String?
        /// The navigation bar's top edge on screen: below the status bar, or a sheet's top.
        package var navigationBarTop: CGFloat?
        /// Whether the navigation bar shows its title large (`prefersLargeTitles`).
        package var largeTitle = false
        /// The navigation bar's own background and title colours; nil: the default bar's.
        package var navigationBackground: ViewColor?
        /// Whether the navigation bar draws its hairline.
        package var navigationHairline = true
        package var navigationTitleColor: ViewColor?
        /// The tab bar's item titles and the selected one, when a tab bar controller shows one.
        package var tabTitles: [String]?
        /// Each tab's symbol image (the selected tab's selected image), nil for a tab without one.
        package var tabSymbols: [SymbolGlyph?] = []
        package var selectedTab = 0
        /// The tab bar's own background, selected and unselected item colours; nil: the default bar's.
        package var tabBackground: ViewColor?
        package var tabSelectedColor: ViewColor?
        package var tabUnselectedColor: ViewColor?
        /// The navigation bar's buttons at the leading and the trailing end (a back button first).
        package var leadingItems: [BarItem] = []
        package var trailingItems: [BarItem] = []

        package init(navigationTitle: String? = nil, largeTitle: Bool = false, tabTitles: [String]? = nil, selectedTab: Int = 0) {
            self.navigationTitle = navigationTitle
            self.largeTitle = largeTitle
            self.tabTitles = tabTitles
            self.selectedTab = selectedTab
        }

        /// The bar button item under `point` (window coordinates): its end and index.
        package func item(at point: CGPoint) -> (leading: Bool, index: Int)? {
            if let index = leadingItems.firstIndex(where: { $0.target.contains(point) }) { return (true, index) }
            if let index = trailingItems.firstIndex(where: { $0.target.contains(point) }) { return (false, index) }
            return nil
        }
    }

    /// A button in the navigation bar as it is drawn and tapped.
    package struct BarItem: Sendable, Hashable {
        package var title: String
        /// Its symbol image, drawn in place of the title (a square of the frame's width).
        package var symbol: SymbolGlyph?
        /// Where its title or symbol is drawn, in window coordinates.
        package var frame: CGRect
        package var isBold: Bool
        package var isEnabled: Bool
        package var tint: ViewColor

        /// What a tap on it hits: the title widened by 8 pt each side, the bar's row tall.
        package var target: CGRect { frame.insetBy(dx: -8, dy: 0) }

        package init(title: String, symbol: SymbolGlyph? = nil, frame: CGRect, isBold: Bool, isEnabled: Bool, tint: ViewColor) {
            (self.title, self.symbol, self.frame, self.isBold, self.isEnabled, self.tint) = (title, symbol, frame, isBold, isEnabled, tint)
        }
    }
}
