import Foundation
import ScrollReel
import Testing
import UIKit

/// SwiftUI views hosted in UIKit: laid out by SwiftUI's rules (proposals, flexibility, default
/// padding and spacing) and drawn by UIKit's views; their state kept across taps
/// (docs/facts.md, "SwiftUI").
@Suite(.serialized) struct SwiftUITests {
    /// Each label's frame in the window.
    static func labels(_ frame: Frame) -> [String: CGRect] {
        var found: [String: CGRect] = [:]
        func visit(_ node: ViewNode, origin: CGPoint) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            if case let .label(text, _, _, _, _, _, _) = node.content { found[text] = frame }
            for child in node.subviews {
                visit(child, origin: CGPoint(x: frame.minX - node.boundsOrigin.x, y: frame.minY - node.boundsOrigin.y))
            }
        }
        visit(frame.viewTree, origin: .zero)
        return found
    }

    /// The card on an iPhone SE under a navigation bar (64 pt): 16-pt padding, a leading
    /// stack 12 pt apart, the spacer pushing the count to the trailing padding, the banner as wide
    /// as the stack, and the whole centred in the 504 pt of safe area.
    @Test func aHostedCardIsLaidOutBySwiftUIsRules() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}]") { ProfileCardHostingController() }
        let lastFrame = try #require(frames.last)
        let labels = Self.labels(lastFrame)
        let title = try #require(labels["Ada Lovelace"])
        // .title2 bold: 22 pt, one line 27 pt tall in the bundled face.
        let items = try WindowTests.items(lastFrame)
        #expect(items.contains { if case .text("Ada Lovelace", _, 22, _, _, .bold) = $0 { true } else { false } })
        #expect(title.height == 27)
        // 27 + 12 + 40 + 12 + 60 and 16 above and below: 183 pt, centred in 504 under the bar.
        let top: CGFloat = 64 + (504 - 183) / 2 + 16
        #expect(title.origin == CGPoint(x: 16, y: top))
        let avatar = try #require(NibTests.nodes(lastFrame.viewTree).first { $0.corners.radius == 20 })
        #expect(avatar.frame == CGRect(x: 16, y: top + 27 + 12, width: 40, height: 40))
        #expect(avatar.clipsToBounds)
        // The label 8 pt after the avatar, centred on its row; the count ends at the padding.
        let follows = try #require(labels["Follows you"]), count = try #require(labels["3"])
        #expect(follows.minX == 64 && follows.midY == avatar.frame.midY)
        #expect(count.maxX == 304 && count.midY == avatar.frame.midY)
        // The banner: blue, rounded 10, as wide as the padded stack, 12 pt under the row.
        let blue = Color(red: 0, green: 122, blue: 255)
        let banner = try #require(items.compactMap { item -> CGRect? in
            if case .fill(let rect, blue, Corners(radius: 10)) = item { rect } else { nil }
        }.first)
        #expect(banner == CGRect(x: 16, y: avatar.frame.maxY + 12, width: 288, height: 60))
    }

    /// A button's action changes the view's state; the next frame describes the screen again
    /// with it, and the state survives each description.
    @Test func stateChangesFromTapsShowInTheNextFrame() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}]") { makeTallyScreen() }
        let first = Self.labels(try #require(frames.first))
        let add = try #require(first["Add one"])
        // Held at the top by a frame as tall as the screen: the headline just under the bar,
        // the button 20 pt under it.
        let count = try #require(first["Count 0"])
        #expect(count.minY == 64 && add.minY == count.maxY + 20)
        #expect(first["Row 0"] == nil)

        let tap = "{tap: [\(add.midX), \(add.midY)]}"
        let tapped = try WindowTests.frames("[{wait: 0.1}, \(tap), {wait: 0.1}, \(tap), {wait: 0.1}]") { makeTallyScreen() }
        let lastFrame = try #require(tapped.last)
        let last = Self.labels(lastFrame)
        #expect(last["Count 2"] != nil)
        #expect(last["Row 0"] != nil && last["Row 1"] != nil && last["Row 2"] == nil)
        // The rows follow each other 20 pt apart under the toggle.
        let row0 = try #require(last["Row 0"]), row1 = try #require(last["Row 1"])
        #expect(row1.minY - row0.maxY == 20)
        // The switch is on, at the trailing edge inside the 20-pt padding.
        let green = Color(red: 52, green: 199, blue: 89)
        #expect(try WindowTests.items(lastFrame).contains { if case .fill(let rect, green, _) = $0 { rect.width == 51 && rect.maxX == 300 } else { false } })
    }

    /// Cells of a list whose content is a SwiftUI view: each as tall as its view plus the
    /// configuration's margins, the long headline wrapped to two lines inside them.
    @Test func hostedCellsSizeThemselves() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}]", inNavigationController: false) { HostedRowsViewController() }
        let lastFrame = try #require(frames.last)
        let labels = Self.labels(lastFrame)
        let short = try #require(labels["Short"])
        let long = try #require(labels["A headline long enough to wrap onto a second line in the cell"])
        let today = try #require(labels["Today"])
        // Inside the 10-pt margins, centred across the cell as a hosted root is (our reading):
        // the headline's lines 4 pt over the caption.
        #expect(short.minY == 10 && short.midX == 160)
        #expect(long.minX >= 10 && long.maxX <= 310)
        #expect(long.height == 2 * short.height)
        let list = try #require(lastFrame.trace.scrollViews.first)
        let cells = list.attributes.filter { $0.kind == .cell }.map(\.frame).sorted { $0.minY < $1.minY }
        #expect(cells.count == 3)
        let margins: CGFloat = 10 + 4 + 10
        #expect(cells.first?.height == short.height + today.height + margins)
        #expect(cells.dropFirst().first?.height == long.height + today.height + margins)
    }

    /// Stacks offer space least flexible first, in equal shares, and a higher layout priority
    /// first: the numbers objc.io and the SwiftUI Field Guide measured (docs/facts.md, "SwiftUI").
    @Test func stacksOfferSpaceByFlexibilityAndPriority() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}]", inNavigationController: false) { makeFlexibilityScreen() }
        let lastFrame = try #require(frames.last)
        let items = try WindowTests.items(lastFrame)
        func fills(_ color: Color) -> [CGRect] {
            items.compactMap { if case .fill(let rect, color, _) = $0 { rect } else { nil } }
        }
        let red = try #require(fills(Color(red: 255, green: 59, blue: 48)).first)
        let green = try #require(fills(Color(red: 52, green: 199, blue: 89)).first)
        #expect(red.width == 75 && green.width == 100)
        #expect(green.minX == red.maxX)
        // The text, offered (200 − 2 × 8) / 3 first, wraps onto two lines; with priority 1 it is
        // offered 200 − 16 less the colours' smallest widths (0) and takes one line. Either way the
        // colours share what the text left.
        let labels = NibTests.nodes(lastFrame.viewTree).filter {
            if case .label = $0.content { true } else { false }
        }.map(\.frame)
        #expect(labels.count == 2)
        let wrapped = try #require(labels.first), oneLine = try #require(labels.last)
        #expect(wrapped.height == 2 * oneLine.height)
        #expect(wrapped.width <= 184 / 3.0 && oneLine.width > 184 / 3.0)
        let purples = fills(Color(red: 175, green: 82, blue: 222)), pinks = fills(Color(red: 255, green: 45, blue: 85))
        #expect(purples.count == 2 && pinks.count == 2)
        for (label, (purple, pink)) in zip(labels, zip(purples, pinks)) {
            #expect(purple.width == (184 - label.width) / 2 && pink.width == purple.width)
        }
    }

    /// An observed object's changes describe the screen again: one made by the UIKit side after
    /// 0.3 s, then one made by the view's own button.
    @Test func observedObjectsRedrawTheirViews() throws {
        let frames = try WindowTests.frames("[{wait: 0.2}, {wait: 0.3}]") { BasketViewController() }
        let before = Self.labels(try #require(frames.first)), after = Self.labels(try #require(frames.last))
        #expect(before["1 fruits"] != nil && before["Banana"] == nil)
        #expect(after["2 fruits"] != nil && after["Banana"] != nil)
        let button = try #require(after["Add a pear"])
        let tapped = try WindowTests.frames("[{wait: 0.5}, {tap: [\(button.midX), \(button.midY)]}, {wait: 0.1}]") { BasketViewController() }
        let last = Self.labels(try #require(tapped.last))
        #expect(last["3 fruits"] != nil && last["Pear"] != nil)
        // The rows follow each other 10 pt apart, in the basket's order.
        let apple = try #require(last["Apple"]), banana = try #require(last["Banana"]), pear = try #require(last["Pear"])
        #expect(banana.minY == apple.maxY + 10 && pear.minY == banana.maxY + 10)
    }

    /// Representables: a UIKit view sized by the representable's `sizeThatFits` (the width it is
    /// offered, 32 tall), beside one sized by its intrinsic size (a switch, 51 × 31), in a
    /// 200-pt row: the switch, less flexible, is offered first and the badge takes the rest.
    @Test func representablesAreSizedByTheirOwnAnswer() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}]", inNavigationController: false) { makeRepresentedRowScreen() }
        let nodes = NibTests.nodes(try #require(frames.last).viewTree)
        let badge = try #require(nodes.first { if case .label("New", _, _, _, _, _, _) = $0.content { true } else { false } })
        let toggle = try #require(nodes.first { $0.className == "UISwitch" })
        #expect(badge.frame.size == CGSize(width: 149, height: 32))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.frame.minX == badge.frame.maxX)
    }

    /// A representable's view stays in the window while the screen is described again: it hears
    /// that it entered the window once, not at every description.
    @Test func aRepresentedViewStaysInItsWindow() throws {
        nonisolated(unsafe) var made: RedescribedViewController?
        let frames = try WindowTests.frames("[{wait: 0.5}]") {
            let controller = RedescribedViewController()
            made = controller
            return controller
        }
        let screen = try #require(made)
        #expect(Self.labels(try #require(frames.last))["2 fruits"] != nil)
        #expect(screen.counted.windowChanges == 1)
    }

    /// Fonts as apps name them resolve to UIKit's: a size alone is regular, a text style its
    /// size at the Large category (Headline 17 pt semibold), a weight as given.
    @Test func systemFontsResolveToUIKitsFonts() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}]", inNavigationController: false) { makeFontSamplesScreen() }
        let items = try WindowTests.items(try #require(frames.last))
        var fonts: [String: String] = [:]
        for case let .text(string, _, size, _, _, weight) in items { fonts[string] = "\(size) \(weight)" }
        #expect(fonts["Size"] == "12.0 regular")
        #expect(fonts["Weighted"] == "20.0 bold")
        #expect(fonts["Styled"] == "17.0 semibold")
        #expect(fonts["Designed"] == "15.0 medium")
    }

    /// A colour behind a view that reaches the safe area's edges goes on under the bars to the
    /// screen's edges (`ignoresSafeAreaEdges` is `.all` by default: Apple's reference); behind a
    /// view inside the safe area it stays behind the view.
    @Test func aBackgroundColourReachesIntoTheSafeArea() throws {
        let orange = Color(red: 255, green: 149, blue: 0)
        func orangeFills(card: Bool) throws -> [CGRect] {
            let frames = try WindowTests.frames("[{wait: 0.1}]") { makeOrangeScreen(card: card) }
            return try WindowTests.items(try #require(frames.last)).compactMap { if case .fill(let rect, orange, _) = $0 { rect } else { nil } }
        }
        #expect(try orangeFills(card: false) == [CGRect(x: 0, y: 0, width: 320, height: 568)])
        #expect(try orangeFills(card: true) == [CGRect(x: 110, y: 64 + (504 - 50) / 2, width: 100, height: 50)])
    }
}
