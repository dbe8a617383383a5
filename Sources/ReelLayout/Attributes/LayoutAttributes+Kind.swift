import Foundation

extension LayoutAttributes {
    /// Whether these are the header of `section`. Header 0 is the one the header techniques
    /// (stretchy, collapsing, a nested slider) work on.
    /// - Complexity: O(1).
    package func isHeader(ofSection section: Int) -> Bool {
        representedElementKind == ElementKind.sectionHeader && indexPath.section == section
    }

    /// What the element is, from its category and kind: the one reading of the pair that the
    /// drawing and the trace share (a decoration named like a header is not a header).
    /// - Complexity: O(1).
    package var role: ElementRole {
        switch (representedElementCategory, representedElementKind) {
        case (.cell, _), (_, nil): return .cell
        case (.supplementaryView, ElementKind.sectionHeader?): return .sectionHeader
        case (.supplementaryView, ElementKind.sectionFooter?): return .sectionFooter
        case (_, let kind?): return .own(kind)
        }
    }
}

/// What an element is: a cell, a section header or footer, or one of the layout's own
/// supplementary or decoration kinds.
public enum ElementRole: Sendable, Hashable {
    case cell
    case sectionHeader
    case sectionFooter
    case own(String)
}
