import UIKit

/// A screen of SF Symbols as apps show them: image views at Body's size, at a point size with
/// weights, at the three scales, a filled and an outlined heart, and one name no iPhone knows;
/// a compose button in the navigation bar and tabs with symbol images.
final class SymbolGalleryViewController: UIViewController {
    /// The image views in the order they are laid out, for the tests.
    private(set) var symbols: [UIImageView] = []
    private(set) var unknownImage: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Symbols"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: nil, action: nil)
        unknownImage = UIImage(systemName: "no.such.symbol")
        let images: [UIImage?] = [
            UIImage(systemName: "chevron.right"),
            UIImage(systemName: "heart"),
            UIImage(systemName: "heart.fill"),
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .ultraLight)),
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .regular)),
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .black)),
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .small)),
            UIImage(systemName: "star.fill"),
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .large)),
        ]
        var x: CGFloat = 16, y: CGFloat = 120
        for (index, image) in images.enumerated() {
            let imageView = UIImageView(image: image)
            imageView.tintColor = index == 2 ? .systemRed : .systemBlue
            imageView.contentMode = .center
            imageView.frame = CGRect(x: x, y: y, width: 48, height: 48)
            view.addSubview(imageView)
            symbols.append(imageView)
            x += 56
            if index % 3 == 2 { (x, y) = (16, y + 56) }
        }
    }
}

/// Two tabs with symbol images, the gallery first.
final class SymbolTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let gallery = UINavigationController(rootViewController: SymbolGalleryViewController())
        gallery.tabBarItem = UITabBarItem(title: "Gallery", image: UIImage(systemName: "square.grid.2x2"), selectedImage: UIImage(systemName: "square.grid.2x2.fill"))
        let settings = UIViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
        viewControllers = [gallery, settings]
    }
}

/// A settings list of the two kinds apps write: a cell's `imageView` with a symbol beside its
/// text, and a content configuration with an image, tinted.
final class SymbolRowsViewController: UITableViewController {
    static let rows = [("Wi-Fi", "wifi"), ("Bluetooth", "antenna.radiowaves.left.and.right"), ("Notifications", "bell")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let (title, symbol) = Self.rows[indexPath.row]
        if indexPath.section == 0 {
            cell.imageView?.image = UIImage(systemName: symbol)
            cell.textLabel?.text = title
        } else {
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: symbol)
            content.imageProperties.tintColor = .systemOrange
            content.text = title
            cell.contentConfiguration = content
        }
        return cell
    }
}
