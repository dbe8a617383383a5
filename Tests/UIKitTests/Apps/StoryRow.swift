import UIKit

/// A row of stories: 70-pt columns in a sideways section, each a round picture larger than
/// the column (its aspect ratio kept by a constraint) over a name, in a stack view.
final class StoryRowViewController: UIViewController {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(70), heightDimension: .estimated(1)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.orthogonalScrollingBehavior = .continuous
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(StoryCell.self, forCellWithReuseIdentifier: "story")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension StoryRowViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "story", for: indexPath) as! StoryCell
        cell.name.text = "Story \(indexPath.item)"
        return cell
    }
}

final class StoryCell: UICollectionViewCell {
    let picture = UIImageView(image: UIImage(named: "poster"))
    let name = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [picture, name])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        picture.contentMode = .scaleAspectFill
        name.font = .systemFont(ofSize: 12)
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            picture.widthAnchor.constraint(equalTo: picture.heightAnchor),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
