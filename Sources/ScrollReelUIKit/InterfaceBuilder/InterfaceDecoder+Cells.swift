import Foundation
import ReelLayout

// Tables, collection views and their cells: the settings, the layout, prototype cells and
// supplementary views (each dequeued one made from its element as a nib of its own), header
// and footer views, and a table's static sections.
extension InterfaceDecoder {
    /// `plain`, `grouped` or `insetGrouped`, as the element's `style` says.
    func tableStyle(of element: Element) -> UITableView.Style {
        switch element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    func fillTable(_ table: UITableView, from element: Element, objects: InterfaceObjects) {
        if let height = element["rowHeight"] { table.rowHeight = number(height) }
        if let estimate = element["estimatedRowHeight"] { table.estimatedRowHeight = number(estimate) }
        if let height = element["sectionHeaderHeight"] { table.sectionHeaderHeight = number(height) }
        if let height = element["sectionFooterHeight"] { table.sectionFooterHeight = number(height) }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        if let allows = flag(element, "allowsSelection") { table.allowsSelection = allows }
        if let color = element.child("color", key: "separatorColor").flatMap(color) { table.separatorColor = color }
        for prototype in element.child("prototypes")?.children ?? [] where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            // The decoder is held: a table may outlive the storyboard that made it.
            table.rows.cellMakers[identifier] = { _ in
                self.makeTableCell(prototype, identifier: identifier, objects: nil)
            }
        }
        if let header = element.children.first(where: { $0["key"] == "tableHeaderView" }) {
            table.tableHeaderView = buildView(header, objects: objects)
        }
        if let footer = element.children.first(where: { $0["key"] == "tableFooterView" }) {
            table.tableFooterView = buildView(footer, objects: objects)
        }
        if element["dataMode"] == "static" {
            table.staticSections = (element.child("sections")?.children ?? []).filter { $0.name == "tableViewSection" }.map { section in
                UITableView.StaticSection(
                    headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                    cells: (section.child("cells")?.children ?? []).filter { $0.name == "tableViewCell" }.map {
                        makeTableCell($0, identifier: $0["reuseIdentifier"], objects: objects)
                    })
            }
        }
    }

    /// A table cell from its element: its custom class through `init(coder:)`, else a cell of
    /// the element's style; its content view's subviews, accessory and colours. With `objects`
    /// nil, the cell is a nib of its own (a dequeued prototype): constrained, connected, awoken.
    func makeTableCell(_ element: Element, identifier: String?, objects shared: InterfaceObjects?) -> UITableViewCell {
        let objects = shared ?? InterfaceObjects()
        let cell: UITableViewCell
        let styles: [String: UITableViewCell.CellStyle] = [
            "IBUITableViewCellStyleSubtitle": .subtitle, "IBUITableViewCellStyleValue1": .value1,
            "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleDefault": .default,
        ]
        if let type = customClass(of: element, as: UITableViewCell.self), let made = decoded(type, element) {
            cell = made
        } else {
            cell = UITableViewCell(style: styles[element["style"] ?? ""] ?? .default, reuseIdentifier: identifier)
        }
        objects.record(made: cell, id: element["id"])
        cell.reuseIdentifier = identifier
        applyViewAttributes(of: element, to: cell)
        cell.accessoryType = ["disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
                              "detailButton": .detailButton, "detailDisclosureButton": .detailDisclosureButton][element["accessoryType"] ?? ""] ?? .none
        if element["selectionStyle"] == "none" { cell.selectionStyle = .none }
        // A cell of a style names its own labels among the content view's subviews
        // (`textLabel="…"`): those are the cell's labels, set as the storyboard sets them.
        var ownLabels: [String: UILabel] = [:]
        if let id = element["textLabel"], let label = cell.textLabel { ownLabels[id] = label }
        if let id = element["detailTextLabel"], let label = cell.detailTextLabel { ownLabels[id] = label }
        recordGuides(of: element, view: cell, objects: objects)
        fillContentView(cell.contentView, of: element, objects: objects, ownLabels: ownLabels)
        if shared == nil { finishLoading(element, objects: objects) }
        return cell
    }

    /// A collection view cell from its element, at `frame` when the collection view gives one.
    func makeCollectionCell(_ element: Element, frame: CGRect?, objects shared: InterfaceObjects?) -> UICollectionViewCell {
        let objects = shared ?? InterfaceObjects()
        let cell = customClass(of: element, as: UICollectionViewCell.self).flatMap { decoded($0, element) } ?? UICollectionViewCell(frame: .zero)
        objects.record(made: cell, id: element["id"])
        cell.reuseIdentifier = element["reuseIdentifier"]
        applyViewAttributes(of: element, to: cell)
        if let frame { cell.frame = frame }
        // Constraints may name the cell's own guides (`<viewLayoutGuide key="safeArea">` under the
        // cell), as Xcode writes them for a xib's cell.
        recordGuides(of: element, view: cell, objects: objects)
        fillContentView(cell.contentView, of: element, objects: objects)
        if shared == nil { finishLoading(element, objects: objects) }
        return cell
    }

    /// A cell's content view: the one the cell has, given the element's colour, guides and subviews.
    private func fillContentView(_ contentView: UIView, of cell: Element, objects: InterfaceObjects, ownLabels: [String: UILabel] = [:]) {
        guard let content = cell.children.first(where: { $0["key"] == "contentView" }) else { return }
        objects.record(placeholder: contentView, id: content["id"])
        if let color = content.child("color", key: "backgroundColor").flatMap(color) { contentView.backgroundColor = color }
        if let margins = content.child("edgeInsets", key: "layoutMargins") { contentView.layoutMargins = insets(margins) }
        if let insets = flag(content, "insetsLayoutMarginsFromSafeArea") { contentView.insetsLayoutMarginsFromSafeArea = insets }
        if let preserves = flag(content, "preservesSuperviewLayoutMargins") { contentView.preservesSuperviewLayoutMargins = preserves }
        recordGuides(of: content, view: contentView, objects: objects)
        for child in content.child("subviews")?.children ?? [] {
            if let id = child["id"], let label = ownLabels[id] {
                objects.record(made: label, id: id)
                configure(label, from: child)
                continue
            }
            contentView.addSubview(buildView(child, objects: objects))
        }
    }

    /// What a nib loading does once its objects are made.
    func finishLoading(_ element: Element, objects: InterfaceObjects) {
        activateConstraints(in: element, objects: objects)
        connect(in: element, objects: objects)
        objects.awake()
    }

    // MARK: - Collection views

    func fillCollection(_ collectionView: UICollectionView, from element: Element, objects: InterfaceObjects) {
        if let allows = flag(element, "allowsSelection") { collectionView.allowsSelection = allows }
        for prototype in element.child("cells")?.children ?? [] where prototype.name == "collectionViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            collectionView.cellMakers[identifier] = { frame in
                self.makeCollectionCell(prototype, frame: frame, objects: nil)
            }
        }
        for (key, kind) in [("sectionHeaderView", UICollectionView.elementKindSectionHeader),
                            ("sectionFooterView", UICollectionView.elementKindSectionFooter)] {
            guard let prototype = element.children.first(where: { $0["key"] == key }),
                  let identifier = prototype["reuseIdentifier"] else { continue }
            collectionView.supplementaryMakers[kind + "\u{0}" + identifier] = { frame in
                self.makeReusableView(prototype, frame: frame)
            }
        }
    }

    /// A header or footer from its element, as a nib of its own.
    func makeReusableView(_ element: Element, frame: CGRect) -> UICollectionReusableView {
        let objects = InterfaceObjects()
        let made = buildView(element, objects: objects)
        let view = made as? UICollectionReusableView ?? {
            let wrapper = UICollectionReusableView(frame: .zero)
            wrapper.addSubview(made)
            return wrapper
        }()
        view.reuseIdentifier = element["reuseIdentifier"]
        view.frame = frame
        finishLoading(element, objects: objects)
        return view
    }

    /// The layout the collection view's element describes: a flow layout from its
    /// `collectionViewFlowLayout`, or a custom layout class through `init(coder:)`.
    func collectionLayout(of element: Element) -> UICollectionViewLayout {
        if let custom = element.child("collectionViewLayout", key: "collectionViewLayout") {
            if let type = customClass(of: custom, as: UICollectionViewLayout.self),
               let layout = ViewRuntime.callingApp("init(coder:)", on: nil, { type.init(coder: StoryboardCoder()) }) {
                applyRuntimeAttributes(of: custom, to: layout)
                return layout
            }
            report("layout-\(custom["customClass"] ?? "")", at: custom,
                   "the collection view layout \(custom["customClass"] ?? "(no class)") cannot be made; a flow layout stands in")
        }
        return flowLayout(of: element)
    }

    /// The flow layout the collection view's `collectionViewFlowLayout` describes.
    /// A flow layout of the app's class (`customClass` on the element) is made with its
    /// `init(coder:)`, then given the settings and its runtime attributes.
    func flowLayout(of element: Element) -> UICollectionViewFlowLayout {
        guard let description = element.child("collectionViewFlowLayout", key: "collectionViewLayout") else { return UICollectionViewFlowLayout() }
        let layout = customClass(of: description, as: UICollectionViewFlowLayout.self)
            .flatMap { type in ViewRuntime.callingApp("init(coder:)", on: nil) { type.init(coder: StoryboardCoder()) } }
            ?? UICollectionViewFlowLayout()
        defer { applyRuntimeAttributes(of: description, to: layout) }
        if let spacing = description["minimumLineSpacing"] { layout.minimumLineSpacing = number(spacing) }
        if let spacing = description["minimumInteritemSpacing"] { layout.minimumInteritemSpacing = number(spacing) }
        if description["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        func size(_ key: String) -> CGSize? {
            description.child("size", key: key).map { CGSize(width: number($0["width"]), height: number($0["height"])) }
        }
        if let size = size("itemSize") { layout.itemSize = size }
        if let size = size("estimatedItemSize") { layout.estimatedItemSize = size }
        // Xcode 11's "Estimate Size: Automatic".
        if description["automaticEstimatedItemSize"] == "YES" { layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let size = size("headerReferenceSize") { layout.headerReferenceSize = size }
        if let size = size("footerReferenceSize") { layout.footerReferenceSize = size }
        if let inset = description.child("inset", key: "sectionInset") { layout.sectionInset = insets(inset) }
        if description["sectionHeadersPinToVisibleBounds"] == "YES" { layout.sectionHeadersPinToVisibleBounds = true }
        return layout
    }
}
