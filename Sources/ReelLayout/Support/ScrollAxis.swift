import Foundation

/// The scrolling axis of a layout, used to write one algorithm for both directions.
///
/// "Main" is the scrolling direction (y for vertical), "cross" the other one.
struct ScrollAxis: Sendable, Equatable {
    /// Whether the main axis is x.
    var isHorizontal: Bool

    /// A rectangle from main/cross coordinates.
    @inline(__always)
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isHorizontal
            ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
            : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    }

    /// The length of `size` along the main axis.
    @inline(__always) func main(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }

    /// The length of `size` along the cross axis.
    @inline(__always) func cross(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }

    /// The main-axis coordinate of `point`.
    @inline(__always) func main(_ point: CGPoint) -> CGFloat { isHorizontal ? point.x : point.y }

    /// The smallest main-axis coordinate of `rect`.
    @inline(__always) func minMain(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.minX : rect.minY }

    /// The largest main-axis coordinate of `rect`.
    @inline(__always) func maxMain(_ rect: CGRect) -> CGFloat { isHorizontal ? rect.maxX : rect.maxY }

    /// `rect` with its main-axis origin replaced.
    @inline(__always)
    func rect(_ rect: CGRect, movedToMain main: CGFloat) -> CGRect {
        var moved = rect
        if isHorizontal { moved.origin.x = main } else { moved.origin.y = main }
        return moved
    }

    /// The inset at the start of the main axis (top for vertical scrolling).
    @inline(__always) func mainStart(_ i: EdgeInsets) -> CGFloat { isHorizontal ? i.left : i.top }

    /// The inset at the end of the main axis (bottom for vertical scrolling).
    @inline(__always) func mainEnd(_ i: EdgeInsets) -> CGFloat { isHorizontal ? i.right : i.bottom }

    /// The inset at the start of the cross axis (left for vertical scrolling).
    @inline(__always) func crossStart(_ i: EdgeInsets) -> CGFloat { isHorizontal ? i.top : i.left }

    /// The inset at the end of the cross axis (right for vertical scrolling).
    @inline(__always) func crossEnd(_ i: EdgeInsets) -> CGFloat { isHorizontal ? i.bottom : i.right }
}
