import UIKit

/// A list of tags with cell registrations: each row's background set through a background
/// configuration (rounded, tinted) and its accessories a disclosure indicator and, for the
/// chosen tag, a checkmark; the last is a header of a count and an outline chevron, with a
/// delete control for editing and a hidden indicator.
final class TagsViewController: UICollectionViewController {
    let tags = ["Home", "Work", "Travel"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.minimumLineSpacing = 10
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, tag in
        var content = cell.defaultContentConfiguration()
        content.text = tag
        cell.contentConfiguration = content
        var background = cell.defaultBackgroundConfiguration()
        background.backgroundColor = .systemYellow
        background.cornerRadius = 12
        cell.backgroundConfiguration = background
        switch indexPath.item {
        case 1: cell.accessories = [.checkmark(), .disclosureIndicator()]
        case 2:
            cell.accessories = [.label(text: "3 items"), .outlineDisclosure(options: .init(style: .header)), .delete(),
                                .disclosureIndicator(options: .init(isHidden: true))]
        default: cell.accessories = [.disclosureIndicator()]
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tags[indexPath.item])
    }
}
