import Foundation
import ReelLayout

/// The label of a scenario's cells and headers: the text it draws, as a `UILabel` would.
final class BuiltInLabel: UIView, TextDrawingView {
    var drawnText: DrawnText?

    convenience init(frame: CGRect, text: DrawnText, identifier: String = "label") {
        self.init(frame: frame)
        drawnText = text
        accessibilityIdentifier = identifier
    }
}
