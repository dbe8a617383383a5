import Foundation
import ScrollReel
import Testing
import UIKit

/// What UIKit raises in an app's code ends the app in the reel with UIKit's words.
@Suite struct BadAppTests {
    static let script = """
        name: broken
        viewport: iphone-se
        fps: 10
        tail: 0
        gestures: [{wait: 0.3}]
        """

    @Test func dequeuingAnUnregisteredIdentifierEndsTheApp() throws {
        let script = try Scenario.parse(Self.script, file: "broken.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.showing { UnregisteredCellViewController() }).frames())
        #expect(frames[0].trace.console.first == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register "
                + "a nib or a class for the identifier or connect a prototype cell in a storyboard'")
        // The screen stays as it was when the app ended.
        #expect(frames.last?.trace.scrollViews == frames[0].trace.scrollViews)
    }

    @Test func aLaunchWithoutARootViewControllerEndsTheApp() throws {
        let script = try Scenario.parse(Self.script, file: "broken.yaml", asAppScript: true)
        let frames = Array(Reel(scenario: script.running(appDelegate: RootlessAppDelegate.self)).frames())
        #expect(frames[0].trace.console == ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'Application windows are expected to have a root view controller at the end of application launch'"])
    }
}
