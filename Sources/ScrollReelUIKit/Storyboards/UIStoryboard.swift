public import Foundation

/// `UIStoryboard`: placeholder until storyboards are read.
public final class UIStoryboard {
    public let name: String
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }
    public func instantiateInitialViewController() -> UIViewController? { nil }
}

/// What a storyboard hands a view controller's `init(coder:)`.
public final class StoryboardCoder: NSCoder {
    package var collectionViewLayout: UICollectionViewFlowLayout?
    package var tableStyle: UITableView.Style?
}
