public import Foundation
import ReelFiles
import ReelOutput
import ReelRender
import ReelScenario

/// Writes what a failing check leaves for a person to look at, into one artifacts folder:
///
/// - `NAME/trace-diff.txt`: the trace differences; `NAME/trace.json`: the actual trace;
/// - `NAME/frame-00023-reference.png`, `-actual.png`, `-diff.png` for each differing frame;
/// - `NAME/diff.gif`: the difference images of every compared frame, played at their times;
/// - `report.html`: every scenario, self-contained (see ``HTMLReport``).
public struct ArtifactWriter {
    /// The artifacts folder.
    public var folder: URL

    /// A writer into `folder` (created on first write).
    public init(folder: URL) {
        self.folder = folder
    }

    /// The folder used when none is given: `$SCROLLREEL_ARTIFACTS`, else
    /// `scrollreel-artifacts` in the system's temporary folder.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["SCROLLREEL_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-artifacts", isDirectory: true)
    }

    /// The scenario's artifacts subfolder.
    public func folder(for name: String) -> URL {
        folder.appendingPathComponent(name, isDirectory: true)
    }

    /// Writes the artifacts of every check with differences and the report; returns the
    /// report's URL. Artifacts of earlier runs for these scenarios are replaced.
    @discardableResult
    public func write(_ checks: [ScenarioCheck], limit: Int = 20) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        var gifs: [String: Data] = [:]
        for check in checks {
            let target = folder(for: check.name)
            try? manager.removeItem(at: target)
            guard check.hasDifferences else { continue }
            try manager.createDirectory(at: target, withIntermediateDirectories: true)
            try AtomicFile.write(Data(check.actualTrace.utf8), to: target.appendingPathComponent("trace.json"))
            if let diff = check.traceDiff {
                try AtomicFile.write(Data((diff.listing(limit: .max) + "\n").utf8),
                                     to: target.appendingPathComponent("trace-diff.txt"))
            }
            for frame in check.differingFrames {
                let stem = FrameFile.stem(frame.index)
                try frame.reference?.writePNG(to: target.appendingPathComponent("\(stem)-reference.png"))
                try frame.actual?.writePNG(to: target.appendingPathComponent("\(stem)-actual.png"))
                try frame.diff?.differenceImage().writePNG(to: target.appendingPathComponent("\(stem)-diff.png"))
            }
            if let gif = try differenceGIF(check) {
                try AtomicFile.write(gif, to: target.appendingPathComponent("diff.gif"))
                gifs[check.name] = gif
            }
        }
        let report = folder.appendingPathComponent("report.html")
        try AtomicFile.write(Data(HTMLReport(checks: checks, differenceGIFs: gifs, limit: limit).html.utf8), to: report)
        return report
    }

    /// The difference images of the compared frames as one GIF, each shown from its frame's
    /// time; nil when no frame was compared or none differs.
    ///
    /// Written by the GIF format's sink, with a palette of its own: the highlight exactly, the
    /// rest median-cut from the frames.
    func differenceGIF(_ check: ScenarioCheck) throws -> Data? {
        let compared = check.frames.filter { $0.diff != nil }  // a check with differences keeps them
        guard !check.differingFrames.isEmpty, let first = compared.first?.diff else { return nil }
        let images = try compared.map { try $0.diff!.differenceImage() }
        guard images.allSatisfy({ $0.width == first.width && $0.height == first.height }) else { return nil }
        var builder = PaletteBuilder()
        builder.addExact([PixelDiff.highlight, .white])
        for image in images { builder.addSamples(from: image) }
        let memory = MemoryDestination()
        let width = images[0].width, height = images[0].height
        let sink = try FrameSink.gif(to: memory.stream(to: "diff.gif"), width: width, height: height,
                                     palette: builder.build())
        let frames = zip(compared, images).enumerated().map { position, pair in
            SourceFrame(index: position, time: pair.0.time, trace: nil, content: .pixels(pair.1))
        }
        // The last compared frame stays up as long as the gap before it, at least half a second.
        let times = compared.map(\.time)
        let gap = times.count > 1 ? times[times.count - 1] - times[times.count - 2] : 0.5
        try FramePipeline(sinks: [sink], pixelWidth: width, pixelHeight: height)
            .write(frames, frameCount: frames.count, endTime: times.last! + max(gap, 0.5))
        return memory.files["diff.gif"]
    }
}
