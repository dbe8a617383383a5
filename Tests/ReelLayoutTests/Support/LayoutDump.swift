import Foundation
import ReelLayout

/// Prints layout attributes as deterministic text lines, e.g. `cell 0.0 {{10, 0}, {90, 90}} z0`,
/// so a test can compare a whole layout against a multi-line literal.
enum LayoutDump {
    /// One line per element, in the order the layout returned them.
    static func text(_ attributes: [LayoutAttributes]) -> String {
        attributes.map(line).joined(separator: "\n")
    }

    /// Every element of `layout` overlapping `rect`.
    static func text(_ layout: CollectionViewLayout, in rect: CGRect) -> String {
        text((layout.layoutAttributesForElements(in: rect) ?? []))
    }

    static func line(_ attributes: LayoutAttributes) -> String {
        let path = attributes.indexPath
        return "\(name(attributes)) \(path.section).\(path.item) \(attributes.frame.uikitDescription) z\(attributes.zIndex)"
    }

    private static func name(_ attributes: LayoutAttributes) -> String {
        switch (attributes.representedElementCategory, attributes.representedElementKind) {
        case (.cell, _): return "cell"
        case (.supplementaryView, ElementKind.sectionHeader): return "header"
        case (.supplementaryView, ElementKind.sectionFooter): return "footer"
        case (_, let kind): return kind ?? "element"
        }
    }
}

extension Array where Element == LayoutAttributes {
    /// The frames of the cells, in order.
    var cellFrames: [CGRect] {
        filter { $0.representedElementCategory == .cell }.map(\.frame)
    }

    /// The first attributes of `kind` for `section`.
    func supplementary(_ kind: String, section: Int) -> LayoutAttributes? {
        first { $0.representedElementKind == kind && $0.indexPath.section == section }
    }
}

/// `CGRect(x:y:width:height:)`, shorter for expectations.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Whether `value` is within a millionth of a point of `expected` (interpolation rounds).
func isClose(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
    value.map { abs($0 - expected) < 1e-6 } ?? false
}
