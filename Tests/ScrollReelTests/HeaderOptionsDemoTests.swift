import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// The header options of the header libraries, as demos: collapsing (with its progress and
/// expansion modes), parallax and content placement, per-section pinning with pinned footers.
@Suite struct HeaderOptionsDemoTests {
    static let atTop = Fixtures.traces(try! BuiltInDemos.scenario(named: "collapsing-header-at-top"))
    static let quickReturn = Fixtures.traces(try! BuiltInDemos.scenario(named: "collapsing-header-quick-return"))

    /// The first frame whose offset lies in `range` (frames land wherever the motion puts them).
    static func frame(_ frames: [FrameTrace], in range: ClosedRange<CGFloat>, after start: Int = 0) throws -> FrameTrace {
        try #require(frames[start...].first { range.contains($0.main.contentOffset.y) })
    }

    /// The frame pulled furthest past the top.
    static func deepestPull(_ frames: [FrameTrace]) -> FrameTrace {
        frames.min { $0.main.contentOffset.y < $1.main.contentOffset.y }!
    }

    @Test func collapsingHeaderFramesAndProgress() throws {
        // Expanded 240, collapsed 64: range 176. At offset y in 0…176 the header is 240 − y tall
        // with its top at the visible top: progress (176 − y)/176 (at 20: 220 tall, 0.886).
        let partly = try Self.frame(Self.atTop, in: 10...60)
        let y = partly.main.contentOffset.y
        #expect(partly.main.header(0) == CGRect(x: 0, y: y, width: 320, height: 240 - y))
        #expect(abs(partly.headerProgress! - (176 - y) / 176) < 1e-3)
        // Far down it stays pinned at 64 pt: progress 0.
        let collapsed = try Self.frame(Self.atTop, in: 300...400)
        let far = collapsed.main.contentOffset.y
        #expect(collapsed.main.header(0) == CGRect(x: 0, y: far, width: 320, height: 64))
        #expect(collapsed.headerProgress == 0)
        // Pulled down: stretched by the pull (at −76: 316 tall, progress 252/176 = 1.432).
        let pulled = Self.deepestPull(Self.atTop)
        let pull = pulled.main.contentOffset.y
        #expect(pull < -70)
        #expect(pulled.main.header(0) == CGRect(x: 0, y: pull, width: 320, height: 240 - pull))
        #expect(abs(pulled.headerProgress! - (176 - pull) / 176) < 1e-3)
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

    @Test func quickReturnExpandsOnTheFirstScrollTowardTheTop() throws {
        // Both variants are collapsed at offset 660; scrolling back toward the top by d (about
        // 120 pt) expands only the quick-return header, by those d pt: 64 + d.
        let top = try #require(Self.quickReturn.firstIndex { $0.main.contentOffset.y == 660 })
        let returned = try Self.frame(Self.quickReturn, in: 500...600, after: top)
        let y = returned.main.contentOffset.y
        #expect(try Self.frame(Self.atTop, in: y...y, after: top).main.header(0)?.height == 64)
        #expect(returned.main.header(0) == CGRect(x: 0, y: y, width: 320, height: 64 + (660 - y)))
        #expect(abs(returned.headerProgress! - (660 - y) / 176) < 1e-3)
    }

    @Test func quickReturnCapsTheStretch() {
        // maximumStretch 60: pulled down further, the header stops at 240 + 60 = 300 and its top
        // moves down with the content (−60 rather than the pull).
        let pulled = Self.deepestPull(Self.quickReturn)
        #expect(pulled.main.contentOffset.y < -60)
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
