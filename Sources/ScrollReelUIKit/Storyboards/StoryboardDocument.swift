import Foundation
import FoundationXML

/// A storyboard file read with Foundation's XML parser: its elements as a tree, each with its
/// attributes and the line it starts on (for messages).
struct StoryboardDocument {
    /// One XML element.
    final class Element {
        let name: String
        let attributes: [String: String]
        let line: Int
        private(set) var children: [Element] = []

        init(name: String, attributes: [String: String], line: Int) {
            (self.name, self.attributes, self.line) = (name, attributes, line)
        }

        func append(_ child: Element) { children.append(child) }

        subscript(_ attribute: String) -> String? { attributes[attribute] }

        /// The first child named `name` whose `key` is `key` (any key when nil).
        func child(_ name: String, key: String? = nil) -> Element? {
            children.first { $0.name == name && (key == nil || $0["key"] == key) }
        }

        /// Every element below this one, depth first.
        var descendants: [Element] { children.flatMap { [$0] + $0.descendants } }
    }

    let root: Element
    let fileName: String

    /// Reads `data`; throws a message naming the file and line when it is not XML or not a
    /// storyboard.
    init(data: Data, fileName: String) throws(StoryboardError) {
        self.fileName = fileName
        let reader = TreeReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        guard parser.parse(), parser.parserError == nil, let root = reader.root else {
            throw StoryboardError("\(fileName):\(max(parser.lineNumber, 1)): not a storyboard: "
                                  + (parser.parserError.map { "\($0.localizedDescription)" } ?? "no XML document"))
        }
        guard root.name == "document" else {
            throw StoryboardError("\(fileName):\(root.line): not a storyboard: the root element is <\(root.name)>, not <document>")
        }
        self.root = root
    }

    /// The scenes' top-level objects: the view controllers, by id.
    var controllers: [String: Element] {
        var found: [String: Element] = [:]
        for scene in root.child("scenes")?.children ?? [] {
            for object in scene.child("objects")?.children ?? [] where object["sceneMemberID"] == "viewController" {
                if let id = object["id"] { found[id] = object }
            }
        }
        return found
    }

    /// Builds the tree as the parser reads it, capped so a hostile file stays small.
    private final class TreeReader: NSObject, XMLParserDelegate {
        var root: Element?
        private var stack: [Element] = []
        private var count = 0
        static let maximumElements = 100_000

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            count += 1
            guard count <= Self.maximumElements else { return parser.abortParsing() }
            let element = Element(name: elementName, attributes: attributeDict, line: parser.lineNumber)
            if let parent = stack.last { parent.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
        }
    }
}

/// Why a storyboard cannot be used: the file and line, and what is wrong.
struct StoryboardError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
