// A literal Swift translation of nrj's Objective-C StretchyHeaderCollectionViewLayout, as the
// article "Stretchy UICollectionView headers" (nrj.io, translated as "有弹性，可伸展的
// UICollectionView 头部视图") prints it: statement for statement, comments kept. `fabsf` is
// `abs`, `[attrs setFrame:]` is `attrs.frame =`, and the pointer comparison of the kind string
// is `==`.
import ScrollReelUIKit

class StretchyHeaderCollectionViewLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // This will schedule calls to layoutAttributesForElementsInRect: as the
        // collectionView is scrolling.
        return true
    }

    override var scrollDirection: UICollectionView.ScrollDirection {
        // This subclass only supports vertical scrolling.
        get { return .vertical }
        set { super.scrollDirection = newValue }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let collectionView = self.collectionView!
        let insets = collectionView.contentInset
        let offset = collectionView.contentOffset
        let minY = -insets.top

        // First get the superclass attributes.
        let attributes = super.layoutAttributesForElements(in: rect)

        // Check if we've pulled below past the lowest position
        if offset.y < minY {

            // Figure out how much we've pulled down
            let deltaY = abs(offset.y - minY)

            for attrs in attributes ?? [] {

                // Locate the header attributes
                let kind = attrs.representedElementKind
                if kind == UICollectionElementKindSectionHeader {

                    // Adjust the header's height and y based on how much the user
                    // has pulled down.
                    let headerSize = self.headerReferenceSize
                    var headerRect = attrs.frame
                    headerRect.size.height = max(minY, headerSize.height + deltaY)
                    headerRect.origin.y = headerRect.origin.y - deltaY
                    attrs.frame = headerRect
                    break
                }
            }
        }
        return attributes
    }
}

/// The same layout with the one line people forget: no `shouldInvalidateLayout(forBoundsChange:)`.
/// UIKit then never asks for the header again while scrolling, so it does not stretch.
class ForgetfulStretchyHeaderLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let collectionView = self.collectionView!
        let insets = collectionView.contentInset
        let offset = collectionView.contentOffset
        let minY = -insets.top
        let attributes = super.layoutAttributesForElements(in: rect)
        if offset.y < minY {
            let deltaY = abs(offset.y - minY)
            for attrs in attributes ?? [] {
                let kind = attrs.representedElementKind
                if kind == UICollectionElementKindSectionHeader {
                    let headerSize = self.headerReferenceSize
                    var headerRect = attrs.frame
                    headerRect.size.height = max(minY, headerSize.height + deltaY)
                    headerRect.origin.y = headerRect.origin.y - deltaY
                    attrs.frame = headerRect
                    break
                }
            }
        }
        return attributes
    }
}
