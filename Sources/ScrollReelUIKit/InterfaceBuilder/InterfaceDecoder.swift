import Foundation
import ReelLayout

/// Makes UIKit objects from an Interface Builder file's elements, as nib loading does: every
/// object made — a custom class through its `init(coder:)` — with its attributes applied; then
/// the constraints activated, the outlets, outlet collections and actions connected; last,
/// `awakeFromNib()` sent to every object made. One per file (a storyboard's or a xib's); what
/// it does not simulate it names once in the console, with the file and line.
final class InterfaceDecoder {
    typealias Element = InterfaceDocument.Element

    let document: InterfaceDocument
    /// The module custom classes are looked up in: the app's.
    let module: String
    /// The storyboard, for its segues; nil for a xib.
    weak var storyboard: UIStoryboard?
    /// Keys already named in the console.
    private var reported: Set<String> = []

    init(document: InterfaceDocument, module: String) {
        self.document = document
        self.module = module
    }

    var fileName: String { document.fileName }

    /// Loads `elements` as one nib: made, constrained, connected and awoken; `owner` stands for
    /// File's Owner. Returns the objects made for them, in order.
    func load(_ elements: [Element], owner: AnyObject?) -> [AnyObject] {
        let objects = InterfaceObjects()
        if let owner { objects.record(placeholder: owner, id: document.filesOwner?["id"] ?? "-1") }
        let made = elements.compactMap { makeObject($0, objects: objects) }
        for element in elements { activateConstraints(in: element, objects: objects) }
        if let filesOwner = document.filesOwner { connect(in: filesOwner, objects: objects) }
        for element in elements { connect(in: element, objects: objects) }
        objects.awake()
        return made
    }

    /// A top-level object of a xib: a view or cell, or — named in the console — nil.
    private func makeObject(_ element: Element, objects: InterfaceObjects) -> AnyObject? {
        switch element.name {
        case "tableViewCell": return makeTableCell(element, identifier: element["reuseIdentifier"], objects: objects)
        case "collectionViewCell": return makeCollectionCell(element, frame: nil, objects: objects)
        default:
            if Self.viewElements.contains(element.name) { return buildView(element, objects: objects) }
            guard let made = makeCompanion(element) else { return nil }
            objects.record(made: made, id: element["id"])
            return made
        }
    }

    /// An object beside the views (a gesture recogniser of its kind, with its settings); nil,
    /// named in the console, for one that is not simulated.
    func makeCompanion(_ element: Element) -> AnyObject? {
        let recognizer: UIGestureRecognizer
        switch element.name {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            if let taps = element["numberOfTapsRequired"].flatMap({ Int($0) }) { tap.numberOfTapsRequired = taps }
            if let touches = element["numberOfTouchesRequired"].flatMap({ Int($0) }) { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            swipe.direction = ["left": .left, "up": .up, "down": .down][element["direction"] ?? ""] ?? .right
            recognizer = swipe
        case "longPressGestureRecognizer":
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            if let duration = element["minimumPressDuration"] { press.minimumPressDuration = Double(number(duration)) }
            recognizer = press
        case "panGestureRecognizer": recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        default:
            report(element.name, at: element, "<\(element.name)> is not simulated; it is left out")
            return nil
        }
        if let cancels = flag(element, "cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let enabled = flag(element, "enabled") { recognizer.isEnabled = enabled }
        return recognizer
    }

    /// Names `text` once per `key` in the console: `ScrollReel: Main.storyboard:12: …`.
    func report(_ key: String, at element: Element, _ text: String) {
        guard reported.insert(key).inserted else { return }
        AppContext.current?.log("ScrollReel: \(fileName):\(element.line): \(text)")
    }

    // MARK: - Values

    /// The class `element`'s `customClass` names, when the app has it and it is a `Base`. The
    /// module is the element's `customModule` — a name Xcode writes as the target's, which may
    /// not be the package module's, so the app's module is tried too — or, with none written
    /// (`customModuleProvider="target"` or an old file), the app's. A class the app lacks is
    /// named as UIKit names it, and the base stands in.
    func customClass<Base>(of element: Element, as base: Base.Type) -> Base.Type? {
        guard let name = element["customClass"] else { return nil }
        guard let found = AppClasses.lookUp(name, module: element["customModule"] ?? module)
            ?? AppClasses.lookUp(name, module: module) else {
            report("class-\(name)", at: element, "Unknown class \(name) in Interface Builder file.")
            return nil
        }
        guard let type = found as? Base.Type else {
            report("class-\(name)", at: element, "\(name) is not a \(base); a \(base) stands in")
            return nil
        }
        return type
    }

    func number(_ text: String?) -> CGFloat {
        text.flatMap { Double($0) }.map { CGFloat($0) } ?? 0
    }

    /// `YES`/`NO` of `attribute`; nil when not written (its default).
    func flag(_ element: Element, _ attribute: String) -> Bool? {
        element[attribute].map { $0 == "YES" }
    }

    /// A `<color>`: RGB or white in any colour space, a system colour by name (`systemColor`,
    /// `cocoaTouchSystemColor`, Xcode 11's `xcode11CocoaTouchSystemColor`), or a named colour of
    /// the asset catalog (`name`, drawn from the `<resources>` entry when it has one).
    func color(_ element: Element) -> UIColor? {
        let alpha = number(element["alpha"] ?? "1")
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] ?? element["xcode11CocoaTouchSystemColor"] {
            guard let system = Self.systemColors[name] else {
                report("color-\(name)", at: element, "system colour \(name) is not known; clear stands in")
                return .clear
            }
            return alpha < 1 ? system.withAlphaComponent(alpha) : system
        }
        if let white = element["white"] { return UIColor(white: number(white), alpha: alpha) }
        if element["red"] != nil {
            return UIColor(red: number(element["red"]), green: number(element["green"]), blue: number(element["blue"]), alpha: alpha)
        }
        if let name = element["name"] {
            if let resource = document.root.child("resources")?.children.first(where: { $0.name == "namedColor" && $0["name"] == name }),
               let value = resource.child("color"), value["name"] == nil {
                return color(value)
            }
            return UIColor(named: name)
        }
        return nil
    }

    /// UIKit's colours as Interface Builder names them.
    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemIndigoColor": .systemIndigo, "systemTealColor": .systemTeal,
        "systemMintColor": .systemMint, "systemCyanColor": .systemCyan, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "grayColor": .gray,
        "lightGrayColor": .lightGray, "darkGrayColor": .darkGray, "redColor": .red, "greenColor": .green,
        "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta,
        "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown,
        "darkTextColor": .darkText, "lightTextColor": .lightText, "tintColor": .systemBlue,
    ]

    /// A `<fontDescription>`: a text style, a system font of a type and weight, or a font by name.
    func font(_ element: Element) -> UIFont? {
        let size = number(element["pointSize"])
        if let style = element["style"] {
            return .preferredFont(forTextStyle: Self.textStyles[style] ?? .body)
        }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .systemFont(ofSize: size) // no italic face is bundled
        case "system":
            let weight = Self.fontWeights[element["weight"] ?? ""] ?? .regular
            return .systemFont(ofSize: size, weight: weight)
        default:
            guard let name = element["name"] else { return nil }
            return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        }
    }

    /// An `<attributedString>`: its fragments' text, each with its `NSFont` and `NSColor`
    /// (paragraph styles and ligatures are passed over: a label draws one font and colour).
    func attributedString(_ element: Element) -> NSAttributedString {
        let string = NSMutableAttributedString(string: "")
        for fragment in element.children where fragment.name == "fragment" {
            guard let text = fragment["content"] ?? fragment.child("string", key: "content")?.text else { continue }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let given = fragment.child("attributes") {
                if let font = given.child("font", key: "NSFont") {
                    let size = number(font["size"])
                    attributes[.font] = font["name"].flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
                }
                if let color = given.child("color", key: "NSColor").flatMap(color) { attributes[.foregroundColor] = color }
            }
            string.append(NSAttributedString(string: text, attributes: attributes))
        }
        return string
    }

    static let textStyles: [String: UIFont.TextStyle] = [
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleCallout": .callout,
    ]

    static let fontWeights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// A `<rect>`'s rectangle.
    func rect(_ element: Element) -> CGRect {
        CGRect(x: number(element["x"]), y: number(element["y"]), width: number(element["width"]), height: number(element["height"]))
    }

    /// An `<inset>` or `<edgeInsets>`: IB writes `minX`/`minY`/`maxX`/`maxY` for the one and
    /// `top`/`left`/`bottom`/`right` for the other.
    func insets(_ element: Element) -> UIEdgeInsets {
        if element["top"] != nil || element["left"] != nil || element["bottom"] != nil || element["right"] != nil {
            return UIEdgeInsets(top: number(element["top"]), left: number(element["left"]),
                                bottom: number(element["bottom"]), right: number(element["right"]))
        }
        return UIEdgeInsets(top: number(element["minY"]), left: number(element["minX"]),
                            bottom: number(element["maxY"]), right: number(element["maxX"]))
    }
}
