public import Foundation
import ReelGeometry

/// The geometry and appearance of one element, as `UICollectionViewLayoutAttributes`: an
/// `NSObject` with `NSCopying`, so subclasses add properties and override `copy(with:)` and
/// `isEqual(_:)` exactly as they do on iOS.
///
/// Layouts vend these objects from their caches, exactly like UIKit; a subclass that wants to
/// change what `super` returned must `copy()` first, or it edits the cache (see `FlowLayout`).
open class LayoutAttributes: NSObject, NSCopying {
    // MARK: - Geometry

    /// The element's untransformed frame in content coordinates; `center`, `size` and `bounds`
    /// derive from it. `transform3D` is applied about the center when drawing.
    open var frame: CGRect = .zero

    /// The frame's midpoint; setting it moves the frame and keeps its size, as in UIKit.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The frame's size; setting it keeps the center, as in UIKit.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    /// The element's own bounds: origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    // MARK: - Appearance

    /// The 3-D transform about the center; only its affine part is drawn (docs/facts.md, "Attributes drawn").
    open var transform3D: CATransform3D = .identity

    /// The affine part of `transform3D`; setting it replaces `transform3D`, as in UIKit.
    open var transform: CGAffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = CATransform3D(newValue) }
    }

    /// Stacking order; higher values are drawn above lower ones.
    open var zIndex: Int = 0

    /// Opacity from 0 to 1.
    open var alpha: CGFloat = 1

    /// Whether the element is not drawn.
    open var isHidden: Bool = false

    /// Set on the cells, headers and footers of a list section: how a list cell or a list
    /// header draws itself for the list's appearance (nil outside lists).
    package var listStyle: ListStyle?

    /// What the element is doing in an animated update this frame; nil outside updates. Not
    /// copied: only the frames an update presents carry it.
    package var updateRole: UpdateRole?

    /// In a self-sizing layout: whether the element still has its estimated size or its cell
    /// measured itself; nil elsewhere. Not copied.
    package var sizing: SelfSizing?

    /// In a self-sizing layout, once the element measured itself: the size it had before (its
    /// estimate, or the height a table kept). Not copied.
    package var estimatedSize: CGSize?

    /// The sides a self-sizing measurement keeps as given: a compositional item measures only
    /// its estimated dimensions, the others fixed by its group. Both free elsewhere (a flow
    /// layout's estimated items). Copied.
    package var fixesWidth = false
    package var fixesHeight = false

    /// Where a self-sizing element's size comes from.
    public enum SelfSizing: String, Sendable, Hashable {
        case estimated, measured
    }

    // MARK: - Identity

    /// The element's index path (`item` is the row for table layouts; 0 for headers/footers).
    open var indexPath = IndexPath(item: 0, section: 0)

    /// Whether this describes a cell, a supplementary view or a decoration view.
    public internal(set) var representedElementCategory: ElementCategory = .cell

    /// The supplementary or decoration kind; `nil` for cells.
    public internal(set) var representedElementKind: String?

    // MARK: - Creating

    /// Attributes of a cell at item 0 of section 0; layouts use the convenience initialisers.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (header, footer) of `kind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// Attributes for a decoration view of `kind` at `indexPath`.
    public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
    }

    // MARK: - Copying and comparing

    /// A new object of the same class with the same values. Subclasses with stored properties
    /// override it, call `super` and copy their own properties, as on iOS.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform3D = transform3D
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.listStyle = listStyle
        copy.fixesWidth = fixesWidth
        copy.fixesHeight = fixesHeight
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Equal values of every property this class declares (subclasses compare their own and
    /// call `super`), as UIKit's `isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? LayoutAttributes, type(of: other) == type(of: self) else { return false }
        return frame == other.frame && transform3D == other.transform3D && zIndex == other.zIndex
            && alpha == other.alpha && isHidden == other.isHidden && listStyle == other.listStyle
            && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// A short description: kind, index path, frame and zIndex.
    open override var description: String {
        let kind = representedElementKind ?? "cell"
        return "<\(kind) \(indexPath.section)-\(indexPath.item) \(frame.uikitDescription) z\(zIndex)>"
    }
}

extension LayoutAttributes {
    /// `copy()` typed as the class it copies, for the engine's own layouts.
    package func copied() -> LayoutAttributes {
        copy(with: nil) as! LayoutAttributes
    }
}
