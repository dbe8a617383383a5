/// One loading of objects from an Interface Builder file: what each id names (the objects
/// made, and placeholders such as File's Owner), and the objects made in the order they were
/// made, which are sent `awakeFromNib()` once everything is connected.
final class InterfaceObjects {
    private var byID: [String: AnyObject] = [:]
    private(set) var made: [AnyObject] = []
    /// An old scene's top and bottom layout guides (`<viewControllerLayoutGuide>`), by id: the
    /// edges of its view's safe area.
    var legacyGuides: [String: (safeArea: UILayoutGuide, isTop: Bool)] = [:]
    /// The scene's view controller, whose segues its controls trigger; nil in a xib.
    private(set) weak var controller: UIViewController?

    init(controller: UIViewController? = nil) {
        self.controller = controller
    }

    /// What the file's id `id` names in this loading.
    subscript(id: String?) -> AnyObject? {
        id.flatMap { byID[$0] }
    }

    /// Records `object`, made from the element with `id`.
    func record(made object: AnyObject, id: String?) {
        made.append(object)
        if let id { byID[id] = object }
    }

    /// Records an object that stands for `id` without being made here (File's Owner, the
    /// scene's view controller, a layout guide).
    func record(placeholder object: AnyObject, id: String?) {
        if let id { byID[id] = object }
    }

    /// `awakeFromNib()` to every object made, after all are connected (UIKit's order).
    func awake() {
        for object in made {
            switch object {
            case let view as UIView: ViewRuntime.callingApp("awakeFromNib()", on: view) { view.awakeFromNib() }
            case let controller as UIViewController: ViewRuntime.callingApp("awakeFromNib()", on: controller) { controller.awakeFromNib() }
            default: break
            }
        }
    }
}
