import Foundation
import ReelLayout

// What ties a file's objects together: constraints, outlets, outlet collections and actions.
extension InterfaceDecoder {
    // MARK: - Constraints

    /// Every `<constraint>` in `element`'s tree, activated once its views are made: items by id
    /// (an omitted first item is the view that lists the constraint), attributes, relation,
    /// multiplier (`2` or `16:9`), constant and priority as Interface Builder writes them.
    /// A constraint naming something not made is left out, with a console line.
    func activateConstraints(in element: Element, objects: InterfaceObjects) {
        var constraints: [NSLayoutConstraint] = []
        for owner in [element] + element.descendants {
            guard let list = owner.child("constraints"), let ownerView = objects[owner["id"]] else { continue }
            for item in list.children where item.name == "constraint" {
                guard let constraint = makeConstraint(item, owner: ownerView, objects: objects) else {
                    report("constraint-\(item.line)", at: item, "a constraint names a view or attribute that is not simulated; it is left out")
                    continue
                }
                objects.record(placeholder: constraint, id: item["id"])
                constraints.append(constraint)
            }
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func makeConstraint(_ element: Element, owner: AnyObject, objects: InterfaceObjects) -> NSLayoutConstraint? {
        guard let firstName = element["firstAttribute"],
              let (first, firstAttribute) = item(element["firstItem"], firstName, owner: owner, objects: objects) else { return nil }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let attribute = element["secondAttribute"] {
            guard let resolved = item(element["secondItem"], attribute, owner: owner, objects: objects) else { return nil }
            (second, secondAttribute) = resolved
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

    /// A constraint's item by id (the owner when omitted) and its attribute. An old scene's
    /// top layout guide is the safe area's top edge, its bottom layout guide the bottom edge.
    private func item(_ id: String?, _ attributeName: String, owner: AnyObject,
                      objects: InterfaceObjects) -> (AnyObject, NSLayoutConstraint.Attribute)? {
        guard let attribute = Self.attribute(attributeName) else { return nil }
        if let id, let guide = objects.legacyGuides[id] {
            return (guide.safeArea, guide.isTop ? .top : .bottom)
        }
        // An item the file names must have been made; an omitted one is the owner.
        let found: AnyObject? = if let id { objects[id] } else { owner }
        guard let object = found else { return nil }
        return (object, attribute)
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

    // MARK: - Outlets and actions

    /// Every outlet, outlet collection and action in `element`'s tree whose owner and
    /// destination were made: a collection or table view's `dataSource` and `delegate`, a
    /// view controller's `view`, and the properties and action methods of the app's classes
    /// (which connect by name: Linux has no key-value coding). A prototype cell's own
    /// connections wait for the cell to be made.
    func connect(in element: Element, objects: InterfaceObjects) {
        var collections: [String: (owner: AnyObject, property: String, line: Int, members: [AnyObject])] = [:]
        for owner in [element] + prunedDescendants(of: element) {
            guard let source = objects[owner["id"]] else { continue }
            for connection in owner.child("connections")?.children ?? [] {
                switch connection.name {
                case "outlet":
                    guard let property = connection["property"], let destination = objects[connection["destination"]] else { continue }
                    connect(property, of: source, to: destination, at: connection)
                case "outletCollection":
                    guard let property = connection["property"], let destination = objects[connection["destination"]] else { continue }
                    let key = "\(ObjectIdentifier(source))\u{0}\(property)"
                    collections[key, default: (source, property, connection.line, [])].members.append(destination)
                case "action":
                    guard let selector = connection["selector"], let target = objects[connection["destination"]] else { continue }
                    connectAction(selector, of: source, to: target, event: connection["eventType"], at: connection)
                case "segue" where !(source is UIViewController):
                    storyboard?.connectTriggeredSegue(connection, from: source, in: objects.controller)
                default: break
                }
            }
        }
        for collection in collections.values.sorted(by: { $0.line < $1.line }) {
            let property = collection.property
            if property == "gestureRecognizers", let view = collection.owner as? UIView {
                for case let recognizer as UIGestureRecognizer in collection.members { view.addGestureRecognizer(recognizer) }
                continue
            }
            guard let owner = collection.owner as? StoryboardOutlets else {
                report("outlet-\(type(of: collection.owner))-\(property)", at: element,
                       "outlet collection '\(property)' of \(type(of: collection.owner)) not connected: its class connects no outlets by name")
                continue
            }
            owner.connectOutlet(property, to: collection.members as NSArray)
        }
    }

    /// The elements below `element` whose connections belong to this loading: not those of
    /// prototype cells and supplementary views, each made later as a nib of its own.
    private func prunedDescendants(of element: Element) -> [Element] {
        element.children.flatMap { child -> [Element] in
            if ["cells", "prototypes"].contains(child.name) { return [] }
            if ["sectionHeaderView", "sectionFooterView"].contains(child["key"]) { return [] }
            return [child] + prunedDescendants(of: child)
        }
    }

    private func connect(_ property: String, of object: AnyObject, to destination: AnyObject, at element: Element) {
        switch (object, property) {
        case (let collectionView as UICollectionView, "dataSource"):
            collectionView.dataSource = destination as? UICollectionViewDataSource
        case (let collectionView as UICollectionView, "delegate"):
            collectionView.delegate = destination as? UICollectionViewDelegate
        case (let table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
        case (let table as UITableView, "delegate"):
            table.delegate = destination as? UITableViewDelegate
        case (let scroll as UIScrollView, "delegate"):
            scroll.delegate = destination as? UIScrollViewDelegate
        case (let picker as UIPickerView, "dataSource"):
            picker.dataSource = destination as? UIPickerViewDataSource
        case (let picker as UIPickerView, "delegate"):
            picker.delegate = destination as? UIPickerViewDelegate
        case (let search as UISearchBar, "delegate"):
            search.delegate = destination as? UISearchBarDelegate
        case (let field as UITextField, "delegate"):
            field.delegate = destination as? UITextFieldDelegate
        case (let controller as UIViewController, "view"):
            if let view = destination as? UIView { controller.view = view }
        case (let owner as StoryboardOutlets, _):
            owner.connectOutlet(property, to: destination)
        default:
            report("outlet-\(type(of: object))-\(property)", at: element,
                   "outlet '\(property)' of \(type(of: object)) not connected: its class connects no outlets by name "
                   + "(the build's porter gives a class with `@IBOutlet` properties the code that does)")
        }
    }

    /// `<action selector="tapped:" destination="…" eventType="touchUpInside">`: the control
    /// sends the target's action method for the event, through the same target–action as
    /// `addTarget(_:action:for:)` (a bar button item, on its tap).
    private func connectAction(_ name: String, of source: AnyObject, to target: AnyObject, event: String?, at element: Element) {
        guard let selector = (target as? StoryboardActions)?.storyboardAction(named: name) else {
            report("action-\(type(of: target))-\(name)", at: element,
                   "action '\(name)' of \(type(of: target)) not connected: its class names no action methods "
                   + "(`scrollreel port` gives a class with `@IBAction` methods the code that does)")
            return
        }
        switch source {
        case let control as UIControl:
            guard let events = event.map({ Self.controlEvents[$0] }) ?? Self.defaultEvent(of: control) else {
                report("event-\(event ?? "")", at: element, "the control event '\(event ?? "")' is not known; the action is not connected")
                return
            }
            control.addTarget(target, action: selector, for: events)
        case let item as UIBarButtonItem:
            item.target = target
            item.action = selector
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget(target, action: selector)
        default:
            report("action-source-\(type(of: source))", at: element, "an action of \(type(of: source)) is not sent")
        }
    }

    /// Interface Builder's event names: `UIControl.Event`'s, as Xcode writes them.
    private static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// What Interface Builder connects when it writes no event: a button's touch-up inside, a
    /// value control's value change.
    private static func defaultEvent(of control: UIControl) -> UIControl.Event {
        control is UIButton ? .touchUpInside : .valueChanged
    }
}

/// A class whose action methods an Interface Builder file names: `scrollreel port` writes
/// this conformance for a class with `@IBAction` methods (Linux Swift has no Objective-C
/// runtime to find a method by its selector).
public protocol StoryboardActions: AnyObject {
    /// The action method the Objective-C selector `name` names (`tapped:`), nil for none.
    func storyboardAction(named name: String) -> Selector?
}
