public import Foundation
import ReelGeometry

/// Where the panels of a grid go: panels row by row in `columns`, each under a caption band, on
/// a dark backdrop. Panels of different heights are scaled to the shortest one's height
/// (devices of different sizes side by side); each column is as wide as its widest panel.
///
/// One geometry for both ways a grid is made: composed from the panels' drawings
/// (``DisplayList/grid(_:captions:columns:scale:)``) or from their pixels.
public struct GridLayout: Equatable, Sendable {
    /// The grid's size in points.
    public var size: CGSize
    /// Pixels per point the grid is drawn at.
    public var scale: CGFloat
    /// Each panel's place in the grid, in points, at its shown size.
    public var panelFrames: [CGRect]
    /// How much each panel is scaled to reach the common height.
    public var panelScales: [CGFloat]
    /// Each caption's band, in points.
    public var captionFrames: [CGRect]
    /// The captions' font size, in points.
    public var captionFontSize: CGFloat

    /// The colour behind and between the panels.
    public static let backdropColor = Color(red: 28, green: 28, blue: 30)

    /// The layout of panels of `sizes` (points) in `columns`, drawn at `scale` pixels per point.
    ///
    /// Below 1 pixel per point the caption band, gaps and text are enlarged by 1 / `scale`, so
    /// that captions keep their @1x size in pixels and stay readable in a small grid.
    public init(panelSizes sizes: [CGSize], columns: Int, scale: CGFloat) {
        precondition(!sizes.isEmpty && columns > 0 && scale > 0, "a grid needs panels, columns and a scale")
        let chrome = 1 / min(scale, 1)
        let band = DisplayList.captionBandHeight * chrome, gap = DisplayList.panelGap * chrome
        let height = sizes.map(\.height).min()!
        let scales = sizes.map { height / $0.height }
        let columnCount = min(columns, sizes.count)
        let rowCount = (sizes.count + columnCount - 1) / columnCount
        let columnWidths = (0..<columnCount).map { column in
            stride(from: column, to: sizes.count, by: columnCount).map { sizes[$0].width * scales[$0] }.max()!
        }
        var panels: [CGRect] = [], captions: [CGRect] = []
        for (index, size) in sizes.enumerated() {
            let column = index % columnCount, row = index / columnCount
            let x = columnWidths[..<column].reduce(gap) { $0 + $1 + gap }
            let origin = CGPoint(x: x, y: band + CGFloat(row) * (height + band))
            captions.append(CGRect(x: origin.x, y: origin.y - band, width: columnWidths[column], height: band))
            panels.append(CGRect(origin: origin, size: CGSize(width: size.width * scales[index], height: size.height * scales[index])))
        }
        self.size = CGSize(width: columnWidths.reduce(gap) { $0 + $1 + gap }, height: CGFloat(rowCount) * (height + band) + gap)
        self.scale = scale
        self.panelFrames = panels
        self.panelScales = scales
        self.captionFrames = captions
        self.captionFontSize = 15 * chrome
    }

    /// Each panel's place in the grid's pixels: its frame at ``scale``, its edges rounded to
    /// whole pixels.
    public var panelPixelFrames: [(x: Int, y: Int, width: Int, height: Int)] {
        panelFrames.map { frame in
            let (x, y) = (Int((frame.minX * scale).rounded()), Int((frame.minY * scale).rounded()))
            return (x, y, Int((frame.maxX * scale).rounded()) - x, Int((frame.maxY * scale).rounded()) - y)
        }
    }

    /// The backdrop and the captions, without the panels: what a grid composed from pixels draws
    /// its panels onto.
    public func backdrop(captions: [String]) -> DisplayList {
        var list = DisplayList(size: size, scale: scale, background: Self.backdropColor)
        for (caption, frame) in zip(captions, captionFrames) {
            list.append(.text(caption, in: frame, fontSize: captionFontSize, color: .white, alignment: .center))
        }
        return list
    }
}
