import Foundation
import ReelRender
import ReelScroll

extension PagerScreen {
    /// The scroll-spy rule of the technique, applied to the visible title rows in order:
    /// offset = row.minY − contentOffset.y; |offset| ≤ 20 selects the row's category; offset > 20
    /// on the current category's title row selects the previous category (never below 0).
    ///
    /// - Complexity: O(k) for k visible rows.
    public func scrollSpy(current: Int) -> Int {
        var selected = current
        for row in visibleTitleRows {
            let offset = row.frame.minY - main.contentOffset.y
            if abs(offset) <= 20 {
                selected = row.category
            } else if offset > 20 && row.category == selected {
                selected = max(0, selected - 1)
            }
        }
        return selected
    }

    /// Selects a tab: the pager scrolls it to the horizontal centre (clamped, animated) and, in
    /// jump mode, the underline starts its 0.3-s move to it.
    func select(_ index: Int, at time: TimeInterval) {
        guard index != selectedIndex else { return }
        selectedIndex = index
        let tab = tabFrame(index)
        let centred = CGPoint(x: tab.midX - pager.frame.width / 2, y: 0)
        pager.updateScrollView { scrollView in
            scrollView.setContentOffset(scrollView.clampedContentOffset(centred), animated: true, at: time)
        }
        underlineAnimation = (from: underlineFrame, to: index, start: time)
    }

    /// The underline at `time`, in the pager's content coordinates.
    func underline(at time: TimeInterval) -> CGRect {
        switch spec.indicator {
        case .jump:
            let target = underlineRect(under: tabFrame(selectedIndex))
            guard let animation = underlineAnimation, underlineFrame != .zero else { return target }
            let progress = min(1, (time - animation.start) / Self.underlineDuration)
            if progress >= 1 { underlineAnimation = nil }
            return interpolate(animation.from, target, Easing.easeInOut(progress))
        case .interpolated:
            return interpolatedUnderline()
        }
    }

    /// Between tab i and i + 1 by how far the table has scrolled from title row i to i + 1.
    private func interpolatedUnderline() -> CGRect {
        let y = main.contentOffset.y + main.adjustedContentInset.top
        let count = spec.categories.count
        let current = (0..<count).last { titleRowFrame($0).minY <= y } ?? 0
        guard current + 1 < count else { return underlineRect(under: tabFrame(current)) }
        let start = titleRowFrame(current).minY, end = titleRowFrame(current + 1).minY
        let progress = min(1, max(0, (y - start) / (end - start)))
        return interpolate(underlineRect(under: tabFrame(current)), underlineRect(under: tabFrame(current + 1)),
                           progress)
    }

    private func underlineRect(under tab: CGRect) -> CGRect {
        CGRect(x: tab.minX, y: tab.maxY - spec.underlineHeight, width: tab.width, height: spec.underlineHeight)
    }

    private func interpolate(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        let t = CGFloat(t)
        return CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
                      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
}
