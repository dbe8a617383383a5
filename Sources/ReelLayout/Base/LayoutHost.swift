import Foundation
import ReelGeometry

/// What a layout sees of its collection view; the scene implements it.
///
/// The host owns scrolling: it moves `bounds`, then tells the layout with
/// `CollectionViewLayout.boundsDidChange(to:)`.
public protocol LayoutHost: AnyObject {
    /// The visible rectangle in content coordinates: origin is `contentOffset`, size the viewport.
    var bounds: CGRect { get }
    /// `contentInset` plus the safe area, as `UIScrollView.adjustedContentInset`.
    var adjustedContentInset: EdgeInsets { get }
    /// The number of sections the data source reports.
    var numberOfSections: Int { get }
    /// The number of items (rows) the data source reports for `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// Pixels per point of the screen (`traitCollection.displayScale`): flow layouts report
    /// origins on this pixel grid.
    var displayScale: CGFloat { get }
}

extension LayoutHost {
    /// `UIScrollView.contentOffset`: the origin of `bounds`.
    public var contentOffset: CGPoint { bounds.origin }
}
