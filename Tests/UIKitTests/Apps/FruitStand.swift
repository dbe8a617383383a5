import UIKit

/// Sections of the fruit stand's table.
enum FruitSection: Hashable { case berries, citrus }

/// A table data source subclass, as apps write one to give their sections titles.
final class FruitDataSource: UITableViewDiffableDataSource<FruitSection, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section) == .berries ? "Berries" : "Citrus"
    }
}

/// A plain table fed by snapshots: two sections at launch (without animation), then, half a
/// second after it appears, a snapshot that deletes a berry and adds a lime (animated).
final class FruitStandViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: FruitDataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        dataSource = FruitDataSource(tableView: tableView) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            cell.textLabel?.text = fruit
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        dataSource.apply(snapshot(berries: ["Strawberry", "Blueberry", "Raspberry"], citrus: ["Orange", "Lemon"]), animatingDifferences: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.dataSource.apply(self.snapshot(berries: ["Strawberry", "Raspberry"], citrus: ["Orange", "Lemon", "Lime"]))
        }
    }

    func snapshot(berries: [String], citrus: [String]) -> NSDiffableDataSourceSnapshot<FruitSection, String> {
        var snapshot = NSDiffableDataSourceSnapshot<FruitSection, String>()
        snapshot.appendSections([.berries, .citrus])
        snapshot.appendItems(berries, toSection: .berries)
        snapshot.appendItems(citrus, toSection: .citrus)
        return snapshot
    }
}

/// A section header as apps write one: its own `init(reuseIdentifier:)` and `init(coder:)`, and
/// nothing else (on iOS it needs no `init(frame:)`).
final class FruitHeaderView: UITableViewHeaderFooterView {
    let badge = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A tab bar controller made in code, its own `init()` calling the nib initialiser, as apps
/// write one (no `override`: UIViewController's `init()` is not a designated one to Swift).
final class FruitTabsController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [FruitStandViewController()]
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A class-bound protocol of observers, kept in a hash table.
protocol FruitObserving: AnyObject {}

extension UIView: FruitObserving {}

/// A navigation controller whose delegate notes what it is told, with the pages' appearances:
/// a page is pushed 0.2 s after the first appears, and popped 0.2 s later.
final class NoteTakingNavigationController: UINavigationController, UINavigationControllerDelegate {
    var notes: [String] = []

    final class Page: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            (navigationController as? NoteTakingNavigationController)?.notes.append("\(title ?? "") appeared")
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let first = Page()
        first.title = "first"
        setViewControllers([first], animated: false)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            let second = Page()
            second.title = "second"
            self.pushViewController(second, animated: true)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.popViewController(animated: true) }
        }
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        notes.append("will show \(viewController.title ?? "")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        notes.append("did show \(viewController.title ?? "")")
    }
}

/// A view whose layer is a gradient, as apps make one with `layerClass`.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer? { layer as? CAGradientLayer }
}

/// A text field's delegate that answers return.
final class ReturnKeeper: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
}

/// A button subclass as apps write one: its own designated initialiser beside the two it
/// overrides.
final class PillButton: UIButton {
    required init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 10
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(title: String) {
        super.init(frame: .zero)
        setTitle(title, for: .normal)
    }
}

/// A gesture recogniser's delegate that lets taps through only while `allows` is set.
final class TapGate: UIGestureRecognizerDelegate {
    var allows = false
    var taps = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allows }

    func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
}
