import UIKit

// A split-view app as `scrollreel port` leaves it: a list of places with a search bar and a
// picker of regions, and a detail scene whose views sit on its margins.

final class PlaceListViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var regionPicker: UIPickerView!
    static let regions = ["Alps", "Baltic", "Carpathians", "Dolomites", "Eifel", "Fjords"]

    override func viewDidLoad() {
        super.viewDidLoad()
        regionPicker.selectRow(2, inComponent: 0, animated: false)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.regions.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { Self.regions[row] }
}

extension PlaceListViewController: StoryboardOutlets {
    func connectOutlet(_ name: String, to object: AnyObject) {
        switch name {
        case "regionPicker": regionPicker = object as? UIPickerView
        default: break
        }
    }
}

final class PlaceDetailViewController: UIViewController {}

/// A split view controller made in code that keeps its primary on a phone, as Apple's
/// Master-Detail template does while no detail is chosen.
final class PrimaryFirstSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool { true }
}

/// The form a storyboard presents as a sheet; Cancel dismisses it.
final class NewTripViewController: UIViewController {
    /// What the test reads: the segue the presenter prepared for.
    nonisolated(unsafe) static var preparedFor: String?

    func cancel(_ sender: Any?) {
        dismiss(animated: true)
    }
}

extension NewTripViewController: StoryboardActions {
    func storyboardAction(named name: String) -> Selector? {
        switch name {
        case "cancel:": Selector("cancel:", Self.cancel(_:))
        default: nil
        }
    }
}

final class TripsViewController: UIViewController {
    /// What the test reads: how often the banner's tap recogniser sent its action.
    nonisolated(unsafe) static var bannerTaps = 0

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        NewTripViewController.preparedFor = segue.identifier
    }

    func bannerTapped(_ sender: UITapGestureRecognizer) {
        Self.bannerTaps += 1
    }
}

extension TripsViewController: StoryboardActions {
    func storyboardAction(named name: String) -> Selector? {
        switch name {
        case "bannerTapped:": Selector("bannerTapped:", Self.bannerTapped(_:))
        default: nil
        }
    }
}

/// A table of subtitle rows from a storyboard prototype, whose labels the app sets.
final class ProfileTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "Detail \(indexPath.row)"
        return cell
    }
}

/// A collection view of the app's class, as apps subclass UICollectionView: it counts its
/// reloads and is as tall as its content (the self-sizing pattern apps use in cells).
final class CountingCollectionView: UICollectionView {
    nonisolated(unsafe) static var reloads = 0

    override func reloadData() {
        Self.reloads += 1
        super.reloadData()
    }

    override var contentSize: CGSize {
        didSet { if contentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }
}

/// A grid of four tiles from a storyboard prototype.
final class TileGridViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}
