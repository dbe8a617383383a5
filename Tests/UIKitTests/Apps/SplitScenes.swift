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
