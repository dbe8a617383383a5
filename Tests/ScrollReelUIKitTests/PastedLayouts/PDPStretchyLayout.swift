// Pasted from "Stretchy Header Collection View with images slider" (the first Swift snippet;
// https://medium.com/@mail2ashislaha/stretchy-header-animation-using-collection-view-custom-layout-f2ce466ec710
// is the article's "full implementation" link). The method body is verbatim, indentation
// included; only the import changed (`import UIKit` → `import ScrollReelUIKit`) and the snippet,
// which shows a method alone, is wrapped in the flow-layout subclass it belongs to.
import ScrollReelUIKit

class PDPStretchyLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let layoutAttributes = super.layoutAttributesForElements(in: rect),
              let collectionView = collectionView else { return nil }
        layoutAttributes.forEach({ (attribute) in
            if attribute.representedElementKind == UICollectionView.elementKindSectionHeader {
                let contentOffsetY = collectionView.contentOffset.y
                if contentOffsetY < 0 {
                    let width = collectionView.frame.width
                    // as contentOffsetY is -ve, the height will increase based on contentOffsetY
                    let height = attribute.frame.height - contentOffsetY
                    attribute.frame = CGRect(x: 0, y: contentOffsetY, width: width, height: height)
                }
            }
        })
        return layoutAttributes
    }

    // Not in the snippet: the article shows this one method, and the header in its GIF can only
    // stretch if the layout is asked again while scrolling, which UIKit does only after
    // `shouldInvalidateLayout(forBoundsChange:)` says yes (without it, see
    // `ForgetfulStretchyHeaderLayout`).
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}
