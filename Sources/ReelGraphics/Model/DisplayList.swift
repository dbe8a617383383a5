public import Foundation

/// One frame: what to draw, in points. Pixel size = size × scale.
public struct DisplayList: Sendable, Hashable {
    /// Canvas size in points.
    public var size: CGSize
    /// Pixels per point (2 or 3 on a recent iPhone).
    public var scale: CGFloat
    /// Colour of every pixel before the first item is drawn.
    public var background: Color
    /// Drawing commands, back to front.
    public var items: [DisplayItem]

    /// A frame of `size` points at `scale`.
    public init(size: CGSize, scale: CGFloat, background: Color, items: [DisplayItem] = []) {
        self.size = size
        self.scale = scale
        self.background = background
        self.items = items
    }

    /// Width in pixels: `size.width × scale`, rounded, at least 1.
    public var pixelWidth: Int { Self.pixels(size.width * scale) }

    /// Height in pixels: `size.height × scale`, rounded, at least 1.
    public var pixelHeight: Int { Self.pixels(size.height * scale) }

    /// Every solid colour used (for building a GIF palette).
    ///
    /// Shadows are left out: they only ever appear blended, never as their own colour.
    public var colors: Set<Color> {
        var result: Set<Color> = [background]
        for item in items {
            switch item {
            case let .fill(_, color, _), let .stroke(_, color, _, _), let .line(_, _, color, _),
                 let .text(_, _, _, color, _, _), let .symbol(_, _, color):
                result.insert(color)
            case let .circle(_, _, fill, stroke, _):
                result.insert(fill)
                if let stroke { result.insert(stroke) }
            case .image, .pushClip, .popClip, .shadow, .beginGroup, .endGroup:
                break
            }
        }
        return result
    }

    /// Appends an item.
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    private static func pixels(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 1 }
        return max(1, Int(value.rounded()))
    }
}
