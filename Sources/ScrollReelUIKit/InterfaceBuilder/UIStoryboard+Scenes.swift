import Foundation
import ReelLayout

// A storyboard's scenes: view controllers with their navigation and tab bar items, the views of
// a scene when it loads, and segues — relationships, embeds, and those a control, a cell or
// the code triggers.
extension UIStoryboard {
    typealias Element = InterfaceDocument.Element

    /// How deep scenes may relate and embed: far beyond a real app, short of a cycle's end.
    static let maximumSceneDepth = 32

    /// The view controller `element` describes, made with `init(coder:)` of its custom class (or
    /// of the element's UIKit class) and sent `awakeFromNib()`, its navigation item, tab bar
    /// item and relationships set. A scene that relates to itself through others is refused.
    func makeController(_ element: Element, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        guard let decoder else { return nil }
        let id = element["id"] ?? ""
        guard !scenesBeingMade.contains(id), scenesBeingMade.count < Self.maximumSceneDepth else {
            Self.raise(.raised(name: "NSInternalInconsistencyException",
                               reason: "\(decoder.fileName):\(element.line): the scene \(id) contains itself through its relationships or embeds"))
            return nil
        }
        scenesBeingMade.append(id)
        defer { scenesBeingMade.removeLast() }
        let base: UIViewController.Type
        switch element.name {
        case "viewController": base = UIViewController.self
        case "tableViewController": base = UITableViewController.self
        case "collectionViewController": base = UICollectionViewController.self
        case "navigationController": base = UINavigationController.self
        case "tabBarController": base = UITabBarController.self
        case "splitViewController": base = UISplitViewController.self
        default:
            decoder.report(element.name, at: element, "<\(element.name)> is not simulated; a plain view controller stands in")
            base = UIViewController.self
        }
        let type = decoder.customClass(of: element, as: UIViewController.self) ?? base
        let coder = StoryboardCoder()
        if let view = element.children.first(where: { $0["key"] == "view" }) {
            if view.name == "tableView" { coder.tableStyle = decoder.tableStyle(of: view) }
            if view.name == "collectionView" { coder.collectionViewLayout = decoder.collectionLayout(of: view) }
        }
        guard let controller = ViewRuntime.callingApp("init(coder:)", on: nil, { creator.map { $0(coder) } ?? type.init(coder: coder) })
        else { return nil }
        controller.storyboard = self
        controller.storyboardScene = element
        applyItems(of: element, to: controller)
        applyExtendedLayout(of: element, to: controller)
        if let style = element["modalPresentationStyle"].flatMap({ Self.presentationStyles[$0] }) { controller.modalPresentationStyle = style }
        if decoder.flag(element, "automaticallyAdjustsScrollViewInsets") == false { controller.automaticallyAdjustsScrollViewInsets = false }
        let controllers = decoder.document.controllers
        let relationships = (element.child("connections")?.children ?? []).filter { $0.name == "segue" && $0["kind"] == "relationship" }
        func destinations(_ relationship: String) -> [UIViewController] {
            relationships.filter { $0["relationship"] == relationship }.compactMap { segue in
                guard let destination = segue["destination"].flatMap({ controllers[$0] }) else {
                    Self.raise(.raised(name: "NSInternalInconsistencyException",
                                       reason: "\(decoder.fileName):\(segue.line): the relationship's destination \(segue["destination"] ?? "(none)") is not a scene of the storyboard"))
                    return nil
                }
                return makeController(destination)
            }
        }
        if let navigation = controller as? UINavigationController {
            navigation.setViewControllers(destinations("rootViewController"), animated: false)
            if let bar = element.child("navigationBar", key: "navigationBar") { applyBar(bar, to: navigation.navigationBar) }
        }
        if let tabs = controller as? UITabBarController {
            tabs.viewControllers = destinations("viewControllers")
            if let bar = element.child("tabBar", key: "tabBar") { applyTabBar(bar, to: tabs.tabBar) }
        }
        if let split = controller as? UISplitViewController {
            split.viewControllers = destinations("masterViewController") + destinations("detailViewController")
        }
        ViewRuntime.callingApp("awakeFromNib()", on: controller) { controller.awakeFromNib() }
        return controller
    }

    /// The scene's navigation item (title, large title mode, bar button items with their
    /// actions and segues) and tab bar item.
    private func applyItems(of element: Element, to controller: UIViewController) {
        guard let decoder else { return }
        if let item = element.child("navigationItem", key: "navigationItem") {
            if let title = item["title"] { controller.navigationItem.title = title }
            if let mode = item["largeTitleDisplayMode"] {
                controller.navigationItem.largeTitleDisplayMode = ["always": .always, "never": .never][mode] ?? .automatic
            }
            let objects = InterfaceObjects(controller: controller)
            objects.record(placeholder: controller, id: element["id"])
            for key in ["leftBarButtonItem", "rightBarButtonItem"] {
                guard let itemElement = item.child("barButtonItem", key: key) else { continue }
                let button = makeBarButtonItem(itemElement, objects: objects)
                if key == "leftBarButtonItem" { controller.navigationItem.leftBarButtonItem = button }
                else { controller.navigationItem.rightBarButtonItem = button }
            }
            for (key, assign) in [("leftBarButtonItems", { (items: [UIBarButtonItem]) in controller.navigationItem.leftBarButtonItems = items }),
                                  ("rightBarButtonItems", { (items: [UIBarButtonItem]) in controller.navigationItem.rightBarButtonItems = items })] {
                guard let list = item.children.first(where: { $0["key"] == key }) else { continue }
                assign(list.children.filter { $0.name == "barButtonItem" }.map { makeBarButtonItem($0, objects: objects) })
            }
            // The items' actions and segues, now their targets are recorded.
            decoder.connect(in: item, objects: objects)
        }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            controller.tabBarItem = UITabBarItem(title: item["title"], image: item["image"].flatMap { UIImage.interfaceImage(named: $0, catalog: item["catalog"]) },
                                                 tag: Int(item["tag"] ?? "") ?? 0)
        }
    }

    /// Which edges the view reaches under bars (`<extendedEdge key="edgesForExtendedLayout">`,
    /// an empty one for none) and whether under opaque ones too.
    private func applyExtendedLayout(of element: Element, to controller: UIViewController) {
        if let edges = element.child("extendedEdge", key: "edgesForExtendedLayout") {
            let names: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            controller.edgesForExtendedLayout = names.reduce(into: []) { set, pair in if edges[pair.0] == "YES" { set.insert(pair.1) } }
        }
        if let opaque = decoder?.flag(element, "extendedLayoutIncludesOpaqueBars") { controller.extendedLayoutIncludesOpaqueBars = opaque }
    }

    /// A bar button item: a system item, else its title or image; its style and tint.
    private func makeBarButtonItem(_ element: Element, objects: InterfaceObjects) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let name = element["systemItem"], let system = Self.systemItems[name] {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: element["title"], style: element["style"] == "done" ? .done : .plain, target: nil, action: nil)
            if let image = element["image"] { item.image = UIImage.interfaceImage(named: image, catalog: element["catalog"]) }
        }
        if element["style"] == "done" { item.style = .done }
        if let color = element.child("color", key: "tintColor").flatMap({ decoder?.color($0) }) { item.tintColor = color }
        objects.record(placeholder: item, id: element["id"])
        return item
    }

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
        "popover": .popover, "automatic": .automatic,
    ]

    static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "compose": .compose,
        "reply": .reply, "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play, "pause": .pause,
        "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo, "close": .close,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace,
    ]

    /// A navigation controller's bar as the storyboard sets it: translucency, large titles,
    /// bar tint and title attributes.
    private func applyBar(_ element: Element, to bar: UINavigationBar) {
        guard let decoder else { return }
        bar.prefersLargeTitles = element["largeTitles"] == "YES"
        if let translucent = decoder.flag(element, "translucent") { bar.isTranslucent = translucent }
        if let color = element.child("color", key: "barTintColor").flatMap(decoder.color) { bar.barTintColor = color }
        if let color = element.child("color", key: "tintColor").flatMap(decoder.color) ?? globalTint { bar.tintColor = color }
        for (key, assign) in [("titleTextAttributes", { (attributes: [NSAttributedString.Key: Any]) in bar.titleTextAttributes = attributes }),
                              ("largeTitleTextAttributes", { (attributes: [NSAttributedString.Key: Any]) in bar.largeTitleTextAttributes = attributes })] {
            guard let text = element.child("textAttributes", key: key) else { continue }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let color = text.child("color", key: "textColor").flatMap(decoder.color) { attributes[.foregroundColor] = color }
            if let font = text.child("fontDescription", key: "textFont").flatMap(decoder.font) { attributes[.font] = font }
            assign(attributes)
        }
    }

    /// A tab bar controller's bar as the storyboard sets it: translucency, bar tint, the
    /// selected and unselected items' colours.
    private func applyTabBar(_ element: Element, to bar: UITabBar) {
        guard let decoder else { return }
        if let translucent = decoder.flag(element, "translucent") { bar.isTranslucent = translucent }
        if let color = element.child("color", key: "barTintColor").flatMap(decoder.color) { bar.barTintColor = color }
        if let color = element.child("color", key: "tintColor").flatMap(decoder.color) ?? globalTint { bar.tintColor = color }
        if let color = element.child("color", key: "unselectedItemTintColor").flatMap(decoder.color) { bar.unselectedItemTintColor = color }
    }

    /// The storyboard's Global Tint (the document's `tintColor`): the tint of its scenes'
    /// views and bars that set none of their own.
    private var globalTint: UIColor? {
        decoder.flatMap { decoder in decoder.document.root.child("color", key: "tintColor").flatMap(decoder.color) }
    }

    // MARK: - Views

    /// The views of `controller`'s scene, built, with the scene's outlets and actions
    /// connected and its embedded view controllers in their containers; nil when the scene
    /// has no view.
    func loadView(of controller: UIViewController, scene element: Element) -> UIView? {
        guard let decoder, let viewElement = element.children.first(where: { $0["key"] == "view" }) else { return nil }
        let objects = InterfaceObjects(controller: controller)
        objects.record(placeholder: controller, id: element["id"])
        let view = decoder.buildView(viewElement, objects: objects, layout: (controller as? UICollectionViewController)?.collectionViewLayout)
        decoder.recordLegacyGuides(of: element, view: view, objects: objects)
        if viewElement.child("color", key: "tintColor") == nil, let globalTint { view.tintColor = globalTint }
        decoder.activateConstraints(in: viewElement, objects: objects)
        // The scene's other objects (gesture recognisers), made before anything connects to them.
        let companions = decoder.document.sceneCompanions[element["id"] ?? ""] ?? []
        for companion in companions {
            if let made = decoder.makeCompanion(companion) { objects.record(made: made, id: companion["id"]) }
        }
        decoder.connect(in: viewElement, objects: objects)
        for companion in companions { decoder.connect(in: companion, objects: objects) }
        // The scene's own outlets (its view controller's), after its views are made.
        decoder.connect(in: Self.withoutViews(element), objects: objects)
        objects.awake()
        embedChildren(of: controller, in: viewElement, objects: objects)
        return view
    }

    /// The scene's element with only its connections: its view's were connected with the view.
    private static func withoutViews(_ element: Element) -> Element {
        let copy = Element(name: element.name, attributes: element.attributes, line: element.line)
        if let connections = element.child("connections") { copy.append(connections) }
        return copy
    }

    /// Each container view's embed segue: the destination scene made, prepared for by the
    /// parent, added as its child, its view filling the container.
    private func embedChildren(of controller: UIViewController, in viewElement: Element, objects: InterfaceObjects) {
        guard let decoder else { return }
        for container in [viewElement] + viewElement.descendants where container.name == "containerView" {
            guard let containerView = objects[container["id"]] as? UIView else { continue }
            for segue in container.child("connections")?.children ?? [] where segue.name == "segue" && segue["kind"] == "embed" {
                guard let destinationElement = segue["destination"].flatMap({ decoder.document.controllers[$0] }) else {
                    decoder.report("segue-\(segue.line)", at: segue, "the embed segue's destination \(segue["destination"] ?? "") is not a scene of the storyboard")
                    continue
                }
                guard let child = makeController(destinationElement) else { continue }
                let storyboardSegue = UIStoryboardSegue(identifier: segue["identifier"], source: controller, destination: child)
                ViewRuntime.callingApp("prepare(for:sender:)", on: controller) { controller.prepare(for: storyboardSegue, sender: nil) }
                controller.addChild(child)
                child.view.frame = containerView.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                containerView.addSubview(child.view)
                child.didMove(toParent: controller)
            }
        }
    }

    // MARK: - Segues

    /// A segue a control, a bar button item or a cell triggers: a tap on the control (a
    /// selection of the cell) asks the scene's view controller `shouldPerformSegue`, then
    /// performs it, the control or cell the sender.
    func connectTriggeredSegue(_ segue: Element, from source: AnyObject, in scene: UIViewController?) {
        guard segue["kind"] != "relationship", segue["kind"] != "embed" else { return }
        let trigger: (AnyObject) -> Void = { [weak self, weak scene] sender in
            guard let self, let controller = scene ?? Self.controller(showing: sender) else { return }
            if let identifier = segue["identifier"] {
                let should = ViewRuntime.callingApp("shouldPerformSegue(withIdentifier:sender:)", on: controller) {
                    controller.shouldPerformSegue(withIdentifier: identifier, sender: sender)
                }
                guard should else { return }
            }
            self.perform(segue, from: controller, sender: sender)
        }
        switch source {
        case let control as UIControl:
            control.addAction(UIAction { [weak control] _ in if let control { trigger(control) } }, for: .touchUpInside)
        case let item as UIBarButtonItem:
            item.segueAction = { [weak item] in if let item { trigger(item) } }
        case let cell as UICollectionViewCell:
            cell.selectionSegue = { [weak cell] in if let cell { trigger(cell) } }
        default:
            decoder?.report("segue-source-\(type(of: source))", at: segue, "a segue from \(type(of: source)) is not followed")
        }
    }

    /// The view controller whose view holds `view` (a prototype cell's: its table's).
    private static func controller(showing object: AnyObject) -> UIViewController? {
        var view = object as? UIView
        while let current = view {
            if let controller = current.owningController as? UIViewController { return controller }
            view = current.superview
        }
        return nil
    }

    /// `performSegue(withIdentifier:sender:)`: the segue with that identifier among the
    /// scene's (its own or any of its views' and items'); false when it has none.
    func performSegue(withIdentifier identifier: String, from controller: UIViewController, sender: Any?) -> Bool {
        guard let scene = controller.storyboardScene else { return false }
        let segues = ([scene] + scene.descendants).filter { $0.name == "segue" && $0["identifier"] == identifier }
        guard let segue = segues.first else { return false }
        perform(segue, from: controller, sender: sender)
        return true
    }

    /// Makes the destination scene, lets the source prepare for it, and shows it as the
    /// segue's kind says: `show` and `push` push it onto the navigation controller (else
    /// present it), `showDetail` as `showDetailViewController`, the others present it.
    private func perform(_ segue: Element, from source: UIViewController, sender: Any?) {
        guard let decoder else { return }
        guard let destinationElement = segue["destination"].flatMap({ decoder.document.controllers[$0] }) else {
            Self.raise(.raised(name: "NSInvalidArgumentException",
                               reason: "\(decoder.fileName):\(segue.line): the segue's destination \(segue["destination"] ?? "(none)") is not a scene of the storyboard"))
            return
        }
        guard let destination = makeController(destinationElement) else { return }
        let storyboardSegue = UIStoryboardSegue(identifier: segue["identifier"], source: source, destination: destination)
        ViewRuntime.callingApp("prepare(for:sender:)", on: source) { source.prepare(for: storyboardSegue, sender: sender) }
        switch segue["kind"] {
        case "show", "push": source.show(destination, sender: sender)
        case "showDetail": source.showDetailViewController(destination, sender: sender)
        default:
            if let style = segue["modalPresentationStyle"].flatMap({ Self.presentationStyles[$0] }) { destination.modalPresentationStyle = style }
            source.present(destination, animated: segue["animates"] != "NO")
        }
    }
}
