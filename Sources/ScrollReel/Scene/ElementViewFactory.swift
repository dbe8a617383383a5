import Foundation
import ReelLayout
import ReelRender

/// Builds the view of each laid-out element (cell, header, footer) from the scenario's styles,
/// as a data source's `cellForItemAt` and `viewForSupplementaryElementOfKind` would.
struct ElementViewFactory {
    let spec: CollectionSpec
    let seed: UInt64

    /// The view for one element at its layout frame (content coordinates).
    func view(for attributes: LayoutAttributes) -> ViewNode {
        let indexPath = attributes.indexPath
        switch attributes.representedElementKind {
        case nil:
            return cell(at: indexPath, frame: attributes.frame)
        case ElementKind.sectionFooter?:
            return supplementary("footer", style: spec.footer, section: indexPath.section, frame: attributes.frame)
        default:
            return supplementary("header", style: spec.header, section: indexPath.section, frame: attributes.frame)
        }
    }

    // MARK: - Cells

    private func cell(at indexPath: IndexPath, frame: CGRect) -> ViewNode {
        let style = spec.cell
        var node = ViewNode(name: "cell \(indexPath.section).\(indexPath.item)", frame: frame,
                            backgroundColor: color(style.color, section: indexPath.section, item: indexPath.item))
        node.cornerRadius = style.cornerRadius
        node.clipsToBounds = style.cornerRadius > 0
        let text = Self.fill(style.label, section: indexPath.section, item: indexPath.item)
        if !text.isEmpty {
            let isTable = spec.layout == .tablePlain || spec.layout == .tableGrouped
            let inset: CGFloat = isTable ? 16 : 0
            var label = ViewNode(name: "label", frame: CGRect(x: inset, y: 0, width: frame.width - 2 * inset,
                                                              height: frame.height))
            label.content = .label(text, fontSize: style.fontSize, color: style.labelColor,
                                   alignment: isTable ? .left : .center)
            node.subviews.append(label)
        }
        return node
    }

    // MARK: - Headers and footers

    private func supplementary(_ kind: String, style: SupplementaryStyle, section: Int, frame: CGRect) -> ViewNode {
        var node = ViewNode(name: "\(kind) \(section)", frame: frame,
                            backgroundColor: color(style.color, section: section, item: -1))
        let bounds = CGRect(origin: .zero, size: frame.size)
        if let image = style.image {
            // The published technique: an image view pinned to the header's edges, aspect
            // filling, with clipsToBounds so the scaled image does not spill over the cells.
            var imageView = ViewNode(name: "imageView", frame: bounds)
            imageView.content = .image(image, contentMode: style.contentMode)
            imageView.clipsToBounds = true
            node.subviews.append(imageView)
        }
        let title = Self.fill(spec.sections[section].title ?? style.title, section: section, item: 0)
        if !title.isEmpty {
            // Image headers carry their title at the bottom, as product pages do; plain ones
            // centre it vertically with the table-view leading margin.
            let height = min(frame.height, style.fontSize * 2.4)
            let labelFrame = style.image == nil
                ? CGRect(x: 16, y: 0, width: max(0, frame.width - 32), height: frame.height)
                : CGRect(x: 16, y: frame.height - height - 8, width: max(0, frame.width - 32), height: height)
            var label = ViewNode(name: "titleLabel", frame: labelFrame)
            label.content = .label(title, fontSize: style.fontSize, color: style.titleColor, alignment: .left)
            node.subviews.append(label)
        }
        return node
    }

    // MARK: - Helpers

    private func color(_ spec: ColorSpec, section: Int, item: Int) -> Color {
        switch spec {
        case .fixed(let color):
            return color
        case let .seededHue(saturation, brightness):
            return Color(hue: SeededRandom.unit(seed: seed, section, item),
                         saturation: saturation, brightness: brightness)
        }
    }

    /// Replaces `{section}`, `{item}` and `{item1}` (1-based) in a label template.
    static func fill(_ template: String, section: Int, item: Int) -> String {
        template
            .replacingOccurrences(of: "{section}", with: String(section))
            .replacingOccurrences(of: "{item1}", with: String(item + 1))
            .replacingOccurrences(of: "{item}", with: String(item))
    }
}
