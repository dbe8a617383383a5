package import Foundation

/// A half-open box of whole pixels: columns `minX..<maxX`, rows `minY..<maxY`.
package struct PixelBox: Hashable, Sendable {
    package var minX: Int
    package var minY: Int
    package var maxX: Int
    package var maxY: Int

    /// The whole-pixel box covering any part of `rect` (given in pixels).
    package init(covering rect: CGRect) {
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        // Clamp before converting so huge off-screen geometry cannot trap on Int conversion.
        func pixel(_ v: CGFloat) -> Int { Int(min(max(v, -1_000_000), 1_000_000)) }
        self.init(minX: pixel(rect.minX.rounded(.down)), minY: pixel(rect.minY.rounded(.down)),
                  maxX: pixel(rect.maxX.rounded(.up)), maxY: pixel(rect.maxY.rounded(.up)))
    }

    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// A box from the origin to `width × height`.
    package init(width: Int, height: Int) { self.init(minX: 0, minY: 0, maxX: width, maxY: height) }

    package var width: Int { max(0, maxX - minX) }
    package var height: Int { max(0, maxY - minY) }
    package var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The common part of two boxes (possibly empty).
    package func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(minX: max(minX, other.minX), minY: max(minY, other.minY),
                 maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}
