import Foundation
import ReelTrace
import ScrollReel
import ScrollReelUIKit
import Testing

/// A layout pasted with the view controller around it: the collection view its `viewDidLoad()`
/// makes is the one that scrolls, with the app's delegate and data source.
@Suite struct ViewControllerTests {
    static let yaml = """
        name: inbox
        viewport: {width: 320, height: 480, scale: 1}
        fps: 30
        collection:
          contentInsetAdjustmentBehavior: never
          sections: [20]
        gestures:
          - wait: 0.2
          - tap: [160, 90]
          - wait: 0.6
        """

    @Test func theViewControllersLayoutRunsAndItsDelegateHandlesATap() throws {
        nonisolated(unsafe) var made: InboxViewController?
        let frames = Array(Reel(scenario: try Scenario.parse(Self.yaml, file: "inbox.yaml")) {
            let controller = InboxViewController()
            made = controller
            return controller.loadedCollectionViewLayout ?? UICollectionViewFlowLayout()
        }.frames())
        let controller = try #require(made)
        #expect(controller.navigationItem.title == "Inbox")
        #expect(controller.collectionView.superview === controller.view)
        // Rows of 60 + 1: the tap at y 90 is on row 1 (61…121); the delegate deletes it, and the
        // rows after it move up one row (row 2 from y 122 to 61) over the 0.30-s update.
        #expect(controller.tapped == [IndexPath(item: 1, section: 0)])
        let first = try #require(frames.first).trace.scrollViews[0].attributes
        #expect(first.first { $0.item == 2 }?.frame == CGRect(x: 0, y: 122, width: 320, height: 60))
        #expect(frames.contains { $0.trace.scrollViews[0].attributes.contains { $0.update == "disappearing" && $0.item == 1 } })
        let last = try #require(frames.last).trace.scrollViews[0]
        #expect(last.attributes.first { $0.item == 1 }?.frame == CGRect(x: 0, y: 61, width: 320, height: 60))
        #expect(last.contentSize.height == CGFloat(19 * 61 - 1))
    }

    /// A snapshot the app's code misuses — a reload of a message it does not hold — ends the app
    /// with UIKit's exception when applied; the reel holds the last frame.
    @Test func aMisusedSnapshotEndsTheAppWithUIKitsException() throws {
        nonisolated(unsafe) var made: InboxViewController?
        var scenario = try Scenario.parse(Self.yaml, file: "inbox.yaml")
        scenario.customLayout = {
            let controller = InboxViewController()
            made = controller
            return controller.loadedCollectionViewLayout ?? UICollectionViewFlowLayout()
        }
        scenario.gestures = [ScriptedGesture(.wait(duration: 0.2)), ScriptedGesture { _ in made?.reloadMessage(99) },
                             ScriptedGesture(.wait(duration: 0.3))]
        let frames = Array(Reel(scenario: scenario).frames())
        let crash = try #require(frames.first { !$0.trace.console.isEmpty })
        #expect(crash.trace.console == ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid item identifier specified for reload: 99'"])
        #expect(frames.last?.trace.scrollViews[0] == crash.trace.scrollViews[0])
    }

    /// The app's data source decides the counts: 20 rows of 60 pt, 1 pt apart, whatever the
    /// scenario lists.
    @Test func theAppsDataSourceDecidesTheCounts() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "sections: [20]", with: "sections: [25]")
        let first = try #require(Array(Reel(scenario: try Scenario.parse(yaml, file: "inbox.yaml")) {
            InboxViewController().loadedCollectionViewLayout ?? UICollectionViewFlowLayout()
        }.frames()).first)
        #expect(abs(first.trace.scrollViews[0].contentSize.height - (20 * 60 + 19)) < 1e-6)
        #expect(first.trace.console.isEmpty)
    }

    /// The sample shape with registrations, list cells and an Auto Layout title view: it
    /// compiles, and its pinned 44-pt header holds the top while its section scrolls by.
    @Test func aViewControllerWithRegistrationsRunsItsLayout() throws {
        let yaml = """
            name: pinned
            viewport: {width: 320, height: 480, scale: 1}
            fps: 30
            collection:
              contentInsetAdjustmentBehavior: never
              sections: [10, 10, 10]
            gestures:
              - drag: {from: [160, 400], by: [0, -200], duration: 0.5}
              - hold: 0.2
            """
        let last = try #require(Array(Reel(scenario: try Scenario.parse(yaml, file: "pinned.yaml")) {
            PinnedSectionsViewController().loadedCollectionViewLayout ?? UICollectionViewFlowLayout()
        }.frames()).last).trace.scrollViews[0]
        let header = try #require(last.attributes.first { $0.kind.rawValue == PinnedSectionsViewController.headerKind && $0.section == 0 })
        #expect(last.contentOffset.y > 150)
        #expect(header.frame == CGRect(x: 0, y: last.contentOffset.y, width: 320, height: 44))
        // Registrations configure what the app dequeues itself (ScrollReel never asks).
        let controller = PinnedSectionsViewController()
        controller.loadViewIfNeeded()
        let path = IndexPath(item: 3, section: 1)
        let cell = try #require(controller.dataSource.collectionView(controller.collectionView, cellForItemAt: path) as? UICollectionViewListCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "13")
        #expect(cell.accessories == [.disclosureIndicator()])
    }

    @Test func aViewControllerWithoutACollectionViewHasNoLayout() {
        final class Empty: UIViewController {}
        #expect(Empty().loadedCollectionViewLayout == nil)
    }
}
