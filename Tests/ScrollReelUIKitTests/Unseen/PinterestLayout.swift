// ---------------------------------------------------------------------------
// PROVENANCE (added for ScrollReelUIKit compile testing)
//   Repository: dlangley/RWPinterest
//   Path:       Pinterest/PinterestLayout.swift
//   Commit:     c3788c994dfefeefdba901015374883b98077185
//   Origin:     raywenderlich.com "UICollectionView Custom Layout Tutorial: Pinterest"
//               (Swift 3 edition, with PinterestLayoutAttributes), as typed up in
//               this learner repository.
//   Licence:    none stated in the repository (no LICENSE file); file header says
//               "Copyright © 2017 Razeware LLC. All rights reserved."
//   Edits:      only the import changed (`import UIKit` -> `import ScrollReelUIKit`).
//               The PinterestLayoutDelegate protocol is already in this same file.
// ---------------------------------------------------------------------------
//
//  PinterestLayout.swift
//  Pinterest
//
//  Created by Dwayne Langley on 7/15/17.
//  Copyright © 2017 Razeware LLC. All rights reserved.
//

import ScrollReelUIKit

class PinterestLayoutAttributes: UICollectionViewLayoutAttributes {
  
  // 1
  var photoHeight: CGFloat = 0.0
  
  // 2
  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! PinterestLayoutAttributes
    copy.photoHeight = photoHeight
    return copy
  }
  
  // 3
  override func isEqual(_ object: Any?) -> Bool  {
    if let attributes = object as? PinterestLayoutAttributes {
      if( attributes.photoHeight == photoHeight  ) {
        return super.isEqual(object)
      }
    }
    return false
  }
}

class PinterestLayout: UICollectionViewLayout {
  
  var delegate: PinterestLayoutDelegate!
  
  // 2
  var numberOfColumns = 2
  var cellPadding: CGFloat = 6.0
  
  // 3 Query item attribute cache instead of recalculating them every time
  private var cache = [PinterestLayoutAttributes]()
  
  // 4
  private var contentHeight: CGFloat  = 0.0
  private var contentWidth: CGFloat {
    let insets = collectionView!.contentInset
    return collectionView!.bounds.width - (insets.left + insets.right)
  }
  
  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }
  
  // Calculate the layout properties
  override func prepare() {
    
    // 1 only necessary when cache is empty
    if cache.isEmpty {
      
      // 2
      let columnWidth = contentWidth / CGFloat(numberOfColumns)
      var xOffset = [CGFloat]()
      for column in 0 ..< numberOfColumns {
        xOffset.append(CGFloat(column) * columnWidth )
      }
      var column = 0
      var yOffset = [CGFloat](repeating: 0.0, count: numberOfColumns)
      
      // 3
      for item in 0 ..< collectionView!.numberOfItems(inSection: 0) {
        
        let indexPath = IndexPath(item: item, section: 0)
        
        // 4
        let width = columnWidth - cellPadding * 2
        let photoHeight = delegate.collectionView(collectionView!, heightForPhotoAt: indexPath, with: width)
        let annotationHeight = delegate.collectionView(collectionView!, heightForAnnotationAt: indexPath, with: width)
        let height = cellPadding +  photoHeight + annotationHeight + cellPadding
        let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
        let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)
        
        // 5
        let attributes = PinterestLayoutAttributes(forCellWith: indexPath)
        attributes.photoHeight = photoHeight
        attributes.frame = insetFrame
        cache.append(attributes)
        
        // 6
        contentHeight = max(contentHeight, frame.maxY)
        yOffset[column] = yOffset[column] + height
        
        guard column >= (numberOfColumns - 1) else {
          column = column + 1
          continue
        }
        column = 0
      }
    }
  }
  
  override var collectionViewContentSize: CGSize {
    return CGSize(width: contentWidth, height: contentHeight)
  }
  
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var layoutAttributes = [UICollectionViewLayoutAttributes]()
    
    for attributes in cache {
      if attributes.frame.intersects(rect) {
        layoutAttributes.append(attributes)
      }
    }
    return layoutAttributes
  }
  
  override class var layoutAttributesClass: AnyClass {
    return PinterestLayoutAttributes.self
  }
}

protocol PinterestLayoutDelegate {
  // 1
  func collectionView(_ collectionView:UICollectionView, heightForPhotoAt indexPath:IndexPath, with width:CGFloat) -> CGFloat
  // 2
  func collectionView(_ collectionView: UICollectionView, heightForAnnotationAt indexPath: IndexPath, with width: CGFloat) -> CGFloat
}
