import Foundation
import ReelTrace
import ScrollReel
import ScrollReelUIKit
import Testing

/// The collection view a layout sees, as UIKit shapes it: the delegate, the inset and offset a
/// layout sets, the cells on screen, programmatic scrolls and the views around them.
@Suite struct CollectionViewSurfaceTests {
    static let yaml = """
        name: centred-cards
        viewport: iphone-se          # 320 × 568 pt at @2x
        fps: 30
        collection:
          contentInsetAdjustmentBehavior: never
          sections: [8]
        gestures:
          - wait: 0.2
          - drag: {from: [250, 300], by: [-150, 0], duration: 0.5}
          - hold: 0.3
          - release
          - wait: 1.0
        """

    static func run() throws -> (frames: [Frame], layout: CenteredCardsLayout) {
        nonisolated(unsafe) var made: CenteredCardsLayout?
        let scenario = try Scenario.parse(yaml, file: "cards.yaml")
        let frames = Array(Reel(scenario: scenario) {
            let layout = CenteredCardsLayout()
            layout.initialItem = 1
            made = layout
            return layout
        }.frames())
        return (frames, try #require(made))
    }

    /// The inset the layout sets from `invalidateLayout(with:)` holds in every frame, and so does
    /// its first offset: (320 − 200) / 2 = 60 at the sides, card 1 (x 210) in the middle at
    /// offset 150; a slow 150-pt swipe left (to 300) ends on the nearest card, 2 (offset 360).
    @Test func anInsetAndOffsetTheLayoutSetsTakeEffect() throws {
        let (frames, _) = try Self.run()
        let main = frames.map { $0.trace.scrollViews[0] }
        #expect(main.allSatisfy { $0.contentInset == UIEdgeInsets(top: 134, left: 60, bottom: 134, right: 60) })
        #expect(main[0].contentOffset == CGPoint(x: 150, y: -134))
        #expect(main.last?.contentOffset == CGPoint(x: 360, y: -134))
    }

    /// When the swipe ends the layout reads the cells on screen through its collection view:
    /// cards 1 (x 210…410) and 2 (420…620) overlap the bounds x 300…620, the cells are the
    /// collection view's subviews, and the middle (x 460) is over card 2.
    @Test func theCellsOnScreenAreTheLayoutsVisibleItems() throws {
        let (_, layout) = try Self.run()
        #expect(layout.visibleAtLastSwipe == [[0, 1], [0, 2]])
        #expect(layout.cellSuperviewsAreTheCollectionView)
        #expect(layout.itemUnderTheMiddle == [0, 2])
    }

    /// The app's UIKit-shaped delegate, set on the collection view, sizes item 2.
    @Test func aDelegateSetOnTheCollectionViewSizesItems() throws {
        let sizes = CardSizes()
        var scenario = try Scenario.parse(Self.yaml, file: "cards.yaml")
        scenario.gestures.insert(ScriptedGesture { collectionView in collectionView.delegate = sizes }, at: 0)
        let delegated = Array(Reel(scenario: scenario) {
            let layout = CenteredCardsLayout()
            layout.initialItem = 1
            return layout
        }.frames())
        let cells = try #require(delegated.last).trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        #expect(cells.first { $0.item == 2 }?.frame.height == 250)
        #expect(cells.first { $0.item == 1 }?.frame.height == 300)
    }

    /// `scrollToItem(at:at:animated:)` and `setContentOffset(_:animated:)` from app code: over
    /// UIKit's 0.33 s, then at rest where they aimed; the item's target stops at the content's end.
    @Test func appCodeScrollsAsUIKitDoes() throws {
        let yaml = """
            name: scrolls
            viewport: {width: 320, height: 480, scale: 1}
            fps: 30
            collection:
              contentInsetAdjustmentBehavior: never
              itemSize: [300, 50]
              sections: [30]
            gestures: [{wait: 0.2}]
            """
        var scenario = try Scenario.parse(yaml, file: "scrolls.yaml")
        scenario.gestures += [
            ScriptedGesture { $0.scrollToItem(at: IndexPath(item: 4, section: 0), at: .top, animated: true) },
            ScriptedGesture(.wait(duration: 0.5)),
            ScriptedGesture { $0.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false) },
            ScriptedGesture(.wait(duration: 0.2)),
            ScriptedGesture { $0.setContentOffset(CGPoint(x: 0, y: 100), animated: true) },
            ScriptedGesture(.wait(duration: 0.5)),
        ]
        let offsets = Array(Reel(scenario: scenario).frames()).map { ($0.time, $0.trace.scrollViews[0].contentOffset.y) }
        func offset(at time: Double) -> CGFloat? { offsets.last { $0.0 <= time + 1e-9 }?.1 }
        // Item 4 at the top: 4 × 60 = 240, reached 0.33 s after 0.2 s and not before.
        #expect(try #require(offset(at: 0.4)) > 0 && offset(at: 0.4)! < 240)
        #expect(offset(at: 0.6) == 240)
        // Item 29 at the top would be offset 1740; the content (30 × 60 − 10 = 1790) ends at 1310.
        #expect(offset(at: 0.8) == 1310)
        #expect(offset(at: 1.4) == 100)
    }

    /// `alwaysBounceVertical` set by the app on the view it made: content shorter than the
    /// screen follows a pull down as on iOS; left unset (the scenario's false), it stays.
    @Test func bouncingTheAppSetsTakesEffect() throws {
        let yaml = """
            name: short
            viewport: {width: 320, height: 480, scale: 1}
            fps: 30
            collection:
              contentInsetAdjustmentBehavior: never
              itemSize: [300, 50]
              sections: [3]
            gestures:
              - drag: {from: [160, 200], by: [0, 120], duration: 0.4}
            """
        func lowestOffset(bounces: Bool?) throws -> CGFloat {
            let frames = Array(Reel(scenario: try Scenario.parse(yaml, file: "short.yaml")) {
                let layout = UICollectionViewFlowLayout()
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
                if let bounces { view.alwaysBounceVertical = bounces }
                return layout
            }.frames())
            return frames.map { $0.trace.scrollViews[0].contentOffset.y }.min() ?? 0
        }
        #expect(try lowestOffset(bounces: true) < -30)
        #expect(try lowestOffset(bounces: nil) == 0)
    }

    /// The views a layout and its app touch: frames, bounds, the hierarchy and conversions.
    @Test func viewsKeepUIKitsGeometryAndHierarchy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let collectionView = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        root.addSubview(collectionView)
        let cell = UICollectionViewCell(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        collectionView.addSubview(cell)
        #expect(cell.superview === collectionView && collectionView.superview === root)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(cell.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 25))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        cell.bounds.size = CGSize(width: 80, height: 40)
        #expect(cell.center == CGPoint(x: 60, y: 45) && cell.frame.size == CGSize(width: 80, height: 40))
        cell.removeFromSuperview()
        #expect(collectionView.subviews.isEmpty && cell.superview == nil)
        #expect(collectionView.collectionViewLayout.collectionView === collectionView)
    }
}
