import Foundation
import ReelGraphics
import ReelLayout

/// The image view of a scenario's cells and headers: a picture ScrollReel generates or a file
/// the scenario names, placed by its content mode; it clips, as the published technique's does.
final class BuiltInImageView: UIView {
    var source: ImageSource?
    var mode = ReelGraphics.ContentMode.scaleAspectFill

    convenience init(frame: CGRect, source: ImageSource, mode: ReelGraphics.ContentMode) {
        self.init(frame: frame)
        self.source = source
        self.mode = mode
        clipsToBounds = true
        accessibilityIdentifier = "imageView"
    }
}
