/// Where `scrollToItem(at:at:animated:)` puts the item, as `UICollectionView.ScrollPosition`.
public enum ScrollPosition: String, Sendable, Hashable, CaseIterable {
    case top, centeredVertically, bottom, left, centeredHorizontally, right
}
