internal import SwiftSyntax

/// Xcode's previews are Xcode's, not the app's: a `PreviewProvider` and a `#Preview` are compiled
/// only where Xcode's canvas is — wrapped in `#if canImport(DeveloperToolsSupport)`, the module
/// that holds them on Apple's platforms and that Linux has not (the `#Preview` macro exists only
/// there). The rest of SwiftUI, representables included, compiles as written: ScrollReel's
/// `SwiftUI` module draws it.
extension Porting {
    /// The conformances that make a declaration the canvas's.
    static let previewConformances: Set<String> = ["PreviewProvider"]

    mutating func compileOutPreviews(in file: ParsedFile) {
        var previews: [Syntax] = []
        for statement in file.tree.statements {
            let item = Syntax(statement.item)
            // `#Preview { … }` at the top level parses as a declaration or an expression.
            if item.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
                || item.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" {
                previews.append(item)
            } else if let inherited = Self.inheritedTypes(of: item), !inherited.isDisjoint(with: Self.previewConformances) {
                previews.append(item)
            }
        }
        for preview in previews {
            wrapInCanImportPreviews(preview, in: file)
            rewrite(file, preview, "an Xcode preview is compiled only where Xcode's canvas is (`#if canImport(DeveloperToolsSupport)`): the canvas is Xcode's, not the app's")
        }
    }

    /// The names a type or extension declaration inherits or conforms to.
    private static func inheritedTypes(of declaration: Syntax) -> Set<String>? {
        let clause = declaration.as(StructDeclSyntax.self)?.inheritanceClause ?? declaration.as(ClassDeclSyntax.self)?.inheritanceClause
            ?? declaration.as(ExtensionDeclSyntax.self)?.inheritanceClause ?? declaration.as(EnumDeclSyntax.self)?.inheritanceClause
        guard let clause else { return nil }
        return Set(clause.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
    }

    /// `#if canImport(DeveloperToolsSupport)` on a line of its own before the declaration,
    /// `#endif` after it.
    private mutating func wrapInCanImportPreviews(_ declaration: Syntax, in file: ParsedFile) {
        let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        let bytes = Array(file.text.utf8)
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        edit(file, lineStart..<lineStart, "#if canImport(DeveloperToolsSupport)\n")
        let end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
        edit(file, end..<end, "\n#endif")
    }
}
