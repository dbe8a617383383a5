import Foundation
package import ReelGraphics
package import ReelScenario
package import ReelScene

/// A simulated frame drawn as a screen recording of it looks: the view tree, then the
/// scenario's overlays on top.
package enum FrameDrawing {
    /// The display list of `frame`.
    /// - Complexity: O(number of views in the tree).
    package static func displayList(of frame: Frame, in scenario: Scenario) -> DisplayList {
        var items: [DisplayItem] = []
        frame.viewTree.appendDisplayItems(to: &items)
        let viewport = scenario.viewport.size
        let overlays = scenario.overlays
        if overlays.selfSizing {
            items += OverlayDrawing.selfSizingMarks(frame.selfSizingMarks, theme: scenario.theme)
        }
        if let title = overlays.navigationBar {
            items += OverlayDrawing.navigationBar(title: title, viewport: viewport,
                                                  statusBarHeight: scenario.viewport.statusBarHeight, theme: scenario.theme)
        } else if let bars = frame.appBars, let title = bars.navigationTitle {
            // A large title's bar follows the content: 96 pt at rest, collapsing to 44 as the
            // content scrolls up, stretching when it is pulled down.
            let main = frame.trace.scrollViews.first
            let scrolled = (main?.contentOffset.y ?? 0) + (main?.contentInset.top ?? 0)
            let height = bars.largeTitle ? max(Scenario.navigationBarHeight, Scenario.largeTitleNavigationBarHeight - scrolled)
                : Scenario.navigationBarHeight
            items += OverlayDrawing.navigationBar(title: title, viewport: viewport,
                                                  statusBarHeight: bars.navigationBarTop ?? scenario.viewport.statusBarHeight,
                                                  reachesScreenTop: (bars.navigationBarTop ?? 0) <= scenario.viewport.statusBarHeight,
                                                  hairline: bars.navigationHairline,
                                                  height: height, largeTitle: bars.largeTitle,
                                                  buttons: bars.leadingItems + bars.trailingItems,
                                                  background: bars.navigationBackground.map(Color.init(viewColor:)),
                                                  titleColor: bars.navigationTitleColor.map(Color.init(viewColor:)), theme: scenario.theme)
        }
        if let bars = frame.appBars, let tabs = bars.tabTitles {
            items += OverlayDrawing.tabBar(titles: tabs, symbols: bars.tabSymbols, selected: bars.selectedTab, viewport: viewport,
                                           homeIndicatorHeight: scenario.viewport.safeArea.bottom,
                                           colors: (bars.tabBackground.map(Color.init(viewColor:)),
                                                    bars.tabSelectedColor.map(Color.init(viewColor:)),
                                                    bars.tabUnselectedColor.map(Color.init(viewColor:))),
                                           theme: scenario.theme)
        }
        if overlays.console {
            items += OverlayDrawing.consolePanel(frame.recentConsoleLines, viewport: viewport)
        }
        if overlays.contentOffset {
            let bottom = overlays.console ? viewport.height - OverlayDrawing.consolePanelHeight : viewport.height
            items += OverlayDrawing.offsetReadout(frame.contentOffset, progress: frame.trace.headerProgress,
                                                  viewport: viewport, bottom: bottom)
        }
        if overlays.deviceChrome {
            items += DeviceChrome.overlay(viewport: scenario.viewport, theme: scenario.theme)
        }
        if overlays.touches, let finger = frame.touchLocation {
            items.append(OverlayDrawing.touch(at: finger))
        }
        let radius = scenario.viewport.screenCornerRadius
        guard overlays.deviceChrome, radius > 0 else {
            return DisplayList(size: viewport, scale: scenario.viewport.scale, background: scenario.background, items: items)
        }
        // Rounded screen corners: everything inside the screen's shape, black around it.
        let screen = CGRect(origin: .zero, size: viewport)
        items = [.pushClip(screen, corners: Corners(radius: radius)), .fill(screen, color: scenario.background, corners: 0)]
            + items + [.popClip]
        return DisplayList(size: viewport, scale: scenario.viewport.scale, background: .black, items: items)
    }
}
