public import Foundation
import UIKit

/// `HorizontalAlignment`: where views line up across a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
    /// Where in `width` a view of `size` starts.
    let fraction: CGFloat

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// *Our reading:* the list-row separator guides align as leading and trailing.
    public static let listRowSeparatorLeading = leading
    public static let listRowSeparatorTrailing = trailing
}

/// `VerticalAlignment`: where views line up across a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
    let fraction: CGFloat

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// *Our reading:* baselines align as the tops of the lines do for text of one font, and as
    /// the tops for other views (ScrollReel places no baseline through a stack).
    public static let firstTextBaseline = top
    public static let lastTextBaseline = bottom
}

/// `Alignment`: a horizontal and a vertical alignment, where a view sits in a larger frame.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a view of `size` aligned in `frame`.
    func origin(of size: CGSize, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + (frame.width - size.width) * horizontal.fraction,
                y: frame.minY + (frame.height - size.height) * vertical.fraction)
    }
}

/// `Edge` and `Edge.Set`: the sides of a view.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// `EdgeInsets`: insets by leading and trailing, as SwiftUI measures them.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// UIKit's insets as SwiftUI's (left to right: the left is leading).
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }

    /// `frame` with the insets taken off (left to right: leading is the left).
    func inset(_ frame: CGRect) -> CGRect {
        CGRect(x: frame.minX + leading, y: frame.minY + top,
               width: max(0, frame.width - horizontal), height: max(0, frame.height - vertical))
    }
}
