internal import SwiftSyntax

/// Xcode's previews are Xcode's, not the app's: a UIKit app's `PreviewProvider`, the
/// `UIViewControllerRepresentable` or `UIViewRepresentable` wrapping its screen for the canvas,
/// a `#Preview`, and the file's `import SwiftUI` are compiled only where SwiftUI is — wrapped in
/// `#if canImport(SwiftUI)`, which Linux has not. Any other use of SwiftUI stays as written.
extension Porting {
    /// The conformances that make a declaration the canvas's.
    static let previewConformances: Set<String> = ["PreviewProvider", "UIViewControllerRepresentable", "UIViewRepresentable"]

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
        guard !previews.isEmpty else { return }
        for preview in previews {
            wrapInCanImportSwiftUI(preview, in: file)
            rewrite(file, preview, "an Xcode preview is compiled only where SwiftUI is (`#if canImport(SwiftUI)`): the canvas is Xcode's, not the app's")
        }
        for swiftUI in file.tree.statements.compactMap({ $0.item.as(ImportDeclSyntax.self) })
        where swiftUI.path.trimmedDescription == "SwiftUI" {
            wrapInCanImportSwiftUI(Syntax(swiftUI), in: file)
            rewrite(file, swiftUI, "`import SwiftUI` is compiled only where SwiftUI is: this file's previews are Xcode's")
        }
    }

    /// The names a type or extension declaration inherits or conforms to.
    private static func inheritedTypes(of declaration: Syntax) -> Set<String>? {
        let clause = declaration.as(StructDeclSyntax.self)?.inheritanceClause ?? declaration.as(ClassDeclSyntax.self)?.inheritanceClause
            ?? declaration.as(ExtensionDeclSyntax.self)?.inheritanceClause ?? declaration.as(EnumDeclSyntax.self)?.inheritanceClause
        guard let clause else { return nil }
        return Set(clause.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
    }

    /// `#if canImport(SwiftUI)` on a line of its own before the declaration, `#endif` after it.
    private mutating func wrapInCanImportSwiftUI(_ declaration: Syntax, in file: ParsedFile) {
        let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        let bytes = Array(file.text.utf8)
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        edit(file, lineStart..<lineStart, "#if canImport(SwiftUI)\n")
        let end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
        edit(file, end..<end, "\n#endif")
    }
}
