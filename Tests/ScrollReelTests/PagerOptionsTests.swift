import Foundation
@testable import ReelOutput
@testable import ReelScenario
@testable import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// The pager-menu options: tab widths, indicator width and insets, scroll position, and title
/// colour interpolation (`pager-menu` variants).
@Suite struct PagerOptionsTests {
    static let fill = Fixtures.traces(try! BuiltInDemos.scenario(named: "pager-menu-fill"))
    static let padded = try! BuiltInDemos.scenario(named: "pager-menu-padded")

    @Test func fillTabsShareThePagerEqually() {
        // 320 − 2 × 8 inset − 3 × 8 spacing = 280, four tabs of 70.
        let tabs = Self.fill[0].scrollViews[1].attributes.map(\.frame)
        #expect(tabs == [0, 1, 2, 3].map { CGRect(x: 8 + CGFloat($0) * 78, y: 0, width: 70, height: 44) })
    }

    @Test func textWideUnderlineInsetFromTheBottom() {
        // At rest under tab 0: as wide as "Starters" in 15-pt DejaVu Sans, centred in the tab,
        // 3 pt tall and 4 pt above the pager's bottom (44 − 3 − 4 = 37).
        let underline = Self.fill[0].pager!.underline
        let title = FontMetrics.width(of: "Starters", fontSize: 15).rounded(.up)
        #expect(underline == CGRect(x: 8 + 35 - title / 2, y: 37, width: title, height: 3))
    }

    @Test func paddedTabsAndLeftScrollPosition() throws {
        let simulation = Simulation(scenario: Self.padded)
        let frames = Array(simulation)
        let screen = try #require(simulation.screen.pagerMenu)
        // Each tab is its title plus 14 pt each side, with no spacing between tabs.
        let first = frames[0].trace.scrollViews[1].attributes.map(\.frame)
        for (index, frame) in first.enumerated() {
            #expect(frame.width == screen.titleWidths[index] + 28)
            if index > 0 { #expect(frame.minX == first[index - 1].maxX) }
        }
        // Settled after selecting a later tab, the pager shows it at its left edge (inset 0),
        // unless that is past the end of the pager's content.
        let last = frames.last!.trace
        let selected = last.pager!.selectedIndex
        #expect(selected >= 2)
        let tab = last.scrollViews[1].attributes.first { $0.item == selected }!.frame
        let maximum = last.scrollViews[1].contentSize.width - 320
        #expect(last.scrollViews[1].contentOffset.x == min(tab.minX, maximum))
    }

    @Test func titleColoursBlendWithTheScroll() throws {
        let simulation = Simulation(scenario: Self.padded)
        let screen = try #require(simulation.screen.pagerMenu)
        var blended = 0
        while simulation.nextFrame() != nil {
            let (current, progress) = screen.scrollProgress()
            guard progress > 0.2 && progress < 0.8 else { continue }
            let tint = Color(red: 255, green: 45, blue: 85)    // systemPink
            let now = screen.titleColor(forTab: current), next = screen.titleColor(forTab: current + 1)
            // The current tab fades from the tint (255, 45, 85) toward secondaryLabel (60, 60, 67)
            // by the progress, the next one the other way.
            #expect(now != tint && next != tint)
            #expect(now.red == UInt8((255 - 195 * progress).rounded()))
            #expect(next.red == UInt8((60 + 195 * progress).rounded()))
            blended += 1
        }
        #expect(blended > 5)
    }
}

/// `pager-menu-under-header`: a 180-pt header collapsing to 60 pt above a pager that sticks
/// under it.
@Suite struct PagerUnderHeaderTests {
    @Test func headerCollapsesAndThePagerSticksUnderIt() throws {
        let simulation = Simulation(scenario: try BuiltInDemos.scenario(named: "pager-menu-under-header"))
        let screen = try #require(simulation.screen.pagerMenu)
        var seen: Set<CGFloat> = []
        while let frame = simulation.nextFrame() {
            // The table starts under header and pager: inset 180 + 44 = 224.
            let scrolled = frame.trace.main.contentOffset.y + 224
            let expected = max(60, 180 - scrolled)
            #expect(screen.headerHeight == expected, "frame \(frame.index)")
            #expect(screen.pager!.frame.minY == 20 + expected)      // below the 20-pt status bar
            seen.insert(expected)
            // The scroll-spy measures from below the pager.
            #expect(screen.visibleTop == frame.trace.main.contentOffset.y + expected + 44)
        }
        #expect(seen.contains(180) && seen.contains(60))
        #expect(screen.selectedIndex >= 2)
    }
}

/// `scrollPosition`: where a newly selected tab goes.
@Suite struct PagerScrollPositionTests {
    /// Runs `body` with the pager screen of `table-header-pager` at `scrollPosition: position`,
    /// after its first frame (the window, which runs its scroll views, kept meanwhile).
    static func withScreen(_ position: String, _ body: (PagerMenu) throws -> Void) throws {
        let yaml = try String(contentsOf: BuiltInDemos.files.first { $0.lastPathComponent == "table-header-pager.yaml" }!,
                              encoding: .utf8)
            .replacingOccurrences(of: "  tabSpacing: 16\n", with: "  tabSpacing: 16\n  scrollPosition: \(position)\n")
        let simulation = Simulation(scenario: try Scenario.parse(yaml, file: "pager.yaml"))
        _ = simulation.nextFrame()
        let screen = try #require(simulation.screen.pagerMenu)
        try withExtendedLifetime(simulation) { try body(screen) }
    }

    @Test func preferCenteredLeavesAVisibleTabAndCentresAHiddenOne() throws {
        try Self.withScreen("preferCentered") { screen in
            let pager = try #require(screen.pager)
            // Pizza (the fourth tab) is fully visible at rest: selecting it leaves the pager where
            // it is, where `center` would scroll it to the middle (see below).
            #expect(CGRect(x: 0, y: 0, width: 320, height: 40).contains(screen.tabFrame(3)))
            screen.select(3, at: 0)
            pager.advance(to: 1)
            #expect(pager.contentOffset.x == 0)
            // Drinks (the last tab) is cut off: it is centred, clamped to the end of the pager.
            screen.select(5, at: 1)
            pager.advance(to: 2)
            let tab = screen.tabFrame(5)
            let maximum = pager.scrollView.contentSize.width - 320
            #expect(pager.contentOffset.x == min(maximum, ((tab.midX - 160) * 2).rounded() / 2))
        }
    }

    @Test func centerAlwaysScrolls() throws {
        try Self.withScreen("center") { screen in
            let pager = try #require(screen.pager)
            screen.select(1, at: 0)
            pager.advance(to: 1)
            // Soups centred: its midX − 160 is negative, so the clamp keeps the pager at 0; Pizza,
            // though fully visible, is scrolled to the centre.
            #expect(pager.contentOffset.x == 0)
            screen.select(3, at: 1)
            pager.advance(to: 2)
            let tab = screen.tabFrame(3)
            #expect(tab.midX - 160 > 0)
            #expect(pager.contentOffset.x == ((tab.midX - 160) * 2).rounded() / 2)
        }
    }
}
