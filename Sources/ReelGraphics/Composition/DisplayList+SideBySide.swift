public import Foundation

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
        let band = captionBandHeight, gap = panelGap, size = left.size
        var composed = DisplayList(
            size: CGSize(width: size.width * 2 + gap * 3, height: size.height + band + gap),
            scale: left.scale, background: Color(red: 28, green: 28, blue: 30))
        for (index, (panel, caption)) in [(left, captions.left), (right, captions.right)].enumerated() {
            let origin = CGPoint(x: gap + CGFloat(index) * (size.width + gap), y: band)
            composed.append(.text(caption, in: CGRect(x: origin.x, y: 0, width: size.width, height: band),
                                  fontSize: 15, color: .white, alignment: .center))
            let frame = CGRect(origin: origin, size: size)
            composed.append(.pushClip(frame, cornerRadius: 0))
            composed.append(.fill(frame, color: panel.background, cornerRadius: 0))
            composed.items += panel.items.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            composed.append(.popClip)
        }
        return composed
    }
}
