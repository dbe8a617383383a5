public import Foundation

extension CGFloat {
    /// The number as Foundation's `%g` prints it, which is how UIKit's console lines show numbers.
    public var uikitDescription: String {
        let value = Double(self)
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%g", value)
    }
}

extension CGRect {
    /// `NSStringFromCGRect`: `{{x, y}, {w, h}}`.
    public var uikitDescription: String {
        "{{\(origin.x.uikitDescription), \(origin.y.uikitDescription)}, "
            + "{\(size.width.uikitDescription), \(size.height.uikitDescription)}}"
    }
}
