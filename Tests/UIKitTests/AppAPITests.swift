import Combine
import ScrollReel
import ReelTestSupport
import Testing
import UIKit

/// UIKit and Foundation names public apps use that Linux lacks or that UIKit defines: each with
/// UIKit's values and behaviour.
@Suite(.serialized) struct AppAPITests {
    @Test func dispatchTimeConstants() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && USEC_PER_SEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        // Half a second, as apps write it: `.now() + Double(NSEC_PER_SEC) * 0.5 / Double(NSEC_PER_SEC)`.
        let later = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(later.uptimeNanoseconds - DispatchTime.now().uptimeNanoseconds == NSEC_PER_SEC / 2)
    }

    @Test func indexPathsOfObjectiveC() {
        let path = NSIndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3 && path.row == 3)
        #expect(NSIndexPath(row: 2, section: 0) as IndexPath == IndexPath(row: 2, section: 0))
    }

    @Test func fontFamiliesAreTheBundledFaces() {
        #expect(UIFont.familyNames == ["Inter"])
        #expect(UIFont.fontNames(forFamilyName: "Inter") == ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"])
        #expect(UIFont.fontNames(forFamilyName: "Helvetica").isEmpty)
    }

    @Test func fontDescriptorsCarryTheBoldTrait() throws {
        let body = UIFont.systemFont(ofSize: 15)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits.rawValue == 2)
        #expect(UIFont(descriptor: bold, size: 0) == UIFont.systemFont(ofSize: 15, weight: .bold))
        #expect(UIFont(descriptor: bold, size: 20).pointSize == 20)
        let plain = try #require(UIFont.boldSystemFont(ofSize: 15).fontDescriptor.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0).weight == .regular)
        // A semibold font keeps its weight when a trait other than bold is added.
        let italic = try #require(UIFont.systemFont(ofSize: 15, weight: .semibold).fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0).weight == .semibold)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize == 17)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium) == UIFont.systemFont(ofSize: 13, weight: .medium))
    }

    @Test func displayP3ColoursAreDrawnInSRGB() {
        // P3 red is outside sRGB: clamped to sRGB's red.
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(red.red - 1) < 1e-9 && red.green == 0 && red.blue == 0)
        // (0.5, 0.25, 0.75) in P3 is (137.1, 59.2, 198.2) of 255 in sRGB (the primaries' matrix).
        let purple = UIColor(displayP3Red: 0.5, green: 0.25, blue: 0.75, alpha: 0.5)
        #expect(abs(purple.red * 255 - 137.147) < 0.01 && abs(purple.green * 255 - 59.194) < 0.01 && abs(purple.blue * 255 - 198.15) < 0.01)
        #expect(purple.alpha == 0.5)
        // A grey is the same in both.
        let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
    }

    @Test func classForCoderIsTheObjectsClass() {
        #expect(String(describing: UILabel().classForCoder) == "UILabel")
        #expect(UITableViewCell.classForCoder() == UITableViewCell.self)
        #expect(String(describing: UIViewController().classForCoder) == "UIViewController")
        // On any NSObject class, as an app registers its URL protocol.
        #expect(ReuseNamedCell.classForCoder() == ReuseNamedCell.self && JSONLoader.classForCoder() == JSONLoader.self)
    }

    /// Views, view controllers and gesture recognisers are NSObjects, as on iOS: an app's own
    /// `extension NSObject` reaches them, and they compare and hash as objects.
    @Test func uikitObjectsAreNSObjects() throws {
        #expect(ReuseNamedCell.reuseName == "ReuseNamedCell" && NotesViewController.reuseName == "NotesViewController")
        let label = UILabel().configured { $0.text = "Hello" }
        #expect(label.text == "Hello")
        let views: Set<NSObject> = [label, label, UIView(), UITapGestureRecognizer(target: nil, action: nil)]
        #expect(views.count == 3)
        #expect(label.isKind(of: UIView.self) && !label.isKind(of: UIViewController.self))
        // Constraints, guides, layers and bar items are NSObjects too.
        let width = label.widthAnchor.constraint(equalToConstant: 40).configured { $0.priority = .defaultHigh }
        #expect(width.priority == .defaultHigh)
        let others: [NSObject] = [width, UILayoutGuide(), CALayer(), UIBarButtonItem()]
        #expect(others.count == 4)
        // A navigation controller's back swipe: one recogniser, from the left edge.
        let navigation = UINavigationController(rootViewController: UIViewController())
        let swipe = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(swipe === navigation.interactivePopGestureRecognizer && swipe.edges == .left && swipe.isEnabled)
    }

    /// A view's traits are the screen's and the script's: 2× on an iPhone SE, right to left
    /// when the script says so, an iPhone's size classes, the light appearance. The traits
    /// never change during a reel, so a view's `traitCollectionDidChange` is not sent.
    @Test func viewsReportTheirTraits() throws {
        let script = try Scenario.parse("name: traits\nviewport: iphone-se\nlayoutDirection: rightToLeft\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]",
                                        file: "traits.yaml", asAppScript: true)
        let made = MadeScreen()
        _ = Array(Reel(scenario: script.showing {
            let screen = UIViewController()
            screen.view.addSubview(TraitReportingView())
            made.screen = screen
            return screen
        }).frames())
        let view = try #require(made.screen?.view.subviews.first as? TraitReportingView)
        let traits = try #require(view.traitsInLayout)
        #expect(traits.displayScale == 2 && traits.layoutDirection == .rightToLeft)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && traits.userInterfaceStyle == .light)
        #expect(view.changes == 0)
    }

    /// A container that forwards appearances itself: its child hears each once, when the
    /// container says, not also with the container.
    @Test func aContainerMayForwardAppearancesItself() {
        let container = ForwardingContainer()
        container.beginAppearance()
        container.endAppearance()
        #expect(container.page.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        container.page.beginAppearanceTransition(false, animated: true)
        container.page.endAppearanceTransition()
        container.page.endAppearanceTransition()
        #expect(container.page.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"] && container.page.log.count == 5)
    }

    /// The layout guides before the safe area: a view pinned between them sits under the
    /// status bar and navigation bar (20 + 44 pt on an iPhone SE) down to the bottom, which an
    /// SE's safe area reaches.
    @Test func topAndBottomLayoutGuidesBoundTheSafeArea() throws {
        let script = try Scenario.parse("name: guides\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "guides.yaml", asAppScript: true)
        let made = MadeScreen()
        _ = Array(Reel(scenario: script.showing(inNavigationController: true) {
            let screen = LegacyGuidesViewController()
            made.screen = screen
            return screen
        }).frames())
        let screen = try #require(made.screen as? LegacyGuidesViewController)
        #expect(screen.box.frame == CGRect(x: 0, y: 64, width: 320, height: 504))
        #expect(screen.topLayoutGuide.length == 64 && screen.bottomLayoutGuide.length == 0)
    }

    /// Subviews reordered as UIKit reorders them: front, back, above and below a sibling, and
    /// swapped; a subview moved within its superview hears nothing of it.
    @Test func subviewsAreReordered() {
        let parent = MoveLoggingView(frame: .zero, name: "parent")
        let (a, b, c) = (MoveLoggingView(frame: .zero, name: "a"), MoveLoggingView(frame: .zero, name: "b"), MoveLoggingView(frame: .zero, name: "c"))
        for view in [a, b, c] { parent.addSubview(view) }
        MoveLoggingView.log = []
        func order() -> String { parent.subviews.compactMap { ($0 as? MoveLoggingView)?.name }.joined() }
        parent.bringSubviewToFront(a)
        #expect(order() == "bca")
        parent.sendSubviewToBack(c)
        #expect(order() == "cba")
        parent.insertSubview(c, aboveSubview: a)
        #expect(order() == "bac")
        parent.insertSubview(c, belowSubview: b)
        #expect(order() == "cba")
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order() == "abc")
        #expect(MoveLoggingView.log.isEmpty)
        // A new view below a sibling is added there, and hears it.
        let d = MoveLoggingView(frame: .zero, name: "d")
        parent.insertSubview(d, belowSubview: b)
        #expect(order() == "adbc")
        #expect(MoveLoggingView.log == ["d willMove to parent", "d didMove to parent", "parent didAdd d"])
        MoveLoggingView.log = []
        // A shape layer keeps its stroke's settings; the traits' colours compare by appearance.
        let ring = CAShapeLayer()
        ring.lineCap = .round
        ring.strokeEnd = 0.25
        #expect(ring.lineCap == CAShapeLayerLineCap.round && ring.lineCap.rawValue == "round" && ring.strokeEnd == 0.25)
        let traits = UITraitCollection.current
        var dark = traits
        dark.userInterfaceStyle = .dark
        #expect(!traits.hasDifferentColorAppearance(comparedTo: traits) && traits.hasDifferentColorAppearance(comparedTo: dark))
        #expect(traits.legibilityWeight == .regular)
        var phone = UITraitCollection(displayScale: 2, layoutDirection: .leftToRight)
        phone.userInterfaceStyle = .dark
        #expect(phone.description == "<UITraitCollection; UserInterfaceIdiom = Phone, DisplayScale = 2, HorizontalSizeClass = Compact, "
            + "VerticalSizeClass = Regular, UserInterfaceStyle = Dark, LayoutDirection = LeftToRight>")
    }

    /// A text field's keyboard settings are kept with UIKit's types, and its text's positions
    /// and ranges count characters; a data source compares as an NSObject; a whole-turn arc is
    /// the circle.
    @Test func textPositionsTraitsAndArcs() {
        let field = UITextField()
        field.text = "Berlin"
        field.keyboardType = .emailAddress
        field.autocorrectionType = .no
        field.textContentType = .username
        #expect(field.keyboardType.rawValue == 7 && field.autocorrectionType.rawValue == 1 && field.autocapitalizationType == .sentences)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        let range = field.selectedTextRange!
        #expect(field.offset(from: range.start, to: range.end) == 6 && field.text(in: range) == "Berlin")
        let second = field.position(from: field.beginningOfDocument, offset: 2)!
        #expect(field.text(in: field.textRange(from: second, to: field.endOfDocument)!) == "rlin")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let source: UICollectionViewDataSource = grid
        #expect(source.isEqual(grid) && !source.isEqual(UIViewController()))
        let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 40), radius: 20, startAngle: -0.5 * .pi, endAngle: 1.5 * .pi, clockwise: true)
        #expect(ring.bounds == CGRect(x: 30, y: 20, width: 40, height: 40))
        let half = UIBezierPath(arcCenter: .zero, radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(half.cgPath.shape == .other)
    }

    /// A split view's detail target never changes on an iPhone, but apps observe it by
    /// UIKit's name; a second scene cannot be opened, and the error says so with UIKit's code.
    @Test func anIPhoneOpensNoSecondScene() {
        #expect(UIViewController.showDetailTargetDidChangeNotification.rawValue == "UIViewControllerShowDetailTargetDidChangeNotification")
        #expect(!UIApplication.shared.supportsMultipleScenes)
        let options = UIScene.ActivationRequestOptions()
        #expect(options.requestingScene == nil)
        var failure: NSError?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: options) { failure = $0 as NSError }
        #expect(failure?.domain == "UISceneErrorDomain" && failure?.code == 0)
    }

    @Test func aSelectorObserverIsCalledUntilItIsGone() {
        var observer: TextSizeObserver? = TextSizeObserver()
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        #expect(observer?.changes == 2)
        weak let gone = observer
        observer = nil
        #expect(gone == nil)
        // Not retained: a post after it is gone reaches nothing.
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    static func identifiers(seed: Int) throws -> [UUID] {
        let script = try Scenario.parse("name: ids\nviewport: iphone-se\nseed: \(seed)\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "ids.yaml", asAppScript: true)
        IdentifiedItemsViewController.identifiers = []
        _ = Array(Reel(scenario: script.showing { IdentifiedItemsViewController() }).frames())
        return IdentifiedItemsViewController.identifiers
    }

    @Test func identifiersComeFromTheScriptsSeed() throws {
        let first = try Self.identifiers(seed: 7), again = try Self.identifiers(seed: 7), other = try Self.identifiers(seed: 8)
        #expect(first.count == 3 && Set(first).count == 3)
        #expect(first == again)
        #expect(first != other)
        // Version 4, RFC 4122's variant.
        for id in first {
            #expect(id.uuid.6 >> 4 == 4)
            #expect(id.uuid.8 >> 6 == 2)
        }
    }

    @Test func aTableFedBySnapshots() throws {
        let script = try Scenario.parse("name: fruit\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 1.2}]",
                                        file: "fruit.yaml", asAppScript: true)
        let reel = Reel(scenario: script.showing { FruitStandViewController() })
        let frames = Array(reel.frames())
        func rows(_ frame: Frame) -> [String: CGRect] {
            var found: [String: CGRect] = [:]
            for case let .text(text, rect, _, _, _, _) in reel.displayList(of: frame).items where !text.hasPrefix("contentOffset") {
                found[text] = rect
            }
            return found
        }
        // At launch: the subclass's titles over 28-pt plain headers, 44-pt rows below the 20-pt status bar.
        let first = rows(frames[0])
        #expect(Set(first.keys) == ["Berries", "Strawberry", "Blueberry", "Raspberry", "Citrus", "Orange", "Lemon"])
        let strawberry = try #require(first["Strawberry"]), orange = try #require(first["Orange"])
        #expect(abs(orange.midY - strawberry.midY - (3 * 44 + 28)) < 0.01)
        // The animated apply is one batch update, named by the rows it leaves per section.
        let applied = try #require(frames.first { $0.trace.events?.isEmpty == false })
        #expect(applied.trace.events == ["apply {rows [2, 3]}"])
        let last = rows(frames[frames.count - 1])
        #expect(Set(last.keys) == ["Berries", "Strawberry", "Raspberry", "Citrus", "Orange", "Lemon", "Lime"])
        #expect(abs(try #require(last["Orange"]).midY - strawberry.midY - (2 * 44 + 28)) < 0.01)
        #expect(abs(try #require(last["Lime"]).midY - strawberry.midY - (4 * 44 + 28)) < 0.01)
    }

    /// No network in a simulation: a request ends as an iPhone's offline, on the next turn of
    /// the run loop; a file is read; a web view's load fails the same way, an HTML string's
    /// finishes; Safari's view controller reports its load failed.
    @Test func theNetworkIsOffline() throws {
        let folder = try ToolRunner.makeFolder("offline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("feed.json")
        try Data("[1, 2]".utf8).write(to: file)
        let script = try Scenario.parse("name: offline\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.5}]",
                                        file: "offline.yaml", asAppScript: true)
        OfflineFeedViewController.heard = []
        let frames = Array(Reel(scenario: script.showing {
            let screen = OfflineFeedViewController()
            screen.localFile = file
            return screen
        }).frames())
        #expect(OfflineFeedViewController.heard == [
            "feed: data nil, error -1009 after 0.0", "file: [1, 2], error none", "slow: error -999",
            "web: started", "page: started", "web: failed -1009, https://example.com/", "page: finished Offline help",
        ])
        // The web view is drawn as a page that has not painted: white over the yellow screen.
        let items = try LegacySceneTests.items(try #require(frames.last))
        #expect(items.contains { item in
            if case let .fill(rect, color, _) = item { rect == CGRect(x: 0, y: 100, width: 320, height: 200) && color == Color(red: 255, green: 255, blue: 255) } else { false }
        })
        #expect(frames.contains { $0.trace.console.contains { $0.contains("WKWebView draws no web content") } } == true)

        // The unified logging system writes to the app's console, each message alone.
        let logged = Array(Reel(scenario: script.showing { LoggingViewController() }).frames()).flatMap(\.trace.console)
        #expect(logged == ["Loaded 3 posts", "Ratio 0.46", "Feed Home has 3 posts"])

        // A view controller observing a web view's progress by key: started, then finished.
        let (help, _) = try Self.launch(script) { HelpPageViewController() }
        #expect(help.progress == [0.1, 1])

        LinkViewController.loaded = []
        _ = Array(Reel(scenario: script.showing { LinkViewController() }).frames())
        #expect(LinkViewController.loaded == [false])
    }

    /// The view controller `make` makes, shown under `script`, and the frames of its reel.
    static func launch<Screen: UIViewController>(_ script: Scenario, _ make: @escaping () -> Screen) throws -> (Screen, [Frame]) {
        let made = MadeScreen()
        let frames = Array(Reel(scenario: script.showing {
            let screen = make()
            made.screen = screen
            return screen
        }).frames())
        return (try #require(made.screen as? Screen), frames)
    }

    /// Key-value observing of a content size, both ways apps write it: the observers hear each
    /// new size before the frame showing it is drawn, and the grid's height follows its content
    /// (3 items of 100 pt a row in 320 pt, rows of 50 pt 10 pt apart: 6 items 110 pt, 9 items 170 pt).
    @Test func aContentSizeIsObservedByKeyPath() throws {
        let script = try Scenario.parse("name: grid\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.6}]",
                                        file: "grid.yaml", asAppScript: true)
        let (screen, frames) = try Self.launch(script) { ObservedGridViewController() }
        // (First they hear the width the grid takes before its items are counted, 320 × 0; UIKit
        // counts them in the same pass. Noted on the issue.)
        #expect(screen.toldHeights.suffix(2) == [110, 170])
        #expect(screen.grid.told.suffix(2) == ["0.0 -> 110.0", "110.0 -> 170.0"])
        func gridHeight(_ frame: Frame) -> CGFloat? {
            NibTests.nodes(frame.viewTree).first { $0.className == "SizeReportingGrid" }?.frame.height
        }
        #expect(gridHeight(frames[0]) == 110)
        #expect(gridHeight(frames[frames.count - 1]) == 170)
        // Released, the observation ends.
        screen.observation = nil
        screen.grid.removeObserver(screen.grid, forKeyPath: "contentSize")
    }

    @Test func hashTablesHoldTheirObjectsWeakly() {
        let table = NSHashTable<UIView>.weakObjects()
        let kept = UIView()
        var released: UIView? = UIView()
        table.add(kept)
        table.add(released)
        table.add(kept)
        #expect(table.count == 2)
        released = nil
        #expect(table.allObjects.count == 1 && table.contains(kept))
        table.remove(kept)
        #expect(table.count == 0)
        // A class-bound protocol's table, as an @objc protocol's is on iOS.
        let observers = NSHashTable<FruitObserving>.weakObjects()
        observers.add(kept)
        #expect(observers.allObjects.count == 1 && observers.contains(kept))
        let strong = NSHashTable<UIView>()
        strong.add(UIView())
        #expect(strong.count == 1)
    }

    @Test func userActivitiesAndScenesOfAFirstLaunch() {
        let activity = NSUserActivity(activityType: "com.example.viewing")
        activity.addUserInfoEntries(from: ["id": 7])
        activity.addUserInfoEntries(from: ["tab": "feed"])
        #expect(activity.userInfo?["id"] as? Int == 7 && activity.userInfo?["tab"] as? String == "feed")
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        #expect(UIScene.ConnectionOptions().userActivities.isEmpty)
        #expect(UISplitViewController.DisplayMode.primaryOverlay == .oneOverSecondary)
    }

    /// A paused animator's changes land when it is scrubbed half way; a running one's at its
    /// start, its completion when its delay and duration have passed (0.1 + 0.4 s).
    @Test func propertyAnimatorsLandTheirChanges() throws {
        let script = try Scenario.parse("name: blur\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.8}]",
                                        file: "blur.yaml", asAppScript: true)
        let (screen, frames) = try Self.launch(script) { BlurringHeaderViewController() }
        #expect(screen.blur.alpha == 0)
        screen.animator.fractionComplete = 0.6
        #expect(screen.blur.alpha == 1)
        #expect(screen.finished == ["ran to end after 0.5"])
        #expect(frames.count == 9)
    }

    /// Combine on the simulated clock: a debounced query searches once per pause (300 ms after
    /// its last change), a timer ticks three times a quarter second apart, the offline feed's
    /// error is replaced, `@Published` tells `objectWillChange` before each change.
    @Test func combinePublishersRunOnTheSimulatedClock() throws {
        let script = try Scenario.parse("name: search\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 1.5}]",
                                        file: "search.yaml", asAppScript: true)
        let (screen, _) = try Self.launch(script) { SearchScreenViewController() }
        #expect(screen.heard == ["feed [\"offline\"] at 0.00", "results [\"Ada\", \"Alan\"] at 0.55", "results [\"Grace\"] at 1.20"])
        #expect(screen.model.ticks == 3)
        #expect(screen.summary == "total 7")
        // Four query changes, two result changes, three ticks.
        #expect(screen.willChange == 9)
        // Plain Combine outside a simulation.
        var collected: [Int] = []
        let done = [1, 2, 3, 4].publisher.filter { $0.isMultiple(of: 2) }.scan(0, +).collect().sink { collected = $0 }
        #expect(collected == [2, 6])
        done.cancel()
        var values: [String] = []
        let subject = PassthroughSubject<String, Never>()
        let subscription = subject.merge(with: Just("just")).sink { values.append($0) }
        subject.send("sent")
        subscription.cancel()
        subject.send("after cancel")
        #expect(values == ["just", "sent"])
        // handleEvents hears a cancel only when the subscriber cancels, not after a completion.
        var events: [String] = []
        let completed = Just(1).handleEvents(receiveOutput: { events.append("value \($0)") }, receiveCompletion: { _ in events.append("finished") },
                                             receiveCancel: { events.append("cancel") }).sink { _ in }
        completed.cancel()
        let cancelled = PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { events.append("cancel") }).sink { _ in }
        cancelled.cancel()
        #expect(events == ["value 1", "finished", "cancel"])
    }

    @Test func fontMetricsAreTheDrawnFacesAndMatchALabelsLine() throws {
        let body = UIFont.systemFont(ofSize: 17)
        // Inter's hhea at 17 pt: 17 × 2728 / 2816 and 17 × 680 / 2816.
        #expect(abs(body.ascender - 16.4688) < 0.001 && abs(body.descender + 4.1051) < 0.001)
        #expect(abs(body.lineHeight - 20.5739) < 0.001)
        // The height a one-line label sizes to in a scene is the same line.
        let script = try Scenario.parse("name: l\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]", file: "l.yaml", asAppScript: true)
        let (screen, _) = try Self.launch(script) { () -> UIViewController in
            let screen = UIViewController()
            let label = UILabel()
            label.text = "One line"
            label.tag = 7
            screen.view.addSubview(label)
            label.sizeToFit()
            return screen
        }
        let label = try #require(screen.view.viewWithTag(7))
        #expect(abs(label.frame.height - body.lineHeight) < 0.5)
    }

    @Test func aNavigationControllersDelegateIsToldOfEachPage() throws {
        let script = try Scenario.parse("name: nav\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.6}]", file: "nav.yaml", asAppScript: true)
        let (navigation, _) = try Self.launch(script) { NoteTakingNavigationController() }
        #expect(navigation.notes == ["first appeared", "will show second", "second appeared", "did show second",
                                     "will show first", "first appeared", "did show first"])
    }

    @Test func layersTextFieldsWindowsAndPublishersByTheirNames() {
        // layerClass makes the view's layer; its colours are kept.
        let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        gradient.gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient.gradient?.colors?.count == 2 && gradient.gradient?.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(type(of: UIView().layer) == CALayer.self)
        // A text field's delegate answers with its own methods or UIKit's defaults.
        let field = UITextField(), keeper = ReturnKeeper()
        field.delegate = keeper
        #expect(field.delegate?.textFieldShouldReturn(field) == false && field.delegate?.textFieldShouldClear(field) == true)
        // A window made with a frame is given its scene.
        let session = UISceneSession(role: .windowApplication)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(frame: scene.coordinateSpace.bounds)
        window.windowScene = scene
        #expect(scene.windows.count == 1 && window.windowScene === scene)
        // A constraint's debug description is its description.
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
        #expect(constraint.debugDescription == constraint.description)
        // Combine's named publishers.
        var sums: [Int] = []
        let a = CurrentValueSubject<Int, Never>(1), b = CurrentValueSubject<Int, Never>(2), c = CurrentValueSubject<Int, Never>(3)
        let all = Publishers.CombineLatest3(a, b, c).map { $0 + $1 + $2 }.sink { sums.append($0) }
        b.send(20)
        #expect(sums == [6, 24])
        all.cancel()
    }

    @Test func imagesFromDataButtonsAndStandardSizes() throws {
        // A PNG's header gives the size: a 3 × 2 image's first 24 bytes, the rest of it absent.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0, 0, 0, 3, 0, 0, 0, 2])
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 1.5, height: 1) && image.scale == 2)
        // The same bytes, the same file: a render is the same on every run.
        #expect(UIImage(data: png)?.name == UIImage(data: png)?.name)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        // A button subclass that overrides init(frame:) and init(coder:) is made with UIButton().
        #expect(PillButton().buttonType == .custom && PillButton(type: .system).buttonType == .system)
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(layer.frame.size == CGSize(width: 40, height: 20))
        #expect(CAMediaTimingFunction(name: .easeInEaseOut).name == .easeInEaseOut)
    }

    @Test func aGestureDelegateMayRefuseATapAndAlertsKeepTheirFields() {
        let gate = TapGate()
        let recognizer = UITapGestureRecognizer(target: gate, action: Selector("tapped:", TapGate.tapped(_:)))
        recognizer.delegate = gate
        #expect(!recognizer.recognizeTap(at: .zero) && gate.taps == 0)
        gate.allows = true
        _ = recognizer.recognizeTap(at: .zero)
        #expect(gate.taps == 1)
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.isSecureTextEntry = true }
        #expect(alert.textFields?.first?.isSecureTextEntry == true)
    }

    @Test func aViewControllersOwnInitCallsTheNibInitializer() {
        #expect(FruitTabsController().viewControllers?.count == 1)
        #expect(UITableViewController().tableView.style == .plain)
        #expect(UINavigationController().viewControllers.isEmpty)
    }

    @Test func aHeaderViewWithItsOwnInitializerIsMadeByItsClass() {
        // As a table makes a registered header's class: through init(frame:), which calls the
        // header's own init(reuseIdentifier:).
        let type: UITableViewHeaderFooterView.Type = FruitHeaderView.self
        let header = type.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect((header as? FruitHeaderView)?.badge.superview === header.contentView)
        #expect(header.frame.height == 28)
    }

    @Test func aViewsLayerSharesItsColourAndOpacity() {
        let view = UIView()
        view.layer.backgroundColor = UIColor.systemRed.cgColor
        #expect(view.backgroundColor == .systemRed)
        view.backgroundColor = .systemBlue
        #expect(view.layer.backgroundColor == UIColor.systemBlue.cgColor)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        let own = CALayer()
        own.backgroundColor = UIColor.black.cgColor
        #expect(own.backgroundColor == UIColor.black.cgColor)
        #expect(UIImage().withTintColor(.white, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    }

    @Test func aLayersColourIsACGColorOfItsOwn() {
        // A white level is in the grey space (white, alpha); other colours in sRGB (Apple's docs).
        #expect(UIColor.white.cgColor.numberOfComponents == 2 && UIColor.white.cgColor.components == [1, 1])
        #expect(UIColor(white: 0.5, alpha: 0.25).cgColor.components == [0.5, 0.25])
        #expect(UIColor.systemBlue.cgColor.numberOfComponents == 4)
        #expect(UIColor.systemBlue.cgColor.components == [0, 122.0 / 255, 1, 1])
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.5)?.alpha == 0.5)
        #expect(UIColor(cgColor: UIColor.systemRed.cgColor) == .systemRed)
        // An app's own `components()` on UIColor sits beside `cgColor.components`, as on iOS.
        #expect(UIColor.fade(from: .black, to: .white, by: 0.25) == UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
    }

    @Test func uniformTypesConformAsDeclared() throws {
        #expect(UTType.jpeg.identifier == "public.jpeg" && UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "jpg", conformingTo: .png) == nil)
        #expect(UTType("public.heic")?.conforms(to: .image) == true)
        #expect(UTType("com.example.nothing") == nil)
        // An extension nothing declares: a dynamic type conforming to the supertype asked for.
        let dynamic = try #require(UTType(filenameExtension: "sketchbook", conformingTo: .image))
        #expect(dynamic.isDynamic && dynamic.conforms(to: .image))
        let file = URL(fileURLWithPath: "/tmp/photo").appendingPathExtension(for: .png)
        #expect(file.lastPathComponent == "photo.png")
    }

    @Test func imageSourcesReadSizesAndMakeThumbnails() throws {
        let poster = StoryboardTests.fixtures.appendingPathComponent("poster.png")
        let source = try #require(CGImageSourceCreateWithURL(poster as CFURL, nil))
        let options: [CFString: Any] = [kCGImageSourceShouldCache: false]
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, options as CFDictionary) as? [String: CFNumber]
        #expect(properties?[kCGImagePropertyPixelWidth as String]?.intValue == 300)
        #expect(properties?[kCGImagePropertyPixelHeight as String]?.intValue == 300)
        // A thumbnail no more than 100 pixels on its longer side.
        let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 100,
                                                                        kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary)
        #expect(thumbnail?.width == 100 && thumbnail?.height == 100)
        #expect(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil) == nil)
    }

    @Test func aSharedPublisherDoesItsWorkOnceForEverySubscriber() {
        var started = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in started += 1 }).eraseToAnyPublisher().share()
        var first: [Int] = [], second: [Int] = []
        let a = shared.sink { first.append($0) }
        let b = shared.sink { second.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(started == 1 && first == [1, 2] && second == [1, 2])
        _ = (a, b)
        // A share nobody keeps lives while subscribed: its delayed value still arrives.
        let later = LaterScheduler()
        var doubled: [Int] = []
        let delayed = Just(7).delay(for: 1, scheduler: later).share().map { $0 * 2 }.sink { doubled.append($0) }
        later.runAll()
        #expect(doubled == [14])
        _ = delayed
        // A flat map finishes when its upstream and the publishers it made have, not before.
        var completions: [String] = []
        let flattened = Just(3).flatMap { Just($0).delay(for: 1, scheduler: later) }
            .sink(receiveCompletion: { _ in completions.append("finished") }, receiveValue: { completions.append("\($0)") })
        #expect(completions.isEmpty)
        later.runAll()
        #expect(completions == ["3", "finished"])
        _ = flattened
        // A demand against a count, as a custom subscription checks it.
        #expect(Subscribers.Demand.max(3) > 0 && !(Subscribers.Demand.none > 0) && Subscribers.Demand.unlimited > 1_000)
        #expect(Subscribers.Demand.max(3) - 1 == .max(2) && Subscribers.Demand.unlimited - 1 == .unlimited)
    }

    @Test func registeredCellsAreReusedAndAReconfigurationKeepsTheCell() throws {
        func launched(_ gestures: String) throws -> ReconfiguredScoresViewController {
            let script = try Scenario.parse("name: scores\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: \(gestures)",
                                            file: "scores.yaml", asAppScript: true)
            return try Self.launch(script) { ReconfiguredScoresViewController() }.0
        }
        // At rest: 568 pt of 60-pt rows shows 10 cells; the reconfigured first row keeps its
        // cell, configured again with the new score.
        let resting = try launched("[{wait: 1}]")
        #expect(resting.made.count == 10)
        #expect(resting.made[0].label.text == "Player 0: 7" && resting.made[0].reuses == 0)
        // Flung past every row: cells leaving the top come back at the bottom, prepared for
        // reuse, rather than 30 being made. 568 / 60 = 9.5 rows, so at most 11 are ever on screen.
        let flung = try launched("[{fling: {from: [160, 500], velocity: [0, -4000]}}, {wait: 2}]")
        #expect(flung.made.count <= 11)
        #expect(flung.made.contains { $0.reuses > 0 })
    }

    @Test func operatorsReturnCombinesNamedPublishers() {
        // An app's own operators, declared with the types Combine's operators return.
        let cached = PassthroughSubject<String?, Never>()
        var heard: [String] = []
        var failure: String?
        let loading = cached.orFetch { Fail<String, FetchError>(error: FetchError(reason: "offline")).eraseToAnyPublisher() }
            .noting { heard.append("noted \($0)") }
            .sink(receiveCompletion: { if case let .failure(error) = $0 { failure = error.reason } }, receiveValue: { heard.append($0) })
        cached.send("cached")
        cached.send(nil)
        #expect(heard == ["noted cached", "cached"] && failure == "offline")
        _ = loading
        // Publishers that cannot fail, flat-mapped into each other; prefix and output(in:).
        var numbers: [Int] = []
        let flat: Publishers.FlatMap<Publishers.Sequence<[Int], Never>, Publishers.Sequence<[Int], Never>> =
            [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }
        let taken: Publishers.Output<Publishers.FlatMap<Publishers.Sequence<[Int], Never>, Publishers.Sequence<[Int], Never>>> = flat.prefix(3)
        _ = taken.sink { numbers.append($0) }
        _ = (1...9).publisher.output(in: 2..<4).sink { numbers.append($0) }
        #expect(numbers == [1, 10, 2, 3, 4])
        // A fallible upstream flat-maps into publishers that cannot fail.
        let typed: Publishers.FlatMap<Publishers.SetFailureType<Just<Int>, FetchError>, Publishers.SetFailureType<Publishers.Sequence<[Int], Never>, FetchError>> =
            [5].publisher.setFailureType(to: FetchError.self).flatMap { Just($0 + 1) }
        _ = typed.sink(receiveCompletion: { _ in }, receiveValue: { numbers.append($0) })
        #expect(numbers.last == 6)
        // The framework's own publishers by their names.
        let notifications: NotificationCenter.Publisher = NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
        let download: URLSession.DataTaskPublisher = URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
        let ticks: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        #expect(notifications.name == UIApplication.didBecomeActiveNotification && download.request.url?.host == "example.com" && ticks.upstream.interval == 1)
    }

    @Test func smallerNamesOfImageAndListApps() throws {
        // An unfair lock allocated and locked through its pointer.
        let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        os_unfair_lock_lock(lock)
        #expect(!os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        lock.deallocate()
        // A thumbnail is the picture at the size asked, from the same file.
        let poster = try #require(UIImage(contentsOfFile: StoryboardTests.fixtures.appendingPathComponent("poster.png").path))
        #expect(poster.preparingThumbnail(of: CGSize(width: 30, height: 30))?.size == CGSize(width: 30, height: 30))
        #expect(poster.preparingForDisplay()?.size == poster.size)
        // A background preset by a leading dot, where a cell's configuration is optional.
        let cell = UICollectionViewListCell(frame: .zero)
        cell.backgroundConfiguration = .clear()
        #expect(cell.backgroundColor == .clear)
        #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue == "UIApplicationDidReceiveMemoryWarningNotification")
    }

    @Test func geometryPrintsAsOnIOS() {
        // What `print("frame:", view.frame)` shows in Xcode's console.
        #expect("\(CGRect(x: 0, y: 602, width: 393, height: 250))" == "(0.0, 602.0, 393.0, 250.0)")
        #expect(String(describing: CGPoint(x: 1.5, y: 2)) == "(1.5, 2.0)")
        #expect(String(describing: CGSize(width: 320, height: 44)) == "(320.0, 44.0)")
    }

    @Test func aBatchUpdatesBlockDoesNotEscape() {
        // Compiling `ShrinkingListViewController` is most of the test: its block names `items`
        // without `self.`. It also runs, outside a simulation.
        let list = ShrinkingListViewController(collectionViewLayout: UICollectionViewFlowLayout())
        list.loadViewIfNeeded()
        list.removeFirst()
        #expect(list.items == ["Two", "Three"])
    }

    @Test func aCellsSetSelectedOverrideSeesEverySelection() {
        let cell = TemplateCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isSelected = false
        #expect(cell.selections == [true, false])
        #expect(!cell.isSelected)
        #expect(UIImage().size == .zero)
    }

    @Test func emptyBarImagesMakeTheBarTransparent() throws {
        let script = try Scenario.parse("name: clear\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "clear.yaml", asAppScript: true)
        let frame = try #require(Array(Reel(scenario: script.showing(inNavigationController: true) { TransparentBarViewController() }).frames()).first)
        let items = try LegacySceneTests.items(frame)
        // The title is drawn, over no background and no hairline: the orange view shows through.
        #expect(items.contains { if case .text("Clear", _, 17, _, .center, _) = $0 { true } else { false } })
        let barFills = items.filter { item in
            if case let .fill(rect, color, _) = item { rect.minY < 64 && rect.maxY >= 63.5 && rect.maxY <= 64 && rect.width == 320 && color.alpha > 0 } else { false }
        }
        #expect(barFills.isEmpty)
    }

    @Test func anEmptyConstraintWaitsForTheRealOne() {
        // `var height = NSLayoutConstraint()`, replaced before use, as apps write it.
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil && empty.firstAttribute == .notAnAttribute)
        // Active beside real ones, it leaves the layout to them.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        empty.isActive = true
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                                     box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                                     box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 40)])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func literalsAndKeptNames() {
        // `#colorLiteral` as Xcode writes it: sRGB components.
        let orange: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        #expect((orange.red, orange.green, orange.blue, orange.alpha) == (1, 0.5, 0.25, 1))
        // `#imageLiteral` names an image; outside an app's resources it is a placeholder of no size.
        let picture: UIImage = #imageLiteral(resourceName: "hero")
        #expect(picture.name == "hero" && picture.size == .zero)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsOnTap = true
        #expect(navigation.hidesBarsOnTap && !navigation.isNavigationBarHidden)
        // draw(_:) is the app's and is not run; setNeedsDisplay changes nothing.
        let sketch = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        sketch.strokeChanged()
        #expect(sketch.redraws == 0)
    }

    @Test func snapshotExtensionsUseUIKitsIdentifierNames() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        snapshot.deleteAll(except: "b")
        #expect(snapshot.itemIdentifiers == ["b"])
    }

    @Test func viewsHearTheirMovesInUIKitsOrder() {
        let parent = MoveLoggingView(frame: .zero, name: "parent"), other = MoveLoggingView(frame: .zero, name: "other")
        let child = MoveLoggingView(frame: .zero, name: "child")
        parent.addSubview(child)
        other.addSubview(child)
        child.removeFromSuperview()
        #expect(MoveLoggingView.log == [
            "child willMove to parent", "child didMove to parent", "parent didAdd child",
            "child willMove to other", "parent willRemove child", "child didMove to other", "other didAdd child",
            "child willMove to none", "other willRemove child", "child didMove to none",
        ])
        MoveLoggingView.log = []
        // An untyped colour literal is a UIColor; a search controller made with no arguments
        // shows its results in place.
        let literal = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)
        #expect(literal.green == 0.5)
        #expect(UISearchController().searchResultsController == nil)
    }
}

/// The view controller a reel's closure made, for the test to read after the reel.
final class MadeScreen: @unchecked Sendable {
    var screen: UIViewController?
}

/// An app's helpers on NSObject, as apps write them for reuse identifiers and set-up blocks.
protocol Configurable {}

extension Configurable {
    func configured(_ setUp: (Self) -> Void) -> Self {
        setUp(self)
        return self
    }
}

extension NSObject: Configurable {
    static var reuseName: String { String(describing: self) }
}

final class ReuseNamedCell: UITableViewCell {}
final class NotesViewController: UIViewController {}
final class JSONLoader: NSObject {}

/// A view that reads its traits as it lays out, and counts the changes it hears.
final class TraitReportingView: UIView {
    var traitsInLayout: UITraitCollection?
    var changes = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        traitsInLayout = traitCollection
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}

/// A page container that tells its page of appearances itself, as page view controllers do.
final class ForwardingContainer: UIViewController {
    let page = LoggingPage()
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        page.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        page.endAppearanceTransition()
    }
}

final class LoggingPage: UIViewController {
    var log: [String] = []
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
}

/// An outline applied as a section snapshot: the list shows the expanded header's children and
/// not the collapsed one's; the data source answers the tree back.
@Suite struct OutlineListTests {
    @Test func aSectionSnapshotShowsItsVisibleItems() throws {
        let script = try Scenario.parse("name: outline\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "outline.yaml", asAppScript: true)
        let made = MadeScreen()
        let frames = Array(Reel(scenario: script.showing {
            let screen = OutlineListViewController()
            made.screen = screen
            return screen
        }).frames())
        let outline = try #require(made.screen as? OutlineListViewController)
        #expect(outline.dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Plum", "Vegetables"])
        let tree = outline.dataSource.snapshot(for: .main)
        #expect(tree.items.count == 7 && tree.isExpanded("Fruit") && !tree.isExpanded("Vegetables"))
        let cells = try #require(frames.first?.trace.scrollViews.first).attributes.filter { $0.kind == .cell }
        #expect(cells.count == 5)
        // The headers' text is drawn upper-cased by its text properties; the rows' as it is.
        let texts = try ViewDrawingTests.items(try #require(frames.first)).compactMap { item -> String? in
            if case let .text(text, _, _, _, _, _) = item { text } else { nil } }
        #expect(texts.contains("FRUIT") && texts.contains("VEGETABLES") && texts.contains("Apple") && !texts.contains("Fruit"))
        // A whole snapshot applied after flattens the tree: its items are roots.
        var flat = NSDiffableDataSourceSnapshot<OutlineListViewController.Section, String>()
        flat.appendSections([.main])
        flat.appendItems(["Fig"])
        outline.dataSource.apply(flat, animatingDifferences: false)
        #expect(outline.dataSource.snapshot(for: .main).rootItems == ["Fig"])
    }

    /// List rows self-size to their content configuration: a line of 17-pt text within the
    /// 11-pt margins is under the list's 44 pt; a subtitle cell's role under the name adds its
    /// subheadline (15-pt) line: 20.4 + 18 + 22 → 61; a picture held to 60 pt makes an 82-pt
    /// row. (A line is 1.2 × the font's size: ScrollReel's reading, docs/facts.md "Lists".)
    @Test func listRowsAreAsTallAsTheirContent() throws {
        var script = try Scenario.parse("name: people\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.1}]",
                                        file: "people.yaml", asAppScript: true)
        script.app?.resourceFolder = StoryboardTests.fixtures
        let frames = Array(Reel(scenario: script.showing { PeopleListViewController() }).frames())
        let cells = try #require(frames.first?.trace.scrollViews.first).attributes.filter { $0.kind == .cell }
        #expect(cells.map(\.frame.height) == [44, 61, 82])
    }

    /// The size and trait transitions an app overrides are never sent on an upright iPhone.
    @Test func keptTransitions() {
        // A font prints as UIKit prints one, without its address.
        #expect(UIFont.systemFont(ofSize: 17).description
            == "<UICTFont> font-family: \"Inter-Regular\"; font-weight: normal; font-style: normal; font-size: 17.00pt")
        #expect(UIFont.boldSystemFont(ofSize: 13).description.hasSuffix("font-weight: bold; font-style: normal; font-size: 13.00pt"))
        #expect(UIViewController().userActivity == nil)
        // A container's override of a child's traits is what the child reports.
        let container = UIViewController(), child = UIViewController()
        container.addChild(child)
        var regular = child.traitCollection
        regular.horizontalSizeClass = .regular
        container.setOverrideTraitCollection(regular, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular && container.traitCollection.horizontalSizeClass == .compact)
        #expect(container.overrideTraitCollection(forChild: child) == regular)
        #expect(UIWindowSceneDestructionRequestOptions().windowDismissalAnimation == .standard)
        let conditions = UISceneActivationConditions()
        #expect(conditions.canActivateForTargetContentIdentifierPredicate.evaluate(with: "x"))
        #expect(!conditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: "x"))
        let screen = RotationAwareViewController()
        screen.beginAppearance()
        screen.endAppearance()
        #expect(screen.transitions == 0)
    }
}

final class RotationAwareViewController: UIViewController {
    var transitions = 0
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions += 1
    }
}

/// A box between the top and bottom layout guides, as apps pinned views before iOS 11.
final class LegacyGuidesViewController: UIViewController {
    let box = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

/// An app's colour helper in the shape public apps write it: its own `components()` reading
/// `cgColor.components`, grey or RGB.
private extension UIColor {
    func components() -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let parts = cgColor.components else { return (0, 0, 0, 1) }
        return cgColor.numberOfComponents == 2 ? (parts[0], parts[0], parts[0], parts[1]) : (parts[0], parts[1], parts[2], parts[3])
    }

    static func fade(from start: UIColor, to end: UIColor, by fraction: CGFloat) -> UIColor {
        let (a, b) = (start.components(), end.components())
        return UIColor(red: a.0 + (b.0 - a.0) * fraction, green: a.1 + (b.1 - a.1) * fraction,
                       blue: a.2 + (b.2 - a.2) * fraction, alpha: a.3 + (b.3 - a.3) * fraction)
    }
}

/// An app's failure, for operators typed as Combine's.
private struct FetchError: Error {
    let reason: String
}

extension Publisher where Failure == Never {
    /// Each value unwrapped, or what `fetch` makes when it is nil: declared with the type
    /// Combine's `flatMap` returns for an upstream that cannot fail.
    fileprivate func orFetch<Value>(_ fetch: @escaping () -> AnyPublisher<Value, FetchError>)
        -> Publishers.FlatMap<AnyPublisher<Value, FetchError>, Publishers.SetFailureType<Self, FetchError>> where Output == Value? {
        flatMap { value in
            if let value { return Just(value).setFailureType(to: FetchError.self).eraseToAnyPublisher() }
            return fetch()
        }
    }
}

extension Publisher {
    /// Each value passed on after `note` is told of it.
    fileprivate func noting(_ note: @escaping (Output) -> Void) -> Publishers.Map<Self, Output> {
        map { value in
            note(value)
            return value
        }
    }
}

/// A scheduler that holds its work until told to run it.
private final class LaterScheduler: Scheduler {
    private var work: [() -> Void] = []
    func schedule(after interval: SchedulerTimeInterval, _ action: @escaping () -> Void) { work.append(action) }
    func runAll() {
        while !work.isEmpty { work.removeFirst()() }
    }
}

