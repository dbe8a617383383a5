public import Foundation

/// A picture the app drew into an image context (`UIGraphicsImageRenderer`,
/// `UIGraphicsBeginImageContext`): its size in points and what was drawn, in order — filled
/// shapes and pictures placed in rectangles, in the picture's coordinates.
public struct ComposedPicture: Sendable, Hashable {
    public enum Layer: Sendable, Hashable {
        /// A filled rectangle, rounded rectangle or oval.
        case fill(ShapePath.Shape, ViewColor)
        /// A picture drawn into a rectangle.
        case picture(DrawnImage.Source, CGRect)
    }

    public var size: CGSize
    public var layers: [Layer]

    public init(size: CGSize, layers: [Layer] = []) {
        (self.size, self.layers) = (size, layers)
    }
}
