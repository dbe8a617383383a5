public import Foundation
import ReelLayout

/// `UIStoryboard`: a storyboard file of the app's (`Main.storyboard` in `Sources/App/`), read
/// with Foundation's XML parser. Instantiating a scene makes its view controller as UIKit does —
/// the custom class's `init(coder:)` — and, when the view loads, the views the storyboard
/// describes (frames, colours, labels, collection and table views with their layouts and
/// settings, prototype cells), with the outlets connected. What it does not simulate it names
/// in one console line per element.
public final class UIStoryboard {
    public let name: String
    let document: StoryboardDocument?
    /// The module custom classes are looked up in.
    let module: String
    /// Element names already named in the console.
    private var reported: Set<String> = []

    /// The storyboard `name` (without `.storyboard`) among the app's files. One that is missing
    /// or not a storyboard raises UIKit's exception when the app launches.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        let context = AppContext.current
        module = context?.appModule ?? "App"
        guard let url = Self.file(named: name) else {
            document = nil
            Self.raise(.raised(name: "NSInvalidArgumentException",
                               reason: "Could not find a storyboard named '\(name)' in bundle NSBundle (loaded)"))
            return
        }
        do throws(StoryboardError) {
            guard let data = FileManager.default.contents(atPath: url.path), data.count <= Self.maximumFileSize else {
                throw StoryboardError("\(name).storyboard: not a storyboard: larger than \(Self.maximumFileSize / 1_000_000) MB or unreadable")
            }
            document = try StoryboardDocument(data: data, fileName: name + ".storyboard")
        } catch {
            document = nil
            Self.raise(.raised(name: "NSInternalInconsistencyException", reason: error.description))
        }
    }

    /// The largest storyboard read: far beyond any real one.
    static let maximumFileSize = 20_000_000

    /// Whether the app has a storyboard named `name`.
    static func exists(named name: String) -> Bool { file(named: name) != nil }

    /// The app's storyboard file `name`: in its resource folders (else `Sources/App/`), or in
    /// their `Base.lproj/`, where Xcode puts a localised one.
    static func file(named name: String) -> URL? {
        let folders = (AppContext.current?.resourceFolders ?? []) + [URL(fileURLWithPath: "Sources/App")]
        return folders.flatMap { [$0, $0.appendingPathComponent("Base.lproj")] }
            .map { $0.appendingPathComponent(name + ".storyboard") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The storyboard's initial view controller.
    public func instantiateInitialViewController() -> UIViewController? {
        guard let document, let id = document.root["initialViewController"], let element = document.controllers[id] else { return nil }
        return makeController(element)
    }

    /// The scene whose Storyboard ID is `identifier`; UIKit raises for an unknown one.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let element = document?.controllers.values.first(where: { $0["storyboardIdentifier"] == identifier }),
           let controller = makeController(element) {
            return controller
        }
        Self.raise(.raised(name: "NSInvalidArgumentException",
                           reason: "Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier '\(identifier)'"))
        return UIViewController()
    }

    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        instantiateViewController(withIdentifier: identifier) as? ViewController ?? ViewController(coder: StoryboardCoder())!
    }

    /// UIKit raised `exception` in the app's code: on screen, the app ends; during launch, when
    /// the launch is over.
    static func raise(_ exception: UncaughtException) {
        AppContext.current?.raise(exception)
    }

    /// One console line for each element or class the storyboard names that is not simulated.
    func report(_ key: String, _ line: String) {
        guard reported.insert(key).inserted else { return }
        AppContext.current?.log(line)
    }
}

/// What a storyboard hands a view controller's `init(coder:)`: its scene.
public final class StoryboardCoder: NSCoder {
    /// The scene's element and its storyboard; nil for a view controller a script names.
    let scene: (element: StoryboardDocument.Element, storyboard: UIStoryboard)?
    package var collectionViewLayout: UICollectionViewFlowLayout?
    package var tableStyle: UITableView.Style?

    init(scene: (element: StoryboardDocument.Element, storyboard: UIStoryboard)?) {
        self.scene = scene
        super.init()
    }

    public override convenience init() {
        self.init(scene: nil)
    }
}

/// A class whose outlets a storyboard connects by name: `scrollreel port` writes this
/// conformance for a class with `@IBOutlet` properties (Linux has no key-value coding to set
/// them by name).
public protocol StoryboardOutlets: AnyObject {
    func connectOutlet(_ name: String, to object: AnyObject)
}
