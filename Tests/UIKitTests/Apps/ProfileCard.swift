import UIKit

/// A cell laid out with a vertical stack view (name over handle), and a view controller that
/// fades a banner in with `UIView.animate` once it appears.
final class ProfileCell: UICollectionViewCell {
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    lazy var stack = UIStackView(arrangedSubviews: [nameLabel, handleLabel])

    required init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .boldSystemFont(ofSize: 17)
        handleLabel.font = .systemFont(ofSize: 13)
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        contentView.addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = contentView.bounds.insetBy(dx: 12, dy: 10)
    }
}

final class ProfilesViewController: UICollectionViewController {
    nonisolated(unsafe) static var journal: Journal?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 60)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ProfileCell.self, forCellWithReuseIdentifier: "profile")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.4, delay: 0.2, options: [], animations: {
            self.view.alpha = 1
        }, completion: { finished in
            Self.journal?.note("faded in \(finished)")
        })
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "profile", for: indexPath) as! ProfileCell
        cell.nameLabel.text = "Person \(indexPath.item + 1)"
        cell.handleLabel.text = "@person\(indexPath.item + 1)"
        return cell
    }
}
