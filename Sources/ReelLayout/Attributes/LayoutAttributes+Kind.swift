import Foundation

extension LayoutAttributes {
    /// Whether these are the header of `section`. Header 0 is the one the header techniques
    /// (stretchy, collapsing, a nested slider) work on.
    /// - Complexity: O(1).
    public func isHeader(ofSection section: Int) -> Bool {
        representedElementKind == ElementKind.sectionHeader && indexPath.section == section
    }
}
