public import Foundation
import ReelLayout

/// `UIStoryboard`: a storyboard file of the app's, found anywhere among its files (in a group,
/// in `Base.lproj`) and read with the same reader as xibs. Instantiating a scene makes its view
/// controller as UIKit does — the custom class's `init(coder:)`, then `awakeFromNib()` — and,
/// when the view loads, the views the scene describes, connected; segues are followed. What it
/// does not simulate it names in one console line per element.
public final class UIStoryboard {
    public let name: String
    let decoder: InterfaceDecoder?
    /// The scenes being made, innermost last: a storyboard whose scenes embed or relate to
    /// each other in a cycle is refused, not followed forever.
    var scenesBeingMade: [String] = []

    /// The storyboard `name` (without `.storyboard`) among the app's files. One that is missing
    /// or not a storyboard raises UIKit's exception when the app launches.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        let module = AppContext.current?.appModule ?? "App"
        guard let url = AppResources.current.interfaceFile(named: name, extension: "storyboard") else {
            decoder = nil
            Self.raise(.raised(name: "NSInvalidArgumentException",
                               reason: "Could not find a storyboard named '\(name)' in bundle NSBundle (loaded)"))
            return
        }
        do throws(InterfaceFileError) {
            decoder = InterfaceDecoder(document: try InterfaceDocument(contentsOf: url, fileName: name + ".storyboard"), module: module)
        } catch {
            decoder = nil
            Self.raise(.raised(name: "NSInternalInconsistencyException", reason: error.description))
        }
        decoder?.storyboard = self
    }

    /// Whether the app has a storyboard named `name`.
    static func exists(named name: String) -> Bool {
        AppResources.current.interfaceFile(named: name, extension: "storyboard") != nil
    }

    /// The storyboard's initial view controller.
    public func instantiateInitialViewController() -> UIViewController? {
        guard let document = decoder?.document, let id = document.root["initialViewController"],
              let element = document.controllers[id] else { return nil }
        return makeController(element)
    }

    /// `creator`, when given, makes the view controller from the coder, as UIKit calls it.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let document = decoder?.document, let id = document.root["initialViewController"],
              let element = document.controllers[id] else { return nil }
        return makeController(element, creator: creator) as? ViewController
    }

    /// The scene whose Storyboard ID is `identifier`; UIKit raises for an unknown one.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let element = decoder?.document.controllers.values.first(where: { $0["storyboardIdentifier"] == identifier }),
           let controller = makeController(element) {
            return controller
        }
        Self.raise(.raised(name: "NSInvalidArgumentException",
                           reason: "Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier '\(identifier)'"))
        return UIViewController()
    }

    /// `creator`, when given, makes the view controller from the coder, as UIKit calls it.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let element = decoder?.document.controllers.values.first(where: { $0["storyboardIdentifier"] == identifier }),
           let controller = makeController(element, creator: creator) as? ViewController {
            return controller
        }
        Self.raise(.raised(name: "NSInvalidArgumentException",
                           reason: "Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier '\(identifier)'"))
        return ViewController(coder: StoryboardCoder())!
    }

    /// UIKit raised `exception` in the app's code: on screen, the app ends; during launch, when
    /// the launch is over.
    static func raise(_ exception: UncaughtException) {
        AppContext.current?.raise(exception)
    }
}

/// What a storyboard or xib hands `init(coder:)`: what UIKit's coder would have decoded before
/// the class's own code runs — a table's style, a collection view controller's layout.
public final class StoryboardCoder: NSCoder, CollectionViewLayoutCoder {
    package var collectionViewLayout: UICollectionViewLayout?
    package var tableStyle: UITableView.Style?

    public override init() {
        super.init()
    }
}

/// A class whose outlets a storyboard or xib connects by name: `scrollreel port` writes this
/// conformance for a class with `@IBOutlet` properties (Linux has no key-value coding to set
/// them by name). An outlet collection arrives as an array.
public protocol StoryboardOutlets: AnyObject {
    func connectOutlet(_ name: String, to object: AnyObject)
}
