import Foundation
import ReelTrace
import ScrollReel
import ScrollReelUIKit
import Testing

/// An app's own data-change code, run at a scripted moment as written against UIKit: a data
/// source that reports its model's count, and `performBatchUpdates` with `insertItems(at:)`.
@Suite struct AppCodeUpdateTests {
    /// An inbox view controller's data source: its model's count, and plain cells.
    final class InboxDataSource: UICollectionViewDataSource, @unchecked Sendable {
        var messages = Array(0..<30)

        func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            messages.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
        }
    }

    /// One column of 30 cells of 300 × 50 at 30 fps, waiting 0.5 s; tests add the app's code.
    static func scenario() throws -> Scenario {
        try Scenario.parse("""
            name: app-code
            viewport: {width: 320, height: 480, scale: 1}
            fps: 30
            tail: 0
            collection:
              contentInsetAdjustmentBehavior: never
              itemSize: [300, 50]
              sections: [30]
            gestures: [{wait: 0.5}]
            """, file: "app-code.yaml")
    }

    /// ``scenario()`` where at t = 0.5 the app runs `code`.
    static func frames(_ code: @escaping @Sendable (UICollectionView) -> Void) throws -> [Frame] {
        var scenario = try scenario()
        scenario.gestures += [ScriptedGesture(perform: code), ScriptedGesture(.wait(duration: 0.5))]
        return Array(Reel(scenario: scenario).frames())
    }

    @Test func theModelUpdatedFirstAnimatesTheInsertion() throws {
        let inbox = InboxDataSource()
        let frames = try Self.frames { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
            collectionView.dataSource = inbox
            inbox.messages.insert(30, at: 0)
            collectionView.performBatchUpdates({
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
        }
        // The trace names what the app's code did, with the counts its data source reported.
        #expect(frames[15].trace.events == ["performBatchUpdates {insertItems [[0, 0]]}"])
        #expect(frames[15].trace.scrollViews[0].attributes.first { $0.item == 0 }?.update == "appearing")
        let height: CGFloat = frames.last?.trace.scrollViews[0].contentSize.height ?? 0
        #expect(abs(height - 1850) < 1e-6)   // 31 rows of 60, less the last spacing
    }

    @Test func theModelLeftAsItWasEndsTheAppWithUIKitsException() throws {
        let inbox = InboxDataSource()
        let frames = try Self.frames { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
            collectionView.dataSource = inbox
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])   // outside a block: an update of its own
        }
        #expect(frames[15].trace.console.first?.hasPrefix("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException'") == true)
        #expect(frames[15].trace.console.contains("Data source after updates = { 1 section with item counts: [30] }"))
        // The app is gone: every later frame is the last one it drew.
        #expect(frames.count == 31)
        #expect(frames[16...].allSatisfy { $0.trace.scrollViews[0] == frames[15].trace.scrollViews[0] && $0.trace.console.isEmpty })
    }
}
