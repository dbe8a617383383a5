import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// The scene as a deterministic text dump, compared with a literal (the swift-markdown style).
@Suite struct ViewTreeTests {
    @Test func firstFrameOfTinyScenario() throws {
        let frame = try #require(Simulation(scenario: try Fixtures.scenario("tiny.yaml")).nextFrame())
        // 120 pt wide, insets 5: two 50-pt items per line at x 5 and 65 (5 + 50 + 10); lines of 40
        // from y = 60 + 5 = 65 every 50 pt. The 200-pt viewport shows lines at 65, 115 and 165.
        // The header's image view fills it and clips; its title sits 8 pt above the bottom,
        // 14 × 2.4 = 33.6 pt tall. Cell labels fill their cell's content view, as in an app's cell.
        #expect(frame.viewTree.dump() == """
            window {{0, 0}, {120, 200}}
              collectionView main {{0, 0}, {120, 200}} clips
                cell 0.0 {{5, 65}, {50, 40}} clips
                  contentView {{0, 0}, {50, 40}}
                    label {{0, 0}, {50, 40}}
                cell 0.1 {{65, 65}, {50, 40}} clips
                  contentView {{0, 0}, {50, 40}}
                    label {{0, 0}, {50, 40}}
                cell 0.2 {{5, 115}, {50, 40}} clips
                  contentView {{0, 0}, {50, 40}}
                    label {{0, 0}, {50, 40}}
                cell 0.3 {{65, 115}, {50, 40}} clips
                  contentView {{0, 0}, {50, 40}}
                    label {{0, 0}, {50, 40}}
                cell 0.4 {{5, 165}, {50, 40}} clips
                  contentView {{0, 0}, {50, 40}}
                    label {{0, 0}, {50, 40}}
                cell 0.5 {{65, 165}, {50, 40}} clips
                  contentView {{0, 0}, {50, 40}}
                    label {{0, 0}, {50, 40}}
                header 0 {{0, 0}, {120, 60}}
                  imageView {{0, 0}, {120, 60}} clips
                  titleLabel {{16, 18.4}, {88, 33.6}}
            """)
    }

    @Test func scrolledContentMovesWithTheBoundsOrigin() throws {
        let frames = Array(Simulation(scenario: try Fixtures.scenario("tiny.yaml")))
        // Frame 12 (t = 0.48 s) is in the hold: the finger is 60 pt down; rubber band on a 200-pt
        // viewport: (1 − 1/(60 × 0.55/200 + 1)) × 200 = 28.33 pt, on the @1x grid 28.
        let tree = frames[12].viewTree
        #expect(tree.subviews[0].boundsOrigin == CGPoint(x: 0, y: -28))
        let header = try #require(tree.subviews[0].subviews.first { $0.name == "header 0" })
        #expect(header.frame == CGRect(x: 0, y: -28, width: 120, height: 88))
        #expect(header.subviews[0].frame == CGRect(x: 0, y: 0, width: 120, height: 88))
    }
}
