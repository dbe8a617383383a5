import UIKit

/// A list of posts whose cells have no constraints: each lays out its views by hand and says
/// its height in `sizeThatFits(_:)`, the way a cell self-sizes without Auto Layout. Every
/// third cell is a plain one that says nothing, so it keeps the layout's estimate.
final class MeasuredPostsViewController: UIViewController {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 10
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(MeasuredPostCell.self, forCellWithReuseIdentifier: "post")
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plain")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension MeasuredPostsViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard indexPath.item != 2 else { return collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath) as! MeasuredPostCell
        cell.lines = indexPath.item + 1
        return cell
    }
}

/// A picture as tall as half the cell's width over a caption of `lines` 20-pt lines.
final class MeasuredPostCell: UICollectionViewCell {
    let picture = UIView()
    let caption = UIView()
    var lines = 1

    required init(frame: CGRect) {
        super.init(frame: frame)
        picture.backgroundColor = .systemTeal
        caption.backgroundColor = .systemGray5
        contentView.addSubview(picture)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: (size.width / 2).rounded() + CGFloat(lines) * 20)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        (picture.frame, caption.frame) = bounds.divided(atDistance: (bounds.width / 2).rounded(), from: .minYEdge)
    }
}

/// A list of plain cells, each given a list content configuration with two lines of text, as
/// apps fill a `UICollectionViewCell` without subclassing it.
final class ConfiguredPlainCellsViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Item \(indexPath.item + 1)"
        if indexPath.item != 1 { content.secondaryText = "Secondary" }
        cell.contentConfiguration = content
        return cell
    }
}

/// A self-sizing table whose cells have no constraints and say their height in
/// `sizeThatFits(_:)`: 40 pt, then 20 more per row.
final class MeasuredRowsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MeasuredRowCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! MeasuredRowCell
        cell.row = indexPath.row
        return cell
    }
}

final class MeasuredRowCell: UITableViewCell {
    var row = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 40 + CGFloat(row) * 20) }
}
