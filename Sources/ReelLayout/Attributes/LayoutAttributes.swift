import Foundation
import ReelGeometry

/// The geometry and appearance of one element, a reference type with `copy()` as
/// `UICollectionViewLayoutAttributes`.
///
/// Layouts vend these objects from their caches, exactly like UIKit; a subclass that wants to
/// change what `super` returned must `copy()` first, or it edits the cache (see `FlowLayout`).
open class LayoutAttributes {
    // MARK: - Geometry

    /// The element's frame in content coordinates; `center`, `size` and `bounds` derive from it.
    public var frame: CGRect

    /// The frame's midpoint; setting it moves the frame and keeps its size, as in UIKit.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The frame's size; setting it keeps the center, as in UIKit.
    public var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    /// The element's own bounds: origin zero, the frame's size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    // MARK: - Appearance

    /// Stacking order; higher values are drawn above lower ones.
    public var zIndex: Int = 0

    /// Opacity from 0 to 1.
    public var alpha: CGFloat = 1

    /// Whether the element is not drawn.
    public var isHidden: Bool = false

    // MARK: - Identity

    /// The element's index path (`item` is the row for table layouts; 0 for headers/footers).
    public var indexPath: IndexPath

    /// Whether this describes a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory

    /// The supplementary or decoration kind; `nil` for cells.
    public let representedElementKind: String?

    // MARK: - Creating

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.frame = .zero
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.representedElementKind = nil
    }

    /// Attributes for a supplementary view (header, footer) of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.frame = .zero
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = kind
    }

    /// Attributes for a decoration view of `kind` at `indexPath`.
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.frame = .zero
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = kind
    }

    /// A member-wise copy of `other`; subclasses with stored properties override it and call super.
    public required init(copying other: LayoutAttributes) {
        self.frame = other.frame
        self.zIndex = other.zIndex
        self.alpha = other.alpha
        self.isHidden = other.isHidden
        self.indexPath = other.indexPath
        self.representedElementCategory = other.representedElementCategory
        self.representedElementKind = other.representedElementKind
    }

    /// A new object of the same class with the same values, as `copy()` on UIKit's attributes.
    open func copy() -> LayoutAttributes {
        type(of: self).init(copying: self)
    }
}

extension LayoutAttributes: CustomStringConvertible {
    /// A short description: kind, index path, frame and zIndex.
    public var description: String {
        let kind = representedElementKind ?? "cell"
        return "<\(kind) \(indexPath.section)-\(indexPath.item) \(frame.uikitDescription) z\(zIndex)>"
    }
}
