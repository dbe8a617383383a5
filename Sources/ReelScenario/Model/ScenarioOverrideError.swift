public import Foundation
import ReelGeometry

/// A scale or frame rate that a scenario cannot be rendered at (see ``Scenario/overriding(scale:fps:)``).
///
/// The problems are typed so a front end can word them in its own terms (a CLI names its flags).
public struct ScenarioOverrideError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One reason the override was refused.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// A scale outside ``ScenarioLimits/scale``.
        case scale(CGFloat)
        /// A frame rate outside ``ScenarioLimits/fps``.
        case fps(Int)
        /// The canvas in pixels would exceed ``ScenarioLimits/maximumPixelArea`` or a side limit.
        case canvas(width: Int, height: Int)
        /// The frame count would exceed ``ScenarioLimits/maximumFrameCount``.
        case frameCount(Int)
        /// A matrix axis that cannot be rendered (``ScenarioMatrix/parse(_:)``), in words.
        case matrix(String)

        /// The scenario field the problem is about: `scale` or `fps` (a front end names its own
        /// option instead), nil for limits that follow from both.
        public var field: String? {
            switch self {
            case .scale: "scale"
            case .fps: "fps"
            case .matrix: "matrix"
            case .canvas, .frameCount: nil
            }
        }

        /// The problem in words, the field called `name` (``field`` by default).
        public func description(naming name: String? = nil) -> String {
            switch self {
            case .scale(let scale):
                return "\(name ?? "scale") must be between \(Int(ScenarioLimits.scale.lowerBound)) and "
                    + "\(Int(ScenarioLimits.scale.upperBound)), got \(scale.uikitDescription)"
            case .fps(let fps):
                return "\(name ?? "fps") must be between \(ScenarioLimits.fps.lowerBound) and "
                    + "\(ScenarioLimits.fps.upperBound), got \(fps)"
            case let .canvas(width, height):
                return "canvas \(width)×\(height) px is over the limit"
            case .frameCount(let count):
                return "\(count) frames is over the limit of \(ScenarioLimits.maximumFrameCount)"
            case .matrix(let problem):
                return "\(name ?? "matrix"): \(problem)"
            }
        }

        public var description: String { description() }
    }

    public var problems: [Problem]

    public var description: String { problems.map(\.description).joined(separator: "; ") }
}
