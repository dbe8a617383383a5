import Foundation
import ReelRender
import ReelScenario

extension OutputFormat {
    /// `NAME/frame-00000.svg` …: one standalone SVG document per frame.
    public static let svg = OutputFormat(name: "svg", summary: "NAME/frame-00000.svg …: one SVG document per frame") { reel in
        let renderer = SVGRenderer()
        return FrameSink(need: .drawing) { frame in
            if let list = frame.displayList {
                try reel.destination.write(Data(renderer.render(list).utf8), to: reel.frameFile(frame.index, "svg"))
            }
            return nil
        } finish: { _ in }
    }
}
