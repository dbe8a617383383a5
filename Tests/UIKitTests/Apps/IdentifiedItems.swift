import UIKit

/// A screen whose items are identified by `UUID()`, as diffable data sources' items often are,
/// and which listens for a notification through a selector.
final class IdentifiedItemsViewController: UIViewController {
    /// What the test reads: the identifiers made in `viewDidLoad`.
    nonisolated(unsafe) static var identifiers: [UUID] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        Self.identifiers = (0..<3).map { _ in UUID() }
    }
}

/// An observer of a notification through a selector, as apps written before blocks register.
final class TextSizeObserver {
    var changes = 0

    init() {
        NotificationCenter.default.addObserver(self, selector: Selector("textSizeChanged:", Self.textSizeChanged(_:)),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    func textSizeChanged(_ notification: Notification) {
        changes += 1
    }
}

/// A list whose batch update uses its own properties without `self.`, as iOS allows in the
/// non-escaping block.
final class ShrinkingListViewController: UICollectionViewController {
    var items = ["One", "Two", "Three"]

    func removeFirst() {
        collectionView.performBatchUpdates({
            items.removeFirst()
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
}

/// A cell as Xcode's template writes one: it overrides `setSelected(_:animated:)`.
final class TemplateCell: UITableViewCell {
    var selections: [Bool] = []

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }
}

/// A screen under a navigation bar the app makes transparent with empty images.
final class TransparentBarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Clear"
        view.backgroundColor = .systemOrange
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationController?.navigationBar.shadowImage = UIImage()
    }
}

/// An app's own snapshot helper, written with UIKit's names for the snapshot's identifiers.
extension NSDiffableDataSourceSnapshot {
    mutating func deleteAll(except kept: ItemIdentifierType) {
        deleteItems(itemIdentifiers.filter { $0 != kept })
    }
}

/// A view that draws itself, as apps' views with `draw(_:)` do: ScrollReel keeps the override.
final class SketchView: UIView {
    var redraws = 0

    override func draw(_ rect: CGRect) {
        redraws += 1
    }

    func strokeChanged() {
        setNeedsDisplay()
    }
}

/// A view that logs what UIKit tells it of its place in the tree.
final class MoveLoggingView: UIView {
    nonisolated(unsafe) static var log: [String] = []
    var name = ""

    convenience init(frame: CGRect, name: String) {
        self.init(frame: frame)
        self.name = name
    }

    private static func name(_ view: UIView?) -> String { (view as? MoveLoggingView)?.name ?? "none" }

    override func willMove(toSuperview newSuperview: UIView?) { Self.log.append("\(name) willMove to \(Self.name(newSuperview))") }
    override func didMoveToSuperview() { Self.log.append("\(name) didMove to \(Self.name(superview))") }
    override func didAddSubview(_ subview: UIView) { Self.log.append("\(name) didAdd \(Self.name(subview))") }
    override func willRemoveSubview(_ subview: UIView) { Self.log.append("\(name) willRemove \(Self.name(subview))") }
}
