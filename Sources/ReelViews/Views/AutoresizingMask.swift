import Foundation

/// `UIView.AutoresizingMask`: the edges and sides that follow the superview's size.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension AutoresizingMask {
    /// Where a subview at `frame` goes when its superview's size changes from `oldSize` to
    /// `newSize` (`resizeSubviews(withOldSize:)`): on each axis the change is shared by the
    /// flexible parts — leading margin, size, trailing margin — in proportion to their lengths,
    /// equally when those are all 0; the same rule as the mask's constraints.
    func resized(_ frame: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
        func axis(start: CGFloat, length: CGFloat, total: CGFloat, newTotal: CGFloat,
                  flexible: [Bool]) -> (start: CGFloat, length: CGFloat) {
            let parts = [start, length, total - start - length]
            let flexibleCount = flexible.filter { $0 }.count
            guard flexibleCount > 0, newTotal != total else { return (start, length) }
            let flexibleSum = zip(parts, flexible).filter { $1 }.map(\.0).reduce(0, +)
            func share(_ index: Int) -> CGFloat {
                flexibleSum > 0 ? parts[index] / flexibleSum : 1 / CGFloat(flexibleCount)
            }
            let change = newTotal - total
            return (start + (flexible[0] ? change * share(0) : 0), length + (flexible[1] ? change * share(1) : 0))
        }
        let x = axis(start: frame.minX, length: frame.width, total: oldSize.width, newTotal: newSize.width,
                     flexible: [contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)])
        let y = axis(start: frame.minY, length: frame.height, total: oldSize.height, newTotal: newSize.height,
                     flexible: [contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)])
        return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
    }
}
