import Foundation
import ReelScenario

extension OutputFormat {
    /// `NAME/frame-00000.png` …: one PNG per frame, encoded on every core.
    public static let png = OutputFormat(name: "png", summary: "NAME/frame-00000.png …: one PNG per frame") { reel in
        FrameSink(need: .pixels) { frame in
            if let image = frame.image {
                try reel.destination.write(image.pngData(), to: reel.frameFile(frame.index, "png"))
            }
            return nil
        } finish: { _ in }
    }
}
