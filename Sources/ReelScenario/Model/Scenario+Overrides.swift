import Foundation

extension Scenario {
    /// The scenario rendered at another scale or frame rate — lighter GIFs for documentation,
    /// quick previews — checked against the same limits as a scenario file, with or without the
    /// device chrome (`overlays.deviceChrome`) whatever the file says.
    ///
    /// The physics is evaluated in closed form at each frame's time, so another fps samples the
    /// same motion at other instants.
    public func overriding(scale: CGFloat? = nil, fps: Int? = nil, deviceChrome: Bool? = nil) throws -> Scenario {
        var copy = self
        if let deviceChrome { copy.overlays.deviceChrome = deviceChrome }
        var problems: [ScenarioOverrideError.Problem] = []
        if let scale {
            if ScenarioLimits.scale.contains(scale) { copy.viewport.scale = scale } else { problems.append(.scale(scale)) }
        }
        if let fps {
            if ScenarioLimits.fps.contains(fps) { copy.fps = fps } else { problems.append(.fps(fps)) }
        }
        let pixels = (Int((copy.viewport.width * copy.viewport.scale).rounded()),
                      Int((copy.viewport.height * copy.viewport.scale).rounded()))
        if pixels.0 > ScenarioLimits.maximumPixelDimension || pixels.1 > ScenarioLimits.maximumPixelDimension
            || pixels.0 * pixels.1 > ScenarioLimits.maximumPixelArea {
            problems.append(.canvas(width: pixels.0, height: pixels.1))
        }
        if copy.frameCount > ScenarioLimits.maximumFrameCount {
            problems.append(.frameCount(copy.frameCount))
        }
        guard problems.isEmpty else { throw ScenarioOverrideError(problems: problems) }
        return copy
    }
}
