import Foundation
import ScrollReel
import Testing
import UIKit

/// Controls answer taps as UIKit's do: hit-tested, a control's targets and `UIAction`s run for
/// its events, bar buttons in the navigation bar send their actions, a refresh control pulled
/// far enough begins refreshing (docs/facts.md, "Controls").
@Suite(.serialized) struct ControlsTests {
    static func run(_ gestures: String) throws -> (ControlsViewController, [Frame]) {
        nonisolated(unsafe) var made: ControlsViewController?
        let frames = try WindowTests.frames(gestures) {
            let controller = ControlsViewController()
            made = controller
            return controller
        }
        return (try #require(made), frames)
    }

    @Test func buttonsSendTheirActionsAndRunTheirUIActions() throws {
        let (app, _) = try Self.run("[{wait: 0.1}, {tap: [70, 102]}, {wait: 0.1}, {tap: [190, 102]}, {wait: 0.1}, {tap: [70, 200]}, {wait: 0.1}]")
        // The tap at (70, 200) is on the table's first row, which is no control: nothing runs.
        #expect(app.log == ["save", "share from Share"])
    }

    /// A tap on a sideways section selects the item under the finger where the section has
    /// scrolled to: after two pages, the third card. (The screen has no navigation bar; the
    /// cards' band is at the top.)
    @Test func aTapOnAScrolledSidewaysSectionSelectsTheItemShown() throws {
        nonisolated(unsafe) var made: CardCarouselViewController?
        _ = try WindowTests.frames("""
            [{wait: 0.1}, {tap: [160, 100]}, {wait: 0.1},
             {fling: {from: [250, 100], velocity: [-900, 0]}}, {wait: 1.5},
             {fling: {from: [250, 100], velocity: [-900, 0]}}, {wait: 1.5}, {tap: [160, 100]}, {wait: 0.1}]
            """, inNavigationController: false) {
            let controller = CardCarouselViewController()
            made = controller
            return controller
        }
        let carousel = try #require(made)
        #expect(carousel.selected == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
    }

    @Test func aSwitchFlipsAndSendsValueChanged() throws {
        let (app, frames) = try Self.run("[{wait: 0.1}, {tap: [275, 101]}, {wait: 0.2}]")
        #expect(app.log == ["switch true"])
        #expect(app.toggle.isOn)
        // Drawn on: the green track, the knob at the trailing end.
        let items = try WindowTests.items(try #require(frames.last))
        let green = Color(red: 52, green: 199, blue: 89)
        #expect(items.contains { if case .fill(CGRect(x: 250, y: 86, width: 51, height: 31), green, _) = $0 { true } else { false } })
    }

    @Test func aSegmentedControlSelectsTheTappedSegment() throws {
        let (app, frames) = try Self.run("[{wait: 0.1}, {tap: [253, 156]}, {wait: 0.1}, {tap: [253, 156]}, {wait: 0.1}]")
        // Month, the third of three segments; tapping it again changes nothing and sends nothing.
        #expect(app.log == ["segment 2"])
        #expect(app.segments.selectedSegmentIndex == 2)
        // Drawn: the grey track, the white thumb 2 pt inside the third segment, the titles.
        let items = try WindowTests.items(try #require(frames.last))
        #expect(items.contains { if case .fill(CGRect(x: 20, y: 140, width: 280, height: 32), _, Corners(radius: 9)) = $0 { true } else { false } })
        let third = CGRect(x: 20 + 280 * 2 / 3.0, y: 140, width: 280 / 3.0, height: 32).insetBy(dx: 2, dy: 2)
        #expect(items.contains { if case .fill(let rect, .white, Corners(radius: 7)) = $0 { abs(rect.minX - third.minX) < 0.5 && rect.height == 28 } else { false } })
        #expect(items.contains { if case .text("Month", _, 13, _, .center, .semibold) = $0 { true } else { false } })
        #expect(items.contains { if case .text("Day", _, 13, _, .center, .regular) = $0 { true } else { false } })
    }

    @Test func aStepperStepsByItsHalvesWithinItsLimits() throws {
        nonisolated(unsafe) var made: StepperViewController?
        // + three times (the third at the maximum does nothing), then −; the wrapping stepper's
        // + at 23 lands on 0, and its − on 23 again.
        let frames = try WindowTests.frames("""
            [{wait: 0.1}, {tap: [90, 96]}, {wait: 0.1}, {tap: [90, 96]}, {wait: 0.1}, {tap: [90, 96]}, {wait: 0.1},
             {tap: [40, 96]}, {wait: 0.1}, {tap: [90, 156]}, {wait: 0.1}, {tap: [40, 156]}, {wait: 0.1}, {tap: [40, 96]}, {wait: 0.1}]
            """) {
            let controller = StepperViewController()
            made = controller
            return controller
        }
        let app = try #require(made)
        #expect(app.log == ["quantity 1", "quantity 2", "quantity 1", "hour 0", "hour 23", "quantity 0"])
        // UIKit keeps a stepper at its size whatever frame the app gives it.
        #expect(app.quantity.frame == CGRect(x: 20, y: 80, width: 94, height: 32))
        // Drawn: the grey track with 8-pt corners and the hairline between the halves; at the
        // minimum the − is in the tertiary label colour, the + in the label colour.
        let items = try WindowTests.items(try #require(frames.last))
        #expect(items.contains { if case .fill(CGRect(x: 20, y: 80, width: 94, height: 32), _, Corners(radius: 8)) = $0 { true } else { false } })
        #expect(items.contains { if case .fill(CGRect(x: 66.5, y: 87, width: 1, height: 18), _, _) = $0 { true } else { false } })
        let minusBar = CGRect(x: 20 + 16.5, y: 95, width: 14, height: 2)
        let plusUpright = CGRect(x: 20 + 47 + 22.5, y: 89, width: 2, height: 14)
        let barColours = items.compactMap { item -> (CGRect, Color)? in
            if case let .fill(rect, colour, _) = item, rect == minusBar || rect == plusUpright { (rect, colour) } else { nil }
        }
        #expect(barColours.count == 2)
        #expect(barColours.first { $0.0 == minusBar }?.1 == Color(viewColor: .tertiaryLabel))
        #expect(barColours.first { $0.0 == plusUpright }?.1 == Color(viewColor: .label))
    }

    @Test func anImageViewShowsItsAnimationImagesInTurnOnTheSimulatedClock() throws {
        nonisolated(unsafe) var made: FlipbookViewController?
        let frames = try WindowTests.frames("[{wait: 0.5}]", inNavigationController: false) {
            let controller = FlipbookViewController()
            made = controller
            return controller
        }
        // Three images over 0.3 s, once: a tenth of a second each, then the view's own image (none).
        func shown(at time: TimeInterval) throws -> [String] {
            let frame = try #require(frames.first { abs($0.time - time) < 0.005 })
            return try WindowTests.items(frame).compactMap { if case let .symbol(glyph, _, _) = $0 { glyph.name } else { nil } }
        }
        #expect(try shown(at: 1 / 30) == ["star"])
        #expect(try shown(at: 4 / 30) == ["heart"])
        #expect(try shown(at: 8 / 30) == ["bell"])
        #expect(try shown(at: 12 / 30) == [])
        #expect(made?.flipbook.animationImages?.count == 3)
    }

    @Test func attributedTitlesAndSegmentAttributes() {
        // A button shows its attributed title in the title's own colour, for every state that
        // has none of its own; its content insets add to its size.
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.systemRed]), for: .normal)
        #expect(button.titleLabel?.text == "Styled" && button.titleLabel?.textColor == .systemRed)
        button.isSelected = true
        #expect(button.currentAttributedTitle?.string == "Styled")
        let bare = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: bare.width + 20, height: bare.height + 8))
        // A segmented control's titles take the normal state's attributes, the selected one the
        // selected state's; an image segment shows the image, not a title.
        let segments = UISegmentedControl(items: ["Day", UIImage(systemName: "star")!])
        segments.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        segments.selectedSegmentIndex = 0
        segments.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 11)], for: .normal)
        segments.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .selected)
        segments.layoutSubviews()
        let day = segments.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Day" }
        #expect(day?.textColor == .systemGreen && day?.font.pointSize == 13)
        #expect(segments.titleForSegment(at: 1) == nil && segments.imageForSegment(at: 1)?.isSymbolImage == true)
        segments.selectedSegmentIndex = 1
        segments.layoutSubviews()
        let unselected = segments.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Day" }
        #expect(unselected?.font.pointSize == 11 && unselected?.textColor == .label)
    }

    @Test func textAttachmentsAreLeftOutOfTheText() {
        let text = NSMutableAttributedString(string: "Flowers ")
        text.append(NSAttributedString(attachment: NSTextAttachment(image: UIImage(systemName: "star")!)))
        let label = UILabel()
        label.attributedText = text
        #expect(label.text == "Flowers ")
    }

    @Test func aStepperKeepsItsLimitsInOrder() {
        // UIKit docs: a maximum below the minimum lowers the minimum to it, and the other way round.
        let stepper = UIStepper()
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.value, stepper.stepValue) == (0, 100, 0, 1))
        stepper.value = 50
        stepper.minimumValue = 200
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.value) == (200, 200, 200))
        stepper.maximumValue = 100
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.value) == (100, 100, 100))
        stepper.value = 1000
        #expect(stepper.value == 100)
    }

    @Test func barButtonsAreDrawnAndSendTheirActions() throws {
        let (app, frames) = try Self.run("[{wait: 0.1}, {tap: [290, 42]}, {wait: 0.1}, {tap: [30, 42]}, {wait: 0.1}]")
        #expect(app.log == ["add Add", "sort"])
        let items = try WindowTests.items(try #require(frames.last))
        let blue = Color(red: 0, green: 122, blue: 255)
        // "Add" (done style: semibold) 16 pt from the trailing edge, "Sort" 16 pt from the leading one.
        let add = try #require(items.lazy.compactMap { if case .text("Add", let rect, 17, blue, .left, .semibold) = $0 { rect } else { nil } }.first)
        #expect(add.maxX == 320 - 16 && add.minY == 20 && add.height == 44)
        let sort = try #require(items.lazy.compactMap { if case .text("Sort", let rect, 17, blue, .left, .regular) = $0 { rect } else { nil } }.first)
        #expect(sort.minX == 16)
    }

    @Test func aPullPastTheThresholdRefreshesUntilTheAppEndsIt() throws {
        let (app, frames) = try Self.run("[{wait: 0.1}, {drag: {from: [160, 300], by: [0, 400], duration: 0.6}}, release, {wait: 2}]")
        #expect(app.log == ["refresh"])
        let table = { (frame: Frame) in frame.trace.scrollViews.first { $0.frame.minY == 188 }! }
        // Pulled far enough while the finger held the table: refreshing began, and the table
        // holds the control's 60 pt above its first row once released.
        let began = try #require(frames.firstIndex { table($0).contentInset.top == 60 })
        #expect(frames[began].time < 0.7)
        let resting = try #require(frames.last { table($0).contentInset.top == 60 })
        #expect(table(resting).contentOffset == CGPoint(x: 0, y: -60))
        // The app ends it a second later: the inset goes, the rows scroll back up, two rows more.
        let last = try #require(frames.last)
        #expect(table(last).contentInset.top == 0)
        #expect(table(last).contentOffset == .zero)
        #expect(table(last).attributes.filter { $0.kind == .cell }.count == 5)
        // While it refreshes, the spinner's eight spokes are drawn in the 60 pt above the rows.
        let spinning = try WindowTests.items(resting)
        let spokes = spinning.filter { if case .beginGroup = $0 { true } else { false } }
        #expect(spokes.count == 8)
    }
}

/// Tap gesture recognisers recognise scripted taps, and cancel the touches they take.
@Suite(.serialized) struct TapRecognizerTests {
    @Test func aTapRecognizerSendsItsActionAndKeepsTheTouchFromTheCells() throws {
        nonisolated(unsafe) var made: TappableViewController?
        _ = try WindowTests.frames("[{wait: 0.1}, {tap: [50, 100]}, {wait: 0.1}, {tap: [60, 260]}, {wait: 0.1}]",
                                   inNavigationController: false) {
            let controller = TappableViewController()
            made = controller
            return controller
        }
        // The photo's recogniser, with the tap where it was on the photo; the card's takes the
        // tap on the grid's first cell, which is not selected (UIKit's cancelsTouchesInView).
        #expect(made?.log == ["photo at 30,20", "card"])
    }
}

/// What is kept and not drawn is said, once, with the view's class.
@Suite(.serialized) struct PartlyDrawnViewTests {
    @Test func eachUndrawnControlIsNamedOnceInTheConsole() throws {
        let frames = try WindowTests.frames("[{wait: 0.3}]", inNavigationController: false) { VolumeViewController() }
        #expect(frames.flatMap(\.trace.console) == [
            "ScrollReel: UIPageControl is not drawn in full; not drawn: its dots (its page is kept)",
        ])
    }

    @Test func aSliderAndAProgressBarAreDrawnAtTheirValues() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}]", inNavigationController: false) { VolumeViewController() }
        let items = try WindowTests.items(try #require(frames.last))
        // Within a millionth of a point: the value is a Float.
        func fills(_ rect: CGRect) -> [Color] {
            items.compactMap {
                guard case let .fill(r, colour, _) = $0 else { return nil }
                let close = [r.minX - rect.minX, r.minY - rect.minY, r.width - rect.width, r.height - rect.height].allSatisfy { abs($0) < 1e-5 }
                return close ? colour : nil
            }
        }
        // The slider at 4 of 10 over 280 pt: the thumb's centre 14 + 252 × 0.4 = 114.8 pt in, the
        // blue track up to it and the grey one after, 4 pt tall in the middle of its 31 pt.
        let blue = Color(viewColor: .systemBlue)
        #expect(fills(CGRect(x: 20, y: 114, width: 114.8, height: 4)) == [blue])
        #expect(fills(CGRect(x: 134.8, y: 114, width: 165.2, height: 4)).count == 1)
        #expect(fills(CGRect(x: 120.8, y: 101.5, width: 28, height: 28)) == [.white])
        // The progress bar a quarter full, in its green.
        #expect(fills(CGRect(x: 20, y: 160, width: 70, height: 4)) == [Color(viewColor: .systemGreen)])
    }
}

/// A finger on a view over a scroll view is not the scroll view's: its pan gesture sees only
/// the touches of views inside it.
@Suite(.serialized) struct TouchOwnershipTests {
    @Test func aTapOnAButtonOverAMovingTableRunsTheButtonAndLeavesTheTableMoving() throws {
        let (app, frames) = try ControlsTests.run("[{wait: 0.1}, {fling: {from: [160, 500], velocity: [0, -1500]}}, {tap: [70, 102]}, {wait: 0.3}]")
        // Save is not in the table: its tap runs its action and does not stop the table.
        #expect(app.log == ["save"])
        // The table (188 pt down) moves frame for frame as it does when no tap comes (a wait
        // as long as the tap): a touch that reached it would have held it where it was.
        let (_, untouched) = try ControlsTests.run("[{wait: 0.1}, {fling: {from: [160, 500], velocity: [0, -1500]}}, {wait: 0.1}, {wait: 0.3}]")
        func offsets(_ frames: [Frame]) -> [CGFloat?] { frames.map { $0.trace.scrollViews.first { $0.frame.minY == 188 }?.contentOffset.y } }
        #expect(frames.count == untouched.count)
        #expect(offsets(frames) == offsets(untouched))
        #expect(Set(offsets(frames).suffix(3)).count > 1)
    }

    @Test func aDragThatStartsOnABadgeOverTheTableDoesNotScrollIt() throws {
        let frames = try WindowTests.frames("[{wait: 0.1}, {drag: {from: [300, 80], by: [0, -60], duration: 0.3}}, {hold: 0.1}]") {
            DashboardViewController()
        }
        // The badge (290…310, 70…90) is the view controller's subview, over the table: the
        // table does not move; the same drag beside it (the table's own rows) does.
        #expect(frames.last?.trace.scrollViews.first { $0.id == "main" }?.contentOffset == .zero)
        let beside = try WindowTests.frames("[{wait: 0.1}, {drag: {from: [250, 80], by: [0, -60], duration: 0.3}}, {hold: 0.1}]") {
            DashboardViewController()
        }
        #expect(beside.last?.trace.scrollViews.first { $0.id == "main" }?.contentOffset.y ?? 0 > 0)
    }
}
