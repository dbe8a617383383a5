import Foundation

/// What kind of view a set of layout attributes describes, as `UICollectionView.ElementCategory`.
public enum ElementCategory: Sendable, Hashable {
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
