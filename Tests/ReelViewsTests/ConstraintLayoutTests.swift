import Foundation
@testable import ReelViews
import Testing

/// Views laid out and measured from their constraints, as UIKit's engine does.
@Suite struct ConstraintLayoutTests {
    /// A label pinned to the content view's margins (8 pt, UIView's default) on all four sides:
    /// a cell of the table's width is as tall as the label plus both margins.
    @Test func pinnedOnFourSidesTheCellHugsItsLabel() {
        #expect(Self.fittingPinnedLabel(GlyphLabel(characters: 5), width: 320) == CGSize(width: 320, height: 36))
    }

    /// The size of a cell whose `label` is pinned to its content view's margins on all four
    /// sides, at `width` (required) and the lowest height.
    static func fittingPinnedLabel(_ label: GlyphLabel, width: CGFloat) -> CGSize {
        let (cell, content) = makeCell()
        content.addSubview(label)
        let margins = content.layoutMarginsGuide
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The same label with its bottom left unpinned: nothing ties the cell's height to it, so
    /// the height is whatever was asked at fitting priority — the estimate the cell came with.
    @Test func unpinnedAtTheBottomTheCellKeepsItsTarget() {
        let (cell, content) = makeCell()
        let label = GlyphLabel(characters: 5)
        content.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        ])
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 320, height: 50)) == CGSize(width: 320, height: 50))
        #expect(cell.systemLayoutSizeFitting(.zero) == .zero)
    }

    /// Both sizes free: the cell shrinks to the label's one line (the flow-layout cell that
    /// ends up as wide as its text).
    @Test func withBothSizesFreeTheCellWrapsItsText() {
        let (cell, content) = makeCell()
        let label = GlyphLabel(characters: 12)
        content.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -12),
        ])
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 50, height: 50)) == CGSize(width: 144, height: 40))
    }

    /// A label of several lines is measured at the width it gets, then the height follows
    /// (UIKit's two passes): 45 glyphs in 284 pt (28 a line) are two lines.
    @Test func aWrappingLabelIsMeasuredAtItsWidth() {
        let (cell, content) = makeCell()
        let label = GlyphLabel(characters: 45, numberOfLines: 0)
        content.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 18),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -18),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size.height == 62)
    }

    /// A layout pass places views in their superviews' coordinates; leading is the right
    /// edge when the app runs right to left.
    @Test func aLayoutPassSetsFramesAndLeadingFollowsTheDirection() {
        for rightToLeft in [false, true] {
            _ = withConsole(rightToLeft: rightToLeft) {
                let (cell, content) = makeCell(width: 300, height: 60)
                let badge = SizedView(intrinsic: CGSize(width: 40, height: 20))
                content.addSubview(badge)
                LayoutConstraint.activate([
                    badge.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                    badge.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                ])
                cell.layoutIfNeeded()
                #expect(badge.frame == CGRect(x: rightToLeft ? 250 : 10, y: 20, width: 40, height: 20))
            }
        }
    }

    /// Hugging and compression resistance decide which of two labels in a row gives way.
    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        let (cell, content) = makeCell(width: 200, height: 40)
        let title = GlyphLabel(characters: 15), value = GlyphLabel(characters: 8)
        content.addSubview(title)
        content.addSubview(value)
        value.setContentCompressionResistancePriority(.required, for: .horizontal)
        value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10),
            value.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            title.topAnchor.constraint(equalTo: content.topAnchor),
            value.topAnchor.constraint(equalTo: content.topAnchor),
        ])
        cell.layoutIfNeeded()
        #expect(value.frame.width == 80)
        #expect(title.frame.width == 110)
    }

    /// Multipliers, a custom guide and a ≤ relation together.
    @Test func multipliersGuidesAndInequalities() {
        let (cell, content) = makeCell(width: 300, height: 100)
        let image = UIView(), spacer = LayoutGuide()
        image.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(image)
        content.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            spacer.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.25),
            image.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: 2),
            image.heightAnchor.constraint(lessThanOrEqualTo: content.heightAnchor, multiplier: 0.5),
            image.heightAnchor.constraint(equalToConstant: 500).withPriority(.defaultLow),
            image.topAnchor.constraint(equalTo: content.topAnchor),
        ])
        cell.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 75, y: 0, width: 100, height: 50))
        #expect(spacer.layoutFrame.width == 75)
    }

    /// A fixed height that cannot hold with a cell's encapsulated height is broken, with
    /// UIKit's console text naming just the conflicting constraints.
    @Test func anUnsatisfiableConstraintIsBrokenWithUIKitsReport() {
        var label: GlyphLabel!
        let console = withConsole {
            let (cell, content) = makeCell(width: 320, height: 44)
            label = GlyphLabel(characters: 3)
            content.addSubview(label)
            let height = label.heightAnchor.constraint(equalToConstant: 60)
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: content.topAnchor),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                height,
            ])
            cell.layoutIfNeeded()
        }
        #expect(label.frame.height == 44)
        #expect(console.first == "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        let list = console.drop(while: { $0 != "(" }).dropFirst().prefix(while: { $0 != ")" })
        #expect(Array(list) == [
            "    \"<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' UIView.height == 44   (active)>\",",
            "    \"<NSAutoresizingMaskLayoutConstraint h=-&- v=-&- UIView.height == 44   (active)>\",",
            "    \"<NSLayoutConstraint GlyphLabel.top == UIView.top   (active)>\",",
            "    \"<NSLayoutConstraint GlyphLabel.bottom == UIView.bottom   (active)>\",",
            "    \"<NSLayoutConstraint GlyphLabel.height == 60   (active)>\"",
        ])
        #expect(console.contains("<NSLayoutConstraint GlyphLabel.height == 60   (active)>"))
        #expect(console.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
    }

    /// Cells of one class with the same contents at the same width are one configuration: the
    /// first is solved, the others take its solution (and the same size). A different text or
    /// width is a new configuration. Each simulation keeps its own solutions.
    @Test func aConfigurationIsSolvedOncePerSimulation() {
        func measure(_ characters: Int, width: CGFloat) -> CGSize {
            Self.fittingPinnedLabel(GlyphLabel(characters: characters, numberOfLines: 0), width: width)
        }
        let runtime = ViewRuntime()
        ViewRuntime.$running.withValue(runtime) {
            // 45 glyphs in 304 pt (30 a line): two lines, found in two solves (the label's width,
            // then its height at that width).
            #expect(measure(45, width: 320) == CGSize(width: 320, height: 56))
            #expect(runtime.constraintSolves == 2)
            for _ in 0..<10 { #expect(measure(45, width: 320) == CGSize(width: 320, height: 56)) }
            #expect(runtime.constraintSolves == 2)
            // 12 glyphs fit one line whatever the width: the second pass asks what the first did.
            #expect(measure(12, width: 320) == CGSize(width: 320, height: 36))
            #expect(runtime.constraintSolves == 3)
            #expect(measure(45, width: 200) == CGSize(width: 200, height: 76))
            #expect(runtime.constraintSolves == 5)
        }
        let next = ViewRuntime()
        ViewRuntime.$running.withValue(next) { _ = measure(45, width: 320) }
        #expect(next.constraintSolves == 2)
    }

    /// A layout pass that finds nothing changed does not solve or lay out again.
    @Test func nothingChangedNothingLaidOut() {
        final class CountingView: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.passes == 1)
        root.frame.size.height = 120
        root.layoutIfNeeded()
        #expect(root.passes == 2)
    }
}

extension LayoutConstraint {
    func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}

/// Constraints an app should not make are left out, said once, and the rest still lay out.
@Suite struct BadConstraintTests {
    @Test func aConstantThatIsNotANumberIsLeftOut() {
        var badge: SizedView!
        let console = withConsole {
            let (cell, content) = makeCell(width: 200, height: 40)
            badge = SizedView(intrinsic: CGSize(width: 30, height: 20))
            content.addSubview(badge)
            LayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: .nan),
                badge.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12).withPriority(.defaultHigh),
                badge.topAnchor.constraint(equalTo: content.topAnchor, constant: .infinity),
                badge.topAnchor.constraint(equalTo: content.topAnchor, constant: 4).withPriority(.defaultHigh),
            ])
            cell.layoutIfNeeded()
        }
        #expect(badge.frame == CGRect(x: 12, y: 4, width: 30, height: 20))
        #expect(console.count == 2)
        #expect(console.allSatisfy { $0.hasSuffix("has a constant or multiplier that is not a number; it is left out") })
    }
}
