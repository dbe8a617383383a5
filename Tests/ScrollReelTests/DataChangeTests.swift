import Foundation
import ReelTestSupport
import ScrollReel
import Testing

/// Data changes in the timeline, as the scene runs them: the offset kept (the jump), the fix a
/// layout makes with `targetContentOffset(forProposedContentOffset:)`, content staying with
/// its item, the trace, and an invalid update ending the reel.
@Suite struct DataChangeTests {
    /// One column of 300 × 50 cells 10 apart (cell n at y = 8 + 60·n) on a 320 × 480 @1x screen
    /// at 30 fps, then `gestures`.
    static func yaml(_ gestures: String, name: String = "data-change") -> String {
        """
        name: \(name)
        viewport: {width: 320, height: 480, scale: 1}
        fps: 30
        tail: 0
        background: white
        collection:
          contentInsetAdjustmentBehavior: never
          itemSize: [300, 50]
          minimumLineSpacing: 10
          sectionInset: [8, 10, 8, 10]
          sections: [30]
          cell: {color: seeded, label: "Item {item1}"}
        gestures:
        \(gestures)
        """
    }

    static func frames(_ gestures: String, layout: Scenario.LayoutFactory? = nil) throws -> [Frame] {
        let scenario = try Scenario.parse(yaml(gestures), file: "data-change.yaml")
        return Array(layout.map { Reel(scenario: scenario, layout: $0) }?.frames() ?? Reel(scenario: scenario).frames())
    }

    /// Scrolled to offset 300 (item 5 at the top), then two items inserted at the top at t = 1.
    static let prepend = """
          - scroll: {to: [0, 300], duration: 0}
          - wait: 1
          - performBatchUpdates: {insertItems: [[0, 0], [0, 1]]}
          - wait: 0.5
        """

    @Test func itemsInsertedAboveTheVisibleOnesPushThemDown() throws {
        let frames = try Self.frames(Self.prepend)
        let before = frames[29].trace.main, after = frames[45].trace.main
        // UIKit keeps contentOffset: item 5 (at 308) is item 7 now, two rows lower on screen.
        #expect(before.contentOffset.y == 300 && after.contentOffset.y == 300)
        #expect(before.cell(5)?.minY == 308)
        #expect(after.cell(7)?.minY == 428)
        #expect(abs(after.contentSize.height - 1926) < 1e-6)   // 32 rows of 60 − 10 + 16
        // The event is on the frame at t = 1, and the cells travel on UIKit's curve: at t = 1.15
        // (frame 34.5 is not a frame; frame 34 is 0.1333 s in) item 7 is past the first third.
        #expect(frames[30].trace.events == ["performBatchUpdates {insertItems [0-0, 0-1]}"])
        let y = try #require(frames[34].trace.main.cell(7)?.minY)
        let p = Easing.easeInOut((34.0 / 30 - 1) / 0.3)
        #expect(abs(y - (308 + 120 * CGFloat(p))) < 1e-3)
    }

    /// A flow layout that keeps the visible items still when items are inserted above them:
    /// the fix articles give for prepending (e.g. loading older messages).
    final class KeepsVisibleItemsLayout: FlowLayout {
        private var insertedHeight: CGFloat = 0

        override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            let offset = collectionView?.contentOffset.y ?? 0
            insertedHeight = updateItems.filter { $0.updateAction == .insert }
                .compactMap { $0.indexPathAfterUpdate.flatMap(layoutAttributesForItem(at:)) }
                .filter { $0.frame.minY < offset }
                .reduce(0) { $0 + $1.frame.height + minimumLineSpacing }
        }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            defer { insertedHeight = 0 }
            return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + insertedHeight)
        }
    }

    @Test func aLayoutThatMovesTheOffsetKeepsTheVisibleItemsStill() throws {
        let frames = try Self.frames(Self.prepend, layout: { KeepsVisibleItemsLayout() })
        #expect(frames.last?.trace.main.contentOffset.y == 420)
        // Item 5 before, item 7 after: 8 pt below the top of the screen in every frame.
        for frame in frames[29...] {
            let main = frame.trace.main
            let item = frame.index < 30 ? 5 : 7
            let y = try #require(main.cell(item)?.minY)
            #expect(abs(y - main.contentOffset.y - 8) < 1e-3, "frame \(frame.index)")
        }
    }

    @Test func anItemKeepsItsContentWhenItMovesAndADeletedOneFadesAboveTheOthers() throws {
        let frames = try Self.frames("""
              - wait: 0.05
              - performBatchUpdates: {deleteItems: [[0, 0]]}
              - wait: 0.5
            """)
        // Halfway (frame 6, t = 0.2, is 0.15 s in): item 0 fades at its old frame, drawn last; the old item
        // 1 is half way up and still shows "Item 2".
        // Cells are named by the index path they have now, as UIKit's are; the label says which
        // item each shows.
        let collection = frames[6].viewTree.subviews[0]
        #expect(collection.subviews.prefix(3).map(\.name) == ["cell 0.0", "cell 0.1", "cell 0.2"])
        #expect(collection.subviews.prefix(3).map(\.firstLabelText) == ["Item 2", "Item 3", "Item 4"])
        #expect(collection.subviews.last?.name == "cell 0.0")
        #expect(collection.subviews.last.map(\.firstLabelText) == "Item 1")
        #expect(abs((collection.subviews.last?.alpha ?? 0) - 0.5) < 1e-9)
        #expect(abs(collection.subviews[0].frame.minY - 38) < 1e-9)
        // The label is in the cell's content view, as an app's cell has it.
        #expect(collection.subviews[0].subviews.first?.subviews.first?.content == .label("Item 2", fontSize: 17, color: .white, alignment: .center))
        #expect(frames[6].trace.main.attributes.filter { $0.update == "disappearing" }.map(\.item) == [0])
        // Once over, index path 0 holds what was item 1.
        #expect(frames.last?.viewTree.subviews[0].subviews.first.map(\.firstLabelText) == "Item 2")
        #expect(frames.last?.trace.main.attributes.allSatisfy { $0.update == nil } == true)
    }

    @Test func anUpdateDuringAFlingLeavesTheMomentumAlone() throws {
        let frames = try Self.frames("""
              - fling: {from: [160, 400], velocity: [0, -1500]}
              - performBatchUpdates: {deleteItems: [[0, 0], [0, 1]]}
              - wait: 1
            """)
        let offsets = frames.map(\.trace.main.contentOffset.y)
        // Still moving up after the update at t = 0.1, and slowing down.
        #expect(offsets[4] < offsets[6] && offsets[6] < offsets[8])
        #expect(offsets[6] - offsets[4] > offsets[8] - offsets[6])
        let height: CGFloat = frames.last?.trace.main.contentSize.height ?? 0
        #expect(abs(height - 1686) < 1e-6)   // 28 rows of 60, less the last spacing, plus 16 of insets
    }

    @Test func anInvalidUpdateEndsTheReelWithUIKitsException() throws {
        let scenario = try Scenario.parse(Self.yaml("""
              - wait: 0.5
              - performBatchUpdates: {insertItems: [[0, 0]], sections: [30]}
              - wait: 2
            """), file: "data-change.yaml")
        #expect(scenario.invalidUpdate?.time == 0.5)
        #expect(scenario.frameCount == 16)
        let frames = Array(Reel(scenario: scenario).frames())
        #expect(frames.count == 16)
        let last = try #require(frames.last)
        #expect(last.trace.console == [
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid batch "
                + "updates detected: the number of sections and/or items returned by the data source before and/or after "
                + "performing the batch updates are inconsistent with the updates.",
            "Data source before updates = { 1 section with item counts: [30] }",
            "Data source after updates = { 1 section with item counts: [30] }",
            "Updates = [",
            "\tInsert item (0 - 0)",
            "]'",
        ])
        #expect(last.recentConsoleLines.first?.hasPrefix("*** Terminating app") == true)
    }

    /// `iOSVersion` before 16.4 words the exception as those versions did; a bad version is
    /// refused where it is written.
    @Test func anOlderIOSWordsTheExceptionItsWay() throws {
        let scenario = try Scenario.parse("iOSVersion: 15.5\n" + Self.yaml("""
              - wait: 0.5
              - performBatchUpdates: {insertItems: [[0, 0]], sections: [30]}
              - wait: 2
            """), file: "data-change.yaml")
        #expect(scenario.iOSVersion == IOSVersion(15, 5))
        let last = try #require(Array(Reel(scenario: scenario).frames()).last)
        #expect(last.trace.console == [
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: "
                + "invalid number of items in section 0.  The number of items contained in an existing section after the "
                + "update (30) must be equal to the number of items contained in that section before the update (30), plus "
                + "or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or "
                + "minus the number of items moved into or out of that section (0 moved in, 0 moved out).'",
        ])
        #expect(Fixtures.problems("iOSVersion: 7.1\n" + Self.yaml("  - wait: 1"))
                == ["bad.yaml:1:13: iOSVersion: expected an iOS version from 8.0 to 26.1 such as 16.4, got '7.1'"])
        #expect(Fixtures.problems("iOSVersion: sixteen\n" + Self.yaml("  - wait: 1")).first?.contains("got 'sixteen'") == true)
    }

    @Test func reloadDataReplacesTheCountsAtOnce() throws {
        let frames = try Self.frames("""
              - scroll: {to: [0, 1200], duration: 0}
              - wait: 0.2
              - reloadData: {sections: [10]}
              - wait: 0.2
            """)
        let last = try #require(frames.last?.trace.main)
        // 10 items: 606 pt of content, so the offset 1200 is clamped to the new end, 606 − 480.
        #expect(last.contentSize.height == 606)
        #expect(last.contentOffset.y == 126)
        #expect(last.attributes.allSatisfy { $0.update == nil })
    }

    @Test func theTraceSpellsTheEventAndTheRoles() throws {
        let scenario = try Scenario.parse(Self.yaml("""
              - performBatchUpdates: {deleteItems: [[0, 2]], insertItems: [[0, 0]], rowAnimation: fade}
              - wait: 0.1
            """), file: "data-change.yaml")
        let json = String(decoding: try #require(Reel(scenario: scenario).render(formats: [.trace])["data-change.trace.json"]), as: UTF8.self)
        let lines = json.split(separator: "\n")
        #expect(lines[1].hasPrefix(#"{"index":0,"time":0,"events":["performBatchUpdates {deleteItems [0-2], insertItems [0-0], rowAnimation fade}"]"#))
        #expect(lines[1].contains(#""item":2,"frame":[10,128,300,50],"zIndex":0,"update":"disappearing"}"#))
        #expect(lines[1].contains(#""item":0,"frame":[10,8,300,50],"zIndex":0,"alpha":0,"update":"appearing"}"#))
    }

    @Test func badDataChangesAreLocated() {
        #expect(Fixtures.problems(Self.yaml("  - performBatchUpdates: {insertItems: [[0]]}")) == [
            "bad.yaml:14:41: gestures[0].performBatchUpdates.insertItems[0]: expected [section, item], got a list of 1",
        ])
        #expect(Fixtures.problems(Self.yaml("  - performBatchUpdates: {insertItem: [[0, 0]]}")) == [
            "bad.yaml:14:27: gestures[0].performBatchUpdates.insertItem: unknown key 'insertItem'; did you mean 'insertItems'?",
        ])
        #expect(Fixtures.problems(Self.yaml("  - performBatchUpdates: {rowAnimation: slide}"))
            .first?.contains("must be one of fade, right, left, top, bottom, none, middle, automatic, got 'slide'") == true)
        #expect(Fixtures.problems(Self.yaml("  - repeat: {times: 101, steps: [reloadData]}")) == [
            "bad.yaml:14:3: gestures: the script makes 101 data changes with its repeats expanded; the limit is 100",
        ])
        #expect(Fixtures.problems(Self.yaml("  - reloadData: {sections: [90000, 90000]}")) == [
            "bad.yaml:14:3: gestures: data change 1 of the script leaves 180000 items; the limit is 100000",
        ])
    }

    @Test func applyWorksOutTheDifferenceFromIdentifiers() throws {
        let frames = try Self.frames("""
              - apply:
                  deleteItems: ["0.1"]
                  insertItems: {items: [latest], beforeItem: "0.0"}
                  moveItem: {item: "0.5", afterItem: "0.2"}
              - wait: 0.4
              - apply: {appendItems: [older], moveItem: {item: latest, afterItem: "0.3"}, animatingDifferences: false}
              - wait: 0.1
              - apply: {insertItems: {items: [x], beforeItem: nope}}
              - wait: 0.1
            """)
        // The first apply animates: the deletion, the insertion and one move, nothing else.
        let first = frames[0].trace
        #expect(first.events == ["apply {deleteItems [0.1], insertItems [latest] beforeItem 0.0, moveItem 0.5 afterItem 0.2, animatingDifferences true}"])
        #expect(first.main.attributes.filter { $0.update == "appearing" }.map(\.item) == [0])
        #expect(first.main.attributes.filter { $0.update == "disappearing" }.map(\.item) == [1])
        // After both: latest (the 31st item) after 0.3, older (the 32nd) last; the second apply
        // did not animate, and the third named an identifier that is not there: UIKit's
        // assertion ends the app, and the reel with it.
        let labels = try #require(frames.last).viewTree.subviews[0].subviews.prefix(6).map(\.firstLabelText)
        #expect(labels == ["Item 1", "Item 3", "Item 6", "Item 4", "Item 31", "Item 5"])
        #expect(frames[12].trace.main.attributes.allSatisfy { $0.update == nil })
        #expect(frames[12].trace.main.contentSize.height == frames[0].trace.main.contentSize.height + 60)
        #expect(frames.count == 16)
        #expect(frames[15].trace.console == ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: section != NSNotFound'"])
    }
}

/// `set:`: a collection key assigned in the middle of a script, as an app assigns the property.
@Suite struct RuntimeSettingTests {
    @Test func aSetStepAssignsTheLayoutsPropertyAndInvalidatesIt() throws {
        let scenario = try Scenario.parse(DataChangeTests.yaml("""
              - wait: 0.5
              - set: {itemSize: [300, 100], minimumLineSpacing: 20}
              - wait: 0.5
            """), file: "set.yaml")
        let frames = Array(Reel(scenario: scenario).frames())
        func second(_ frame: Frame) -> CGRect? { frame.trace.main.cell(1) }
        // Before: 50-pt rows 10 apart, below the 8-pt inset; after: 100-pt rows 20 apart.
        #expect(second(frames[14]) == CGRect(x: 10, y: 68, width: 300, height: 50))
        #expect(frames[15].trace.events == ["set {itemSize, minimumLineSpacing}"])
        #expect(second(frames[15]) == CGRect(x: 10, y: 128, width: 300, height: 100))
        #expect(frames[15].trace.main.contentSize.height == CGFloat(8 + 30 * 100 + 29 * 20 + 8))
    }

    @Test func aTableAndAScrollViewTakeTheirSettingsToo() throws {
        let scenario = try Scenario.parse("""
            name: set-table
            viewport: {width: 320, height: 480, scale: 1}
            fps: 30
            tail: 0
            collection:
              layout: table-plain
              rowHeight: 44
              contentInsetAdjustmentBehavior: never
              sections: [30]
            gestures:
              - wait: 0.2
              - set: {rowHeight: 60, bounces: false}
              - drag: {from: [160, 200], by: [0, 150], duration: 0.5}
            """, file: "set-table.yaml")
        let frames = Array(Reel(scenario: scenario).frames())
        #expect(frames[5].trace.main.cell(1)?.minY == 44)
        #expect(frames[6].trace.main.cell(1)?.minY == 60)
        // Without bouncing, a pull down at the top does not move the content.
        #expect(frames.allSatisfy { $0.trace.main.contentOffset.y == 0 })
    }

    @Test func onlyKeysAnAppCanChangeWhileItRunsAreSettable() {
        let problems = Fixtures.problems(DataChangeTests.yaml("""
              - set: {sections: [3]}
            """))
        #expect(problems.contains { $0.contains("set.sections: unknown key 'sections'") })
        let typo = Fixtures.problems(DataChangeTests.yaml("""
              - set: {itemSise: [10, 10]}
            """))
        #expect(typo.contains { $0.contains("did you mean 'itemSize'?") })
        #expect(Fixtures.problems(DataChangeTests.yaml("  - set: {}")).contains { $0.contains("`set` needs at least one key") })
    }
}

/// `completion:` on a scripted update: its steps run when UIKit runs the completion.
@Suite struct ScriptedCompletionTests {
    @Test func aCompletionsStepsRunWhenTheAnimationEnds() throws {
        let scenario = try Scenario.parse(DataChangeTests.yaml("""
              - wait: 0.5
              - performBatchUpdates:
                  insertItems: [[0, 0], [0, 1]]
                  completion:
                    - set: {contentInset: [120, 0, 0, 0]}
                    - reloadData: {sections: [40]}
              - wait: 0.6
            """), file: "completion.yaml")
        let frames = Array(Reel(scenario: scenario).frames())
        #expect(frames[15].trace.events == ["performBatchUpdates {insertItems [0-0, 0-1]}"])
        // 0.5 + 0.3 s: frame 24 is the first after the completion.
        #expect(frames[23].trace.main.contentInset.top == 0 && frames[23].trace.main.contentSize.height == 1926)
        #expect(frames[24].trace.events == ["completion: set {contentInset}", "completion: reloadData {sections [40]}"])
        #expect(frames[24].trace.main.contentInset.top == 120)
        #expect(frames[24].trace.main.contentSize.height == CGFloat(16 + 40 * 60 - 10))
    }

    @Test func aCompletionHoldsDataChangesOnly() {
        let problems = Fixtures.problems(DataChangeTests.yaml("""
              - performBatchUpdates: {insertItems: [[0, 0]], completion: [{wait: 1}]}
            """))
        #expect(problems.contains { $0.contains("a completion makes data changes and `set` steps only") })
    }
}
