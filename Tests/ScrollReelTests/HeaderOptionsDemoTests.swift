import Foundation
@testable import ReelOutput
@testable import ReelScenario
@testable import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// The header options of the header libraries, as demos: collapsing (with its progress and
/// expansion modes), parallax and content placement, per-section pinning with pinned footers.
@Suite struct HeaderOptionsDemoTests {
    static let atTop = Fixtures.traces(try! BuiltInDemos.scenario(named: "collapsing-header-at-top"))
    static let quickReturn = Fixtures.traces(try! BuiltInDemos.scenario(named: "collapsing-header-quick-return"))

    static func frame(_ frames: [FrameTrace], offset y: CGFloat) -> FrameTrace {
        frames.first { $0.main.contentOffset.y == y }!
    }

    @Test func collapsingHeaderFramesAndProgress() {
        // Expanded 240, collapsed 64: range 176. At offset 20 the header is 220 tall with its top
        // at the visible top: progress (220 − 64)/176 = 0.886.
        let partly = Self.frame(Self.atTop, offset: 20)
        #expect(partly.main.header(0) == CGRect(x: 0, y: 20, width: 320, height: 220))
        #expect(abs(partly.headerProgress! - 156.0 / 176) < 1e-3)
        // Far down it stays pinned at 64 pt: progress 0.
        let collapsed = Self.frame(Self.atTop, offset: 366)
        #expect(collapsed.main.header(0) == CGRect(x: 0, y: 366, width: 320, height: 64))
        #expect(collapsed.headerProgress == 0)
        // Pulled down 76: stretched to 316, progress (316 − 64)/176 = 1.432.
        let pulled = Self.frame(Self.atTop, offset: -76)
        #expect(pulled.main.header(0) == CGRect(x: 0, y: -76, width: 320, height: 316))
        #expect(abs(pulled.headerProgress! - 252.0 / 176) < 1e-3)
    }

    @Test func sectionHeadersPinBelowTheCollapsedHeader() {
        // Natural header y and section end: section 0 is the 240-pt header + 8 + one 56-pt row + 8
        // = 312; section 1: 36-pt header, 8, six rows 6 × 56 + 5 × 8 = 376, 8 → 740; sections 2
        // and 3 have eight rows (504): 740 → 1296 → 1852.
        let sections: [Int: (header: CGFloat, end: CGFloat)] = [1: (312, 740), 2: (740, 1296), 3: (1296, 1852)]
        var checked = 0
        for frame in Self.atTop where frame.headerProgress == 0 {
            // Pinned one collapsed height (64) below the visible top, pushed off by the section end.
            let pinLine = frame.main.contentOffset.y + 64
            for header in frame.main.attributes where header.kind == .header && header.section > 0 {
                let s = sections[header.section]!
                #expect(header.frame.minY == min(max(s.header, pinLine), s.end - 36), "frame \(frame.index)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test func quickReturnExpandsOnTheFirstScrollTowardTheTop() {
        // Both variants are collapsed at offset 660; scrolling back to 540 (120 pt toward the top)
        // expands only the quick-return header, by those 120 pt: 64 + 120 = 184.
        #expect(Self.frame(Self.atTop, offset: 540).main.header(0)?.height == 64)
        let returned = Self.frame(Self.quickReturn, offset: 540)
        #expect(returned.main.header(0) == CGRect(x: 0, y: 540, width: 320, height: 184))
        #expect(abs(returned.headerProgress! - 120.0 / 176) < 1e-3)
    }

    @Test func quickReturnCapsTheStretch() {
        // maximumStretch 60: pulled down 76, the header stops at 240 + 60 = 300 and its top moves
        // down with the content (−60 rather than −76).
        let pulled = Self.frame(Self.quickReturn, offset: -76)
        #expect(pulled.main.header(0) == CGRect(x: 0, y: -60, width: 320, height: 300))
    }

    @Test func parallaxMovesTheImageAtHalfSpeed() throws {
        let scenario = try BuiltInDemos.scenario(named: "header-parallax")
        let frames = Array(Simulation(scenario: scenario))
        let frame = try #require(frames.first { (60...120).contains($0.trace.main.contentOffset.y) })
        let offset = frame.trace.main.contentOffset.y
        let header = try #require(frame.viewTree.subviews[0].subviews.first { $0.name == "header 0" })
        let image = try #require(header.subviews.first { $0.name == "imageView" })
        // Centred at its 220-pt resting height in the 220-pt header, then shifted down by
        // offset × (1 − 0.5): on screen it moves up by only half the scroll.
        #expect(image.frame == CGRect(x: 0, y: offset / 2, width: 320, height: 220))
        // Stretched, the centred image keeps its height and the header's colour shows around it.
        let stretched = try #require(frames.first { $0.trace.main.contentOffset.y < -40 })
        let stretchedHeader = try #require(stretched.viewTree.subviews[0].subviews.first { $0.name == "header 0" })
        let grown = stretchedHeader.frame.height
        #expect(grown > 260)
        #expect(stretchedHeader.subviews[0].frame == CGRect(x: 0, y: (grown - 220) / 2, width: 320, height: 220))
    }

    @Test func onlyTheChosenSectionsPin() {
        let frames = Fixtures.traces(try! BuiltInDemos.scenario(named: "pinned-footers"))
        var pinnedSeen = Set<Int>()
        for frame in frames {
            for element in frame.main.attributes where element.kind != .cell {
                let pins = [1, 3].contains(element.section)
                #expect(element.zIndex == (pins ? 1024 : 10))
                // A pinned footer sits on the visible bottom (568) while its section fills the screen.
                if pins && element.kind == .footer && element.frame.maxY == frame.main.contentOffset.y + 568 {
                    pinnedSeen.insert(element.section)
                }
            }
        }
        #expect(pinnedSeen == [1, 3])
    }
}
