public import Foundation
import ReelGeometry

/// Per-section and per-item metrics for a `FlowLayout`, as
/// `UICollectionViewDelegateFlowLayout`; every method is optional (return nil to use the
/// layout's property).
///
/// The layout caches the answers: a bounds-size change does not ask again, only a full
/// `invalidateLayout()` (or a context that invalidates delegate metrics) does.
public protocol FlowLayoutDelegate: AnyObject {
    /// The size of the item at `indexPath`, or nil for `layout.itemSize`.
    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize?
    /// The insets of `section`, or nil for `layout.sectionInset`.
    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets?
    /// The spacing between lines of `section`, or nil for `layout.minimumLineSpacing`.
    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat?
    /// The minimum spacing between items of one line, or nil for `layout.minimumInteritemSpacing`.
    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?
    /// The header size of `section`, or nil for `layout.headerReferenceSize`.
    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize?
    /// The footer size of `section`, or nil for `layout.footerReferenceSize`.
    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize?
    /// Whether the header of `section` pins while `sectionHeadersPinToVisibleBounds` is true, or
    /// nil for yes; only asked while that property is true.
    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, shouldPinHeaderInSection section: Int) -> Bool?
    /// Whether the footer of `section` pins while `sectionFootersPinToVisibleBounds` is true, or
    /// nil for yes; only asked while that property is true.
    func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, shouldPinFooterInSection section: Int) -> Bool?
}

extension FlowLayoutDelegate {
    /// Default: nil (use `itemSize`).
    public func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? { nil }
    /// Default: nil (use `sectionInset`).
    public func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    /// Default: nil (use `minimumLineSpacing`).
    public func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat? { nil }
    /// Default: nil (use `minimumInteritemSpacing`).
    public func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat? { nil }
    /// Default: nil (use `headerReferenceSize`).
    public func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize? { nil }
    /// Default: nil (use `footerReferenceSize`).
    public func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize? { nil }
    /// Default: nil (pin when `sectionHeadersPinToVisibleBounds` is true).
    public func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, shouldPinHeaderInSection section: Int) -> Bool? { nil }
    /// Default: nil (pin when `sectionFootersPinToVisibleBounds` is true).
    public func collectionView(_ collectionView: LayoutCollectionView, layout: FlowLayout, shouldPinFooterInSection section: Int) -> Bool? { nil }
}
