/// A scrolling direction, as `UICollectionView.ScrollDirection`.
public enum Axis: Sendable, Hashable, CaseIterable {
    /// Left–right (x).
    case horizontal
    /// Up–down (y).
    case vertical
}
