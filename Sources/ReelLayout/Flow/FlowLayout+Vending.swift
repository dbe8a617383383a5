import Foundation
import ReelGeometry

// UIKit's flow layout returns the attributes objects it caches; a subclass that edits them
// without `copy()` changes the cache. UIKit notices when it next uses a cached object whose
// frame differs from the one it computed, logs three lines once per layout, and uses its own
// value again. The published stretchy- and sticky-header snippets trigger exactly this.

extension FlowLayout {
    // MARK: - Vending

    /// The cached attributes of the cell at flat index `item`, created on first use.
    /// - Complexity: O(1) amortised.
    func vendCell(_ item: Int, indexPath: IndexPath) -> LayoutAttributes {
        let cell = vend(.cell(item), frame: geometry.itemFrames[item], zIndex: 0) {
            makeAttributes(forCellWith: indexPath)
        }
        if isSelfSizing { cell.sizing = measuredItemSizes[indexPath] == nil ? .estimated : .measured }
        return cell
    }

    /// The header of `section` at its current (possibly pinned) position, or nil when it has none.
    /// - Complexity: O(1) amortised.
    func vendHeader(ofSection section: Int) -> LayoutAttributes? {
        guard let frame = headerFrame(ofSection: section) else { return nil }
        let zIndex = geometry.sections[section].pinsHeader ? Self.pinnedSupplementaryZIndex : Self.supplementaryZIndex
        return vend(.header(section), frame: frame, zIndex: zIndex) {
            makeAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader,
                             with: IndexPath(item: 0, section: section))
        }
    }

    /// The footer of `section` at its current (possibly pinned) position, or nil when it has none.
    /// - Complexity: O(1) amortised.
    func vendFooter(ofSection section: Int) -> LayoutAttributes? {
        guard let frame = footerFrame(ofSection: section) else { return nil }
        let zIndex = geometry.sections[section].pinsFooter ? Self.pinnedSupplementaryZIndex : Self.supplementaryZIndex
        return vend(.footer(section), frame: frame, zIndex: zIndex) {
            makeAttributes(forSupplementaryViewOfKind: ElementKind.sectionFooter,
                             with: IndexPath(item: 0, section: section))
        }
    }

    /// Returns the cached object for `key` (checking it was not modified) set to `frame`, or a
    /// new one from `make`.
    private func vend(
        _ key: VendedAttributes.Key, frame: CGRect, zIndex: Int, make: () -> LayoutAttributes
    ) -> LayoutAttributes {
        if let entry = vended[key] {
            if entry.attributes.frame != entry.frame { reportCacheMismatch(entry) }
            entry.attributes.frame = frame
            if entry.frame != frame { vended.update(key, frame: frame) }
            return entry.attributes
        }
        let attributes = make()
        attributes.frame = frame
        attributes.zIndex = zIndex
        vended.insert(attributes, frame: frame, for: key)
        return attributes
    }

    // MARK: - Checking

    /// Checks every vended object for in-place modification, then forgets them all.
    /// - Complexity: O(v) for v vended objects.
    func discardVendedAttributes() {
        if let entry = vended.firstMismatch() { reportCacheMismatch(entry) }
        vended.removeAll()
    }

    /// Logs UIKit's cache-mismatch lines, once per layout instance.
    private func reportCacheMismatch(_ entry: VendedAttributes.Entry) {
        guard !hasLoggedCacheMismatch else { return }
        hasLoggedCacheMismatch = true
        let path = entry.attributes.indexPath
        let subclass = String(describing: type(of: self))
        log("Logging only once for UICollectionViewFlowLayout cache mismatched frame")
        log("UICollectionViewFlowLayout has cached frame mismatch for index path <\(path.section) - \(path.item)>"
            + " - cached value: \(entry.attributes.frame.uikitDescription);"
            + " expected value: \(entry.frame.uikitDescription)")
        log("This is likely occurring because the flow layout subclass \(subclass) is modifying"
            + " attributes returned by UICollectionViewFlowLayout without copying them")
    }
}
