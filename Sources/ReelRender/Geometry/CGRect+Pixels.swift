import Foundation

extension CGRect {
    /// The rect with every coordinate multiplied by `scale` (points → pixels).
    func scaled(by scale: CGFloat) -> CGRect {
        CGRect(x: minX * scale, y: minY * scale, width: width * scale, height: height * scale)
    }

    /// The largest corner radius that fits: `min(radius, width / 2, height / 2)`, never negative.
    func clampedCornerRadius(_ radius: CGFloat) -> CGFloat {
        max(0, min(radius, width / 2, height / 2))
    }
}
