public import Foundation
public import ReelGeometry

/// The text a view of the app's draws (a label's): what the scene renders for it.
public struct DrawnText: Sendable, Hashable {
    public enum Alignment: Sendable, Hashable { case left, center, right, natural }

    public var text: String
    public var pointSize: CGFloat
    public var color: ViewColor
    public var alignment: Alignment
    /// At most this many lines; 0: as many as the height holds.
    public var numberOfLines: Int
    /// How text that does not fit is cut.
    public var lineBreakMode: LineBreakMode
    /// The face's weight.
    public var weight: FontWeight

    public init(text: String, pointSize: CGFloat, color: ViewColor, alignment: Alignment, numberOfLines: Int,
                lineBreakMode: LineBreakMode = .byTruncatingTail, weight: FontWeight = .regular) {
        (self.text, self.pointSize, self.color, self.alignment, self.numberOfLines) = (text, pointSize, color, alignment, numberOfLines)
        self.lineBreakMode = lineBreakMode
        self.weight = weight
    }
}

/// A view that draws text of its own (`UILabel`).
public protocol TextDrawingView: UIView {
    var drawnText: DrawnText? { get }
}

/// A view whose intrinsic size depends on the width layout gives it (a text view that does not
/// scroll): the engine measures it again at its solved width, as it does a wrapping label.
package protocol WidthDependentView: UIView {}
