import Foundation
import ScrollReel
import Testing
import UIKit

/// What UIKit tells views and apps beyond layout: a view entering and leaving a window, new
/// margins, the display's refresh, the animation block running, the assistive settings.
@Suite(.serialized) struct ViewHookTests {
    /// A view hears `didMoveToWindow()` when its tree enters or leaves a window, before its
    /// subviews do; a move within no window says nothing.
    @Test func viewsHearThatTheyEnterAndLeaveAWindow() {
        WindowWatchingView.log = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let card = WindowWatchingView(name: "card"), badge = WindowWatchingView(name: "badge")
        card.addSubview(badge)
        #expect(WindowWatchingView.log == [])
        window.addSubview(card)
        #expect(WindowWatchingView.log == ["card in a window", "badge in a window"])
        badge.removeFromSuperview()
        card.removeFromSuperview()
        #expect(WindowWatchingView.log == ["card in a window", "badge in a window", "badge left a window", "card left a window"])
    }

    /// New margins are announced once; the same margins again are not.
    @Test func newMarginsAreAnnounced() {
        let view = WindowWatchingView(name: "view")
        view.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        view.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        #expect(view.heard == ["margins 20.0", "margins 16.0"])
    }

    /// A display link ticks at the display's 60 Hz on the simulated clock until invalidated;
    /// an animation block runs with its duration inherited, and 0 outside it.
    @Test func aDisplayLinkTicksAtSixtyHertz() throws {
        nonisolated(unsafe) var made: TickingViewController?
        _ = try WindowTests.frames("[{wait: 1}]") {
            let controller = TickingViewController()
            made = controller
            return controller
        }
        let screen = try #require(made)
        #expect(screen.ticks.count == 30)
        let steps = zip(screen.ticks.dropFirst(), screen.ticks).map { $0 - $1 }
        #expect(steps.allSatisfy { abs($0 - 1.0 / 60) < 1e-9 })
        #expect(screen.durations == [0, 0.3, 0])
    }

    /// The assistive settings of an iPhone left as it came: none on; a layer keeps values under
    /// keys of the app's own and is its own presentation.
    @Test func assistiveSettingsAreOffAndLayersKeepKeyedValues() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled)
        #expect(UIAccessibility.Notification.pageScrolled.rawValue == 1009)
        let layer = CALayer()
        #expect(layer.value(forKey: "allowsHitTesting") == nil)
        layer.setValue(true, forKey: "allowsHitTesting")
        #expect(layer.value(forKey: "allowsHitTesting") as? Bool == true)
        layer.cornerRadius = 6
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 6)
        #expect(layer.presentation() === layer)
        #expect(!ProcessInfo.processInfo.isMacCatalystApp)
    }
}

/// Auto Layout with an optional width: the panel comes as close to its wanted 375 pt as the
/// required margins let it — the 288 pt between the 16-pt margins of an iPhone SE.
@Suite struct OptionalConstraintTests {
    @Test func anOptionalWidthComesAsCloseAsTheRequiredOnesAllow() throws {
        nonisolated(unsafe) var made: WidePanelViewController?
        _ = try WindowTests.frames("[{wait: 0.1}]", inNavigationController: false) {
            let controller = WidePanelViewController()
            made = controller
            return controller
        }
        let panel = try #require(made).panel
        #expect(panel.frame == CGRect(x: 16, y: 0, width: 288, height: 568))
    }

    /// The same panel holding an empty label that hugs its zero width at the same low priority:
    /// the app's own constraint is met first, so the panel still fills the margins (docs/facts.md,
    /// "Auto Layout", our reading) and the label takes the panel's width less its 8-pt margins.
    @Test func anEqualPriorityHugLosesToTheAppsOwnConstraint() throws {
        nonisolated(unsafe) var made: WidePanelViewController?
        _ = try WindowTests.frames("[{wait: 0.1}]", inNavigationController: false) {
            let controller = WidePanelViewController(sizingLabel: true)
            made = controller
            return controller
        }
        let screen = try #require(made)
        #expect(screen.panel.frame == CGRect(x: 16, y: 0, width: 288, height: 568))
        #expect(screen.sizingLabel?.frame.width == 272)
    }
}
