import Foundation
import ReelRender
import ReelScenario

extension OutputFormat {
    /// `NAME.svg`: one SVG that plays every frame with SMIL, so it animates inside an `<img>`.
    public static let animatedSVG = OutputFormat(
        name: "animated-svg", summary: "NAME.svg: one SVG playing every frame (SMIL)"
    ) { reel in
        // Only the in-order steps touch the document, one at a time.
        var document = AnimatedSVG(size: reel.size, pixelWidth: reel.pixelWidth, pixelHeight: reel.pixelHeight)
        return FrameSink(need: .drawing) { frame in
            guard let list = frame.displayList else { return nil }
            return { document.addFrame(list, at: frame.time) }
        } finish: { endTime in
            try reel.destination.write(Data(document.document(endTime: endTime).utf8), to: reel.file("svg"))
        }
    }
}
