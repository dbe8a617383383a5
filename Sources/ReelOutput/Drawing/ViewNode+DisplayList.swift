import Foundation
import ReelGeometry
import ReelGraphics
import ReelScene

extension ViewNode {
    /// Appends the drawing of this view and its subviews, in screen points, back to front.
    ///
    /// - Parameters:
    ///   - items: the display list's items, appended to.
    ///   - origin: where the parent's coordinate space starts on screen.
    /// - Complexity: O(number of views in the subtree).
    public func appendDisplayItems(to items: inout [DisplayItem], origin: CGPoint = .zero) {
        let screenFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
        if let shadow {
            items.append(.shadow(screenFrame, cornerRadius: cornerRadius, color: shadow.color,
                                 radius: shadow.radius, opacity: shadow.opacity, offset: shadow.offset))
        }
        if clipsToBounds { items.append(.pushClip(screenFrame, cornerRadius: cornerRadius)) }
        if let backgroundColor, backgroundColor.alpha > 0 {
            items.append(.fill(screenFrame, color: backgroundColor, cornerRadius: cornerRadius))
        }
        switch content {
        case .none:
            break
        case let .label(text, fontSize, color, alignment):
            if !text.isEmpty {
                items.append(.text(text, in: screenFrame, fontSize: fontSize, color: color, alignment: alignment))
            }
        case let .image(source, contentMode):
            items.append(.image(source, in: screenFrame, contentMode: contentMode))
        }
        let childOrigin = CGPoint(x: screenFrame.minX - boundsOrigin.x, y: screenFrame.minY - boundsOrigin.y)
        for subview in subviews {
            subview.appendDisplayItems(to: &items, origin: childOrigin)
        }
        if clipsToBounds { items.append(.popClip) }
    }
}
