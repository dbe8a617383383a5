import Foundation
import ReelLayout

// Making a scene's objects from its elements: view controllers, views, layouts, prototype
// cells, and the outlets between them.
extension UIStoryboard {
    typealias Element = StoryboardDocument.Element

    /// The view controller `element` describes, made with `init(coder:)` of its custom class (or
    /// of the element's UIKit class), its navigation item, tab bar item and relationships set.
    func makeController(_ element: Element) -> UIViewController? {
        let base: UIViewController.Type
        switch element.name {
        case "viewController": base = UIViewController.self
        case "tableViewController": base = UITableViewController.self
        case "collectionViewController": base = UICollectionViewController.self
        case "navigationController": base = UINavigationController.self
        case "tabBarController": base = UITabBarController.self
        default:
            report(element.name, "ScrollReel: \(name).storyboard:\(element.line): <\(element.name)> is not simulated; a plain view controller stands in")
            base = UIViewController.self
        }
        let type = customClass(of: element, as: UIViewController.self) ?? base
        let coder = StoryboardCoder(scene: (element, self))
        if let view = element.children.first(where: { $0["key"] == "view" }) {
            if view.name == "tableView" { coder.tableStyle = tableStyle(of: view) }
            if view.name == "collectionView" { coder.collectionViewLayout = flowLayout(of: view) }
        }
        guard let controller = type.init(coder: coder) else { return nil }
        controller.storyboard = self
        controller.storyboardScene = (element, self)
        if let title = element.child("navigationItem", key: "navigationItem")?["title"] { controller.navigationItem.title = title }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            controller.tabBarItem = UITabBarItem(title: item["title"], image: nil, tag: Int(item["tag"] ?? "") ?? 0)
        }
        let controllers = document?.controllers ?? [:]
        let relationships = (element.child("connections")?.children ?? []).filter { $0.name == "segue" && $0["kind"] == "relationship" }
        func destinations(_ relationship: String) -> [UIViewController] {
            relationships.filter { $0["relationship"] == relationship }
                .compactMap { $0["destination"].flatMap { controllers[$0] }.flatMap(makeController) }
        }
        if let navigation = controller as? UINavigationController {
            navigation.setViewControllers(destinations("rootViewController"), animated: false)
            let bar = element.child("navigationBar", key: "navigationBar")
            navigation.navigationBar.prefersLargeTitles = bar?["largeTitles"] == "YES"
        }
        if let tabs = controller as? UITabBarController {
            tabs.viewControllers = destinations("viewControllers")
        }
        return controller
    }

    /// The views of `controller`'s scene, built, with the scene's outlets connected; nil when the
    /// scene has no view.
    func loadView(of controller: UIViewController, scene element: Element) -> UIView? {
        guard let viewElement = element.children.first(where: { $0["key"] == "view" }) else { return nil }
        var objects: [String: AnyObject] = [:]
        if let id = element["id"] { objects[id] = controller }
        let view = buildView(viewElement, objects: &objects)
        activateConstraints(in: viewElement, objects: objects)
        connectOutlets(in: element, objects: objects)
        return view
    }

    // MARK: - Views

    /// The view `element` describes and its subviews, recorded by id in `objects`.
    func buildView(_ element: Element, objects: inout [String: AnyObject]) -> UIView? {
        let view: UIView
        switch element.name {
        case "view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView":
            view = customClass(of: element, as: UIView.self)?.init(frame: .zero) ?? UIView(frame: .zero)
        case "label":
            let label = customClass(of: element, as: UILabel.self)?.init(frame: .zero) ?? UILabel(frame: .zero)
            configure(label, from: element)
            view = label
        case "imageView":
            view = UIImageView(image: element["image"].flatMap { UIImage(named: $0) })
        case "button":
            let button = customClass(of: element, as: UIButton.self)?.init(frame: .zero) ?? UIButton(type: .system)
            for state in element.children where state.name == "state" {
                let key: UIControl.State = ["selected": .selected, "highlighted": .highlighted, "disabled": .disabled][state["key"] ?? ""] ?? .normal
                if let title = state["title"] { button.setTitle(title, for: key) }
            }
            view = button
        case "textField":
            let field = customClass(of: element, as: UITextField.self)?.init(frame: .zero) ?? UITextField(frame: .zero)
            field.text = element["text"]
            field.placeholder = element["placeholder"]
            view = field
        case "textView":
            let text = UITextView(frame: .zero)
            text.text = element["text"]
            view = text
        case "switch":
            let toggle = UISwitch(frame: .zero)
            toggle.isOn = element["on"] == "YES"
            view = toggle
        case "datePicker":
            view = UIDatePicker(frame: .zero)
        case "segmentedControl":
            view = UISegmentedControl(frame: .zero)
        case "activityIndicatorView":
            view = UIActivityIndicatorView(frame: .zero)
        case "collectionView":
            let layout = flowLayout(of: element)
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            registerPrototypes(in: element, of: collectionView)
            view = collectionView
        case "tableView":
            let table = UITableView(frame: .zero, style: tableStyle(of: element))
            configure(table, from: element)
            view = table
        default:
            report(element.name, "ScrollReel: \(name).storyboard:\(element.line): <\(element.name)> is not simulated; an empty view stands in")
            view = UIView(frame: .zero)
        }
        applyCommonSettings(of: element, to: view)
        if let id = element["id"] { objects[id] = view }
        recordGuides(of: element, view: view, objects: &objects)
        for child in element.child("subviews")?.children ?? [] {
            if let subview = buildView(child, objects: &objects) { view.addSubview(subview) }
        }
        return view
    }

    /// Frame, background, visibility and the autoresizing mask.
    private func applyCommonSettings(of element: Element, to view: UIView) {
        if let rect = element.child("rect", key: "frame") {
            view.frame = CGRect(x: number(rect["x"]), y: number(rect["y"]), width: number(rect["width"]), height: number(rect["height"]))
        }
        if let color = element.child("color", key: "backgroundColor").flatMap(color) { view.backgroundColor = color }
        view.isHidden = element["hidden"] == "YES"
        if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let alpha = element["alpha"] { view.alpha = number(alpha) }
        view.clipsToBounds = element["clipsSubviews"] == "YES"
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO" { view.translatesAutoresizingMaskIntoConstraints = false }
        // Interface Builder writes a view's priorities when they differ from code's (a label's 251).
        for (key, axis) in [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
            if let hugging = element["\(key)HuggingPriority"].flatMap(Float.init) {
                view.setContentHuggingPriority(UILayoutPriority(hugging), for: axis)
            }
            if let resistance = element["\(key)CompressionResistancePriority"].flatMap(Float.init) {
                view.setContentCompressionResistancePriority(UILayoutPriority(resistance), for: axis)
            }
        }
    }

    private func configure(_ label: UILabel, from element: Element) {
        label.text = element["text"]
        if let font = element.child("fontDescription", key: "fontDescription"), let size = font["pointSize"] {
            label.font = font["type"] == "boldSystem" ? .boldSystemFont(ofSize: number(size)) : .systemFont(ofSize: number(size))
        } else if let font = element.child("fontDescription", key: "fontDescription"), let style = font["style"] {
            label.font = .preferredFont(forTextStyle: Self.textStyles[style] ?? .body)
        }
        if let color = element.child("color", key: "textColor").flatMap(color) { label.textColor = color }
        label.textAlignment = ["center": .center, "right": .right, "left": .left][element["textAlignment"] ?? ""] ?? .natural
        if let lines = element["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
    }

    private static let textStyles: [String: UIFont.TextStyle] = [
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
        "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleCallout": .callout,
    ]

    private func configure(_ table: UITableView, from element: Element) {
        if let height = element["rowHeight"] { table.rowHeight = number(height) }
        if let estimate = element["estimatedRowHeight"] { table.estimatedRowHeight = number(estimate) }
        if let height = element["sectionHeaderHeight"] { table.sectionHeaderHeight = number(height) }
        if let height = element["sectionFooterHeight"] { table.sectionFooterHeight = number(height) }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        for prototype in element.child("prototypes")?.children ?? [] where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            table.rows.cellMakers[identifier] = { [unowned self] _ in makeTableCell(prototype, identifier: identifier) }
        }
    }

    /// `IBUITableViewCellStyleSubtitle` → `.subtitle`; a custom cell is `.default`.
    func tableStyle(of element: Element) -> UITableView.Style {
        switch element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    // MARK: - Collection view layouts and cells

    /// The flow layout the collection view's `collectionViewFlowLayout` describes.
    func flowLayout(of element: Element) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        guard let description = element.child("collectionViewFlowLayout", key: "collectionViewLayout") else {
            if let other = element.child("collectionViewLayout", key: "collectionViewLayout") {
                report("layout-\(other["customClass"] ?? "")", "ScrollReel: \(name).storyboard:\(other.line): a custom collection view layout (\(other["customClass"] ?? "none")) is not made from a storyboard; a flow layout stands in")
            }
            return layout
        }
        if let spacing = description["minimumLineSpacing"] { layout.minimumLineSpacing = number(spacing) }
        if let spacing = description["minimumInteritemSpacing"] { layout.minimumInteritemSpacing = number(spacing) }
        if description["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        func size(_ key: String) -> CGSize? {
            description.child("size", key: key).map { CGSize(width: number($0["width"]), height: number($0["height"])) }
        }
        if let size = size("itemSize") { layout.itemSize = size }
        if let size = size("estimatedItemSize") { layout.estimatedItemSize = size }
        if let size = size("headerReferenceSize") { layout.headerReferenceSize = size }
        if let size = size("footerReferenceSize") { layout.footerReferenceSize = size }
        if let inset = description.child("inset", key: "sectionInset") {
            layout.sectionInset = UIEdgeInsets(top: number(inset["minY"]), left: number(inset["minX"]),
                                               bottom: number(inset["maxY"]), right: number(inset["maxX"]))
        }
        return layout
    }

    private func registerPrototypes(in element: Element, of collectionView: UICollectionView) {
        for prototype in element.child("cells")?.children ?? [] where prototype.name == "collectionViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            collectionView.cellMakers[identifier] = { [unowned self] frame in
                let type = customClass(of: prototype, as: UICollectionViewCell.self) ?? UICollectionViewCell.self
                let cell = type.init(frame: frame)
                fill(cell, contentView: cell.contentView, from: prototype)
                return cell
            }
        }
    }

    private func makeTableCell(_ prototype: Element, identifier: String) -> UITableViewCell {
        let cell: UITableViewCell
        if let type = customClass(of: prototype, as: UITableViewCell.self) {
            cell = type.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            fill(cell, contentView: cell.contentView, from: prototype)
        } else {
            let styles: [String: UITableViewCell.CellStyle] = [
                "IBUITableViewCellStyleSubtitle": .subtitle, "IBUITableViewCellStyleValue1": .value1,
                "IBUITableViewCellStyleValue2": .value2,
            ]
            cell = UITableViewCell(style: styles[prototype["style"] ?? ""] ?? .default, reuseIdentifier: identifier)
            if prototype["style"] == nil { fill(cell, contentView: cell.contentView, from: prototype) }
        }
        cell.reuseIdentifier = identifier
        cell.accessoryType = ["disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
                              "detailButton": .detailButton][prototype["accessoryType"] ?? ""] ?? .none
        return cell
    }

    /// A prototype cell's content: its content view's subviews, and the cell's outlets.
    private func fill(_ cell: UIView, contentView: UIView, from prototype: Element) {
        var objects: [String: AnyObject] = [:]
        if let id = prototype["id"] { objects[id] = cell }
        if let content = prototype.children.first(where: { $0["key"] == "contentView" }) {
            if let id = content["id"] { objects[id] = contentView }
            if let color = content.child("color", key: "backgroundColor").flatMap(color) { contentView.backgroundColor = color }
            recordGuides(of: content, view: contentView, objects: &objects)
            for child in content.child("subviews")?.children ?? [] {
                if let subview = buildView(child, objects: &objects) { contentView.addSubview(subview) }
            }
        }
        activateConstraints(in: prototype, objects: objects)
        connectOutlets(in: prototype, objects: objects)
    }

    // MARK: - Constraints

    /// A view's layout guides, by the ids its constraints use: the safe area (`<viewLayoutGuide
    /// key="safeArea">`), the margins, and an older scene's top and bottom layout guides (the
    /// safe area's edges today).
    private func recordGuides(of element: Element, view: UIView, objects: inout [String: AnyObject]) {
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide["id"] else { continue }
            objects[id] = guide["key"] == "layoutMargins" ? view.layoutMarginsGuide : view.safeAreaLayoutGuide
        }
        for guide in element.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            if let id = guide["id"] { objects[id] = view.safeAreaLayoutGuide }
        }
    }

    /// Every `<constraint>` in `element`'s tree, activated once its views are made: items by id
    /// (an omitted first item is the view that lists the constraint), attributes, relation,
    /// multiplier (`2` or `16:9`), constant and priority as Interface Builder writes them.
    /// A constraint naming something not made is left out, with a console line.
    func activateConstraints(in element: Element, objects: [String: AnyObject]) {
        var constraints: [NSLayoutConstraint] = []
        for owner in [element] + element.descendants {
            guard let list = owner.child("constraints"), let ownerID = owner["id"],
                  let ownerView = objects[ownerID] else { continue }
            for item in list.children where item.name == "constraint" {
                guard let constraint = makeConstraint(item, owner: ownerView, objects: objects) else {
                    report("constraint-\(item.line)", "ScrollReel: \(name).storyboard:\(item.line): a constraint names a view or attribute "
                           + "that is not simulated; it is left out")
                    continue
                }
                constraints.append(constraint)
            }
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func makeConstraint(_ element: Element, owner: AnyObject, objects: [String: AnyObject]) -> NSLayoutConstraint? {
        let first: AnyObject? = element["firstItem"].map { objects[$0] } ?? owner
        guard let first, let firstAttribute = element["firstAttribute"].flatMap(Self.attribute) else { return nil }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let attribute = element["secondAttribute"] {
            guard let resolved = Self.attribute(attribute) else { return nil }
            secondAttribute = resolved
            second = element["secondItem"].map { objects[$0] } ?? owner
            guard second != nil else { return nil }
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        var multiplier: CGFloat = 1
        if let text = element["multiplier"] {
            let parts = text.split(separator: ":").compactMap { Double($0) }
            multiplier = parts.count == 2 && parts[1] != 0 ? CGFloat(parts[0] / parts[1]) : CGFloat(parts.first ?? 1)
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: multiplier, constant: number(element["constant"]))
        if let priority = element["priority"].flatMap(Float.init) { constraint.priority = UILayoutPriority(priority) }
        constraint.identifier = element["identifier"]
        return constraint
    }

    private static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        let attributes: [String: NSLayoutConstraint.Attribute] = [
            "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
            "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
            "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
            "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
            "centerYWithinMargins": .centerYWithinMargins,
        ]
        return attributes[name]
    }

    // MARK: - Outlets

    /// Every outlet in `element`'s tree whose owner and destination were made: a collection or
    /// table view's `dataSource` and `delegate`, and the properties of classes that connect
    /// outlets by name. The others are named in the console.
    func connectOutlets(in element: Element, objects: [String: AnyObject]) {
        for owner in [element] + element.descendants where !["cells", "prototypes"].contains(owner.name) {
            for outlet in owner.child("connections")?.children ?? [] where outlet.name == "outlet" {
                guard let ownerID = owner["id"], let object = objects[ownerID], let property = outlet["property"],
                      let destinationID = outlet["destination"], let destination = objects[destinationID] else { continue }
                connect(property, of: object, to: destination, line: outlet.line)
            }
        }
    }

    private func connect(_ property: String, of object: AnyObject, to destination: AnyObject, line: Int) {
        switch (object, property) {
        case (let collectionView as UICollectionView, "dataSource"):
            collectionView.dataSource = destination as? UICollectionViewDataSource
        case (let collectionView as UICollectionView, "delegate"):
            collectionView.delegate = destination as? UICollectionViewDelegate
        case (let table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
        case (let table as UITableView, "delegate"):
            table.delegate = destination as? UITableViewDelegate
        case (let owner as StoryboardOutlets, _):
            owner.connectOutlet(property, to: destination)
        default:
            report("outlet-\(type(of: object))-\(property)",
                   "ScrollReel: \(name).storyboard:\(line): outlet '\(property)' of \(type(of: object)) not connected: "
                   + "run `scrollreel port` on its file, which connects `@IBOutlet` properties by name")
        }
    }

    // MARK: - Values

    /// The class `element`'s `customClass` names, when the app has it and it is a `Base`; a
    /// class the app lacks is named in the console as UIKit names it, and the base stands in.
    func customClass<Base>(of element: Element, as base: Base.Type) -> Base.Type? {
        guard let name = element["customClass"] else { return nil }
        guard let found = AppClasses.lookUp(name, module: element["customModule"] ?? module)
            ?? AppClasses.lookUp(name, module: module) else {
            report("class-\(name)", "Unknown class \(name) in Interface Builder file.")
            return nil
        }
        return found as? Base.Type
    }

    func number(_ text: String?) -> CGFloat {
        text.flatMap { Double($0) }.map { CGFloat($0) } ?? 0
    }

    /// A `<color>`: RGB, white, or a system colour by name.
    func color(_ element: Element) -> UIColor? {
        if let system = element["systemColor"] {
            return Self.systemColors[system] ?? {
                report("color-\(system)", "ScrollReel: \(name).storyboard:\(element.line): system colour \(system) is drawn as systemBackground")
                return .systemBackground
            }()
        }
        if let white = element["white"] { return UIColor(white: number(white), alpha: number(element["alpha"] ?? "1")) }
        if element["red"] != nil {
            return UIColor(red: number(element["red"]), green: number(element["green"]), blue: number(element["blue"]),
                           alpha: number(element["alpha"] ?? "1"))
        }
        return nil
    }

    private static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground, "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemGrayColor": .systemGray, "tertiaryLabelColor": .tertiaryLabel,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
    ]
}
