public import Foundation
import ReelRender
public import ReelScenario
import ReelScene
import ReelTrace

/// Checks scenarios against goldens: the whole trace exactly, the sampled frames' pixels within
/// a precision, writing goldens as the record mode says.
///
/// ```swift
/// let checker = ReelChecker(goldens: URL(fileURLWithPath: "Tests/Goldens"), options: CheckOptions(record: .never))
/// let result = try checker.check(try BuiltInDemos.scenario(named: "stretchy-header"))
/// print(result.summary)
/// ```
public struct ReelChecker {
    /// Where the goldens are.
    public var goldens: GoldenStore
    /// How to compare and when to record.
    public var options: CheckOptions

    /// A checker of the goldens in `goldens`.
    public init(goldens: URL, options: CheckOptions = CheckOptions()) {
        self.goldens = GoldenStore(root: goldens)
        self.options = options
    }

    /// Renders `scenario` (at ``CheckOptions/scale``) and compares it with its goldens.
    ///
    /// - Throws: ``CheckError`` for bad options or an unreadable golden; render errors.
    public func check(_ scenario: Scenario) throws -> ScenarioCheck {
        try options.validate()
        let scenario = try scenario.overriding(scale: options.scale)
        let sample = options.sampling.frames(frameCount: scenario.frameCount)
        let capture = try ReelCapture(scenario: scenario, sampled: Set(sample))
        let name = scenario.name
        let manager = FileManager.default

        // Compare whatever goldens exist.
        var missing: [String] = []
        var traceDiff: TraceDiff?
        let traceURL = goldens.traceURL(for: name)
        if manager.fileExists(atPath: traceURL.path) {
            traceDiff = TraceDiff.compare(expected: try TraceDocument(contentsOf: traceURL),
                                          actual: capture.trace)
        } else {
            missing.append("trace.json")
        }
        var frames: [ScenarioCheck.FrameCheck] = []
        for frame in capture.frames {
            let url = goldens.frameURL(for: name, frame: frame.index)
            guard let data = try? Data(contentsOf: url) else {
                missing.append(GoldenStore.frameFileName(frame.index))
                frames.append(.init(index: frame.index, time: frame.time, reference: nil, actual: frame.image,
                                    diff: nil, isCompared: false, matches: false))
                continue
            }
            let reference: RasterImage
            do { reference = try RasterImage(pngData: data) } catch {
                throw CheckError("\(url.path) is not a readable PNG: \(error)")
            }
            let diff = PixelDiff(reference: reference, actual: frame.image, tolerance: options.tolerance)
            frames.append(.init(index: frame.index, time: frame.time, reference: reference, actual: frame.image,
                                diff: diff, isCompared: true, matches: diff.matches(precision: options.precision)))
        }

        let differs = traceDiff != nil || frames.contains { $0.diff != nil && !$0.matches }
        var recorded: [String] = []
        switch options.record {
        case .all:
            recorded = try record(capture, only: nil)
        case .missing where !missing.isEmpty:
            recorded = try record(capture, only: Set(missing))
        case .failed where differs || !missing.isEmpty:
            recorded = try record(capture, only: nil)
        case .missing, .failed, .never:
            break
        }
        let outcome: ScenarioCheck.Outcome
        if options.record == .all { outcome = .recorded }
        else if differs || (options.record == .never && !missing.isEmpty) { outcome = .failed }
        else if !recorded.isEmpty { outcome = .recorded }
        else { outcome = .passed }
        // Only a check with differences shows its pixels (artifacts, the report).
        return ScenarioCheck(name: name, outcome: outcome, record: options.record, traceDiff: traceDiff,
                             frames: differs ? frames : frames.map(\.withoutPixels), frameCount: capture.frameTimes.count, missing: missing,
                             recorded: recorded, actualTrace: capture.traceText)
    }

    /// Writes the capture's goldens (all, or only the named files); returns the names written.
    private func record(_ capture: ReelCapture, only files: Set<String>?) throws -> [String] {
        let name = capture.scenario.name
        var written: [String] = []
        if files?.contains("trace.json") ?? true {
            try goldens.writeTrace(capture.traceText, for: name)
            written.append("trace.json")
        }
        for frame in capture.frames where files?.contains(GoldenStore.frameFileName(frame.index)) ?? true {
            try goldens.writeFrame(try frame.image.pngData(), frame: frame.index, for: name)
            written.append(GoldenStore.frameFileName(frame.index))
        }
        if files == nil {
            try goldens.removeFrames(of: name, except: Set(capture.frames.map(\.index)))
        }
        return written
    }
}
