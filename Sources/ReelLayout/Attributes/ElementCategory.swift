import Foundation

/// What kind of view a set of layout attributes describes, as `UICollectionView.ElementCategory`
/// (UIKit's raw values: cell 0, supplementary view 1, decoration view 2).
public enum ElementCategory: UInt, Sendable, Hashable {
    /// A cell (an item of a section).
    case cell
    /// A supplementary view such as a section header or footer.
    case supplementaryView
    /// A decoration view owned by the layout.
    case decorationView
}

/// The supplementary element kinds UIKit defines (`UICollectionView.elementKindSectionHeader`).
public enum ElementKind {
    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
