public import Foundation

/// `UICollectionViewDragDelegate`: the items a drag from a cell carries. Set as a collection
/// view's `dragDelegate`; never asked here (a script makes no long press).
public protocol UICollectionViewDragDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [UIDragItem]
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                               point: CGPoint) -> [UIDragItem] { [] }
}

/// `UICollectionViewDropDelegate`: where a drag lands in a collection view. Set as its
/// `dropDelegate`; never asked here.
public protocol UICollectionViewDropDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
}

/// `UITableViewDragDelegate` and `UITableViewDropDelegate`: as the collection view's.
public protocol UITableViewDragDelegate: AnyObject {
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
}

public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
}

/// `UICollectionViewDropProposal`: what a drop would do, and where.
open class UICollectionViewDropProposal: UIDropProposal {
    public let intent: UICollectionViewDropIntent

    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// `UICollectionViewDropIntent`.
    public typealias Intent = UICollectionViewDropIntent
}

/// `UICollectionViewDropIntent`.
public enum UICollectionViewDropIntent: Int, Sendable { case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath }

/// `UICollectionViewDropItem`: one item of a drop, and where it came from in the same view.
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// `UICollectionViewDropCoordinator`: what a drop delegate lands the drop with.
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
}

/// `UITableViewDropCoordinator`.
public protocol UITableViewDropCoordinator: AnyObject {
    var destinationIndexPath: IndexPath? { get }
    var session: UIDropSession { get }
}

/// `UIDragAnimating`.
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// `UICollectionViewDropPlaceholder`: a cell standing where a drop's item will be while it loads.
open class UICollectionViewDropPlaceholder {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        (self.insertionIndexPath, self.reuseIdentifier) = (insertionIndexPath, reuseIdentifier)
    }
}

/// `UICollectionViewDropPlaceholderContext`.
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    @discardableResult
    func deletePlaceholder() -> Bool
    func setNeedsCellUpdate()
}
