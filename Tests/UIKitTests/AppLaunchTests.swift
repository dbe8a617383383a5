import Foundation
import ScrollReel
import Testing
import UIKit

/// A whole app — app delegate, scene delegate, navigation controller, a view controller that
/// builds its collection view and inserts a message a second after it appears — run as written.
@Suite(.serialized) struct AppLaunchTests {
    /// The inbox on an iPhone SE at 30 fps: still for 1.5 s, then a fling up.
    static func frames(journal: Journal) throws -> [Frame] {
        let script = try Scenario.parse("""
            name: inbox
            viewport: iphone-se
            fps: 30
            tail: 4
            gestures:
              - wait: 1.5
              - fling: {from: [160, 450], velocity: [0, -1200]}
            """, file: "inbox.yaml", asAppScript: true)
        InboxViewController.journal = journal
        defer { InboxViewController.journal = nil }
        return Array(Reel(scenario: script.running(appDelegate: InboxAppDelegate.self)).frames())
    }

    @Test func theViewControllerLivesInUIKitsOrder() throws {
        let journal = Journal()
        let frames = try Self.frames(journal: journal)
        // UIKit's order: loaded, will appear, one layout pass, and on the run loop's first turn
        // did appear; the insertion's completion once its animation ends.
        #expect(Array(journal.entries.prefix(5)) == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                                     "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(journal.entries.contains("inserted"))
        #expect(!frames.isEmpty)
    }

    @Test func theNavigationBarIsInTheAdjustedInset() throws {
        let frames = try Self.frames(journal: Journal())
        // 20-pt status bar + 44-pt navigation bar on an iPhone SE.
        #expect(frames[0].contentOffset.y == -64)
        #expect(frames[0].trace.scrollViews[0].contentInset.top == 64)
    }

    @Test func asyncAfterFiresOnTheSimulatedClock() throws {
        let frames = try Self.frames(journal: Journal())
        // viewDidAppear at t = 0 queues the insertion for t = 1.0: frame 30 at 30 fps.
        let inserted = try #require(frames.first { $0.trace.events?.contains { $0.hasPrefix("performBatchUpdates") } == true })
        #expect(inserted.index == 30)
        #expect(inserted.trace.events == ["performBatchUpdates {insertItems [[0, 0]]}"])
        // 21 rows of 60 pt, 10 apart, inside 10-pt insets.
        let height = try #require(frames.last?.trace.scrollViews[0].contentSize.height)
        #expect(abs(height - (21 * 60 + 20 * 10 + 20)) < 1e-6)
    }

    @Test func theAppsCellsAreDrawn() throws {
        let journal = Journal()
        let frames = try Self.frames(journal: journal)
        InboxViewController.journal = journal
        let items = Reel(scenario: try Scenario.parse("""
            name: inbox
            viewport: iphone-se
            gestures: [{wait: 0.1}]
            """, file: "inbox.yaml", asAppScript: true)).displayList(of: frames[0]).items
        // The app's cell: its content view's orange with its 10-pt corners, 10 pt in and 10 pt
        // below the 64-pt bars; its label's text.
        let orange = Color(red: 255, green: 204, blue: 102)
        #expect(items.contains(.fill(CGRect(x: 10, y: 74, width: 300, height: 60), color: orange, corners: 10)))
        #expect(items.contains { if case .text("Message 1", _, 17, _, .left, _) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Inbox", _, 17, _, .center, _) = $0 { true } else { false } })
    }

    @Test func theDelegateHearsTheDragAndMovesWhereMomentumRests() throws {
        let journal = Journal()
        let frames = try Self.frames(journal: journal)
        #expect(journal.entries.contains("willBeginDragging"))
        #expect(journal.entries.contains("willEndDragging"))
        #expect(journal.entries.last == "didEndDecelerating")
        // The delegate snapped the resting offset to a row: a multiple of 70 from the inset.
        let rest = try #require(frames.last?.contentOffset.y)
        #expect(((rest + 64) / 70).rounded() * 70 - 64 == rest)
        #expect(rest > 0)
    }
}

/// An app delegate written as older samples write it: an NSObject, not a responder, with the
/// maker the porter gives it.
final class ObjectAppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
}

extension ObjectAppDelegate: NSObjectAppDelegate {
    static func makeAppDelegate() -> UIApplicationDelegate? { ObjectAppDelegate() }
}

@Suite struct ObjectAppDelegateTests {
    @Test func anNSObjectAppDelegateIsMadeByItsMaker() {
        let classes = AppClasses(delegateClassName: "UIKitTests.ObjectAppDelegate")
        #expect(classes.module == "UIKitTests")
        #expect(classes.makeDelegate?() is ObjectAppDelegate)
        // A class that is no app delegate is not one.
        #expect(AppClasses(delegateClassName: "UIKitTests.InboxViewController").makeDelegate == nil)
    }
}
