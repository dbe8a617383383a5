import Foundation
import ReelLayout
import Testing

/// UIKit's update pipeline driven as UICollectionView drives it, and the animation it gives:
/// 0.30 s on ease-in-out, one progress for moves and fades (docs/facts.md, "Update animations").
@Suite struct UpdateTransitionTests {
    /// One column of 300 × 50 cells, 10 apart: cell n at y = 60·n.
    private func makeLayout<Layout: FlowLayout>(_ layout: Layout = FlowLayout()) -> Layout {
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.minimumLineSpacing = 10
        return layout
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// Performs `update` at t = 1 on a 320 × 568 view of `counts` items.
    private func perform(_ update: BatchUpdate, on layout: CollectionViewLayout, counts: [Int] = [20],
                         host: TestHost? = nil) throws -> (UpdateTransition, TestHost) {
        let host = host ?? TestHost(items: counts)
        host.attach(layout)
        var driver = LayoutPassDriver(layout: layout)
        _ = driver.pass(bounds: host.bounds)
        let plan = try update.plan(countsBefore: host.itemCounts)
        let transition = driver.performUpdate(plan, at: 1, bounds: host.bounds, applyData: {
            host.itemCounts = plan.countsAfter
        }, settle: { _ in host.bounds })
        return (transition, host)
    }

    private func shown(_ transition: UpdateTransition, _ layout: CollectionViewLayout, _ host: TestHost,
                       at time: TimeInterval) -> [LayoutAttributes] {
        transition.presented(layout.layoutAttributesForElements(in: host.bounds) ?? [], at: time)
    }

    private func cell(_ attributes: [LayoutAttributes], _ item: Int, leaving: Bool = false) -> LayoutAttributes? {
        attributes.first {
            $0.representedElementCategory == .cell && $0.indexPath == path(item) && ($0.updateRole == .disappearing) == leaving
        }
    }

    @Test func theProgressIsUIKitsEaseInOutOverThreeTenthsOfASecond() throws {
        let (transition, _) = try perform(BatchUpdate(insertItems: [path(0)]), on: makeLayout())
        // The cubic Bézier (0.42, 0, 0.58, 1) at a quarter, half and three quarters of 0.3 s.
        #expect(abs(transition.progress(at: 1.075) - 0.12916) < 1e-4)
        #expect(abs(transition.progress(at: 1.15) - 0.5) < 1e-9)
        #expect(abs(transition.progress(at: 1.225) - 0.87084) < 1e-4)
        #expect(!transition.isFinished(at: 1.299))
        #expect(transition.isFinished(at: 1.3))
    }

    @Test func anInsertedCellFadesInAtItsFinalFrameWhileTheOthersSlide() throws {
        let layout = makeLayout()
        let (transition, host) = try perform(BatchUpdate(insertItems: [path(0)]), on: layout)
        let start = shown(transition, layout, host, at: 1)
        #expect(cell(start, 0)?.frame == CGRect(x: 10, y: 0, width: 300, height: 50))
        #expect(isClose(cell(start, 0)?.alpha, 0))
        #expect(cell(start, 0)?.updateRole == .appearing)
        // The old first cell, now item 1, starts where it was and ends 60 lower.
        #expect(isClose(cell(start, 1)?.frame.minY, 0))
        #expect(cell(start, 1)?.updateRole == .moving)
        let half = shown(transition, layout, host, at: 1.15)
        #expect(isClose(cell(half, 1)?.frame.minY, 30))
        #expect(isClose(cell(half, 0)?.alpha, 0.5))
        let end = shown(transition, layout, host, at: 1.3)
        #expect(isClose(cell(end, 1)?.frame.minY, 60))
        #expect(isClose(cell(end, 0)?.alpha, 1))
    }

    @Test func aDeletedCellFadesOutAtItsOldFrameUnderItsOldIndexPath() throws {
        let layout = makeLayout()
        let (transition, host) = try perform(BatchUpdate(deleteItems: [path(1)]), on: layout)
        let quarter = shown(transition, layout, host, at: 1.075)
        let leaving = try #require(cell(quarter, 1, leaving: true))
        #expect(leaving.frame.minY == 60)
        #expect(abs(leaving.alpha - (1 - 0.12916)) < 1e-4)
        // The old item 2 is item 1 now, on its way from 120 to 60.
        #expect(abs((cell(quarter, 1)?.frame.minY ?? 0) - (120 - 60 * 0.12916)) < 1e-2)
        let end = shown(transition, layout, host, at: 1.3)
        #expect(isClose(cell(end, 1, leaving: true)?.alpha, 0))
    }

    /// A layout that slides inserted cells in from the left, as published layouts override
    /// `initialLayoutAttributesForAppearingItem(at:)`, and records UIKit's calls.
    final class SlideInLayout: FlowLayout {
        var calls: [String] = []
        var inserted: Set<IndexPath> = []

        override func prepare() {
            super.prepare()
            calls.append("prepare")
        }

        override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            calls.append("prepare(forCollectionViewUpdates:) \(updateItems.map { "\($0.updateAction) \($0.indexPathAfterUpdate?.item ?? -1)" })")
            inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
            let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            guard inserted.contains(itemIndexPath), let copy = attributes?.copy() as? LayoutAttributes else { return attributes }
            calls.append("initial \(itemIndexPath.item)")
            copy.frame.origin.x -= 320
            copy.alpha = 1
            return copy
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            calls.append("finalize")
        }
    }

    @Test func aPastedLayoutsInsertionAnimationRunsInUIKitsOrder() throws {
        let layout = makeLayout(SlideInLayout())
        let (transition, host) = try perform(BatchUpdate(insertItems: [path(2)]), on: layout)
        // After the preparation for the first display: the update's own calls.
        #expect(Array(layout.calls.suffix(4)) == ["prepare", "prepare(forCollectionViewUpdates:) [\"insert 2\"]", "initial 2", "finalize"])
        let half = shown(transition, layout, host, at: 1.15)
        #expect(isClose(cell(half, 2)?.frame.minX, 10 - 160))
        #expect(isClose(cell(half, 2)?.alpha, 1))
    }
}

