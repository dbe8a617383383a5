public import UIKit

/// `Image`: an image of the app's asset catalog, an SF Symbol or a `UIImage`, drawn by a
/// `UIImageView`. Its size is the image's own until `resizable()` lets it take what it is
/// offered; a symbol takes its size from the environment's font, as a symbol in text does.
public struct Image: View, PrimitiveView {
    enum Source {
        case named(String)
        case system(String)
        case image(UIImage?)
    }

    let source: Source
    var isResizable = false
    var isTemplate: Bool?
    var scale: Scale = .medium

    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .named(name) }
    public init(systemName: String) { source = .system(systemName) }
    public init(uiImage: UIImage) { source = .image(uiImage) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.isTemplate = renderingMode.map { $0 == .template }
        return image
    }

    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public var body: Never { bodyOfPrimitive("Image") }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let font = (environment.font ?? .body).uiFont
        let image: UIImage?
        switch source {
        case .named(let name): image = UIImage(named: name)
        case .system(let name): image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(font: font))
        case .image(let uiImage): image = uiImage
        }
        var drawn = image
        if isTemplate == true || (isTemplate == nil && image?.isSymbolImage == true) { drawn = image?.withRenderingMode(.alwaysTemplate) }
        let tint = (environment.foregroundColor ?? environment.tint ?? (image?.isSymbolImage == true ? .primary : .accentColor)).uiColor
        return ImageNode(image: drawn, tint: tint, isResizable: isResizable)
    }

    /// `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// `Image.Scale`.
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

/// `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// `ContentMode`: how `aspectRatio(_:contentMode:)` sizes a view.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// An image: its own size, or (resizable) whatever it is offered, stretched to it.
final class ImageNode: LeafNode {
    let image: UIImage?
    let tint: UIColor
    let isResizable: Bool

    init(image: UIImage?, tint: UIColor, isResizable: Bool) {
        self.image = image
        self.tint = tint
        self.isResizable = isResizable
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = image?.size ?? .zero
        guard isResizable else { return size }
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    override func makeView() -> UIView {
        let view = UIImageView(image: image)
        view.tintColor = tint
        view.contentMode = isResizable ? .scaleToFill : .center
        return view
    }
}
