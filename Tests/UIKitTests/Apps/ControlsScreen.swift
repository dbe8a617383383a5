import UIKit

/// A screen of controls that answer, written as an app's (its selectors as `scrollreel port`
/// writes them): a button with a target–action, one with a `UIAction`, a switch, a segmented
/// control, a bar button with a target–action and one with a primary action, and a table under
/// them whose refresh control reloads it.
class ControlsViewController: UIViewController, UITableViewDataSource {
    let saveButton = UIButton(type: .system)
    let actionButton = UIButton(type: .system, primaryAction: nil)
    let toggle = UISwitch()
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    let table = UITableView(frame: .zero, style: .plain)
    /// What the app heard, in order.
    private(set) var log: [String] = []
    private var rows = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .done, target: self,
                                                            action: Selector("add:", Self.add(_:)))
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Sort") { [unowned self] _ in
            log.append("sort")
        })
        saveButton.setTitle("Save", for: .normal)
        saveButton.frame = CGRect(x: 20, y: 80, width: 100, height: 44)
        saveButton.addTarget(self, action: Selector("save", Self.save), for: .touchUpInside)
        view.addSubview(saveButton)
        actionButton.setTitle("Share", for: .normal)
        actionButton.frame = CGRect(x: 140, y: 80, width: 100, height: 44)
        actionButton.addAction(UIAction { [unowned self] action in
            log.append("share from \((action.sender as? UIButton)?.currentTitle ?? "?")")
        }, for: .touchUpInside)
        view.addSubview(actionButton)
        toggle.frame.origin = CGPoint(x: 250, y: 86)
        toggle.addTarget(self, action: Selector("toggled:", Self.toggled(_:)), for: .valueChanged)
        view.addSubview(toggle)
        segments.frame = CGRect(x: 20, y: 140, width: 280, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: Selector("segmentChanged:", Self.segmentChanged(_:)), for: .valueChanged)
        view.addSubview(segments)
        table.frame = CGRect(x: 0, y: 188, width: 320, height: 380)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: Selector("refresh:", Self.refresh(_:)), for: .valueChanged)
        table.refreshControl = refresh
        view.addSubview(table)
    }

    func add(_ sender: UIBarButtonItem) { log.append("add \(sender.title ?? "")") }
    func save() { log.append("save") }
    func toggled(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
    func segmentChanged(_ sender: UISegmentedControl) { log.append("segment \(sender.selectedSegmentIndex)") }

    func refresh(_ sender: UIRefreshControl) {
        log.append("refresh")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.rows += 2
            self.table.reloadData()
            sender.endRefreshing()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Event \(indexPath.row + 1)"
        return cell
    }
}

/// Tap recognisers as apps add them: one on an image view (which takes touches only once the app
/// says so), one on a card that holds a collection view — which keeps taps from its cells.
class TappableViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let photo = UIImageView(frame: CGRect(x: 20, y: 80, width: 120, height: 90))
    let card = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        photo.backgroundColor = .systemTeal
        photo.isUserInteractionEnabled = true
        photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("photoTapped:", Self.photoTapped(_:))))
        view.addSubview(photo)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: card.bounds, collectionViewLayout: layout)
        grid.dataSource = self
        grid.delegate = self
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        card.addSubview(grid)
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("cardTapped", Self.cardTapped)))
        view.addSubview(card)
    }

    func photoTapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: photo)
        log.append("photo at \(Int(point.x)),\(Int(point.y))")
    }

    func cardTapped() { log.append("card") }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }
}

/// A slider and a progress bar, drawn, and a page control, kept but not drawn in full.
class VolumeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        slider.maximumValue = 10
        slider.value = 4
        view.addSubview(slider)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 20, y: 160, width: 280, height: 4)
        progress.progress = 0.25
        progress.progressTintColor = .systemGreen
        view.addSubview(progress)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 200, width: 280, height: 26))
        pages.numberOfPages = 3
        view.addSubview(pages)
    }
}

/// Two steppers as an app sets them: a quantity from 0 to 2, and a wrapping hour from 0 to 23
/// that starts at 23; each change shows in the log.
class StepperViewController: UIViewController {
    let quantity = UIStepper(frame: CGRect(x: 20, y: 80, width: 200, height: 60))
    let hour = UIStepper()
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        quantity.maximumValue = 2
        quantity.addTarget(self, action: Selector("changed:", Self.changed(_:)), for: .valueChanged)
        view.addSubview(quantity)
        hour.frame.origin = CGPoint(x: 20, y: 140)
        hour.maximumValue = 23
        hour.value = 23
        hour.wraps = true
        hour.addTarget(self, action: Selector("changed:", Self.changed(_:)), for: .valueChanged)
        view.addSubview(hour)
    }

    func changed(_ sender: UIStepper) { log.append("\(sender === hour ? "hour" : "quantity") \(Int(sender.value))") }
}

/// An image view flipping through three symbols once over 0.3 s, as a loading animation does.
class FlipbookViewController: UIViewController {
    let flipbook = UIImageView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        flipbook.animationImages = ["star", "heart", "bell"].compactMap { UIImage(systemName: $0) }
        flipbook.animationDuration = 0.3
        flipbook.animationRepeatCount = 1
        view.addSubview(flipbook)
        flipbook.startAnimating()
    }
}
