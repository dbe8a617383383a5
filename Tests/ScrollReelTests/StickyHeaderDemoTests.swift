import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// `sticky-headers` (the custom algorithm) against `pinned-headers` (UIKit's pinning), from
/// their traces, with section geometry derived by hand.
///
/// Both: 320 pt wide, items 96 × 60, spacing 8, section insets 8, 44-pt headers, contentInset.top
/// 64 (the status bar and a navigation bar), sections of 6, 9, 4, 12, 7, 10 items — three per line
/// (8 + 3 × 96 + 2 × 8 + 8 = 320).
@Suite struct StickyHeaderDemoTests {
    static let sticky = Fixtures.traces(try! BuiltInDemos.scenario(named: "sticky-headers"))
    static let pinned = Fixtures.traces(try! BuiltInDemos.scenario(named: "pinned-headers"))

    /// Per section: natural header y, first cell minY, last cell maxY, section end.
    static let sections: [(header: CGFloat, firstCell: CGFloat, lastCell: CGFloat, end: CGFloat)] = {
        var y: CGFloat = 0, result: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
        for items in [6, 9, 4, 12, 7, 10] {
            let lines = CGFloat((items + 2) / 3)
            let first = y + 44 + 8
            let last = first + lines * 60 + (lines - 1) * 8
            result.append((y, first, last, last + 8))
            y = last + 8
        }
        return result
    }()

    @Test func sectionGeometryIsTheFlowLayouts() {
        // Section 0: header 0…44, inset 8, two lines 52…112 and 120…180, inset 8 → 188.
        #expect(Self.sections[0] == (0, 52, 180, 188))
        #expect(Self.pinned[0].main.contentSize.height == Self.sections.last!.end)
    }

    @Test func stickyHeadersFollowTheSnippetsFormulaOnEveryFrame() {
        for frame in Self.sticky {
            let offset = frame.main.contentOffset.y
            for header in frame.main.attributes where header.kind == .header {
                let s = Self.sections[header.section]
                #expect(header.frame.minY == min(max(offset, s.firstCell - 44), s.lastCell - 44), "frame \(frame.index)")
                #expect(header.zIndex == 1024)
            }
            // Every section with a visible cell has its header, visible or not.
            let cellSections = Set(frame.main.attributes.filter { $0.kind == .cell }.map(\.section))
            let headerSections = Set(frame.main.attributes.filter { $0.kind == .header }.map(\.section))
            #expect(cellSections.isSubset(of: headerSections))
        }
    }

    @Test func pinnedHeadersNeverGoAboveTheirNaturalPosition() {
        for frame in Self.pinned {
            let pinLine = frame.main.contentOffset.y + 64   // + adjustedContentInset.top
            for header in frame.main.attributes where header.kind == .header {
                let s = Self.sections[header.section]
                #expect(header.frame.minY >= s.header)
                #expect(header.frame.minY == min(max(s.header, pinLine), s.end - 44), "frame \(frame.index)")
            }
        }
    }

    @Test func whereTheTwoAgreeAndWhereTheyDiffer() {
        // Same gesture, same offsets.
        #expect(Self.sticky.map(\.main.contentOffset) == Self.pinned.map(\.main.contentOffset))
        func header(_ frames: [FrameTrace], _ index: Int, _ section: Int) -> CGFloat? {
            frames[index].main.attributes.first { $0.kind == .header && $0.section == section }?.frame.minY
        }
        // Mid-scroll (frame 40, offset 93.5): sticky pins at contentOffset.y, under the bars;
        // UIKit pins at contentOffset.y + adjustedContentInset.top, below them — pushed up to
        // 188 − 44 = 144 by the end of section 0.
        #expect(Self.sticky[40].main.contentOffset.y == 93.5)
        #expect(header(Self.sticky, 40, 0) == 93.5)
        #expect(header(Self.pinned, 40, 0) == 144)
        // Where the next section pushes, both stop at the section's end: section 1's lines end at
        // 436, so the sticky header stops at 436 − 44 = 392, the pinned one at 444 − 44 = 400
        // (the snippet uses the last cell, UIKit the section end after its bottom inset).
        let pushed = Self.sticky.indices.first { Self.sticky[$0].main.contentOffset.y > 400 && Self.sticky[$0].main.contentOffset.y < 430 }!
        #expect(header(Self.sticky, pushed, 1) == 392)
        #expect(header(Self.pinned, pushed, 1) == 400)
        // Pulled past the top (offset < −64): neither follows the offset up; the snippet's floor
        // is the first cell minus the header (52 − 44 = 8), UIKit's the natural position 0.
        let pulled = Self.sticky.indices.last { Self.sticky[$0].main.contentOffset.y < -100 }!
        #expect(header(Self.sticky, pulled, 0) == 8)
        #expect(header(Self.pinned, pulled, 0) == 0)
    }

    @Test func snippetLogsTheCacheMismatchAndPinningDoesNot() {
        #expect(Self.sticky.flatMap(\.console).count == 3)
        #expect(Self.sticky.flatMap(\.console).last?.contains("subclass StickyHeadersLayout") == true)
        #expect(Self.pinned.flatMap(\.console).isEmpty)
    }
}
