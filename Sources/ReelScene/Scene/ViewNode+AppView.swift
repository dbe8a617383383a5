import Foundation
import ReelGeometry
import ReelGraphics
package import ReelLayout

extension ViewNode {
    /// What the scene draws of a view the app made (a cell from its data source): its frame,
    /// background, corners, border, shadow, alpha, text and picture, then its subviews in the
    /// frames their constraints or code gave them. Hidden views are left out.
    /// - Complexity: O(v) for v views in the tree.
    init(appView view: UIView, name: String, frame: CGRect, layoutDirection: UIUserInterfaceLayoutDirection, subviews draw: SubviewDrawing? = nil) {
        view.drawingUpdate?()
        self.init(name: name, frame: frame, backgroundColor: view.backgroundColor.map(Color.init(viewColor:)))
        className = UIView.className(of: view)
        takeLayerStyle(of: view)
        // A scroll view's subviews sit in its content, which its bounds origin scrolls.
        boundsOrigin = view.bounds.origin
        if let text = (view as? TextDrawingView)?.drawnText {
            let alignment: TextAlignment = switch text.alignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .natural: layoutDirection == .rightToLeft ? .right : .left
            }
            content = .label(text.text, fontSize: text.pointSize, color: Color(viewColor: text.color), alignment: alignment,
                             numberOfLines: text.numberOfLines, lineBreakMode: text.lineBreakMode, weight: text.weight)
        }
        var pictures: [ViewNode] = []
        if let image = (view as? ImageDrawingView)?.drawnImage {
            pictures = placePicture(image, size: frame.size)
        } else if let picture = view as? BuiltInImageView, let source = picture.source {
            content = .image(source, contentMode: picture.mode)
        }
        let draw = draw ?? { subview, index in
            ViewNode(appView: subview, name: ViewNode.name(of: subview, index: index), frame: subview.frame, layoutDirection: layoutDirection)
        }
        subviews = pictures + view.subviews.filter { !$0.isHidden }.enumerated().compactMap { index, subview in draw(subview, index) }
    }

    /// Draws a subview the app made (its index among its siblings given): the window's own
    /// drawing, which hands a nested scroll view to its scene object.
    package typealias SubviewDrawing = (UIView, Int) -> ViewNode?

    /// The view's and its layer's looks: corners (and a shape mask), clipping, alpha, transform,
    /// shadow and border — what a view draws whatever its content.
    mutating func takeLayerStyle(of view: UIView) {
        corners = Corners(radius: view.layer.cornerRadius, mask: view.layer.maskedCorners, curve: view.layer.cornerCurve)
        clipsToBounds = view.clipsToBounds || view.layer.masksToBounds
        if let mask = view.layer.mask {
            applyMask(mask, of: view)
        }
        alpha = min(max(view.alpha, 0), 1)
        transform = view.transform
        if view.layer.shadowOpacity > 0 {
            shadow = Shadow(color: Color(viewColor: view.layer.shadowColor?.viewColor ?? .black), radius: view.layer.shadowRadius,
                            opacity: CGFloat(view.layer.shadowOpacity), offset: view.layer.shadowOffset)
        }
        if view.layer.borderWidth > 0 {
            border = Border(color: Color(viewColor: view.layer.borderColor?.viewColor ?? .black), width: view.layer.borderWidth)
        }
    }

    /// A data source's or layout's view given `attributes`, as UIKit applies them before the
    /// view shows, laid out and drawn at their frame; nil when they hide it.
    init?(placing view: CollectionReusableView, at attributes: LayoutAttributes, name: String? = nil,
          layoutDirection: UIUserInterfaceLayoutDirection, subviews draw: SubviewDrawing? = nil) {
        guard !attributes.isHidden else { return nil }
        view.apply(attributes)
        view.layoutIfNeeded()
        self.init(appView: view, name: name ?? Self.name(of: attributes), frame: attributes.frame, layoutDirection: layoutDirection,
                  subviews: draw)
        transform = attributes.transform3D.affineTransform
    }

    /// How the view tree names a cell or supplementary view: `cell 2.5`, `header 2`,
    /// `footer 2`, or its kind and section.
    static func name(of attributes: LayoutAttributes) -> String {
        let path = attributes.indexPath
        switch (attributes.representedElementCategory, attributes.representedElementKind) {
        case (.cell, _): return "cell \(path.section).\(path.item)"
        case (_, ElementKind.sectionHeader?): return "header \(path.section)"
        case (_, ElementKind.sectionFooter?): return "footer \(path.section)"
        case (_, let kind): return "\(kind ?? "element") \(path.section)"
        }
    }

    /// An image view's picture: the file placed by its content mode; a symbol's glyph in the
    /// view's tint, its square placed by the content mode; a picture the app drew, placed by the
    /// content mode, its shapes and pictures scaled with it; a missing image as a grey box with
    /// its name.
    private mutating func placePicture(_ image: DrawnImage, size: CGSize) -> [ViewNode] {
        let bounds = CGRect(origin: .zero, size: size)
        switch image.source {
        case .file(let url):
            let mode: ContentMode = switch image.placement {
            case .scaleToFill: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            case .center: .center
            }
            content = .image(.file(url), contentMode: mode)
            return []
        case let .symbol(glyph, side):
            // A glyph keeps its square: filling stretches nothing (our reading; UIKit stretches a
            // symbol to fill, which apps avoid by fitting).
            let drawnSide = switch image.placement {
            case .scaleToFill, .scaleAspectFit: min(size.width, size.height)
            case .scaleAspectFill: max(size.width, size.height)
            case .center: side
            }
            let square = CGRect(x: (size.width - drawnSide) / 2, y: (size.height - drawnSide) / 2, width: drawnSide, height: drawnSide)
            var symbol = ViewNode(name: "symbol", frame: square, backgroundColor: nil)
            symbol.content = .symbol(glyph, color: Color(viewColor: image.tint))
            return [symbol]
        case .composed(let picture):
            guard picture.size.width > 0, picture.size.height > 0 else { return [] }
            let across = size.width / picture.size.width, down = size.height / picture.size.height
            let scale: CGSize = switch image.placement {
            case .scaleToFill: CGSize(width: across, height: down)
            case .scaleAspectFit: CGSize(width: min(across, down), height: min(across, down))
            case .scaleAspectFill: CGSize(width: max(across, down), height: max(across, down))
            case .center: CGSize(width: 1, height: 1)
            }
            let drawn = CGSize(width: picture.size.width * scale.width, height: picture.size.height * scale.height)
            var canvas = ViewNode(name: "picture", frame: CGRect(x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2,
                                                               width: drawn.width, height: drawn.height))
            canvas.subviews = picture.layers.enumerated().compactMap { index, layer in
                Self.node(for: layer, index: index, scale: scale, tint: image.tint)
            }
            return [canvas]
        case .missing(let name):
            var box = ViewNode(name: "missingImage", frame: bounds, backgroundColor: Color(red: 209, green: 209, blue: 214, alpha: 255))
            box.corners = Corners(radius: min(size.width, size.height) * 0.2)
            let fontSize = max(6, min(11, size.height * 0.4))
            var label = ViewNode(name: "name", frame: bounds, backgroundColor: nil)
            label.content = .label(name, fontSize: fontSize, color: Color(red: 99, green: 99, blue: 102, alpha: 255),
                                   alignment: .center, numberOfLines: 1)
            box.subviews = [label]
            box.clipsToBounds = true
            return [box]
        }
    }

    /// One layer of a picture the app drew, scaled from the picture's points: a filled shape, or
    /// a picture filling its rectangle. Nil for a path of lines, which is not drawn.
    private static func node(for layer: ComposedPicture.Layer, index: Int, scale: CGSize, tint: ViewColor) -> ViewNode? {
        func scaled(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX * scale.width, y: rect.minY * scale.height, width: rect.width * scale.width, height: rect.height * scale.height)
        }
        switch layer {
        case let .fill(.roundedRect(rect, radius, mask, curve), color):
            var fill = ViewNode(name: "fill \(index)", frame: scaled(rect), backgroundColor: Color(viewColor: color))
            fill.corners = Corners(radius: radius * min(scale.width, scale.height), mask: mask, curve: curve)
            return fill
        case let .fill(.oval(rect), color):
            // *Our reading:* an oval drawn as the rounded rectangle of its shorter side's radius
            // (a circle when it is square, the usual case).
            let frame = scaled(rect)
            var fill = ViewNode(name: "fill \(index)", frame: frame, backgroundColor: Color(viewColor: color))
            fill.corners = Corners(radius: min(frame.width, frame.height) / 2)
            return fill
        case .fill(.other, _):
            return nil
        case let .picture(source, rect):
            var node = ViewNode(name: "picture \(index)", frame: scaled(rect))
            node.subviews = node.placePicture(DrawnImage(source: source, placement: .scaleToFill, tint: tint), size: node.frame.size)
            return node
        }
    }

    /// `label`, `contentView`, … : the view's accessibility identifier, else its class's name
    /// without `UI` and module, first letter lowered.
    package static func name(of view: UIView, index: Int) -> String {
        if let identifier = view.accessibilityIdentifier { return identifier }
        var type = String(describing: Swift.type(of: view))
        if type.hasPrefix("UI") { type.removeFirst(2) }
        return type.prefix(1).lowercased() + type.dropFirst()
    }
}

extension Color {
    /// A `UIColor`'s components, rounded to 8 bits.
    package init(viewColor color: ViewColor) {
        func byte(_ value: CGFloat) -> UInt8 { UInt8(min(max((value * 255).rounded(), 0), 255)) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }
}

extension ViewNode {
    /// A layer mask the scene can draw: a shape layer whose path is a (rounded) rectangle or a
    /// circle filling the view (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`, the
    /// usual way to round some corners before `maskedCorners`) clips the view to that shape.
    /// Any other mask is left off, said once.
    fileprivate mutating func applyMask(_ mask: ViewLayer, of view: UIView) {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        // The mask's path is in the mask layer's coordinates, which sit at its frame.
        func inView(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: mask.frame.minX, dy: mask.frame.minY) }
        func fills(_ rect: CGRect) -> Bool {
            abs(rect.minX) < 0.5 && abs(rect.minY) < 0.5 && abs(rect.width - bounds.width) < 0.5 && abs(rect.height - bounds.height) < 0.5
        }
        switch (mask as? ShapeLayer)?.path?.shape {
        case let .roundedRect(rect, radius, mask, curve)? where fills(inView(rect)):
            corners = Corners(radius: radius, mask: mask, curve: curve)
            clipsToBounds = true
        case let .oval(rect)? where fills(inView(rect)) && abs(rect.width - rect.height) < 0.5:
            corners = Corners(radius: rect.width / 2)
            clipsToBounds = true
        default:
            let line = "ScrollReel: a layer mask that is not a rectangle, rounded rectangle or circle filling its view is not drawn; \(UIView.className(of: view)) is drawn unmasked"
            if let runtime = ViewRuntime.running, runtime.reportOnce(line) { runtime.log(line) }
        }
    }
}
