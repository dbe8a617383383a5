public import Foundation

/// What identifies an element across queries and updates: category, kind and index path.
public struct ElementKey: Hashable, Sendable {
    public let category: ElementCategory
    public let kind: String?
    public let indexPath: IndexPath

    public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    public init(_ attributes: LayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                  indexPath: attributes.indexPath)
    }

    /// The same element at another index path.
    func moved(to indexPath: IndexPath) -> ElementKey {
        ElementKey(category: category, kind: kind, indexPath: indexPath)
    }
}
