import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// `table-header-pager`: scroll-spy, underline timing and tab taps, checked from the trace
/// against the technique's rule written out independently here.
@Suite struct PagerDemoTests {
    static let scenario = try! BuiltInDemos.scenario(named: "table-header-pager")
    static let frames = Fixtures.traces(scenario)
    static let interpolated = Fixtures.traces(try! BuiltInDemos.scenario(named: "table-header-pager-interpolated"))

    /// Title rows: 1 + 3 Starters, 1 + 2 Soups, 1 + 5 Pasta, 1 + 8 Pizza, 1 + 3 Desserts, 1 + 8 Drinks.
    static let titleRows = [0, 4, 7, 13, 22, 26]
    /// When the scripted tap on "tab 2" touches down: 0.4 + 5 × (0.9 drag) + 4 × 0.4 wait + 0.8 = 7.3 s.
    static let tapTime = 7.3
    /// When the table gets the lift, 0.1 s later plus the touch latency: where UIKit selects
    /// (`didSelectItemAt` fires on touch-up); the first frame at or after it handles it.
    static let liftTime = frames.first { $0.time >= 7.4 + Simulation.touchLatency - 1e-9 }!.time

    /// The rule: for each visible title row, offset = minY − contentOffset.y; |offset| ≤ 20 selects
    /// it; offset > 20 on the current category's row selects the previous one (never below 0).
    static func spy(_ frame: FrameTrace, current: Int) -> Int {
        var selected = current
        let rows = frame.main.attributes.filter { $0.kind == .cell && titleRows.contains($0.item) }
            .sorted { $0.frame.minY < $1.frame.minY }
        for row in rows {
            let category = titleRows.firstIndex(of: row.item)!
            let offset = row.frame.minY - frame.main.contentOffset.y
            if abs(offset) <= 20 { selected = category } else if offset > 20 && category == selected { selected = max(0, selected - 1) }
        }
        return selected
    }

    @Test func tableAndPagerAreTraced() {
        let first = Self.frames[0]
        #expect(first.scrollViews.map(\.id) == ["main", "pager"])
        // 6 titles + 29 dishes = 35 rows of 60 pt.
        #expect(first.main.contentSize == CGSize(width: 320, height: 2100))
        // Tabs are 40 pt tall and as wide as their titles in 15-pt DejaVu Sans.
        let tabs = first.scrollViews[1].attributes
        #expect(tabs.allSatisfy { $0.frame.height == 40 })
        #expect(tabs[0].frame.minX == 8)
        #expect(tabs[1].frame.minX == tabs[0].frame.maxX + 16)
    }

    @Test func selectedIndexFollowsTheScrollSpyRuleOnEveryFrame() {
        var previous = 0
        for frame in Self.frames {
            // On the lift's frame the tap selects tab 2 (index 1) first; the rule then runs.
            let current = abs(frame.time - Self.liftTime) < 0.001 ? 1 : previous
            #expect(frame.pager?.selectedIndex == Self.spy(frame, current: current), "frame \(frame.index)")
            previous = frame.pager!.selectedIndex
        }
        // The scroll passes through every category.
        #expect(Set(Self.frames.map { $0.pager!.selectedIndex }) == Set(0...5))
    }

    @Test func underlineReachesTheSelectedTabIn0_3Seconds() {
        var checked = 0
        for (index, frame) in Self.frames.enumerated().dropFirst() {
            let selected = frame.pager!.selectedIndex
            guard selected != Self.frames[index - 1].pager!.selectedIndex else { continue }
            // Frames 9 ticks later (0.3 s at 30 fps), if the selection held, the underline sits
            // under the tab: tab x and width, 5 pt at the bottom of the 40-pt pager.
            let later = index + 9
            guard later < Self.frames.count,
                  Self.frames[index...later].allSatisfy({ $0.pager!.selectedIndex == selected }) else { continue }
            let tab = Self.frames[later].scrollViews[1].attributes.first { $0.item == selected }!.frame
            #expect(Self.frames[later].pager!.underline == CGRect(x: tab.minX, y: 35, width: tab.width, height: 5))
            // Still on its way a third of the way in.
            #expect(Self.frames[index + 3].pager!.underline != Self.frames[later].pager!.underline)
            checked += 1
        }
        // Every change while scrolling down (five), and the last one after the tap.
        #expect(checked == 6)
    }

    @Test func theTapSelectsAndScrollsWhenTheFingerLifts() throws {
        let down = try #require(Self.frames.firstIndex { abs($0.time - Self.tapTime) < 0.001 })
        #expect(Self.liftTime > 7.44 && Self.liftTime < 7.48)
        let lift = try #require(Self.frames.firstIndex { abs($0.time - Self.liftTime) < 0.001 })
        // While the finger is down nothing is selected and the table stays where it was.
        for frame in Self.frames[down..<lift] {
            #expect(frame.main.contentOffset == Self.frames[down - 1].main.contentOffset, "frame \(frame.index)")
            #expect(frame.pager?.selectedIndex == Self.frames[down - 1].pager?.selectedIndex)
        }
        #expect(Self.frames[lift + 1].main.contentOffset != Self.frames[lift].main.contentOffset, "the animated scroll starts at the lift")
    }

    @Test func tappedTabScrollsItsTitleRowToTheTop() {
        // "tab 2" is Soups, title row 4 at y = 240, well inside the scrollable range.
        let last = Self.frames.last!
        #expect(last.main.contentOffset.y == 240)
        #expect(last.pager?.selectedIndex == 1)
    }

    @Test func interpolatedUnderlineSitsBetweenTabsByScrollProgress() {
        // Halfway between the Soups (240) and Pasta (420) title rows the underline is halfway
        // between the two tabs.
        let frame = Self.interpolated.first { abs($0.main.contentOffset.y - 330) < 0.01 }!
        let tabs = frame.scrollViews[1].attributes
        let soups = tabs.first { $0.item == 1 }!.frame, pasta = tabs.first { $0.item == 2 }!.frame
        let underline = frame.pager!.underline
        #expect(abs(underline.minX - (soups.minX + pasta.minX) / 2) < 0.01)
        #expect(abs(underline.width - (soups.width + pasta.width) / 2) < 0.01)
    }
}
