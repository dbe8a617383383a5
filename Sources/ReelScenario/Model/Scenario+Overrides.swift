public import Foundation

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
        let canvas = ScenarioLimits.canvas(width: copy.viewport.width, height: copy.viewport.height,
                                           scale: copy.viewport.scale)
        if canvas.problem != nil {
            problems.append(.canvas(width: canvas.pixelWidth, height: canvas.pixelHeight))
        }
        if copy.frameCount > ScenarioLimits.maximumFrameCount {
            problems.append(.frameCount(copy.frameCount))
        }
        guard problems.isEmpty else { throw ScenarioOverrideError(problems: problems) }
        return copy
    }
}
