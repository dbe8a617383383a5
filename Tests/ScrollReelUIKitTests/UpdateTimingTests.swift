import Foundation
import ReelTrace
import ScrollReel
import ScrollReelUIKit
import Testing

/// When UIKit runs what an app hands it: a batch update's completion after the update's
/// animation, and `reloadData()`'s counts read at the next layout pass, not at the call.
@Suite struct UpdateTimingTests {
    typealias Inbox = AppCodeUpdateTests.InboxDataSource

    /// Times the completion ran at, with its `finished`; shared with the app code.
    final class Log: @unchecked Sendable {
        var completions: [(value: Double, finished: Bool)] = []
    }

    /// The completion runs when the 0.3-s animation ends — frame 24 at 30 fps for an update
    /// made at 0.5 s — with `true`, and what it does (the classic prepend fix, moving
    /// `contentOffset` by the inserted rows) shows from that frame on: the frames before it
    /// show the rows pushed down, the flicker a phone shows.
    @Test func aCompletionRunsWhenTheAnimationEnds() throws {
        let inbox = Inbox()
        let log = Log()
        let frames = try AppCodeUpdateTests.frames { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
            collectionView.dataSource = inbox
            inbox.messages.insert(contentsOf: [30, 31], at: 0)
            collectionView.performBatchUpdates({
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            }, completion: { finished in
                log.completions.append((collectionView.contentOffset.y, finished))
                collectionView.contentOffset.y += 120
            })
        }
        #expect(log.completions.count == 1 && log.completions[0].finished)
        // Before the end the offset stays where it was: the old rows slid down under it.
        #expect(frames[20].trace.scrollViews[0].contentOffset.y == 0)
        #expect(frames[23].trace.scrollViews[0].contentOffset.y == 0)
        // 0.5 + 0.3 = 0.8 s: frame 24 is the first to show the completion's offset.
        #expect(frames[24].trace.scrollViews[0].contentOffset.y == 120)
        #expect(frames[24].contentOffset.y == 120)
    }

    /// A second update made while the first animates cuts it short: the first completion runs
    /// then, with `false`; the second's runs when its own animation ends, with `true`.
    @Test func anInterruptedUpdatesCompletionIsNotFinished() throws {
        let inbox = Inbox()
        let log = Log()
        var scenario = try AppCodeUpdateTests.scenario()
        func insert(_ value: Int) -> @Sendable (UICollectionView) -> Void {
            { collectionView in
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
                collectionView.dataSource = inbox
                inbox.messages.insert(value, at: 0)
                collectionView.performBatchUpdates({
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: { finished in
                    log.completions.append((Double(value), finished))
                })
            }
        }
        scenario.gestures += [ScriptedGesture(perform: insert(100)), ScriptedGesture(.wait(duration: 0.1)),
                              ScriptedGesture(perform: insert(200)), ScriptedGesture(.wait(duration: 0.6))]
        let frames = Array(Reel(scenario: scenario).frames())
        #expect(log.completions.map(\.value) == [100, 200])
        #expect(log.completions.map(\.finished) == [false, true])
        #expect(frames.last?.trace.scrollViews[0].contentSize.height == CGFloat(32 * 60 - 10))
    }

    /// `reloadData()` then a model change outside the block, in one turn of the run loop: the
    /// reload is done when the update starts, reading the new count, so the insertion is one
    /// too many — UIKit's exception. The same with the model changed inside the block inserts.
    @Test func aPendingReloadReadsTheModelWhenTheUpdateStarts() throws {
        let outside = Inbox()
        let crashed = try AppCodeUpdateTests.frames { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
            collectionView.dataSource = outside
            collectionView.reloadData()
            outside.messages.append(30)
            collectionView.performBatchUpdates({
                collectionView.insertItems(at: [IndexPath(item: 30, section: 0)])
            })
        }
        let console = crashed[15].trace.console
        #expect(console.first?.hasPrefix("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException'") == true)
        #expect(console.contains("Data source before updates = { 1 section with item counts: [31] }"))
        #expect(console.contains("Data source after updates = { 1 section with item counts: [31] }"))

        let inside = Inbox()
        let inserted = try AppCodeUpdateTests.frames { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
            collectionView.dataSource = inside
            collectionView.reloadData()
            collectionView.performBatchUpdates({
                inside.messages.append(30)
                collectionView.insertItems(at: [IndexPath(item: 30, section: 0)])
            })
        }
        #expect(inserted.allSatisfy { $0.trace.console.isEmpty })
        #expect(inserted.last?.trace.scrollViews[0].contentSize.height == CGFloat(31 * 60 - 10))
    }

    /// `numberOfItems(inSection:)` after `reloadData()` asks the data source; without a call
    /// that needs the counts, the reload waits for the frame's layout pass.
    @Test func aReloadWaitsForTheLayoutPassUnlessCountsAreAsked() throws {
        let inbox = Inbox()
        final class Counts: @unchecked Sendable { var seen: [Int] = [] }
        let counts = Counts()
        let frames = try AppCodeUpdateTests.frames { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
            collectionView.dataSource = inbox
            inbox.messages.removeLast(10)
            collectionView.reloadData()
            counts.seen.append(collectionView.numberOfItems(inSection: 0))
            inbox.messages.removeLast(10)
            collectionView.reloadData()
        }
        #expect(counts.seen == [20])
        // The frame's pass did the second reload: 10 rows.
        #expect(frames[15].trace.scrollViews[0].contentSize.height == CGFloat(10 * 60 - 10))
    }
}

/// The fixes apps reach for around data changes: `UIView.performWithoutAnimation`,
/// `CATransaction`, and `layoutIfNeeded()` followed by an offset correction.
@Suite struct UpdateFixTests {
    typealias Inbox = AppCodeUpdateTests.InboxDataSource
    typealias Log = UpdateTimingTests.Log

    /// Inserting two rows at the top, inside `wrap`, with a completion that logs.
    static func prepend(_ inbox: Inbox, _ log: Log, wrap: @escaping @Sendable (() -> Void) -> Void) -> @Sendable (UICollectionView) -> Void {
        { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
            collectionView.dataSource = inbox
            wrap {
                inbox.messages.insert(contentsOf: [30, 31], at: 0)
                collectionView.performBatchUpdates({
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                }, completion: { finished in log.completions.append((collectionView.contentOffset.y, finished)) })
            }
        }
    }

    /// Without animation the rows land at once — no element takes part in an update in the
    /// next frame — and the completion runs on the next turn, finished.
    @Test func performWithoutAnimationLandsAtOnce() throws {
        let log = Log()
        let frames = try AppCodeUpdateTests.frames(Self.prepend(Inbox(), log) { UIView.performWithoutAnimation($0) })
        let after = frames[15].trace.scrollViews[0].attributes
        #expect(after.allSatisfy { $0.update == nil })
        #expect(after.first { $0.item == 2 }?.frame.minY == 120)
        #expect(log.completions.count == 1 && log.completions[0].finished)
        // The same insertion animated: rows take part in the update for 0.3 s.
        let animated = try AppCodeUpdateTests.frames(Self.prepend(Inbox(), Log()) { $0() })
        #expect(animated[15].trace.scrollViews[0].attributes.contains { $0.update == "moving" })
    }

    /// A transaction's completion block runs when the update started in it ends; with its
    /// actions disabled the update lands at once, and the block runs on the next turn.
    @Test func aTransactionsCompletionWaitsForTheUpdate() throws {
        final class Times: @unchecked Sendable { var ended: [Int] = [] }
        for disabled in [false, true] {
            let times = Times()
            var scenario = try AppCodeUpdateTests.scenario()
            let inbox = Inbox()
            scenario.gestures += [ScriptedGesture { collectionView in
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
                collectionView.dataSource = inbox
                CATransaction.begin()
                CATransaction.setDisableActions(disabled)
                CATransaction.setCompletionBlock { times.ended.append(Int((collectionView.contentSize.height))) }
                inbox.messages.insert(30, at: 0)
                collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) })
                CATransaction.commit()
            }]
            scenario.gestures += [ScriptedGesture { collectionView in
                // Code run at the same moment, next: has the block run yet?
                times.ended.append(-1)
            }, ScriptedGesture(.wait(duration: 0.5))]
            _ = Array(Reel(scenario: scenario).frames())
            // Disabled: the block ran right after the code (before the marker); else after it, at 0.8 s.
            #expect(times.ended == (disabled ? [31 * 60 - 10, -1] : [-1, 31 * 60 - 10]))
        }
    }

    /// `reloadData()`, `layoutIfNeeded()`, then an offset correction in the same turn: the next
    /// frame shows the new content at the corrected offset — nothing jumps.
    @Test func layoutIfNeededLetsAnOffsetCorrectionLandWithTheReload() throws {
        let inbox = Inbox()
        let frames = try AppCodeUpdateTests.frames { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
            collectionView.dataSource = inbox
            inbox.messages.insert(contentsOf: [30, 31], at: 0)
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            #expect(collectionView.contentSize.height == CGFloat(32 * 60 - 10))
            collectionView.contentOffset.y += 120
        }
        #expect(frames[14].trace.scrollViews[0].contentOffset.y == 0)
        #expect(frames[15].trace.scrollViews[0].contentOffset.y == 120)
        #expect(frames[15].trace.scrollViews[0].contentSize.height == CGFloat(32 * 60 - 10))
    }
}

/// `scrollViewDidEndScrollingAnimation(_:)`: sent when an animated scroll the app asked for
/// runs to its end, 0.33 s later; not when a finger cuts it short.
@Suite struct ScrollAnimationEndTests {
    final class Delegate: UICollectionViewDelegate, @unchecked Sendable {
        var ended: [CGFloat] = []
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            ended.append((scrollView as? UICollectionView)?.contentOffset.y ?? -1)
        }
    }

    @Test func theDelegateHearsWhenAnAnimatedScrollEnds() throws {
        for interrupted in [false, true] {
            let delegate = Delegate()
            var scenario = try AppCodeUpdateTests.scenario()
            scenario.gestures += [ScriptedGesture { collectionView in
                collectionView.delegate = delegate
                collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            }]
            if interrupted {
                // A finger lands mid-scroll: the animation stops there.
                scenario.gestures += [ScriptedGesture(.wait(duration: 0.1)),
                                      ScriptedGesture(.drag(from: CGPoint(x: 160, y: 300), by: CGVector(dx: 0, dy: 10), duration: 0.5))]
            } else {
                scenario.gestures += [ScriptedGesture(.wait(duration: 0.6))]
            }
            let frames = Array(Reel(scenario: scenario).frames())
            #expect(delegate.ended == (interrupted ? [] : [300]))
            if !interrupted {
                // The frame at 0.8 s is still scrolling; the one at 0.833… is at 300.
                #expect(frames[24].trace.scrollViews[0].contentOffset.y < 300)
                #expect(frames[25].trace.scrollViews[0].contentOffset.y == 300)
            }
        }
    }
}
