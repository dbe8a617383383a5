public import Foundation
public import ReelGeometry
public import ReelGraphics
public import ReelLayout
public import ReelScroll

/// A scripted scrolling scene: what to lay out, how to draw it, and the gesture to play.
///
/// Scenarios come from YAML or JSON files (see ``Scenario/load(from:)``) or are built in Swift.
public struct Scenario: Sendable {
    /// The name used for output files (`NAME.gif`, `NAME.trace.json`).
    public var name: String
    /// A one-line human title.
    public var title: String
    /// What to look at, in one or two sentences.
    public var summary: String
    /// The simulated screen.
    public var viewport: Viewport
    /// Frames per simulated second; frame n is at t = n / fps.
    public var fps: Int
    /// Extra simulated time after the last gesture step, so motion can settle.
    public var tail: TimeInterval
    /// Seed for every seeded colour and image.
    public var seed: UInt64
    /// Light or dark: how UIKit colour names and the default colours resolve.
    public var theme: Theme = .light
    /// Left to right, or right to left as in Arabic and Hebrew: what the collection view's
    /// `effectiveUserInterfaceLayoutDirection` says; layouts that flip are mirrored.
    public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The Dynamic Type text size: every font is scaled as UIKit's Body style scales.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// The iOS whose UIKit is reproduced where versions differ (an exception's wording).
    public var iOSVersion = IOSVersion.newest
    /// The matrix entry this scenario is (`theme=dark`, …), in the matrix's key order; empty
    /// when it is not one.
    public var configuration: [ScenarioMatrix.Setting] = []

    /// The name without the configuration's values (`NAME-dark-rightToLeft` → `NAME`).
    public var unconfiguredName: String {
        let suffix = configuration.map { "-" + $0.value }.joined()
        return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
    }
    /// The window background behind the collection view.
    public var background: Color
    /// The scrolling collection or table view and its content.
    public var collection: CollectionSpec
    /// A tab pager above a menu table (the table-header-pager screen), if any.
    public var pager: PagerSpec?
    /// The finger script.
    public var gestures: [ScriptedGesture]
    /// Extra drawing on top of the scene.
    public var overlays: Overlays
    /// The file the scenario was read from, for resolving relative image paths.
    public var sourceURL: URL?
    /// A layout of the user's own (a `FlowLayout` or `CollectionViewLayout` subclass) to use
    /// instead of `collection.layout`; called once per simulation, since a layout instance
    /// belongs to one collection view.
    public var customLayout: LayoutFactory?
    /// The app whose code is on screen (an app script's `app:`); nil for a scenario's own screen.
    public var app: AppSpec?
    /// Launches the app and returns its key window, whose view tree is the screen; called once
    /// per simulation, inside it (ScrollReelUIKit's `Scenario.showing`/`running` set it). Nil:
    /// the scenario's own window, holding its collection view.
    public var appWindow: AppWindowFactory?
    /// Whether each frame's trace lists every view drawn (``FrameTrace/views``): what the `views`
    /// format writes; off otherwise, as it costs a walk of the tree a frame.
    public var tracesViews = false
    /// Where the app's own code trapped (`fatalError`, a forced unwrap of nil): the reel ends
    /// with the frame before, its console showing `line`.
    public var trap: AppTrap?

    /// A scenario built in Swift (scenario files are read by `Scenario.load(from:)`).
    public init(name: String, title: String, summary: String = "", viewport: Viewport, fps: Int = 30,
                tail: TimeInterval = 0, seed: UInt64 = 0, theme: Theme = .light, background: Color,
                collection: CollectionSpec, pager: PagerSpec? = nil, gestures: [ScriptedGesture],
                overlays: Overlays = Overlays(), sourceURL: URL? = nil, customLayout: LayoutFactory? = nil) {
        self.name = name
        self.title = title
        self.summary = summary
        self.viewport = viewport
        self.fps = fps
        self.tail = tail
        self.seed = seed
        self.theme = theme
        self.background = background
        self.collection = collection
        self.pager = pager
        self.gestures = gestures
        self.overlays = overlays
        self.sourceURL = sourceURL
        self.customLayout = customLayout
    }

    /// Makes a fresh layout instance.
    /// What a scenario or comparison name may be: it names output files and folders.
    public static let nameRule = "1–64 letters, digits, '-' or '_' (it names output files)"

    /// Whether `name` follows ``nameRule``.
    public static func isValidName(_ name: String) -> Bool {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        return !name.isEmpty && name.unicodeScalars.count <= 64 && name.unicodeScalars.allSatisfy(allowed.contains)
    }

    public typealias LayoutFactory = @Sendable () -> CollectionViewLayout
    public typealias AppWindowFactory = @Sendable () -> UIView

    /// Total simulated time: the gesture script plus the tail — or, when a data change is an
    /// invalid update, up to that moment: the app ends there.
    public var duration: TimeInterval {
        if let crash = invalidUpdate { return crash.time }
        return GestureScript(steps: gestures.map(\.step), defaultTouchLocation: .zero).duration + tail
    }

    /// Number of frames rendered, frame 0 at t = 0 included.
    public var frameCount: Int {
        let frames = FrameClock(fps: fps).frameCount(covering: duration)
        return trap.map { min(frames, $0.frameCount) } ?? frames
    }
}

// MARK: - Parts

extension Scenario {
    /// The safe area the app's content sees: the device's (status bar, home indicator) and,
    /// when the scenario draws a navigation bar, its 44 pt below the status bar — what a view
    /// controller in a navigation controller gets as `safeAreaInsets`.
    public var contentSafeArea: UIEdgeInsets {
        viewport.safeArea + UIEdgeInsets(top: overlays.navigationBar == nil ? 0 : Self.navigationBarHeight)
    }

    /// A navigation bar's height below the status bar (UINavigationBar on iPhone, portrait).
    public static let navigationBarHeight: CGFloat = 44
    /// A navigation bar's height with its large title showing (the 44-pt bar and 52 pt of title).
    public static let largeTitleNavigationBarHeight: CGFloat = 96
    /// A tab bar's height above the home indicator (UITabBar on iPhone, portrait).
    public static let tabBarHeight: CGFloat = 49

    /// The simulated device screen, in points.
    public struct Viewport: Sendable, Hashable {
        public var width: CGFloat
        public var height: CGFloat
        /// Pixels per point (2 for an @2x device).
        public var scale: CGFloat
        /// The safe area's insets (status bar, home indicator), which UIKit adds to a scroll
        /// view's `contentInset` with `contentInsetAdjustmentBehavior` `.automatic`.
        public var safeArea: UIEdgeInsets

        /// The status bar's height: the top safe area, which it fills (20 pt on the Home-button
        /// phones, 59 pt on the Dynamic Island ones). A navigation bar sits below it.
        public var statusBarHeight: CGFloat { safeArea.top }
        /// The radius of the screen's rounded corners (0 for square screens), drawn with the
        /// device chrome.
        public var screenCornerRadius: CGFloat = 0

        public init(width: CGFloat, height: CGFloat, scale: CGFloat, safeArea: UIEdgeInsets = .zero,
                    screenCornerRadius: CGFloat = 0) {
            self.width = width
            self.height = height
            self.scale = scale
            self.safeArea = safeArea
            self.screenCornerRadius = screenCornerRadius
        }

        public var size: CGSize { CGSize(width: width, height: height) }
    }

    /// Drawing laid over the scene, as screen recordings of a demo show.
    public struct Overlays: Sendable, Hashable {
        /// A translucent circle where the finger is.
        public var touches: Bool = true
        /// A pill at the bottom showing the main scroll view's `contentOffset`.
        public var contentOffset: Bool = true
        /// A panel at the bottom showing the latest console lines (bug demos).
        public var console: Bool = false
        /// A translucent 44-pt navigation bar with this title below the status bar. It joins the
        /// safe area the content sees (``Scenario/contentSafeArea``), so `automatic` insets clear
        /// it; with `never`, set `contentInset.top` to the safe area plus 44.
        public var navigationBar: String?
        /// The device around the content: the status bar (9:41, signal, Wi-Fi, battery) in the
        /// top safe area, the screen's rounded corners and the home indicator, light or dark
        /// with the theme.
        public var deviceChrome: Bool = false
        /// Over each self-sizing element that measured itself at another size than its estimate:
        /// the outline of the estimate, with both heights.
        public var selfSizing: Bool = false

        public init(touches: Bool = true, contentOffset: Bool = true, console: Bool = false) {
            self.touches = touches
            self.contentOffset = contentOffset
            self.console = console
        }
    }
}

/// One step of a scenario's finger script.
public struct ScriptedGesture: Sendable, Hashable {
    public var step: GestureStep
    /// For a tap scripted by element name (`tab 1`): the name, resolved on screen when the tap
    /// happens, since the element may have moved.
    public var element: String?
    /// For an `action` step: the data change the app makes.
    public var dataChange: DataChange?
    /// For a batch update or an `apply`: the changes its completion makes, when UIKit runs it
    /// (after the update's animation).
    public var completion: [DataChange] = []

    public init(_ step: GestureStep, element: String? = nil) {
        self.step = step
        self.element = element
    }

    /// The step mirrored across a screen `width` wide (``GestureStep/mirrored(acrossWidth:)``).
    public func mirrored(acrossWidth width: CGFloat) -> ScriptedGesture {
        var copy = self
        copy.step = step.mirrored(acrossWidth: width)
        return copy
    }

    /// A data change at this point of the script: an `action` step carrying it.
    public init(_ change: DataChange) {
        step = .action
        dataChange = change
    }

    /// The app's own code at this point of the script, given the collection view:
    /// `ScriptedGesture { collectionView in collectionView.performBatchUpdates { … } }`.
    public init(perform body: @escaping @Sendable (LayoutCollectionView) -> Void) {
        self.init(.code(AppCode(body)))
    }

    /// The element name for a tap step, `.some(nil)` for a tap at a point, nil for other steps.
    package var tapTarget: String?? {
        if case .tap = step { return .some(element) }
        return nil
    }
}
