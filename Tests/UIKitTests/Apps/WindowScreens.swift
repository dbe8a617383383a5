import UIKit

/// A screen that is more than one scroll view, as apps build them: under a navigation bar, a
/// table given a 220-pt frame, a badge over its corner, a paging photo strip (a plain
/// `UIScrollView` with three pages) below it, and a bar of colour at the bottom.
final class DashboardViewController: UIViewController, UITableViewDataSource, UIScrollViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)
    let badge = UIView()
    let strip = UIScrollView()
    let footer = UIView()
    /// The strip's offsets its delegate heard, in order.
    private(set) var stripOffsets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"
        view.backgroundColor = .white
        table.frame = CGRect(x: 0, y: 64, width: 320, height: 220)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(table)
        badge.frame = CGRect(x: 290, y: 70, width: 20, height: 20)
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 10
        view.addSubview(badge)
        strip.frame = CGRect(x: 0, y: 284, width: 320, height: 120)
        strip.contentSize = CGSize(width: 960, height: 120)
        strip.isPagingEnabled = true
        strip.delegate = self
        for (page, color) in [UIColor.systemTeal, .systemOrange, .systemPurple].enumerated() {
            let photo = UIView(frame: CGRect(x: CGFloat(page) * 320 + 10, y: 10, width: 300, height: 100))
            photo.backgroundColor = color
            strip.addSubview(photo)
        }
        view.addSubview(strip)
        footer.frame = CGRect(x: 0, y: 404, width: 320, height: 164)
        footer.backgroundColor = .systemGray5
        view.addSubview(footer)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Task \(indexPath.row + 1)"
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        stripOffsets.append(scrollView.contentOffset.x)
    }
}

/// A grid of cards pinned to the safe area under a large title, each as tall as the collection
/// view (a paging "stories" screen): `sizeForItemAt` reads the collection view's height.
final class StoriesViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private(set) var collectionView: UICollectionView!
    /// The heights `sizeForItemAt` read.
    private(set) var heightsRead: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stories"
        navigationController?.navigationBar.prefersLargeTitles = true
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.isPagingEnabled = true
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "story")
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "story", for: indexPath)
        cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemIndigo : .systemPink
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        heightsRead.append(collectionView.bounds.height)
        return CGSize(width: collectionView.bounds.width, height: collectionView.bounds.height)
    }
}

/// The classic "shelves" screen: each row of a table holds a collection view that scrolls
/// sideways, its cell the data source of its own shelf.
final class ShelfTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelves"
        tableView.rowHeight = 100
        tableView.register(ShelfRowCell.self, forCellReuseIdentifier: "shelf")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shelf", for: indexPath) as! ShelfRowCell
        cell.shelf = indexPath.row
        return cell
    }
}

/// A table row holding a sideways collection view of ten 100 × 80 cards.
final class ShelfRowCell: UITableViewCell, UICollectionViewDataSource {
    let cards: UICollectionView
    /// How many cards this shelf's data source made.
    private(set) var cardsMade = 0
    var shelf = 0 { didSet { cards.reloadData() } }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        cards = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        cards.backgroundColor = .systemGray6
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

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let card = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        card.contentView.backgroundColor = shelf % 2 == 0 ? .systemBlue : .systemGreen
        cardsMade += 1
        return card
    }
}

/// A stretchy header made from an image view over a table: the table's inset leaves room for
/// it, and `scrollViewDidScroll` sizes it to the space above the first row — from the first
/// layout on, so it starts at its resting height.
final class ProfileViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView(frame: .zero, style: .plain)
    let header = UIImageView()
    static let headerHeight: CGFloat = 200

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.contentInset.top = Self.headerHeight
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(table)
        header.backgroundColor = .systemTeal
        header.clipsToBounds = true
        view.addSubview(header)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row + 1)"
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let visible = -scrollView.contentOffset.y
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: max(visible, 64))
    }
}

/// An article in a plain scroll view laid out with Auto Layout: a column of blocks pinned to the
/// content layout guide (which makes the content size), as wide as the frame layout guide, and
/// a badge pinned to the frame layout guide, which stays put as the article scrolls.
final class ArticleViewController: UIViewController {
    let scrollView = UIScrollView()
    let badge = UIView()
    static let blockCount = 8

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        var above = column.topAnchor
        for index in 0..<Self.blockCount {
            let block = UIView()
            block.backgroundColor = index % 2 == 0 ? .systemYellow : .systemGray4
            block.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(block)
            NSLayoutConstraint.activate([
                block.topAnchor.constraint(equalTo: above, constant: 10),
                block.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: 16),
                block.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: -16),
                block.heightAnchor.constraint(equalToConstant: 100),
            ])
            above = block.bottomAnchor
        }
        column.bottomAnchor.constraint(equalTo: above, constant: 10).isActive = true
        badge.backgroundColor = .systemRed
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 40),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
    }
}

/// A photo wall: a plain scroll view of a 3 × 3 grid of 320 × 400 tiles that scrolls both ways,
/// locked to the axis a drag starts along; inside it, a strip that does not scroll.
final class PhotoWallViewController: UIViewController {
    let wall = UIScrollView()
    let frozen = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        wall.frame = view.bounds
        wall.contentSize = CGSize(width: 960, height: 1200)
        wall.isDirectionalLockEnabled = true
        wall.contentInsetAdjustmentBehavior = .never
        for row in 0..<3 {
            for column in 0..<3 {
                let tile = UIView(frame: CGRect(x: CGFloat(column) * 320 + 4, y: CGFloat(row) * 400 + 4, width: 312, height: 392))
                tile.backgroundColor = (row + column) % 2 == 0 ? .systemTeal : .systemOrange
                wall.addSubview(tile)
            }
        }
        frozen.frame = CGRect(x: 0, y: 300, width: 320, height: 80)
        frozen.contentSize = CGSize(width: 640, height: 80)
        frozen.isScrollEnabled = false
        wall.addSubview(frozen)
        view.addSubview(wall)
    }
}

/// Two card strips that scroll before they are on screen, as carousels start on a middle card:
/// one made with a frame, laid out and scrolled to card 6 in `viewDidLoad`; one given an offset.
final class CardStripsViewController: UIViewController, UICollectionViewDataSource {
    private(set) var centered: UICollectionView!
    private(set) var offset: UICollectionView!
    /// The first strip's offsets its delegate heard, in order.
    private(set) var heard: [CGFloat] = []

    private func strip(y: CGFloat) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 150)
        layout.minimumLineSpacing = 20
        let strip = UICollectionView(frame: CGRect(x: 0, y: y, width: 320, height: 150), collectionViewLayout: layout)
        strip.dataSource = self
        strip.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        view.addSubview(strip)
        return strip
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        centered = strip(y: 80)
        centered.delegate = self
        centered.layoutIfNeeded()
        centered.scrollToItem(at: IndexPath(item: 6, section: 0), at: .centeredHorizontally, animated: false)
        offset = strip(y: 250)
        offset.contentOffset = CGPoint(x: 300, y: 0)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemOrange
        return cell
    }
}

extension CardStripsViewController: UICollectionViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) { heard.append(scrollView.contentOffset.x) }
}

/// A grid whose section insets are measured from the collection view's layout margins (24 pt
/// at each side here), or from its safe area, which has no sides on an upright iPhone.
final class MarginInsetGridViewController: UIViewController, UICollectionViewDataSource {
    let reference: UICollectionViewFlowLayout.SectionInsetReference
    private(set) var grid: UICollectionView!

    init(reference: UICollectionViewFlowLayout.SectionInsetReference) {
        self.reference = reference
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.sectionInsetReference = reference
        grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 320, height: 300), collectionViewLayout: layout)
        grid.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        grid.dataSource = self
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
