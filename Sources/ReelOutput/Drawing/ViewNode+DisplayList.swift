public import Foundation
import ReelGeometry
public import ReelGraphics
import ReelScenario
public import ReelScene
import ReelText

extension ViewNode {
    /// Appends the drawing of this view and its subviews, in screen points, back to front.
    ///
    /// - Parameters:
    ///   - items: the display list's items, appended to.
    ///   - origin: where the parent's coordinate space starts on screen.
    /// - Complexity: O(number of views in the subtree).
    public func appendDisplayItems(to items: inout [DisplayItem], origin: CGPoint = .zero) {
        let screenFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
        guard alpha > 0 else { return }
        let isGroup = alpha < 1 || !transform.isIdentity
        if isGroup {
            // About the center, as a UIView's transform (anchor point 0.5, 0.5).
            let center = CGPoint(x: screenFrame.midX, y: screenFrame.midY)
            let aboutCenter = CGAffineTransform(translationX: -center.x, y: -center.y).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            items.append(.beginGroup(bounds: drawnBounds(screenFrame), transform: aboutCenter, opacity: alpha))
        }
        defer { if isGroup { items.append(.endGroup) } }
        if let shadow {
            items.append(.shadow(screenFrame, corners: corners, color: shadow.color,
                                 radius: shadow.radius, opacity: shadow.opacity, offset: shadow.offset))
        }
        if clipsToBounds { items.append(.pushClip(screenFrame, corners: corners)) }
        if let backgroundColor, backgroundColor.alpha > 0 {
            items.append(.fill(screenFrame, color: backgroundColor, corners: corners))
        }
        switch content {
        case .none:
            break
        case let .label(text, fontSize, color, alignment, numberOfLines, lineBreakMode, weight) where numberOfLines == 1:
            if !text.isEmpty {
                Self.appendLine(text, in: screenFrame, fontSize: fontSize, weight: weight, color: color, alignment: alignment,
                                lineBreakMode: lineBreakMode, to: &items)
            }
        case let .label(text, fontSize, color, alignment, numberOfLines, lineBreakMode, weight):
            // Each wrapped line is one line of text in its own frame.
            for line in Self.lines(of: text, fontSize: fontSize, weight: weight, in: screenFrame, numberOfLines: numberOfLines,
                                   lineBreakMode: lineBreakMode) {
                Self.appendLine(line.text, in: line.frame, fontSize: fontSize, weight: weight, color: color, alignment: alignment,
                                lineBreakMode: lineBreakMode, to: &items)
            }
        case let .image(source, contentMode):
            items.append(.image(source, in: screenFrame, contentMode: contentMode))
        case let .symbol(glyph, color):
            items.append(.symbol(glyph, in: screenFrame, color: color))
        }
        let childOrigin = CGPoint(x: screenFrame.minX - boundsOrigin.x, y: screenFrame.minY - boundsOrigin.y)
        for subview in subviews {
            subview.appendDisplayItems(to: &items, origin: childOrigin)
        }
        if let border, border.width > 0, border.color.alpha > 0 {
            // A layer's border lies inside its bounds, over its sublayers.
            let half = border.width / 2
            items.append(.stroke(screenFrame.insetBy(dx: half, dy: half), color: border.color, lineWidth: border.width,
                                 corners: corners.grown(by: -half)))
        }
        if clipsToBounds { items.append(.popClip) }
    }

    /// One line of a label, cut as its `lineBreakMode` says: the renderers cut the tail
    /// themselves; the other truncations are cut here, to a line that fits; a clipped line runs
    /// on past the frame, aligned as the label aligns it, inside a clip of the frame.
    private static func appendLine(_ text: String, in frame: CGRect, fontSize: CGFloat, weight: FontWeight, color: Color,
                                   alignment: TextAlignment, lineBreakMode: LineBreakMode, to items: inout [DisplayItem]) {
        guard lineBreakMode != .byTruncatingTail else {
            return items.append(.text(text, in: frame, fontSize: fontSize, color: color, alignment: alignment, weight: weight))
        }
        let line = FontMetrics.fitted(text, fontSize: fontSize, weight: weight, toFit: frame.width, lineBreakMode: lineBreakMode)
        let width = FontMetrics.width(of: line, fontSize: fontSize, weight: weight)
        guard width > frame.width + 0.5 else {
            return items.append(.text(line, in: frame, fontSize: fontSize, color: color, alignment: alignment, weight: weight))
        }
        let x = alignment.lineStart(ofWidth: width, in: frame)
        items.append(.pushClip(frame, corners: .square))
        items.append(.text(line, in: CGRect(x: x, y: frame.minY, width: width + 1, height: frame.height), fontSize: fontSize,
                           color: color, alignment: alignment, weight: weight))
        items.append(.popClip)
    }

    /// The lines of `text` in a label of `frame` that shows at most `numberOfLines` lines (0: as
    /// many as fit): wrapped to the frame's width, no more lines than its height holds (at least
    /// one), the last cut as `lineBreakMode` says, the block centred vertically as `UILabel`
    /// centres its text; each with its own frame one line tall.
    private static func lines(of text: String, fontSize: CGFloat, weight: FontWeight, in frame: CGRect, numberOfLines: Int,
                              lineBreakMode: LineBreakMode) -> [(text: String, frame: CGRect)] {
        let height = FontMetrics.lineHeight(fontSize: fontSize)
        guard height > 0 else { return [] }
        let fitting = max(1, Int((frame.height / height + 0.001).rounded(.down)))
        let maximum = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let lines = FontMetrics.wrapped(text, fontSize: fontSize, weight: weight, toFit: frame.width, maximumLines: maximum,
                                        lineBreakMode: lineBreakMode)
        let top = frame.midY - CGFloat(lines.count) * height / 2
        return lines.enumerated().map { index, line in
            (line, CGRect(x: frame.minX, y: top + CGFloat(index) * height, width: frame.width, height: height))
        }
    }

    /// What this view draws, in screen points: its frame, its shadow, and (unless it clips) its
    /// subviews' frames.
    private func drawnBounds(_ screenFrame: CGRect) -> CGRect {
        var bounds = screenFrame
        if let shadow {
            let reach = shadow.radius * 2 + 1
            bounds = bounds.union(screenFrame.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                .insetBy(dx: -reach, dy: -reach))
        }
        guard !clipsToBounds else { return bounds }
        let childOrigin = CGPoint(x: screenFrame.minX - boundsOrigin.x, y: screenFrame.minY - boundsOrigin.y)
        for subview in subviews {
            bounds = bounds.union(subview.drawnBounds(subview.frame.offsetBy(dx: childOrigin.x, dy: childOrigin.y)))
        }
        return bounds
    }
}
