import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// `orthogonal-sections`: sideways sections of a compositional layout, each with its own paging.
///
/// Groups: Featured 4 × (300 × 160), Top charts 8 × (145 × 90), New 10 × (110 × 110); spacing 10,
/// section insets 10 on every side, inside each band.
@Suite struct OrthogonalSectionTests {
    static let frames = Fixtures.traces(try! BuiltInDemos.scenario(named: "orthogonal-sections"))

    func nested(_ frame: FrameTrace, _ section: Int) -> ScrollViewTrace {
        frame.scrollViews.first { $0.id == "main.section[\(section)]" }!
    }

    @Test func eachSectionIsAFullWidthBandWithItsOwnScrollView() {
        let first = Self.frames[0]
        #expect(first.scrollViews.map(\.id) == ["main", "main.section[0]", "main.section[1]", "main.section[2]"])
        // Band = the group and the section's top and bottom insets, full width, after the 40-pt header.
        let bands = first.main.attributes.filter { $0.kind == .cell && $0.section < 3 }.map(\.frame)
        #expect(bands == [CGRect(x: 0, y: 40, width: 320, height: 180), CGRect(x: 0, y: 260, width: 320, height: 110),
                          CGRect(x: 0, y: 410, width: 320, height: 130)])
        // Content widths: 10 + 4 × 300 + 3 × 10 + 10 = 1250; 10 + 8 × 145 + 7 × 10 + 10 = 1250;
        // 10 + 10 × 110 + 9 × 10 + 10 = 1210.
        #expect([0, 1, 2].map { nested(first, $0).contentSize.width } == [1250, 1250, 1210])
        #expect(nested(first, 0).attributes.first?.frame == CGRect(x: 10, y: 10, width: 300, height: 160))
    }

    @Test func pagingStopsOnTheVisibleWidthAndGroupPagingOnAnItem() {
        let last = Self.frames.last!
        // .paging: one flick, one 320-pt page (which no longer lines up with the 310-pt items).
        #expect(nested(last, 0).contentOffset.x == 320)
        // .groupPaging: one item and its spacing, 145 + 10 = 155.
        #expect(nested(last, 1).contentOffset.x == 155)
        // .continuous: the flick coasts to a stop that is no page boundary.
        let coasted = nested(last, 2).contentOffset.x
        #expect(coasted > 500 && coasted.truncatingRemainder(dividingBy: 120) != 0)
    }

    @Test func verticalDragsScrollThePageNotTheSections() {
        let last = Self.frames.last!
        // A 320-pt drag from the rest offset −20 (below the status bar).
        #expect(last.main.contentOffset.y == 300)
        // The bands moved with the page; the sections kept their own horizontal offsets.
        #expect(Self.frames.allSatisfy { frame in [0, 1, 2].allSatisfy { nested(frame, $0).contentOffset.y == 0 } })
    }
}
