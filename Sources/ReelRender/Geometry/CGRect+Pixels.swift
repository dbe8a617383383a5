import Foundation

extension CGRect {
    /// The rect with every coordinate multiplied by `scale` (points → pixels).
    func scaled(by scale: CGFloat) -> CGRect {
        CGRect(x: minX * scale, y: minY * scale, width: width * scale, height: height * scale)
    }

}
