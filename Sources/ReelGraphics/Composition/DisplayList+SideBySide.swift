public import Foundation
import ReelGeometry

extension DisplayList {
    /// Height of the caption band above side-by-side panels, in points.
    public static let captionBandHeight: CGFloat = 32
    /// Gap between side-by-side panels, in points.
    public static let panelGap: CGFloat = 12

    /// Two frames next to each other, each under its caption, on a dark backdrop: the "before |
    /// after" picture of a bug and its fix. Both must have the same size and scale.
    ///
    /// - Complexity: O(n) in the number of items of both lists.
    public static func sideBySide(_ left: DisplayList, _ right: DisplayList,
                                  captions: (left: String, right: String)) -> DisplayList {
        precondition(left.size == right.size && left.scale == right.scale, "panels differ in size or scale")
        return grid([left, right], captions: [captions.left, captions.right], columns: 2)
    }

    /// Frames in a grid of `columns`, row by row, each under its caption, on a dark backdrop.
    /// Panels of different heights are scaled to the shortest one's height (devices of
    /// different sizes side by side); each column is as wide as its widest panel. The result
    /// has the largest panel scale (pixels per point).
    ///
    /// - Complexity: O(n) in the number of items of all the lists.
    public static func grid(_ panels: [DisplayList], captions: [String], columns: Int) -> DisplayList {
        precondition(!panels.isEmpty && panels.count == captions.count && columns > 0, "a grid needs panels, one caption each")
        let band = captionBandHeight, gap = panelGap
        let height = panels.map(\.size.height).min()!
        let scales = panels.map { height / $0.size.height }
        let columnCount = min(columns, panels.count)
        let rowCount = (panels.count + columnCount - 1) / columnCount
        let columnWidths = (0..<columnCount).map { column in
            stride(from: column, to: panels.count, by: columnCount).map { panels[$0].size.width * scales[$0] }.max()!
        }
        let width = columnWidths.reduce(gap) { $0 + $1 + gap }
        var composed = DisplayList(
            size: CGSize(width: width, height: CGFloat(rowCount) * (height + band) + gap),
            scale: panels.map(\.scale).max()!, background: Color(red: 28, green: 28, blue: 30))
        for (index, panel) in panels.enumerated() {
            let column = index % columnCount, row = index / columnCount
            let x = columnWidths[..<column].reduce(gap) { $0 + $1 + gap }
            let origin = CGPoint(x: x, y: band + CGFloat(row) * (height + band))
            let scale = scales[index]
            composed.append(.text(captions[index], in: CGRect(x: origin.x, y: origin.y - band, width: columnWidths[column], height: band),
                                  fontSize: 15, color: .white, alignment: .center))
            let frame = CGRect(origin: origin, size: panel.size)
            if scale != 1 {
                // About the panel's origin: drawn at its own size, shown at the common height.
                let transform = CGAffineTransform(translationX: origin.x, y: origin.y).scaledBy(x: scale, y: scale)
                    .translatedBy(x: -origin.x, y: -origin.y)
                composed.append(.beginGroup(bounds: frame, transform: transform, opacity: 1))
            }
            composed.append(.pushClip(frame, cornerRadius: 0))
            composed.append(.fill(frame, color: panel.background, cornerRadius: 0))
            composed.items += panel.items.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            composed.append(.popClip)
            if scale != 1 { composed.append(.endGroup) }
        }
        return composed
    }
}
