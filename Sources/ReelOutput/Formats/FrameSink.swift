package import Foundation
import ReelFiles
import ReelGraphics
import ReelRender
import ReelTrace

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
    /// Whether `prepare` reads the previous frame's pixels (``DrawnFrame/previousImage``): then
    /// a batch is rasterized whole before any frame of it is prepared.
    package var comparesFrames: Bool
    package var prepare: (DrawnFrame) throws -> InOrderStep?
    package var finish: (_ endTime: TimeInterval) throws -> Void

    package init(need: Need, comparesFrames: Bool = false, prepare: @escaping (DrawnFrame) throws -> InOrderStep?,
                 finish: @escaping (_ endTime: TimeInterval) throws -> Void) {
        self.need = need
        self.comparesFrames = comparesFrames
        self.prepare = prepare
        self.finish = finish
    }
}
