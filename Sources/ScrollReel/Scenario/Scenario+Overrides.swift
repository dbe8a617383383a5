import Foundation

extension Scenario {
    /// The scenario rendered at another scale or frame rate — lighter GIFs for documentation,
    /// quick previews — checked against the same limits as a scenario file.
    ///
    /// The physics is evaluated in closed form at each frame's time, so another fps samples the
    /// same motion at other instants.
    public func overriding(scale: CGFloat? = nil, fps: Int? = nil) throws -> Scenario {
        var copy = self
        var problems: [String] = []
        if let scale {
            if ScenarioLimits.scale.contains(scale) { copy.viewport.scale = scale } else {
                problems.append("--scale must be between 1 and 4, got \(scale.uikitDescription)")
            }
        }
        if let fps {
            if ScenarioLimits.fps.contains(fps) { copy.fps = fps } else {
                problems.append("--fps must be between 1 and 120, got \(fps)")
            }
        }
        let pixels = (Int((copy.viewport.width * copy.viewport.scale).rounded()),
                      Int((copy.viewport.height * copy.viewport.scale).rounded()))
        if pixels.0 > ScenarioLimits.maximumPixelDimension || pixels.1 > ScenarioLimits.maximumPixelDimension
            || pixels.0 * pixels.1 > ScenarioLimits.maximumPixelArea {
            problems.append("canvas \(pixels.0)×\(pixels.1) px is over the limit")
        }
        if copy.frameCount > ScenarioLimits.maximumFrameCount {
            problems.append("\(copy.frameCount) frames is over the limit of \(ScenarioLimits.maximumFrameCount)")
        }
        guard problems.isEmpty else { throw RenderRequestError(message: problems.joined(separator: "; ")) }
        return copy
    }
}
