// Pasted from "Stretchy Header Collection View with images slider" (the fix: a closure the
// layout calls whenever it updates the header). The members are verbatim; only the import
// changed and the snippet is wrapped in the class the article names, `CustomPDPLayout`.
import ScrollReelUIKit

class CustomPDPLayout: UICollectionViewFlowLayout {
    typealias UpdateLayoutAttributesObserver = (() -> Void)
    
    var onUpdateLayoutAttributesForSectionHeader: UpdateLayoutAttributesObserver?
    
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
                onUpdateLayoutAttributesForSectionHeader?()
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
