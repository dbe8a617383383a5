import Foundation
import ReelLayout

// Views from their elements: the object of the element's class (or its custom class, through
// `init(coder:)`), the attributes Interface Builder writes, and the subviews.
extension InterfaceDecoder {
    /// The elements that are views (besides cells, made on their own path).
    static let viewElements: Set<String> = [
        "view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView", "label",
        "imageView", "button", "textField", "textView", "switch", "datePicker", "segmentedControl",
        "activityIndicatorView", "collectionView", "tableView", "stackView", "scrollView", "containerView",
        "visualEffectView", "searchBar", "pickerView", "pageControl", "slider", "progressView", "stepper",
    ]

    /// The view `element` describes and its subviews, recorded by id in `objects`; a collection
    /// view takes `layout` when given (its collection view controller's, made with the controller).
    func buildView(_ element: Element, objects: InterfaceObjects, layout: UICollectionViewLayout? = nil) -> UIView {
        let view = makeView(element, layout: layout)
        objects.record(made: view, id: element["id"])
        applyViewAttributes(of: element, to: view)
        recordGuides(of: element, view: view, objects: objects)
        let subviews = (element.child("subviews")?.children ?? []).map { buildView($0, objects: objects) }
        if let stack = view as? UIStackView {
            // A stack view's subviews in Interface Builder are its arranged subviews.
            subviews.forEach(stack.addArrangedSubview)
        } else {
            subviews.forEach(view.addSubview)
        }
        switch view {
        case let table as UITableView: fillTable(table, from: element, objects: objects)
        case let collection as UICollectionView: fillCollection(collection, from: element, objects: objects)
        default: break
        }
        return view
    }

    /// The object of the element's class: its custom class decoded with `init(coder:)`, else
    /// the UIKit class Interface Builder's element names.
    private func makeView(_ element: Element, layout: UICollectionViewLayout?) -> UIView {
        let base: UIView.Type
        switch element.name {
        case "label": base = UILabel.self
        case "imageView": base = UIImageView.self
        case "button": base = UIButton.self
        case "textField": base = UITextField.self
        case "textView": base = UITextView.self
        case "switch": base = UISwitch.self
        case "datePicker": base = UIDatePicker.self
        case "segmentedControl": base = UISegmentedControl.self
        case "stepper": base = UIStepper.self
        case "slider": base = UISlider.self
        case "progressView": base = UIProgressView.self
        case "pageControl": base = UIPageControl.self
        case "activityIndicatorView": base = UIActivityIndicatorView.self
        case "searchBar": base = UISearchBar.self
        case "pickerView": base = UIPickerView.self
        case "stackView": base = UIStackView.self
        case "scrollView": base = UIScrollView.self
        case "collectionReusableView": base = UICollectionReusableView.self
        case "tableView":
            let style = tableStyle(of: element)
            let coder = StoryboardCoder()
            coder.tableStyle = style
            return customClass(of: element, as: UITableView.self).flatMap { decoded($0, element, coder: coder) }
                ?? UITableView(frame: .zero, style: style)
        case "collectionView":
            let coder = StoryboardCoder()
            coder.collectionViewLayout = layout ?? collectionLayout(of: element)
            return customClass(of: element, as: UICollectionView.self).flatMap { decoded($0, element, coder: coder) }
                ?? UICollectionView(frame: .zero, collectionViewLayout: coder.collectionViewLayout ?? collectionLayout(of: element))
        case "view", "tableViewCellContentView", "collectionViewCellContentView", "containerView": base = UIView.self
        default:
            report(element.name, at: element, "<\(element.name)> is not simulated; an empty view stands in")
            base = UIView.self
        }
        if let type = customClass(of: element, as: base) { return decoded(type, element) ?? UIView(frame: .zero) }
        if base == UIButton.self {
            return UIButton(type: element["buttonType"] == "system" || element["buttonType"] == "roundedRect" ? .system : .custom)
        }
        return base.init(frame: .zero)
    }

    /// `type.init(coder:)` for `element`; nil, named in the console, when the class refuses it.
    func decoded<Decoded: UIView>(_ type: Decoded.Type, _ element: Element, coder: StoryboardCoder = StoryboardCoder()) -> Decoded? {
        let made = ViewRuntime.callingApp("init(coder:)", on: nil) { type.init(coder: coder) }
        if made == nil {
            report("coder-\(type)", at: element, "\(type).init(coder:) returned nil; a plain view stands in")
        }
        return made
    }

    // MARK: - Attributes

    /// The attributes every view has, then those of its class.
    func applyViewAttributes(of element: Element, to view: UIView) {
        if let frame = element.child("rect", key: "frame") { view.frame = rect(frame) }
        if let color = element.child("color", key: "backgroundColor").flatMap(color) { view.backgroundColor = color }
        if let color = element.child("color", key: "tintColor").flatMap(color) { view.tintColor = color }
        if let hidden = flag(element, "hidden") { view.isHidden = hidden }
        if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let alpha = element["alpha"] { view.alpha = number(alpha) }
        if let clips = flag(element, "clipsSubviews") { view.clipsToBounds = clips }
        if let autoresizes = flag(element, "autoresizesSubviews") { view.autoresizesSubviews = autoresizes }
        if let enabled = flag(element, "userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let mode = element["contentMode"].flatMap({ Self.contentModes[$0] }) { view.contentMode = mode }
        if flag(element, "translatesAutoresizingMaskIntoConstraints") == false { view.translatesAutoresizingMaskIntoConstraints = false }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") { view.autoresizingMask = autoresizingMask(mask) }
        if let margins = element.child("edgeInsets", key: "layoutMargins") { view.layoutMargins = insets(margins) }
        if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: number(margins["top"]), leading: number(margins["leading"]),
                                                                    bottom: number(margins["bottom"]), trailing: number(margins["trailing"]))
        }
        if let insets = flag(element, "insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        if let preserves = flag(element, "preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        // Interface Builder writes a view's priorities when they differ from code's (a label's 251).
        for (key, axis) in [("horizontal", NSLayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
            if let hugging = element["\(key)HuggingPriority"].flatMap(Float.init) {
                view.setContentHuggingPriority(UILayoutPriority(hugging), for: axis)
            }
            if let resistance = element["\(key)CompressionResistancePriority"].flatMap(Float.init) {
                view.setContentCompressionResistancePriority(UILayoutPriority(resistance), for: axis)
            }
        }
        switch view {
        case let label as UILabel: configure(label, from: element)
        case let button as UIButton: configure(button, from: element)
        case let image as UIImageView:
            if let name = element["image"] { image.image = UIImage.interfaceImage(named: name, catalog: element["catalog"]) }
            if let symbol = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
                image.preferredSymbolConfiguration = symbolConfiguration(symbol)
            }
        case let field as UITextField:
            field.text = element["text"]
            field.placeholder = element["placeholder"]
            if let font = element.child("fontDescription", key: "fontDescription").flatMap(font) { field.font = font }
            field.borderStyle = ["line": .line, "bezel": .bezel, "roundedRect": .roundedRect][element["borderStyle"] ?? ""] ?? .none
            if let color = element.child("color", key: "textColor").flatMap(color) { field.textColor = color }
        case let text as UITextView:
            if let attributed = element.child("attributedString", key: "attributedText") {
                text.attributedText = attributedString(attributed)
            } else {
                text.text = element["text"] ?? element.child("string", key: "text")?.text
            }
            if let font = element.child("fontDescription", key: "fontDescription").flatMap(font) { text.font = font }
            if let color = element.child("color", key: "textColor").flatMap(color) { text.textColor = color }
        case let toggle as UISwitch:
            toggle.isOn = flag(element, "on") ?? false
        case let segmented as UISegmentedControl:
            for (index, segment) in (element.child("segments")?.children ?? []).enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let selected = element["selectedSegmentIndex"].flatMap({ Int($0) }) { segmented.selectedSegmentIndex = selected }
        case let stepper as UIStepper:
            // Interface Builder leaves out what is UIKit's default (0, 100, 0, 1).
            if let maximum = element["maximumValue"] { stepper.maximumValue = Double(number(maximum)) }
            if let minimum = element["minimumValue"] { stepper.minimumValue = Double(number(minimum)) }
            if let value = element["value"] { stepper.value = Double(number(value)) }
            if let step = element["stepValue"] { stepper.stepValue = Double(number(step)) }
            stepper.wraps = flag(element, "wraps") ?? false
            stepper.autorepeat = flag(element, "autorepeat") ?? true
            stepper.isContinuous = flag(element, "continuous") ?? true
        case let slider as UISlider:
            if let maximum = element["maxValue"] { slider.maximumValue = Float(number(maximum)) }
            if let minimum = element["minValue"] { slider.minimumValue = Float(number(minimum)) }
            if let value = element["value"] { slider.setValue(Float(number(value)), animated: false) }
        case let progress as UIProgressView:
            if let value = element["progress"] { progress.setProgress(Float(number(value)), animated: false) }
            if element["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
        case let pages as UIPageControl:
            if let count = element["numberOfPages"] { pages.numberOfPages = Int(number(count)) }
            if let page = element["currentPage"] { pages.currentPage = Int(number(page)) }
        case let spinner as UIActivityIndicatorView:
            if flag(element, "animating") == true { spinner.startAnimating() }
            if flag(element, "hidesWhenStopped") == false { spinner.hidesWhenStopped = false }
        case let stack as UIStackView: configure(stack, from: element)
        case let search as UISearchBar:
            search.text = element["text"]
            search.placeholder = element["placeholder"]
            search.prompt = element["prompt"]
            search.searchBarStyle = ["minimal": .minimal, "prominent": .prominent][element["searchBarStyle"] ?? ""] ?? .default
            if let color = element.child("color", key: "barTintColor").flatMap(color) { search.barTintColor = color }
        default: break
        }
        if let scroll = view as? UIScrollView { configure(scroll, from: element) }
        applyRuntimeAttributes(of: element, to: view)
    }

    /// A `<preferredSymbolConfiguration>`: its point size, weight and scale, each optional.
    private func symbolConfiguration(_ element: Element) -> UIImage.SymbolConfiguration {
        let scales: [String: UIImage.SymbolConfiguration.Scale] = ["small": .small, "medium": .medium, "large": .large]
        return UIImage.SymbolConfiguration(pointSize: element["pointSize"].map { number($0) },
                                           weight: element["weight"].flatMap { Self.fontWeights[$0] },
                                           scale: element["scale"].flatMap { scales[$0] } ?? .default)
    }

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// An `<autoresizingMask>`: Interface Builder's `flexibleMinX` is the left margin,
    /// `widthSizable` the width, and so on.
    private func autoresizingMask(_ element: Element) -> UIView.AutoresizingMask {
        let names: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return names.reduce(into: []) { mask, pair in if element[pair.0] == "YES" { mask.insert(pair.1) } }
    }

    /// A label's text (or attributed text), font, colour, alignment, lines and wrapping.
    func configure(_ label: UILabel, from element: Element) {
        if let text = element["text"] {
            label.text = text
        } else if let attributed = element.child("attributedString", key: "attributedText") {
            label.attributedText = attributedString(attributed)
        }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap(font) { label.font = font }
        if let color = element.child("color", key: "textColor").flatMap(color) { label.textColor = color }
        if let alignment = element["textAlignment"] {
            label.textAlignment = ["center": .center, "right": .right, "left": .left, "justified": .justified][alignment] ?? .natural
        }
        if let lines = element["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
        if let adjusts = flag(element, "adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
        if let width = element["preferredMaxLayoutWidth"] { label.preferredMaxLayoutWidth = number(width) }
        if let fits = flag(element, "adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
        if let mode = element["lineBreakMode"] {
            label.lineBreakMode = ["wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
                                   "headTruncation": .byTruncatingHead, "middleTruncation": .byTruncatingMiddle][mode] ?? .byTruncatingTail
        }
    }

    private func configure(_ button: UIButton, from element: Element) {
        for state in element.children where state.name == "state" {
            let key: UIControl.State = ["selected": .selected, "highlighted": .highlighted, "disabled": .disabled][state["key"] ?? ""] ?? .normal
            if let title = state["title"] { button.setTitle(title, for: key) }
            if let color = state.child("color", key: "titleColor").flatMap(color) { button.setTitleColor(color, for: key) }
            if let image = state["image"] { button.setImage(UIImage.interfaceImage(named: image, catalog: state["catalog"]), for: key) }
        }
        // A button with a configuration (iOS 15's styles) shows the configuration's title; the
        // normal state's is Xcode's placeholder for older systems (docs/facts.md).
        if let configuration = element.child("buttonConfiguration", key: "configuration"), let title = configuration["title"] {
            button.setTitle(title, for: .normal)
        }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap(font) { button.titleLabel?.font = font }
        if let alignment = element["contentHorizontalAlignment"] {
            button.contentHorizontalAlignment = ["left": .left, "right": .right, "fill": .fill, "leading": .leading,
                                                 "trailing": .trailing][alignment] ?? .center
        }
        if let enabled = flag(element, "enabled") { button.isEnabled = enabled }
        if let selected = flag(element, "selected") { button.isSelected = selected }
    }

    private func configure(_ stack: UIStackView, from element: Element) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if let spacing = element["spacing"] { stack.spacing = number(spacing) }
        stack.alignment = ["leading": .leading, "top": .top, "center": .center, "trailing": .trailing, "bottom": .bottom,
                           "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline][element["alignment"] ?? ""] ?? .fill
        stack.distribution = ["fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                              "equalSpacing": .equalSpacing, "equalCentering": .equalCentering][element["distribution"] ?? ""] ?? .fill
        if let relative = flag(element, "layoutMarginsRelativeArrangement") {
            stack.isLayoutMarginsRelativeArrangement = relative
        }
    }

    /// A scroll view's settings, on plain scroll views, tables and collection views alike.
    private func configure(_ scroll: UIScrollView, from element: Element) {
        if let paging = flag(element, "pagingEnabled") { scroll.isPagingEnabled = paging }
        if let bounces = flag(element, "bounces") { scroll.bounces = bounces }
        if let always = flag(element, "alwaysBounceVertical") { scroll.alwaysBounceVertical = always }
        if let always = flag(element, "alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = always }
        if let enabled = flag(element, "scrollEnabled") { scroll.isScrollEnabled = enabled }
        if let shows = flag(element, "showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
        if let shows = flag(element, "showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
        if let lock = flag(element, "directionalLockEnabled") { scroll.isDirectionalLockEnabled = lock }
        if let behavior = element["contentInsetAdjustmentBehavior"] {
            scroll.contentInsetAdjustmentBehavior = ["never": .never, "always": .always, "scrollableAxes": .scrollableAxes][behavior] ?? .automatic
        }
        if let size = element.child("size", key: "contentSize") {
            scroll.contentSize = CGSize(width: number(size["width"]), height: number(size["height"]))
        }
    }

    /// `userDefinedRuntimeAttributes` of a view or a layout: a view's layer key paths, and the
    /// app's own properties (`@IBInspectable`), which its class sets by name
    /// (`StoryboardOutlets`, which `scrollreel port` writes for them).
    func applyRuntimeAttributes(of element: Element, to object: AnyObject) {
        for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = attribute["value"] ?? attribute.children.first?["value"]
            let view = object as? UIView
            switch (keyPath, view) {
            case ("layer.cornerRadius", let view?): view.layer.cornerRadius = number(value)
            case ("layer.borderWidth", let view?): view.layer.borderWidth = number(value)
            case ("layer.masksToBounds", let view?): view.layer.masksToBounds = value == "YES"
            case ("layer.borderColor", let view?), ("layer.borderUIColor", let view?):
                view.layer.borderColor = attribute.child("color").flatMap(color)?.cgColor
            case ("clipsToBounds", let view?): view.clipsToBounds = value == "YES"
            case ("alpha", let view?): view.alpha = number(value)
            default:
                if let settable = object as? StoryboardOutlets, let value = runtimeValue(attribute) {
                    settable.connectOutlet(keyPath, to: value)
                } else {
                    report("runtime-\(keyPath)", at: attribute, "the runtime attribute '\(keyPath)' of \(type(of: object)) is not set: "
                           + "its class sets no properties by name (`scrollreel port` writes that code for `@IBInspectable` properties)")
                }
            }
        }
    }

    /// A runtime attribute's value as an object: a number, a string, a colour.
    private func runtimeValue(_ attribute: Element) -> AnyObject? {
        let value = attribute["value"] ?? attribute.children.first?["value"]
        switch attribute["type"] {
        case "number": return NSNumber(value: Double(value ?? "") ?? 0)
        case "string": return (value ?? "") as NSString
        case "boolean": return NSNumber(value: value == "YES")
        case "color":
            guard let color = attribute.child("color").flatMap(color) else { return nil }
            return color as AnyObject
        default: return nil
        }
    }

    // MARK: - Layout guides

    /// A view's layout guides, by the ids its constraints use: the safe area (`<viewLayoutGuide
    /// key="safeArea">`) and the margins.
    func recordGuides(of element: Element, view: UIView, objects: InterfaceObjects) {
        for guide in element.children where guide.name == "viewLayoutGuide" {
            objects.record(placeholder: guide["key"] == "layoutMargins" ? view.layoutMarginsGuide : view.safeAreaLayoutGuide, id: guide["id"])
        }
    }

    /// An older scene's `topLayoutGuide` and `bottomLayoutGuide`, which Xcode writes under the
    /// view controller (`<layoutGuides>`): the edges of its view's safe area today (UIKit docs
    /// for `topLayoutGuide`, deprecated: "use view.safeAreaLayoutGuide.topAnchor").
    func recordLegacyGuides(of scene: Element, view: UIView, objects: InterfaceObjects) {
        for guide in scene.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            guard let id = guide["id"] else { continue }
            objects.legacyGuides[id] = (view.safeAreaLayoutGuide, guide["type"] != "bottom")
        }
    }
}
