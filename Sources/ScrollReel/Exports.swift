// One import gives a user the whole toolkit: layouts to subclass (ReelLayout), scroll physics
// (ReelScroll), drawing types (ReelRender) and geometry (ReelGeometry).
// Foundation too, as `import UIKit` brings CGRect and CGFloat with it.
@_exported import Foundation
@_exported import ReelGeometry
@_exported import ReelLayout
@_exported import ReelRender
@_exported import ReelScroll
