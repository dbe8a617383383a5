internal import SwiftSyntax

/// Core Data's `@NSManaged`, which Linux Swift compiles but cannot link (the Objective-C runtime
/// makes the accessors on iOS), and the bridging of a fetched-results controller's snapshot:
/// - `@NSManaged var name: String?` becomes a property whose accessors read and write the
///   managed object's value for its name (`managedValue(forKey:)`, `setManagedValue(_:forKey:)`);
/// - Xcode's generated relationship accessors, `@NSManaged func addToEmployees(_ value:)` and
///   `removeFromEmployees(_:)` (an object or a set), get bodies that add to or remove from the
///   relationship they name;
/// - `snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>` (Swift bridges the
///   Objective-C snapshot on iOS) becomes `NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)`.
extension Porting {
    mutating func portManagedDeclarations(in file: ParsedFile) {
        // `x as T` is a sequence of three (the parser leaves operators unfolded).
        for sequence in file.tree.descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
                  let type = elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription,
                  type.hasPrefix("NSDiffableDataSourceSnapshot<") else { continue }
            let range = sequence.positionAfterSkippingLeadingTrivia.utf8Offset..<sequence.endPositionBeforeTrailingTrivia.utf8Offset
            edit(file, range, "\(type)(\(elements[0].trimmedDescription))")
            rewrite(file, sequence, "`… as \(type)` is now `\(type)(…)`: Swift on Linux does not bridge the untyped snapshot")
        }
        for attribute in file.tree.descendants(AttributeSyntax.self) where attribute.attributeName.trimmedDescription == "NSManaged" {
            let declaration = attribute.parent?.parent
            if let variable = declaration?.as(VariableDeclSyntax.self) {
                portManagedProperty(variable, attribute, in: file)
            } else if let function = declaration?.as(FunctionDeclSyntax.self) {
                portManagedAccessor(function, attribute, in: file)
            }
        }
    }

    private mutating func removeAttribute(_ attribute: AttributeSyntax, in file: ParsedFile) {
        edit(file, attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPosition.utf8Offset, "")
    }

    private mutating func portManagedProperty(_ variable: VariableDeclSyntax, _ attribute: AttributeSyntax, in file: ParsedFile) {
        var names: [String] = []
        for binding in variable.bindings {
            guard binding.accessorBlock == nil, let type = binding.typeAnnotation,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                return leave(file, variable, "`@NSManaged` on `\(variable.bindings.trimmedDescription)` kept: only a stored property with its type written out can be ported")
            }
            names.append(name)
            let end = type.endPositionBeforeTrailingTrivia.utf8Offset
            let key = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
            edit(file, end..<end, " { get { managedValue(forKey: \"\(key)\") } set { setManagedValue(newValue, forKey: \"\(key)\") } }")
        }
        removeAttribute(attribute, in: file)
        rewrite(file, variable, "`@NSManaged var \(names.joined(separator: ", "))` now reads and writes the managed object's value by name (Linux has no Objective-C runtime to make its accessors)")
    }

    /// Xcode's accessor prefixes, and the managed object's method each becomes.
    private static let relationshipAccessors: [(prefix: String, method: String, label: String)] = [
        ("addTo", "addManagedValue", "toRelationshipNamed"), ("removeFrom", "removeManagedValue", "fromRelationshipNamed"),
    ]

    private mutating func portManagedAccessor(_ function: FunctionDeclSyntax, _ attribute: AttributeSyntax, in file: ParsedFile) {
        let name = function.name.text
        let parameters = Array(function.signature.parameterClause.parameters)
        guard function.body == nil, parameters.count == 1,
              let accessor = Self.relationshipAccessors.first(where: { name.hasPrefix($0.prefix) && name.count > $0.prefix.count }) else {
            return leave(file, function, "`@NSManaged func \(name)` kept: ScrollReel ports the add and remove accessors Xcode generates for a relationship")
        }
        let parameter = (parameters[0].secondName ?? parameters[0].firstName).text
        let relationship = String(name.dropFirst(accessor.prefix.count))
        let end = function.endPositionBeforeTrailingTrivia.utf8Offset
        edit(file, end..<end, " { \(accessor.method)(\(parameter), \(accessor.label): \"\(relationship)\") }")
        removeAttribute(attribute, in: file)
        rewrite(file, function, "`@NSManaged func \(name)` now changes the relationship it names (Linux has no Objective-C runtime to make it)")
    }
}
