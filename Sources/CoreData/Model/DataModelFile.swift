import UIKit
import ScrollReelUIKit

/// A data model as Xcode keeps it: `Name.xcdatamodeld/` holding one `Version.xcdatamodel/`
/// folder per version (the current one named by `.xccurrentversion`), each holding `contents`,
/// the entities in XML.
enum DataModelFile {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The entities of the model at `url` (a `.momd`/`.xcdatamodeld` folder or a `.xcdatamodel`).
    static func entities(at url: URL) throws -> [NSEntityDescription] {
        let contents = try contentsFile(in: url.resolvingSymlinksInPath())
        let name = contents.deletingLastPathComponent().lastPathComponent + "/contents"
        let root: InterfaceDocument.Element
        do {
            root = try InterfaceDocument.tree(contentsOf: contents, fileName: name, kind: "a Core Data model")
        } catch {
            throw Failure(description: error.description)
        }
        guard root.name == "model" else {
            throw Failure(description: "\(name):\(root.line): not a Core Data model: the root element is <\(root.name)>, not <model>")
        }
        return root.children.filter { $0.name == "entity" }.map(entity)
    }

    /// The `contents` file of the current version.
    private static func contentsFile(in folder: URL) throws -> URL {
        let files = FileManager.default
        if folder.pathExtension == "xcdatamodel" { return folder.appendingPathComponent("contents") }
        var version: String?
        if let data = files.contents(atPath: folder.appendingPathComponent(".xccurrentversion").path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            version = plist["_XCCurrentVersionName"] as? String
        }
        let versions = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        guard let chosen = version.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last else {
            throw Failure(description: "\(folder.lastPathComponent): no .xcdatamodel version in the data model")
        }
        return folder.appendingPathComponent(chosen).appendingPathComponent("contents")
    }

    private static func entity(_ element: InterfaceDocument.Element) -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = element["name"]
        entity.managedObjectClassName = element["representedClassName"] ?? "NSManagedObject"
        entity.isAbstract = element["isAbstract"] == "YES"
        for child in element.children {
            let property: NSPropertyDescription
            switch child.name {
            case "attribute":
                let attribute = NSAttributeDescription()
                attribute.attributeType = attributeType(child["attributeType"])
                attribute.usesScalarValueType = child["usesScalarValueType"] == "YES"
                attribute.defaultValue = child["defaultValueString"].flatMap { defaultValue($0, attribute.attributeType) }
                property = attribute
            case "relationship":
                let relationship = NSRelationshipDescription()
                relationship.destinationEntityName = child["destinationEntity"]
                relationship.inverseName = child["inverseName"]
                relationship.maxCount = child["maxCount"].flatMap(Int.init) ?? (child["toMany"] == "YES" ? 0 : 1)
                relationship.minCount = child["minCount"].flatMap(Int.init) ?? 0
                relationship.isOrdered = child["ordered"] == "YES"
                relationship.deleteRule = switch child["deletionRule"] {
                case "Cascade": .cascadeDeleteRule
                case "Deny": .denyDeleteRule
                case "No Action": .noActionDeleteRule
                default: .nullifyDeleteRule
                }
                property = relationship
            default:
                continue
            }
            property.name = child["name"] ?? ""
            property.isOptional = child["optional"] == "YES"
            property.isTransient = child["transient"] == "YES"
            property.entity = entity
            entity.properties.append(property)
        }
        return entity
    }

    private static func attributeType(_ name: String?) -> NSAttributeType {
        switch name {
        case "Integer 16": .integer16AttributeType
        case "Integer 32": .integer32AttributeType
        case "Integer 64": .integer64AttributeType
        case "Decimal": .decimalAttributeType
        case "Double": .doubleAttributeType
        case "Float": .floatAttributeType
        case "String": .stringAttributeType
        case "Boolean": .booleanAttributeType
        case "Date": .dateAttributeType
        case "Binary": .binaryDataAttributeType
        case "UUID": .uuidAttributeType
        case "URI": .uriAttributeType
        case "Transformable": .transformableAttributeType
        default: .undefinedAttributeType
        }
    }

    private static func defaultValue(_ text: String, _ type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: Int(text)
        case .doubleAttributeType, .floatAttributeType, .decimalAttributeType: Double(text)
        case .booleanAttributeType: text == "YES" || text == "1"
        case .stringAttributeType: text
        default: nil
        }
    }
}
