internal import SwiftSyntax

/// Walks a tree collecting the nodes of one type, in source order.
private final class Collector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [Node] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { found.append(match) }
        return .visitChildren
    }
}

extension SyntaxProtocol {
    /// Every node of `type` under this one, in source order.
    func descendants<Node: SyntaxProtocol>(_ type: Node.Type) -> [Node] {
        let collector = Collector<Node>(viewMode: .sourceAccurate)
        collector.walk(self)
        return collector.found
    }
}

extension DeclSyntax {
    /// The `optional` modifier of a protocol requirement.
    var optionalModifier: DeclModifierSyntax? {
        modifiers?.first { $0.name.tokenKind == .keyword(.optional) }
    }

    func hasModifier(_ name: String) -> Bool {
        modifiers?.contains { $0.name.text == name } ?? false
    }

    private var modifiers: DeclModifierListSyntax? {
        asProtocol(WithModifiersSyntax.self)?.modifiers
    }

    /// A type or extension's inherited type names and members, if it names any.
    var conformances: (Set<String>, MemberBlockItemListSyntax)? {
        let clause: InheritanceClauseSyntax?, members: MemberBlockItemListSyntax
        if let decl = self.as(ClassDeclSyntax.self) { (clause, members) = (decl.inheritanceClause, decl.memberBlock.members) }
        else if let decl = self.as(StructDeclSyntax.self) { (clause, members) = (decl.inheritanceClause, decl.memberBlock.members) }
        else if let decl = self.as(EnumDeclSyntax.self) { (clause, members) = (decl.inheritanceClause, decl.memberBlock.members) }
        else if let decl = self.as(ExtensionDeclSyntax.self) { (clause, members) = (decl.inheritanceClause, decl.memberBlock.members) }
        else { return nil }
        guard let clause else { return nil }
        return (Set(clause.inheritedTypes.map { $0.type.trimmedDescription }), members)
    }

    /// How the report names a member: its declaration up to its body.
    /// A function's or property's name; nil for another declaration.
    var memberName: String? {
        self.as(FunctionDeclSyntax.self)?.name.text ?? self.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
    }

    var summary: String {
        if let function = self.as(FunctionDeclSyntax.self) { return "override func \(function.fullName)" }
        if let variable = self.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
            return "override var \(binding.pattern.trimmedDescription)"
        }
        let head = trimmedDescription.prefix { $0 != "{" && $0 != "\n" }
        return String(head.reversed().drop { $0 == " " }.reversed())
    }
}

extension FunctionDeclSyntax {
    /// `name(label:label:)`, `_` for an unlabelled parameter.
    var fullName: String {
        let labels = signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        return "\(name.text)(\(labels))"
    }
}

extension TypeSyntax {
    /// `Void` or `()`.
    var isVoid: Bool {
        let text = trimmedDescription
        return text == "Void" || text == "()"
    }
}

extension ProtocolDeclSyntax {
    /// Whether the protocol says it is for classes (`AnyObject`, or the old `class`).
    var isClassBound: Bool {
        inheritanceClause?.inheritedTypes.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0.type.trimmedDescription) } ?? false
    }
}
