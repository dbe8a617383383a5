import Foundation
import FoundationXML

/// An Interface Builder file — a storyboard or a xib, the same XML — read with Foundation's XML
/// parser: its elements as a tree, each with its attributes and the line it starts on (for
/// messages).
package struct InterfaceDocument {
    /// One XML element.
    package final class Element {
        package let name: String
        package let attributes: [String: String]
        package let line: Int
        package private(set) var children: [Element] = []
        /// The text inside it (a `<string>`'s), capped.
        fileprivate(set) var text = ""

        init(name: String, attributes: [String: String], line: Int) {
            (self.name, self.attributes, self.line) = (name, attributes, line)
        }

        func append(_ child: Element) { children.append(child) }

        package subscript(_ attribute: String) -> String? { attributes[attribute] }

        /// The first child named `name` whose `key` is `key` (any key when nil).
        func child(_ name: String, key: String? = nil) -> Element? {
            children.first { $0.name == name && (key == nil || $0["key"] == key) }
        }

        /// Every element below this one, depth first.
        var descendants: [Element] { children.flatMap { [$0] + $0.descendants } }
    }

    let root: Element
    let fileName: String

    /// The largest file read: far beyond any real one (the biggest of 109 public storyboards
    /// and xibs we counted is under 1 MB).
    static let maximumFileSize = 20_000_000

    /// Reads the file at `url`, shown in messages as `fileName`.
    init(contentsOf url: URL, fileName: String) throws(InterfaceFileError) {
        try self.init(root: Self.tree(contentsOf: url, fileName: fileName), fileName: fileName)
    }

    /// Reads `data`; throws a message naming the file and line when it is not XML or not an
    /// Interface Builder document.
    init(data: Data, fileName: String) throws(InterfaceFileError) {
        try self.init(root: Self.tree(data: data, fileName: fileName), fileName: fileName)
    }

    private init(root: Element, fileName: String) throws(InterfaceFileError) {
        guard root.name == "document" else {
            throw InterfaceFileError("\(fileName):\(root.line): not an Interface Builder file: the root element is <\(root.name)>, not <document>")
        }
        self.fileName = fileName
        self.root = root
        (controllers, sceneCompanions) = Self.controllers(in: root)
    }

    /// The XML file at `url` — an Interface Builder file, or another file Xcode writes in XML (a
    /// Core Data model, `kind` in messages) — as a tree of elements, refused when larger than
    /// ``maximumFileSize``.
    package static func tree(contentsOf url: URL, fileName: String, kind: String = "an Interface Builder file") throws(InterfaceFileError) -> Element {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size else { throw InterfaceFileError("\(fileName): cannot be read") }
        guard size <= Self.maximumFileSize else {
            throw InterfaceFileError("\(fileName): \(size / 1_000_000) MB is larger than the \(Self.maximumFileSize / 1_000_000) MB \(kind) may be")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw InterfaceFileError("\(fileName): cannot be read") }
        return try tree(data: data, fileName: fileName, kind: kind)
    }

    /// `data` as a tree of elements; throws a message naming the file and line when it is not
    /// XML. A document type declaration is refused before parsing: Xcode never writes one, and
    /// its entities are how an XML bomb grows.
    package static func tree(data: Data, fileName: String, kind: String = "an Interface Builder file") throws(InterfaceFileError) -> Element {
        if let line = Self.lineOfDocumentType(in: data) {
            throw InterfaceFileError("\(fileName):\(line): not \(kind): it declares a document type (<!DOCTYPE>), which Xcode never writes")
        }
        let reader = TreeReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let limit = reader.exceeded {
            throw InterfaceFileError("\(fileName):\(limit.line): not \(kind): \(limit.reason)")
        }
        guard parsed, parser.parserError == nil, let root = reader.root else {
            throw InterfaceFileError("\(fileName):\(max(parser.lineNumber, 1)): not \(kind): "
                                     + (parser.parserError.map { "\($0.localizedDescription)" } ?? "no XML document"))
        }
        return root
    }

    /// A xib's top-level objects, placeholders (File's Owner, First Responder) left out.
    var topLevelObjects: [Element] {
        (root.child("objects")?.children ?? []).filter { $0.name != "placeholder" }
    }

    /// A xib's File's Owner placeholder.
    var filesOwner: Element? {
        root.child("objects")?.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
    }

    /// The line of a `<!DOCTYPE`, found before the parser sees it (its entities would expand).
    private static func lineOfDocumentType(in data: Data) -> Int? {
        let marker = Array("<!DOCTYPE".utf8)
        let bytes = [UInt8](data.prefix(4096))
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where Array(bytes[start..<start + marker.count]) == marker {
            return bytes[..<start].filter { $0 == 10 }.count + 1
        }
        return nil
    }

    /// The scenes' top-level objects: the view controllers, by id.
    private(set) var controllers: [String: Element] = [:]
    /// The other top-level objects of each view controller's scene (its gesture recognisers),
    /// by the view controller's id; placeholders left out.
    private(set) var sceneCompanions: [String: [Element]] = [:]

    private static func controllers(in root: Element) -> (controllers: [String: Element], companions: [String: [Element]]) {
        var found: [String: Element] = [:], companions: [String: [Element]] = [:]
        for scene in root.child("scenes")?.children ?? [] {
            let objects = scene.child("objects")?.children ?? []
            for object in objects where object["sceneMemberID"] == "viewController" {
                guard let id = object["id"] else { continue }
                found[id] = object
                companions[id] = objects.filter { $0 !== object && $0.name != "placeholder" }
            }
        }
        return (found, companions)
    }

    /// Builds the tree as the parser reads it, capped so a hostile file stays small.
    private final class TreeReader: NSObject, XMLParserDelegate {
        var root: Element?
        /// Where and why reading stopped at a cap.
        var exceeded: (line: Int, reason: String)?
        private var stack: [Element] = []
        private var count = 0
        /// Far beyond any real file (the largest we counted has about 3,000 elements).
        static let maximumElements = 200_000
        /// Far deeper than Interface Builder nests views.
        static let maximumDepth = 200

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            count += 1
            guard count <= Self.maximumElements else {
                exceeded = (parser.lineNumber, "more than \(Self.maximumElements) elements")
                return parser.abortParsing()
            }
            guard stack.count < Self.maximumDepth else {
                exceeded = (parser.lineNumber, "elements nested more than \(Self.maximumDepth) deep")
                return parser.abortParsing()
            }
            let element = Element(name: elementName, attributes: attributeDict, line: parser.lineNumber)
            if let parent = stack.last { parent.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let element = stack.last, element.name == "string", element.text.utf8.count < 100_000 else { return }
            element.text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
        }
    }
}

