internal import SwiftSyntax

/// What iOS code needs besides the Objective-C attributes to compile against ScrollReel's UIKit:
/// - `@UIApplicationMain` becomes `@main` (Linux Swift cannot synthesise UIKit's entry point);
/// - a view's `override init(frame:)` becomes `required init(frame:)` (a collection or table
///   view makes the cell class the app registered from its type, which Swift allows only
///   through a required initialiser);
/// - `#selector(refresh(_:))` becomes `Selector("refresh:")` (no Objective-C runtime to name
///   the method; the action is kept, not sent);
/// - `delegate?.scrollViewDidScroll?(…)`, a call of one of UIKit's optional delegate methods,
///   loses the `?` after the name (they are ordinary requirements with defaults here).
extension Porting {
    /// UIKit's optional data-source and delegate methods, by base name.
    static let uikitOptionalMethods: Set<String> = [
        "collectionView", "tableView", "numberOfSections", "scrollViewDidScroll", "scrollViewWillBeginDragging",
        "scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewDidEndDecelerating",
        "scrollViewDidEndScrollingAnimation", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
    ]

    mutating func portUIKitShapes(in file: ParsedFile) {
        for attribute in file.tree.descendants(AttributeSyntax.self)
        where attribute.attributeName.trimmedDescription == "UIApplicationMain" {
            edit(file, attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset, "@main")
            rewrite(file, attribute, "`@UIApplicationMain` is now `@main` (UIKit's entry point is the app delegate's `main()`)")
        }
        for initializer in file.tree.descendants(InitializerDeclSyntax.self) {
            let parameters = initializer.signature.parameterClause.parameters
            guard parameters.count == 1, parameters.first?.firstName.text == "frame",
                  let override = initializer.modifiers.first(where: { $0.name.text == "override" }),
                  !initializer.modifiers.contains(where: { $0.name.text == "required" }) else { continue }
            edit(file, override.positionAfterSkippingLeadingTrivia.utf8Offset..<override.endPositionBeforeTrailingTrivia.utf8Offset, "required")
            rewrite(file, initializer, "`override init(frame:)` is now `required init(frame:)`: a collection or table view makes a registered cell class from its type")
        }
        for macro in file.tree.descendants(MacroExpansionExprSyntax.self) where macro.macroName.text == "selector" {
            guard let argument = macro.arguments.first?.expression, let name = Self.selectorName(argument) else {
                leave(file, macro, "`\(macro.trimmedDescription)` names no method ScrollReel can spell; write `Selector(\"name:\")`")
                continue
            }
            edit(file, macro.positionAfterSkippingLeadingTrivia.utf8Offset..<macro.endPositionBeforeTrailingTrivia.utf8Offset,
                 "Selector(\"\(name)\")")
            rewrite(file, macro, "`\(macro.trimmedDescription)` is now `Selector(\"\(name)\")` (kept, not sent: there is no Objective-C runtime)")
        }
    }

    /// The Objective-C selector a `#selector` argument names: `refresh(_:)` → `refresh:`,
    /// `load(page:)` → `loadWithPage:`, `self.close` → `close`.
    static func selectorName(_ expression: ExprSyntax) -> String? {
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            return nil
        }
        let base = reference.baseName.text
        guard let labels = reference.argumentNames?.arguments.map(\.name.text) else { return base }
        return labels.enumerated().map { index, label in
            if index == 0 { return label == "_" ? base + ":" : base + "With" + label.prefix(1).uppercased() + label.dropFirst() + ":" }
            return (label == "_" ? "" : label) + ":"
        }.joined()
    }
}
