import Foundation
import ReelGraphics
import ReelScenario
import ReelScroll

extension PagerMenu {
    /// The scroll-spy rule of the technique, applied to the visible title rows in order:
    /// offset = row.minY − contentOffset.y (measured from below the header and pager when they
    /// float over the table); |offset| ≤ 20 selects the row's category; offset > 20
    /// on the current category's title row selects the previous category (never below 0).
    ///
    /// - Complexity: O(k) for k visible rows.
    package func scrollSpy(current: Int) -> Int {
        var selected = current
        for row in visibleTitleRows {
            let offset = row.frame.minY - visibleTop
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
        let visible = CGRect(origin: pagerView.contentOffset, size: pagerView.frame.size)
        let target: CGPoint?
        switch spec.scrollPosition {
        case .left: target = CGPoint(x: tab.minX - spec.resolvedMenuInset, y: 0)
        case .center: target = CGPoint(x: tab.midX - pagerView.frame.width / 2, y: 0)
        case .preferCentered:
            target = visible.contains(tab) ? nil : CGPoint(x: tab.midX - pagerView.frame.width / 2, y: 0)
        }
        if let target {
            pagerView.scrollHost?.apply(.scroll(to: target, animated: true, clampedToContent: true))
        }
        underlineAnimation = (from: underlineFrame, to: index, start: time)
    }

    /// The underline at `time`, in the pager's content coordinates.
    func underline(at time: TimeInterval) -> CGRect {
        switch spec.indicator {
        case .jump:
            let target = underlineRect(forTab: selectedIndex)
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
        let (current, progress) = scrollProgress()
        guard current + 1 < spec.categories.count else { return underlineRect(forTab: current) }
        return interpolate(underlineRect(forTab: current), underlineRect(forTab: current + 1), Double(progress))
    }

    /// The category whose title row last passed the top, and how far (0…1) the table has
    /// scrolled toward the next title row.
    func scrollProgress() -> (category: Int, progress: CGFloat) {
        let y = spec.header == nil ? tableView.contentOffset.y + tableView.adjustedContentInset.top : visibleTop
        let count = spec.categories.count
        let current = (0..<count).last { titleRowFrame($0).minY <= y } ?? 0
        guard current + 1 < count else { return (current, 0) }
        let start = titleRowFrame(current).minY, end = titleRowFrame(current + 1).minY
        return (current, min(1, max(0, (y - start) / (end - start))))
    }

    /// The underline under tab `index`: its width mode, inset by the indicator insets.
    func underlineRect(forTab index: Int) -> CGRect {
        let tab = tabFrame(index), insets = spec.indicatorInsets
        let y = tab.maxY - spec.underlineHeight - insets.bottom
        switch spec.indicatorWidth {
        case .tab:
            return CGRect(x: tab.minX + insets.left, y: y, width: tab.width - insets.left - insets.right,
                          height: spec.underlineHeight)
        case .text:
            let width = titleWidths[index]
            return CGRect(x: tab.midX - width / 2, y: y, width: width, height: spec.underlineHeight)
        case .fixed(let width):
            return CGRect(x: tab.midX - width / 2, y: y, width: width, height: spec.underlineHeight)
        }
    }

    /// The colour of tab `index`'s title: the tint when selected; with the interpolated
    /// indicator and `interpolatesTextColor`, blended by the scroll progress between two tabs.
    func titleColor(forTab index: Int) -> Color {
        let base = spec.textColor ?? scenario.theme.secondaryLabel
        guard spec.indicator == .interpolated, spec.interpolatesTextColor else {
            return index == selectedIndex ? spec.tint : base
        }
        let (current, progress) = scrollProgress()
        switch index {
        case current: return blend(spec.tint, base, progress)
        case current + 1: return blend(base, spec.tint, progress)
        default: return base
        }
    }

    /// `a` → `b` by `t` in 0…1, per channel.
    private func blend(_ a: Color, _ b: Color, _ t: CGFloat) -> Color {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((CGFloat(x) + (CGFloat(y) - CGFloat(x)) * t).rounded()) }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                     alpha: mix(a.alpha, b.alpha))
    }

    private func interpolate(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        let t = CGFloat(t)
        return CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
                      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
}
