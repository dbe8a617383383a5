import UIKit

/// Rows that read as one card, the way apps group them without a grouped table: the first row
/// rounds its top corners, the last its bottom ones (`maskedCorners`), with the continuous
/// curve Apple's own cards use; the rows between stay square.
final class CardRowCell: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBlue
        contentView.layer.cornerCurve = .continuous
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func round(first: Bool, last: Bool) {
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        contentView.layer.cornerRadius = corners.isEmpty ? 0 : 16
        contentView.layer.maskedCorners = corners
    }
}


extension UIView {
    /// Rounds some corners the way apps did before `maskedCorners`: a shape layer whose path
    /// is a rounded rectangle, as the view's mask.
    func roundCorners(_ corners: UIRectCorner, radius: CGFloat) {
        let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        layer.mask = mask
    }
}

/// A banner cell rounded at its bottom corners by a shape-layer mask, set where its size is
/// known; and a badge masked by a hand-drawn triangle, which the scene cannot draw.
final class MaskedBannerCell: UICollectionViewCell {
    let badge = UIView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemOrange
        badge.backgroundColor = .white
        badge.frame = CGRect(x: 8, y: 8, width: 20, height: 20)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.roundCorners([.bottomLeft, .bottomRight], radius: 20)
        let triangle = UIBezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 20, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 20))
        triangle.close()
        let mask = CAShapeLayer()
        mask.path = triangle.cgPath
        badge.layer.mask = mask
    }
}

/// One row of labels too long for it, each cut by its own `lineBreakMode`.
final class LineBreakCell: UICollectionViewCell {
    let middle = UILabel(), clipped = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        for (label, mode) in [(middle, NSLineBreakMode.byTruncatingMiddle), (clipped, .byClipping)] {
            label.text = "IMG_20240611_final_final_v3.jpeg"
            label.lineBreakMode = mode
            contentView.addSubview(label)
        }
        middle.frame = CGRect(x: 10, y: 10, width: 150, height: 21)
        clipped.frame = CGRect(x: 10, y: 40, width: 150, height: 21)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A white collection view of `count` cells of one class in a flow layout, each set up by
/// `configure` as a data source's `cellForItemAt` would.
final class CellGalleryViewController<Cell: UICollectionViewCell>: UICollectionViewController {
    let count: Int
    let configure: (Cell, IndexPath) -> Void

    init(itemSize: CGSize, lineSpacing: CGFloat = 10, inset: UIEdgeInsets = .zero, count: Int = 1,
         configure: @escaping (Cell, IndexPath) -> Void = { _, _ in }) {
        self.count = count
        self.configure = configure
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumLineSpacing = lineSpacing
        layout.sectionInset = inset
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! Cell
        configure(cell, indexPath)
        return cell
    }
}
