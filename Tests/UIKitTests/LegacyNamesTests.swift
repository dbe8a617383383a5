import Foundation
import ScrollReel
import Testing
import UIKit

/// Code written before Swift 4.2 compiles and runs as written.
@Suite struct LegacyNamesTests {
    @Test func oldNamesAreTheNewOnes() throws {
        let script = try Scenario.parse("name: legacy\nviewport: iphone-se\nfps: 10\ntail: 0\ngestures: [{wait: 0.2}]",
                                        file: "legacy.yaml", asAppScript: true)
        let box = Box()
        let frames = Array(Reel(scenario: script.showing {
            let controller = LegacyGridViewController()
            box.controller = controller
            return controller
        }).frames())
        let cells = frames[0].trace.scrollViews[0].attributes.filter { $0.kind == .cell }
        // `UIEdgeInsetsMake(8, 8, 8, 8)`: two 140-pt columns 8 pt in from either side.
        #expect(cells.first?.frame == CGRect(x: 8, y: 8, width: 140, height: 100))
        #expect(cells.dropFirst().first?.frame.minX == 172)
        // Set in viewDidLoad, before the view is on screen, and kept.
        #expect(box.controller?.rateOnScreen == .fast)
        #expect(box.controller?.cellsAreCells == true)
        #expect(UIView() != UIView())
        #expect(Set([box.controller!.collectionView as UIView]).count == 1)
    }

    final class Box: @unchecked Sendable {
        var controller: LegacyGridViewController?
    }
}
