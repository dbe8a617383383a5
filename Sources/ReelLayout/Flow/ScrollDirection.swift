/// The direction a flow layout scrolls, as `UICollectionView.ScrollDirection`.
public enum ScrollDirection: Sendable {
    /// Lines are rows stacked top to bottom; content scrolls vertically.
    case vertical
    /// Lines are columns stacked left to right; content scrolls horizontally.
    case horizontal
}
