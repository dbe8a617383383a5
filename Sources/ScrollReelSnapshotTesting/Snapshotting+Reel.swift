public import Foundation
import ReelCheck
public import ScrollReel
public import ScrollReelUIKit
public import SnapshotTesting

extension Snapshotting where Value == Scenario, Format == String {
    /// The scenario's trace (`scrollreel dump`), stored as `.json`; a mismatch lists the first
    /// differing frame field by field (`frame 37 (t=1.233 s): main cell 0.4 frame.y: …`).
    public static var reelTrace: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .reelTrace) { scenario in
            (try? ReelCapture(scenario: scenario, sampled: []).traceText) ?? ""
        }
    }
}

extension Snapshotting where Value == Scenario, Format == Data {
    /// One frame as PNG, compared pixel by pixel: at least `precision` of the pixels must match,
    /// each channel within `tolerance`; a mismatch attaches the difference image.
    /// - Parameter scale: render at this scale instead of the scenario's (1 keeps references small).
    public static func reelPNG(frame: Int, precision: Double = 1, tolerance: Int = 0,
                               scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reelPNG(precision: precision, tolerance: tolerance)) { scenario in
            guard let scenario = try? scenario.overriding(scale: scale),
                  let capture = try? ReelCapture(scenario: scenario, sampled: [frame]),
                  let image = capture.frames.first?.image
            else { return Data() }  // out of range or unrenderable: the diff says so
            return (try? image.pngData()) ?? Data()
        }
    }

    /// The whole gesture as the animated GIF `scrollreel render` writes (deterministic, compared
    /// byte for byte).
    public static var reelGIF: Snapshotting {
        Snapshotting(pathExtension: "gif", diffing: .reelGIF) { scenario in
            (try? Reel(scenario: scenario).render(formats: [.gif]))?["\(scenario.name).gif"] ?? Data()
        }
    }
}

// An app's screen: a view controller under a script (a scenario file without `collection`),
// shown in the window as a launch shows it. The reel is the same as the scenario strategies'.

extension Snapshotting where Value == UIViewController, Format == String {
    /// The trace of `script` played on the view controller's screen.
    ///
    /// ```swift
    /// assertSnapshot(of: FeedViewController(), as: .reelTrace(script))
    /// ```
    public static func reelTrace(_ script: Scenario, inNavigationController: Bool = false) -> Snapshotting {
        Snapshotting<Scenario, String>.reelTrace.pullback { controller in
            nonisolated(unsafe) let controller = controller
            return script.showing(inNavigationController: inNavigationController, callerID: appModuleID(of: controller)) { controller }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == Data {
    /// One frame of `script` on the view controller's screen, as PNG (see the scenario form).
    public static func reelPNG(_ script: Scenario, frame: Int, inNavigationController: Bool = false, precision: Double = 1,
                               tolerance: Int = 0, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting<Scenario, Data>.reelPNG(frame: frame, precision: precision, tolerance: tolerance, scale: scale).pullback { controller in
            nonisolated(unsafe) let controller = controller
            return script.showing(inNavigationController: inNavigationController, callerID: appModuleID(of: controller)) { controller }
        }
    }

    /// The whole of `script` on the view controller's screen, as the GIF `App` writes.
    public static func reelGIF(_ script: Scenario, inNavigationController: Bool = false) -> Snapshotting {
        Snapshotting<Scenario, Data>.reelGIF.pullback { controller in
            nonisolated(unsafe) let controller = controller
            return script.showing(inNavigationController: inNavigationController, callerID: appModuleID(of: controller)) { controller }
        }
    }
}

extension Diffing where Value == String {
    /// Trace text compared with ReelCheck's frame-by-frame trace diff.
    public static var reelTrace: Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            guard old != new else { return nil }
            let listing: String
            do {
                let diff = TraceDiff.compare(expected: try TraceDocument(text: old, source: "the reference trace"),
                                             actual: try TraceDocument(text: new, source: "the new trace"))
                listing = diff?.listing() ?? "the traces differ only in formatting"
            } catch {
                listing = "\(error)"
            }
            return (listing, [.data(Data(listing.utf8), name: "trace-diff.txt")])
        }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared pixel by pixel (see ``PixelDiff``).
    public static func reelPNG(precision: Double = 1, tolerance: Int = 0) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            guard let reference = try? RasterImage(pngData: old) else { return ("the reference is not a PNG", []) }
            guard let actual = try? RasterImage(pngData: new) else {
                return ("the frame could not be rendered (is the frame index in range?)", [])
            }
            let diff = PixelDiff(reference: reference, actual: actual, tolerance: tolerance)
            guard !diff.matches(precision: precision) else { return nil }
            let size = diff.sizeMismatch
                ? " (reference \(reference.width)×\(reference.height), actual \(actual.width)×\(actual.height))" : ""
            let message = "\(diff.differingPixelCount) of \(diff.pixelCount) pixels differ"
                + "\(size); precision \(precision) needs at most "
                + "\(Int((Double(diff.pixelCount) * (1 - precision)).rounded(.down)))"
            let attachments = (try? diff.differenceImage().pngData()).map { [DiffAttachment.data($0, name: "difference.png")] }
            return (message, attachments ?? [])
        }
    }

    /// GIF data compared byte for byte (ScrollReel's GIFs are deterministic).
    public static var reelGIF: Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            if new.isEmpty { return ("the scenario could not be rendered to GIF", []) }
            return ("the GIF differs: reference \(old.count) bytes, new \(new.count) bytes", [])
        }
    }
}

/// The app's module as `showing` takes it (`App/`): the module of the view controller's class,
/// where its storyboards find the app's classes.
private func appModuleID(of controller: UIViewController) -> String {
    String(reflecting: type(of: controller)).split(separator: ".").first.map { "\($0)/" } ?? ""
}
