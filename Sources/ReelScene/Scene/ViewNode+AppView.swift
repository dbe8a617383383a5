import Foundation
import ReelGeometry
import ReelGraphics
import ReelLayout

extension ViewNode {
    /// What the scene draws of a view the app made (a cell from its data source): its frame,
    /// background, corners, border, shadow, alpha and text, then its subviews. A label with no frame
    /// yet but constraints to place it fills its superview inside the layout margins — the
    /// label pinned to the margins of Apple's cell samples (ScrollReel's reading until its
    /// constraints are solved). Hidden views are left out.
    /// - Complexity: O(v) for v views in the tree.
    init(appView view: View, name: String, frame: CGRect, layoutDirection: LayoutDirection) {
        self.init(name: name, frame: frame, backgroundColor: view.backgroundColor.map(Color.init(viewColor:)))
        cornerRadius = view.layer.cornerRadius
        clipsToBounds = view.clipsToBounds || view.layer.masksToBounds
        alpha = min(max(view.alpha, 0), 1)
        if view.layer.shadowOpacity > 0 {
            shadow = Shadow(color: Color(viewColor: view.layer.shadowColor ?? .black), radius: view.layer.shadowRadius,
                            opacity: CGFloat(view.layer.shadowOpacity), offset: view.layer.shadowOffset)
        }
        if view.layer.borderWidth > 0 {
            border = Border(color: Color(viewColor: view.layer.borderColor ?? .black), width: view.layer.borderWidth)
        }
        if let text = (view as? TextDrawingView)?.drawnText {
            let alignment: TextAlignment = switch text.alignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .natural: layoutDirection == .rightToLeft ? .right : .left
            }
            content = .label(text.text, fontSize: text.pointSize, color: Color(viewColor: text.color), alignment: alignment,
                             numberOfLines: text.numberOfLines)
        }
        let bounds = CGRect(origin: .zero, size: frame.size)
        subviews = view.subviews.filter { !$0.isHidden }.enumerated().map { index, subview in
            var subframe = subview.frame
            if subframe.size == .zero, !subview.translatesAutoresizingMaskIntoConstraints {
                subframe = bounds.inset(by: view.layoutMargins)
            } else if subframe.size == .zero, subview is TextDrawingView {
                subframe = bounds
            }
            return ViewNode(appView: subview, name: Self.name(of: subview, index: index), frame: subframe,
                            layoutDirection: layoutDirection)
        }
    }

    /// `label`, `contentView`, … : the class's name without `UI` and module, first letter lowered.
    private static func name(of view: View, index: Int) -> String {
        var type = String(describing: Swift.type(of: view))
        if type.hasPrefix("UI") { type.removeFirst(2) }
        return type.prefix(1).lowercased() + type.dropFirst()
    }
}

extension Color {
    /// A `UIColor`'s components, rounded to 8 bits.
    init(viewColor color: ViewColor) {
        func byte(_ value: CGFloat) -> UInt8 { UInt8(min(max((value * 255).rounded(), 0), 255)) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }
}
