public import Foundation
public import ReelLayout

/// `UICollectionViewController`: a view controller whose view is a collection view with the
/// layout it was made with, and which is that view's data source and delegate. Subclasses
/// override the data-source and delegate methods (`override func collectionView(_:numberOfItemsInSection:)`),
/// as in UIKit.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionViewLayout: UICollectionViewLayout
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = false

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// From a storyboard: a flow layout, set up as the storyboard says.
    public required init?(coder: NSCoder) {
        collectionViewLayout = (coder as? StoryboardCoder)?.collectionViewLayout ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The view, a collection view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        if let collectionView = (loadStoryboardView() ?? loadNibView()) as? UICollectionView {
            if collectionView.appDataSource == nil { collectionView.dataSource = self }
            if collectionView.delegate == nil { collectionView.delegate = self }
            view = collectionView
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that shows items overrides this; UIKit raises when it does not.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.host?.raise(.raised(
            name: "NSInvalidArgumentException",
            reason: "-[\(String(describing: type(of: self))) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance"))
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame ?? .zero)
    }

    // MARK: - UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A long press's menu: never asked (scripts make no long press).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
