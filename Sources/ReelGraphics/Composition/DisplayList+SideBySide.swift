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

    /// Frames in a grid of `columns`, row by row, each under its caption, on a dark backdrop
    /// (``GridLayout``), drawn at `scale` pixels per point — by default the largest panel scale.
    ///
    /// - Complexity: O(n) in the number of items of all the lists.
    public static func grid(_ panels: [DisplayList], captions: [String], columns: Int, scale: CGFloat? = nil) -> DisplayList {
        precondition(!panels.isEmpty && panels.count == captions.count && columns > 0, "a grid needs panels, one caption each")
        let layout = GridLayout(panelSizes: panels.map(\.size), columns: columns, scale: scale ?? panels.map(\.scale).max()!)
        var composed = layout.backdrop(captions: [])
        for (index, panel) in panels.enumerated() {
            let origin = layout.panelFrames[index].origin
            let scale = layout.panelScales[index]
            composed.append(.text(captions[index], in: layout.captionFrames[index], fontSize: layout.captionFontSize,
                                  color: .white, alignment: .center))
            let frame = CGRect(origin: origin, size: panel.size)
            if scale != 1 {
                // About the panel's origin: drawn at its own size, shown at the common height.
                let transform = CGAffineTransform(translationX: origin.x, y: origin.y).scaledBy(x: scale, y: scale)
                    .translatedBy(x: -origin.x, y: -origin.y)
                composed.append(.beginGroup(bounds: frame, transform: transform, opacity: 1))
            }
            composed.append(.pushClip(frame, corners: 0))
            composed.append(.fill(frame, color: panel.background, corners: 0))
            composed.items += panel.items.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            composed.append(.popClip)
            if scale != 1 { composed.append(.endGroup) }
        }
        return composed
    }
}
