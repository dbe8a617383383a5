import UIKit

/// A profile screen as apps build one from several views: a table filling the screen, a header
/// view over it that `scrollViewDidScroll` sizes to the space above the first row (stretching
/// when the table is pulled down, collapsing to a bar when it scrolls up), a shelf of cards in
/// the first row that scrolls sideways on its own, and a Follow button floating over the table.
final class ProfileScreenViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)
    let header = UIView()
    let avatar = UIView()
    let nameLabel = UILabel()
    let followButton = UIButton(type: .custom)
    /// The header's height at rest, and the least it collapses to under the status bar.
    static let headerHeight: CGFloat = 180
    static let collapsedHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.contentInset.top = Self.headerHeight
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        table.register(HighlightsCell.self, forCellReuseIdentifier: "highlights")
        view.addSubview(table)

        header.backgroundColor = .systemIndigo
        header.clipsToBounds = true
        avatar.backgroundColor = .systemOrange
        avatar.layer.cornerRadius = 32
        avatar.layer.borderWidth = 3
        avatar.layer.borderColor = .white
        header.addSubview(avatar)
        nameLabel.text = "Ada Lovelace"
        nameLabel.textColor = .white
        nameLabel.font = .boldSystemFont(ofSize: 22)
        header.addSubview(nameLabel)
        view.addSubview(header)

        followButton.setTitle("Follow", for: .normal)
        followButton.setTitleColor(.white, for: .normal)
        followButton.backgroundColor = .systemPink
        followButton.layer.cornerRadius = 22
        followButton.frame = CGRect(x: view.bounds.width - 136, y: view.bounds.height - 76, width: 120, height: 44)
        followButton.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        followButton.addAction(UIAction { [unowned self] _ in
            followButton.setTitle("Following", for: .normal)
            followButton.backgroundColor = .systemGray
        }, for: .touchUpInside)
        view.addSubview(followButton)
    }

    /// The header covers what shows above the first row: taller as the table is pulled down,
    /// shorter as it scrolls up, never less than a bar under the status bar.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let visible = -scrollView.contentOffset.y
        let height = max(visible, view.safeAreaInsets.top + Self.collapsedHeight)
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
        avatar.frame = CGRect(x: 20, y: height - 84, width: 64, height: 64)
        // Beside the avatar at rest; collapsed, in the bar below the status bar, where the
        // avatar has faded.
        let expanded = min(1, max(0, (height - view.safeAreaInsets.top - Self.collapsedHeight) / (Self.headerHeight - Self.collapsedHeight)))
        nameLabel.frame = CGRect(x: 16 + 84 * expanded, y: height - 37 - 27 * expanded, width: view.bounds.width - 116, height: 30)
        avatar.alpha = min(1, max(0, (height - 120) / 40))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 16 }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 120 : 60
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "highlights", for: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row)"
        return cell
    }
}

/// A table row holding a collection view of highlight cards that scrolls sideways.
final class HighlightsCell: UITableViewCell, UICollectionViewDataSource {
    let cards: UICollectionView
    static let colors: [UIColor] = [.systemTeal, .systemOrange, .systemPink, .systemGreen, .systemPurple, .systemYellow]

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 90, height: 96)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        cards = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        cards.backgroundColor = .secondarySystemBackground
        cards.dataSource = self
        cards.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        cards.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(cards)
        NSLayoutConstraint.activate([
            cards.topAnchor.constraint(equalTo: contentView.topAnchor),
            cards.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            cards.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            cards.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let card = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        card.contentView.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
        card.contentView.layer.cornerRadius = 12
        return card
    }
}
