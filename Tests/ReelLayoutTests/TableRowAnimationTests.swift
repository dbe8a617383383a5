import Foundation
import ReelLayout
import Testing

/// UITableView's row animations: `.fade` and `.middle` as measured from recordings, the slides
/// as Apple documents them (docs/facts.md, "Update animations").
@Suite struct TableRowAnimationTests {
    private func row(_ item: Int) -> IndexPath { IndexPath(row: item, section: 0) }

    /// A plain table of 44-pt rows, row n at y = 44·n; performs `update` at t = 0.
    private func perform(_ update: BatchUpdate, _ animation: RowAnimation, rows: Int = 10)
        throws -> (UpdateTransition, TableLayout, TestHost) {
        let layout = TableLayout(style: .plain)
        layout.rowAnimation = animation
        let host = TestHost(width: 320, height: 440, items: [rows])
        host.attach(layout)
        var driver = LayoutPassDriver(layout: layout)
        _ = driver.pass(bounds: host.bounds)
        let plan = try update.plan(countsBefore: host.itemCounts, view: .table)
        let transition = driver.performUpdate(plan, at: 0, bounds: host.bounds, applyData: {
            host.itemCounts = plan.countsAfter
        }, settle: { _ in host.bounds })
        return (transition, layout, host)
    }

    private func rows(_ transition: UpdateTransition, _ layout: TableLayout, _ host: TestHost, at time: TimeInterval,
                      leaving: Bool = false) -> [Int: LayoutAttributes] {
        var rows: [Int: LayoutAttributes] = [:]
        for attributes in transition.presented(layout.layoutAttributesForElements(in: host.bounds) ?? [], at: time)
        where (attributes.updateRole == .disappearing) == leaving {
            rows[attributes.indexPath.row] = attributes
        }
        return rows
    }

    @Test func middleKeepsAnInsertedRowCentredInTheOpeningGap() throws {
        let (transition, layout, host) = try perform(BatchUpdate(insertItems: [row(2)]), .middle)
        // Offset −(1 − p)·h/2 from its own frame (88), fading in, behind its neighbours.
        let start = rows(transition, layout, host, at: 0)
        #expect(isClose(start[2]?.frame.minY, 88 - 22))
        #expect(isClose(start[2]?.alpha, 0))
        #expect(start[2]?.zIndex == -1)
        let half = rows(transition, layout, host, at: 0.15)
        #expect(isClose(half[2]?.frame.minY, 88 - 11))
        #expect(isClose(half[3]?.frame.minY, 88 + 22))
    }

    @Test func middleCentresADeletedRowInTheClosingGap() throws {
        let (transition, layout, host) = try perform(BatchUpdate(deleteItems: [row(2)]), .middle)
        let half = rows(transition, layout, host, at: 0.15, leaving: true)
        #expect(isClose(half[2]?.frame.minY, 88 - 11))
        #expect(isClose(half[2]?.alpha, 0.5))
    }

    @Test func fadeLeavesALoneDeletedRowInPlace() throws {
        let (transition, layout, host) = try perform(BatchUpdate(deleteItems: [row(2)]), .fade)
        let half = rows(transition, layout, host, at: 0.15, leaving: true)
        #expect(isClose(half[2]?.frame.minY, 88))
        #expect(isClose(half[2]?.alpha, 0.5))
    }

    @Test func fadeSpreadsARunOfDeletedRowsOverTheInsertedOnes() throws {
        // Rows 2, 3, 4 replaced by two new rows: deleted row k ends at the new run's top (88) +
        // k·(2 − 1)/(3 − 1) rows; inserted row m starts at the old run's top + m·(3 − 1)/(2 − 1).
        let update = BatchUpdate(insertItems: [row(2), row(3)], deleteItems: [row(2), row(3), row(4)])
        let (transition, layout, host) = try perform(update, .fade)
        let end = rows(transition, layout, host, at: 0.3, leaving: true)
        #expect(isClose(end[2]?.frame.minY, 88))
        #expect(isClose(end[3]?.frame.minY, 88 + 22))
        #expect(isClose(end[4]?.frame.minY, 88 + 44))
        let start = rows(transition, layout, host, at: 0)
        #expect(isClose(start[2]?.frame.minY, 88))
        #expect(isClose(start[3]?.frame.minY, 88 + 88))
    }

    @Test func slidesComeFromTheirSideAndNoneAppearsAtOnce() throws {
        let (right, layout, host) = try perform(BatchUpdate(insertItems: [row(1)]), .right)
        #expect(isClose(rows(right, layout, host, at: 0)[1]?.frame.minX, 320))
        #expect(isClose(rows(right, layout, host, at: 0)[1]?.alpha, 1))
        let (top, topLayout, topHost) = try perform(BatchUpdate(insertItems: [row(1)]), .top)
        #expect(isClose(rows(top, topLayout, topHost, at: 0)[1]?.frame.minY, 0))
        let (none, noneLayout, noneHost) = try perform(BatchUpdate(deleteItems: [row(1)]), .none)
        #expect(rows(none, noneLayout, noneHost, at: 0.01, leaving: true)[1]?.isHidden == true)
    }

    @Test func automaticCrossFadesAReloadedRowTheNewOneOnTop() throws {
        let (transition, layout, host) = try perform(BatchUpdate(reloadItems: [row(3)]), .automatic)
        let old = rows(transition, layout, host, at: 0.15, leaving: true)[3]
        let new = rows(transition, layout, host, at: 0.15)[3]
        #expect(isClose(old?.alpha, 0.5))
        #expect(isClose(new?.alpha, 0.5))
        #expect((old?.zIndex ?? 0) < (new?.zIndex ?? 0))
    }
}

