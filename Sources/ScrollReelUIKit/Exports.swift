// `import UIKit` brings Foundation and CoreGraphics with it; layout code relies on that (CGRect,
// NSObject, NSCopying), so this module re-exports what it needs for `import ScrollReelUIKit`
// to stand in for `import UIKit` unchanged.
@_exported import Foundation
@_exported import ReelCompositional
@_exported import ReelGeometry
@_exported import ReelLayout
@_exported import ReelScroll
