import Foundation
import ReelGD

/// The pixels a GIF frame may be written with.
///
/// A frame is drawn over the one before it (disposal: none), so a pixel that did not change may
/// be written as its own index or as the transparent index: both show the same. The choice is
/// most of what makes an animated GIF small, and no one choice is best for every frame, so a
/// frame is coded in each of these ways and the smallest kept, as gifsicle's `-O3` does:
///
/// - ``Choice/opaque``: every pixel its own index, for frames where nearly everything moved.
/// - ``Choice/mixedStretchesTransparent``: a stretch of unchanged pixels is transparent when it
///   holds more than one colour, else keeps its colour (which may continue a run around it);
///   gifsicle's heuristic, from its `optimize.c` notes.
/// - ``Choice/longStretchesTransparent``: unchanged stretches of at least ``longStretch`` pixels
///   are transparent; text and edges keep their own patterns.
/// - ``Choice/continuingRuns``: an unchanged pixel continues the run before it when it can,
///   else is transparent; long transparent spans where little moved.
///
/// Stretches run in the order the pixels are coded, row after row of the frame's area.
struct GIFFramePixels {
    /// The ways to write a frame, the most often smallest first (a later one must be shorter
    /// to be taken).
    enum Choice: CaseIterable {
        case mixedStretchesTransparent
        case longStretchesTransparent
        case continuingRuns
        case opaque
    }

    /// Unchanged stretches at least this long are transparent under ``Choice/longStretchesTransparent``.
    static let longStretch = 32

    /// The area's pixels now and before, row after row.
    private let current: [UInt8]
    private let previous: [UInt8]?
    private let transparent: UInt8

    /// The pixels of `area` for a frame with `indices` drawn over `previous` (whole frames
    /// `width` pixels wide; nil for the first frame, which has nothing to be transparent over).
    /// - Complexity: O(pixels of `area`).
    init(_ indices: [UInt8], over previous: [UInt8]?, in area: PixelBox, width: Int, transparent: UInt8) {
        func crop(_ frame: [UInt8]) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: area.width * area.height)
            frame.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { target in
                    for y in 0..<area.height {
                        (target.baseAddress! + y * area.width)
                            .update(from: source.baseAddress! + (area.minY + y) * width + area.minX, count: area.width)
                    }
                }
            }
            return out
        }
        current = crop(indices)
        self.previous = previous.map(crop)
        self.transparent = transparent
    }

    /// The choices worth trying: all of them once there is a frame before.
    var choices: [Choice] { previous == nil ? [.opaque] : Choice.allCases }

    /// The pixels written under `choice`, row-major over the area.
    /// - Complexity: O(pixels of the area).
    func pixels(_ choice: Choice) -> [UInt8] {
        guard let previous, choice != .opaque else { return current }
        var out = current
        let count = out.count, t = transparent
        current.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                out.withUnsafeMutableBufferPointer { out in
                    if choice == .continuingRuns {
                        var last = t
                        for n in 0..<count {
                            if now[n] == before[n] && last != now[n] { out[n] = t }
                            last = out[n]
                        }
                        return
                    }
                    var n = 0
                    while n < count {
                        guard now[n] == before[n] else { n += 1; continue }
                        var end = n + 1, mixed = false
                        while end < count && now[end] == before[end] {
                            mixed = mixed || now[end] != now[n]
                            end += 1
                        }
                        let clear = choice == .mixedStretchesTransparent ? mixed : end - n >= Self.longStretch
                        if clear { out.baseAddress!.advanced(by: n).update(repeating: t, count: end - n) }
                        n = end
                    }
                }
            }
        }
        return out
    }
}
