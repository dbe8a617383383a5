public import Foundation
public import ReelFiles
public import ReelGraphics
public import ReelRender
import ReelScenario
public import ReelTrace

/// What a format does with a reel's frames: the seam between the frame pipeline and the formats.
///
/// ``prepare`` sees every frame, on any thread and several frames at once — the work that needs
/// no order (encoding a PNG, mapping pixels to a palette) — and returns the step, if any, that
/// must run in frame order (appending to a stream). ``finish`` ends the output once every frame
/// was added.
package struct FrameSink {
    /// What each frame must bring to this sink; the pipeline makes the most any sink needs.
    package enum Need: Int, Comparable, Sendable {
        /// The frame's trace only: nothing is drawn.
        case trace
        /// The display list.
        case drawing
        /// The display list rasterized.
        case pixels

        package static func < (lhs: Need, rhs: Need) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A step that must run in frame order.
    package typealias InOrderStep = () throws -> Void

    package var need: Need
    package var prepare: (DrawnFrame) throws -> InOrderStep?
    package var finish: (_ endTime: TimeInterval) throws -> Void

    package init(need: Need, prepare: @escaping (DrawnFrame) throws -> InOrderStep?,
                 finish: @escaping (_ endTime: TimeInterval) throws -> Void) {
        self.need = need
        self.prepare = prepare
        self.finish = finish
    }
}

/// A frame as the sinks receive it: when it shows, and what was made of it.
package struct DrawnFrame {
    package var index: Int
    /// Simulated seconds at which the frame starts showing.
    package var time: TimeInterval
    /// The layout trace (nil for frames that have none, such as a comparison's).
    package var trace: FrameTrace?
    /// The drawing, when a sink needs at least ``FrameSink/Need/drawing``.
    package var displayList: DisplayList?
    /// The pixels, when a sink needs ``FrameSink/Need/pixels``.
    package var image: RasterImage?
    /// The previous frame's pixels (nil for the first frame): what formats that store only the
    /// change from frame to frame compare with.
    package var previousImage: RasterImage?
    /// Whether the frame draws exactly what the frame before drew (a hold, a rest): its display
    /// list is equal, and its image is the previous frame's, not drawn again.
    package var repeatsPrevious = false
}

/// What a format knows of the reel it writes.
package struct OutputContext {
    /// The file stem: `NAME` of `NAME.gif` and `NAME/frame-00000.png`.
    package var name: String
    /// Size in points and pixels per point.
    package var size: CGSize
    package var scale: CGFloat
    /// Size in pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var fps: Int
    package var frameCount: Int
    /// The trace's header; nil for reels that have no trace (comparisons).
    package var traceHeader: TraceHeader?
    /// Where the files go.
    package var destination: any OutputDestination
    /// A fresh pass over the frames' drawings, for formats that look ahead (a GIF's palette).
    package var displayLists: () -> AnySequence<DisplayList>

    /// `NAME.EXTENSION`.
    package func file(_ pathExtension: String) -> String { "\(name).\(pathExtension)" }

    /// `NAME/frame-00023.EXTENSION`.
    package func frameFile(_ index: Int, _ pathExtension: String) -> String {
        "\(name)/" + FrameFile.name(index, extension: pathExtension)
    }
}
