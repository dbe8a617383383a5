import UIKit

// A storyboard app whose cells and headers are xibs, as `scrollreel port` leaves it: outlets
// connected by name, `@IBAction` methods found by selector.

final class NibGalleryViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    var titleLabel: UILabel!
    var badges = ["Swift", "UIKit", "Nibs", "Stacks", "Segues"]
    /// What the tests read: what the actions and segues did.
    nonisolated(unsafe) static var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellWithReuseIdentifier: "Badge")
        collectionView.register(UINib(nibName: "BadgeHeader", bundle: nil),
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        Self.log.append("viewDidLoad: title \(titleLabel.text ?? "nil")")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { badges.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath) as! BadgeCell
        cell.titleLabel.text = badges[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! BadgeHeader
        header.titleLabel.text = "\(badges.count) badges"
        return header
    }

    func shuffle(_ sender: UIButton) {
        badges.reverse()
        collectionView.reloadData()
        Self.log.append("shuffle from \(sender.currentTitle ?? "nil")")
    }

    func addBadge(_ sender: Any) {
        Self.log.append("addBadge")
        performSegue(withIdentifier: "detail", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Self.log.append("prepare \(segue.identifier ?? "nil") → \(type(of: segue.destination))")
    }
}

extension NibGalleryViewController: StoryboardOutlets {
    func connectOutlet(_ name: String, to object: AnyObject) {
        switch name {
        case "collectionView": collectionView = object as? UICollectionView
        case "titleLabel": titleLabel = object as? UILabel
        default: break
        }
    }
}

extension NibGalleryViewController: StoryboardActions {
    func storyboardAction(named name: String) -> Selector? {
        switch name {
        case "shuffle:": Selector("shuffle:", Self.shuffle(_:))
        case "addBadge:": Selector("addBadge:", Self.addBadge(_:))
        default: nil
        }
    }
}

final class NibBadgeDetailViewController: UIViewController {}

final class BadgeCell: UICollectionViewCell {
    var titleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        // Drawn: a cell that awoke before its outlet was set would keep the xib's black text.
        titleLabel?.textColor = .systemBrown
    }
}

extension BadgeCell: StoryboardOutlets {
    func connectOutlet(_ name: String, to object: AnyObject) {
        switch name {
        case "titleLabel": titleLabel = object as? UILabel
        default: break
        }
    }
}

final class BadgeHeader: UICollectionReusableView {
    var titleLabel: UILabel!
}

extension BadgeHeader: StoryboardOutlets {
    func connectOutlet(_ name: String, to object: AnyObject) {
        switch name {
        case "titleLabel": titleLabel = object as? UILabel
        default: break
        }
    }
}

/// Loads a xib of two buttons: one Xcode wrote with a configuration (iOS 15's "Plain" style),
/// one with a title for its normal state alone.
final class ArrowButtonsViewController: UIViewController {
    private(set) var titles: [String?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let row = UINib(nibName: "ArrowButtons", bundle: nil).instantiate(withOwner: nil).first as? UIView
        titles = row?.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) } ?? []
    }
}
