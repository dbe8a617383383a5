import Foundation
import ReelOutput
import ReelScenario
import ReelScene
import ScrollReel
import ScrollReelDemos
import Testing

/// Bad input gets one located line per problem: `file:line:column: field: problem`.
@Suite struct ScenarioValidationTests {
    /// A valid scenario; tests break one line of it.
    static let valid = """
        name: tiny
        viewport: {width: 320, height: 568, scale: 2}
        fps: 50
        collection:
          itemSize: [100, 100]
          sections: [6]
        gestures:
          - drag: {by: [0, -100], duration: 0.5}
          - release
        """

    func problems(_ yaml: String) -> [String] { Fixtures.problems(yaml) }

    @Test func validScenarioParses() throws {
        let scenario = try Scenario.parse(Self.valid, file: "tiny.yaml")
        #expect(scenario.name == "tiny")
        #expect(scenario.collection.itemSize == CGSize(width: 100, height: 100))
        // 0.5 s drag + 0 s release + 1 s default tail = 1.5 s → frames 0…75 at 50 fps.
        #expect(scenario.duration == 1.5)
        #expect(scenario.frameCount == 76)
    }

    @Test func negativeSizeNamesLineAndField() {
        let yaml = Self.valid.replacingOccurrences(of: "itemSize: [100, 100]", with: "itemSize: [-3, 100]")
        #expect(problems(yaml) == ["bad.yaml:5:14: collection.itemSize[0]: must be greater than 0 and at most 100000, got -3"])
    }

    @Test func negativeSpacingsAreAcceptedAsUIKitAcceptsThem() throws {
        let yaml = Self.valid.replacingOccurrences(
            of: "itemSize: [100, 100]",
            with: "itemSize: [100, 100]\n  minimumLineSpacing: -40\n  minimumInteritemSpacing: -8")
        let scenario = try Scenario.parse(yaml, file: "carousel.yaml")
        #expect(scenario.collection.minimumLineSpacing == -40 && scenario.collection.minimumInteritemSpacing == -8)
        let tooFar = Self.valid.replacingOccurrences(
            of: "itemSize: [100, 100]", with: "itemSize: [100, 100]\n  minimumLineSpacing: -100001")
        #expect(problems(tooFar) == ["bad.yaml:6:23: collection.minimumLineSpacing: must be between -100000 and 100000, got -100001"])
    }

    @Test func nanIsRejected() {
        let yaml = Self.valid.replacingOccurrences(of: "fps: 50", with: "fps: .nan")
        #expect(problems(yaml) == ["bad.yaml:3:6: fps: must be a finite number, got nan"])
    }

    @Test func zeroAndAbsurdFps() {
        #expect(problems(Self.valid.replacingOccurrences(of: "fps: 50", with: "fps: 0"))
            == ["bad.yaml:3:6: fps: must be between 1 and 120, got 0"])
        #expect(problems(Self.valid.replacingOccurrences(of: "fps: 50", with: "fps: 100000"))
            == ["bad.yaml:3:6: fps: must be between 1 and 120, got 100000"])
    }

    @Test func canvasOverTheLimit() {
        let yaml = Self.valid.replacingOccurrences(
            of: "{width: 320, height: 568, scale: 2}", with: "{width: 3000, height: 3000, scale: 1}")
        #expect(problems(yaml) == [
            "bad.yaml:2:11: viewport: canvas 3000×3000 px is over the limit (each side ≤ 4096 px, area ≤ 8388608 px)",
        ])
    }

    @Test func absurdFrameCount() {
        // 60 s wait + 1 s tail at 120 fps = 7321 frames > 6000.
        let yaml = Self.valid.replacingOccurrences(of: "fps: 50", with: "fps: 120")
            .replacingOccurrences(of: "  - release", with: "  - release\n  - wait: 60")
        #expect(problems(yaml) == ["bad.yaml:3:6: fps: 61.50 s at 120 fps is 7381 frames; the limit is 6000"])
    }

    @Test func syntaxErrorIsLocated() {
        let yaml = Self.valid.replacingOccurrences(of: "sections: [6]", with: "sections: [6")
        let reported = problems(yaml)
        #expect(reported.count == 1)
        #expect(reported.first?.hasPrefix("bad.yaml:7:") == true)
        #expect(reported.first?.contains("syntax error") == true)
    }

    @Test func misspeltKeyGetsASuggestion() {
        let yaml = Self.valid.replacingOccurrences(of: "itemSize:", with: "itemSzie:")
        #expect(problems(yaml) == ["bad.yaml:5:3: collection.itemSzie: unknown key 'itemSzie'; did you mean 'itemSize'?"])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let yaml = Self.valid
            .replacingOccurrences(of: "fps: 50", with: "fps: -1")
            .replacingOccurrences(of: "itemSize: [100, 100]", with: "itemSize: [100, .nan]")
            .replacingOccurrences(of: "duration: 0.5", with: "duration: fast")
        #expect(problems(yaml) == [
            "bad.yaml:3:6: fps: must be between 1 and 120, got -1",
            "bad.yaml:5:19: collection.itemSize[1]: must be a finite number, got nan",
            "bad.yaml:8:37: gestures[0].drag.duration: expected a number, got 'fast'",
        ])
    }

    @Test func missingRequiredKey() {
        let yaml = Self.valid.replacingOccurrences(of: "name: tiny\n", with: "")
        #expect(problems(yaml) == ["bad.yaml:1:1: name: missing required key"])
    }

    @Test func unknownStepSuggestsNearest() {
        let yaml = Self.valid.replacingOccurrences(of: "  - release", with: "  - relase")
        #expect(problems(yaml) == [
            "bad.yaml:9:5: gestures[1]: expected a step (drag, hold, release, fling, wait, tap, scroll, repeat, performBatchUpdates, reloadData, apply, set), got 'relase'; did you mean 'release'?",
        ])
    }

    @Test func jsonIsAcceptedWithLineNumbers() {
        let json = """
            {"name": "tiny", "viewport": "iphone-se",
             "collection": {"itemSize": [100, 0]},
             "gestures": []}
            """
        #expect(problems(json) == [
            "bad.yaml:2:35: collection.itemSize[1]: must be greater than 0 and at most 100000, got 0",
        ])
    }
}
