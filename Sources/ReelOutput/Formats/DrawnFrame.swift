package import Foundation
package import ReelGraphics
package import ReelRender
package import ReelTrace

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
