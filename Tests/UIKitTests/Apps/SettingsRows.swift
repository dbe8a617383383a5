import UIKit

/// A settings row of the kind apps build by hand: an icon from the app's resources, a title, a
/// switch at the trailing margin and a small button under the title — all placed by anchors,
/// the row's height from the icon and the button.
final class SettingsRowCell: UICollectionViewCell {
    let icon = UIImageView(image: UIImage(named: "avatar"))
    let symbol = UIImageView(image: UIImage(systemName: "bell.fill"))
    let missing = UIImageView(image: UIImage(named: "no-such-image"))
    let title = UILabel()
    let toggle = UISwitch()
    let more = UIButton(type: .system)

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        title.text = "Notifications"
        toggle.isOn = true
        more.setTitle("Details", for: .normal)
        missing.backgroundColor = nil
        for view in [icon, symbol, missing, title, toggle, more] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
            more.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            more.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 8),
            more.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            symbol.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
            symbol.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
            missing.widthAnchor.constraint(equalToConstant: 40),
            missing.heightAnchor.constraint(equalToConstant: 24),
            missing.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            missing.centerYAnchor.constraint(equalTo: more.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SettingsRowsViewController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 1
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SettingsRowCell.self, forCellWithReuseIdentifier: "row")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}
