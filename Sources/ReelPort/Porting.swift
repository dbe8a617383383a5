internal import SwiftSyntax

/// The work of one ``SourcePorter/port(_:)`` call: finds what Linux Swift refuses across all the
/// files, then turns each into text edits and report entries.
struct Porting {
    let files: [ParsedFile]
    private(set) var edits: [TextEdit] = []
    private(set) var rewrites: [PortReport.Entry] = []
    private(set) var leftAlone: [PortReport.Entry] = []
    /// Every optional requirement ported, by full name (`collectionView(_:layout:heightForItemAt:)`).
    private var requirements: [String: PortedRequirement] = [:]

    /// Whether the files are an app's: one of them imports UIKit.
    let appImportsUIKit: Bool

    /// Modules whose files are among these, built into one module with them: their imports go.
    let mergedModules: Set<String>
    /// Whether the app delegate's entry-point attribute goes, its class named instead.
    let namesEntryPoint: Bool
    /// The class the files mark as the app's entry point, when ``namesEntryPoint``.
    var entryPointClass: String?

    init(files: [SourceFile], mergedModules: Set<String> = [], namesEntryPoint: Bool = false) {
        self.files = files.enumerated().map { ParsedFile(index: $0, file: $1) }
        self.mergedModules = mergedModules
        self.namesEntryPoint = namesEntryPoint
        appImportsUIKit = self.files.contains { file in
            file.tree.descendants(ImportDeclSyntax.self).contains { $0.path.trimmedDescription == "UIKit" }
        }
    }

    /// The attributes Linux refuses or cannot honour without an Objective-C runtime.
    static let objcAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable"]

    mutating func run() {
        for file in files { portProtocols(in: file) }
        for file in files {
            removeObjCAttributes(in: file)
            compileOutPreviews(in: file)
            portUIKitShapes(in: file)
            portManagedDeclarations(in: file)
            portCalls(in: file)
            portImplementations(in: file)
        }
        for file in files { moveOverrides(in: file) }
        for requirement in requirements.values where requirement.oldType != requirement.newType
            && !implemented.contains(requirement.fullName) {
            leftAlone.append(PortReport.Entry(
                file: requirement.file, line: requirement.line,
                message: "no implementation of `\(requirement.fullName)` in these files: one elsewhere must return `\(requirement.newType ?? "")` to be called (port its file with this one)"))
        }
    }

    /// The requirements whose implementations the files hold (for the report).
    private var implemented: Set<String> = []

    // MARK: - Reporting

    mutating func rewrite(_ file: ParsedFile, _ node: some SyntaxProtocol, _ message: String) {
        rewrites.append(PortReport.Entry(file: file.name, line: file.line(of: node), message: message))
    }

    mutating func leave(_ file: ParsedFile, _ node: some SyntaxProtocol, _ message: String) {
        leftAlone.append(PortReport.Entry(file: file.name, line: file.line(of: node), message: message))
    }

    mutating func edit(_ file: ParsedFile, _ range: Range<Int>, _ replacement: String) {
        edits.append(TextEdit(file: file.index, range: range, replacement: replacement))
    }

    // MARK: - @objc attributes

    /// Removes every attribute Linux refuses, with its line when it stands alone on one.
    private mutating func removeObjCAttributes(in file: ParsedFile) {
        connectOutlets(in: file)
        connectActions(in: file)
        for attribute in file.tree.descendants(AttributeSyntax.self) {
            let name = attribute.attributeName.trimmedDescription
            guard Self.objcAttributes.contains(name) else { continue }
            let range = attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPosition.utf8Offset
            edit(file, file.text.wholeLines(around: range), "")
            // An @objc protocol is class-bound: without the attribute it says so itself.
            if name == "objc", let proto = attribute.parent?.parent?.as(ProtocolDeclSyntax.self), !proto.isClassBound {
                let end = (proto.inheritanceClause?.endPositionBeforeTrailingTrivia ?? proto.name.endPositionBeforeTrailingTrivia).utf8Offset
                edit(file, end..<end, proto.inheritanceClause == nil ? ": AnyObject" : ", AnyObject")
            }
            // An outlet made in code instead of by a storyboard needs its property to keep it.
            if name == "IBOutlet", let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self),
               let weak = variable.modifiers.first(where: { $0.name.text == "weak" }) {
                edit(file, weak.positionAfterSkippingLeadingTrivia.utf8Offset..<weak.endPosition.utf8Offset, "")
                rewrite(file, attribute, "removed `\(attribute.trimmedDescription)` and `weak`: a view made in code has nothing else holding it (a `weak` property lets it go as soon as it is made)")
            } else {
                rewrite(file, attribute, "removed `\(attribute.trimmedDescription)`")
            }
        }
    }

    // MARK: - Optional requirements

    /// Makes each `optional` requirement of a protocol ordinary, with a default in an extension.
    private mutating func portProtocols(in file: ParsedFile) {
        for proto in file.tree.descendants(ProtocolDeclSyntax.self) {
            var defaults: [String] = []
            let access = proto.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
            for member in proto.memberBlock.members {
                guard let optional = member.decl.optionalModifier else { continue }
                edit(file, optional.positionAfterSkippingLeadingTrivia.utf8Offset..<optional.endPosition.utf8Offset, "")
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    defaults.append(access + portRequirement(function, of: proto, in: file))
                } else if let variable = member.decl.as(VariableDeclSyntax.self), let line = portRequirement(variable, of: proto, in: file) {
                    defaults.append(access + line)
                } else {
                    leave(file, member.decl, "an optional requirement of this kind has no default here; give it one in an extension")
                }
            }
            guard !defaults.isEmpty else { continue }
            let name = proto.name.text
            let body = defaults.map { "    " + $0 }.joined(separator: "\n")
            edit(file, proto.endPosition.utf8Offset..<proto.endPosition.utf8Offset,
                 "\n\n// What a conforming type that does not implement them answers (ported from `optional`).\nextension \(name) {\n\(body)\n}")
        }
    }

    /// An optional method: its result made optional (nil when not implemented); returns its default.
    private mutating func portRequirement(_ function: FunctionDeclSyntax, of proto: ProtocolDeclSyntax,
                                          in file: ParsedFile) -> String {
        let fullName = function.fullName
        var requirement = PortedRequirement(protocolName: proto.name.text, fullName: fullName,
                                            file: file.name, line: file.line(of: function))
        var returnPart = ""
        if let type = function.signature.returnClause?.type, !type.isVoid {
            let old = type.trimmedDescription
            let new = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                ? old : Self.optional(old)
            requirement.oldType = old
            requirement.newType = new
            if new != old {
                edit(file, type.positionAfterSkippingLeadingTrivia.utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset, new)
            }
            returnPart = " -> \(new)"
            rewrite(file, function, "`optional` requirement `\(fullName)` of \(proto.name.text): now returns `\(new)`, nil by default (in an extension)")
        } else {
            rewrite(file, function, "`optional` requirement `\(fullName)` of \(proto.name.text): now does nothing by default (in an extension)")
        }
        requirements[fullName] = requirement
        let generics = function.genericParameterClause?.trimmedDescription ?? ""
        let effects = function.signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
        let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        let body = requirement.newType == nil ? "{}" : "{ nil }"
        return "func \(function.name.text)\(generics)\(function.signature.parameterClause.trimmedDescription)\(effects)\(returnPart)\(whereClause) \(body)"
    }

    /// An optional property: its type made optional, nil by default; returns its default.
    private mutating func portRequirement(_ variable: VariableDeclSyntax, of proto: ProtocolDeclSyntax,
                                          in file: ParsedFile) -> String? {
        guard let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type else { return nil }
        let old = type.trimmedDescription
        let new = type.is(OptionalTypeSyntax.self) ? old : Self.optional(old)
        if new != old {
            edit(file, type.positionAfterSkippingLeadingTrivia.utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset, new)
        }
        requirements[name] = PortedRequirement(protocolName: proto.name.text, fullName: name, file: file.name,
                                               line: file.line(of: variable), oldType: old, newType: new)
        rewrite(file, variable, "`optional` requirement `\(name)` of \(proto.name.text): now `\(new)`, nil by default (in an extension)")
        return "var \(name): \(new) { nil }"
    }

    /// `type` as an optional: `T?`, or `(T)?` when the type has parts.
    static func optional(_ type: String) -> String {
        type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "<" || $0 == ">" || $0 == "[" || $0 == "]" || $0 == ":" || $0 == " " || $0 == "," }
            ? type + "?" : "(" + type + ")?"
    }

    // MARK: - Calls

    /// `x?.method?(…)`, `x.method?(…)` and `x?.method!(…)` of a ported requirement or of UIKit's
    /// optional methods: the `?` or `!` after the name goes. A table view's `delegate` is the scroll
    /// view's here (Swift cannot narrow an overridden property's type), so `….delegate?.tableView…`
    /// asks it as a table view's delegate.
    private mutating func portCalls(in file: ParsedFile) {
        for call in file.tree.descendants(FunctionCallExprSyntax.self) {
            let unwrapped: (member: MemberAccessExprSyntax, mark: TokenSyntax)
            if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
               let member = chained.expression.as(MemberAccessExprSyntax.self) {
                unwrapped = (member, chained.questionMark)
            } else if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self),
                      let member = forced.expression.as(MemberAccessExprSyntax.self) {
                unwrapped = (member, forced.exclamationMark)
            } else {
                continue
            }
            let (member, mark) = unwrapped
            let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            let fullName = "\(member.declName.baseName.text)(\(labels))"
            guard requirements[fullName] != nil || Self.uikitOptionalMethods.contains(member.declName.baseName.text) else { continue }
            edit(file, mark.positionAfterSkippingLeadingTrivia.utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset, "")
            rewrite(file, call, requirements[fullName] != nil ? "call of `\(fullName)`: `\(mark.text)` after the name removed (a plain call of the ported requirement)"
                    : "call of UIKit's `\(fullName)`: `\(mark.text)` after the name removed (UIKit's optional methods have defaults here)")
            if member.declName.baseName.text == "tableView", let base = member.base?.as(OptionalChainingExprSyntax.self),
               let delegate = base.expression.as(MemberAccessExprSyntax.self), delegate.declName.baseName.text == "delegate" {
                let range = delegate.positionAfterSkippingLeadingTrivia.utf8Offset..<delegate.endPositionBeforeTrailingTrivia.utf8Offset
                edit(file, range, "(\(delegate.trimmedDescription) as? UITableViewDelegate)")
                rewrite(file, delegate, "`\(delegate.trimmedDescription)` is asked as a `UITableViewDelegate` (a table view's `delegate` is typed as the scroll view's here)")
            }
        }
    }

    // MARK: - Implementations

    /// In a type or extension that says it conforms, an implementation of a ported requirement
    /// returns the optional type, so it is the requirement's witness, not the default.
    private mutating func portImplementations(in file: ParsedFile) {
        for conforming in file.tree.descendants(DeclSyntax.self) {
            guard let (inherited, members) = conforming.conformances else { continue }
            for member in members {
                if let function = member.decl.as(FunctionDeclSyntax.self),
                   let requirement = requirements[function.fullName], inherited.contains(requirement.protocolName),
                   let old = requirement.oldType, let new = requirement.newType, old != new,
                   let type = function.signature.returnClause?.type, type.trimmedDescription == old {
                    edit(file, type.positionAfterSkippingLeadingTrivia.utf8Offset..<type.endPositionBeforeTrailingTrivia.utf8Offset, new)
                    implemented.insert(requirement.fullName)
                    rewrite(file, function, "`\(requirement.fullName)` implements \(requirement.protocolName)'s ported requirement: now returns `\(new)`")
                }
            }
        }
    }

    // MARK: - Overrides in extensions

    /// Moves each `override` member of an extension into its class, when a file declares it.
    private mutating func moveOverrides(in file: ParsedFile) {
        for ext in file.tree.descendants(ExtensionDeclSyntax.self) {
            let typeName = ext.extendedType.trimmedDescription
            var movedToAnotherFile = false
            for member in ext.memberBlock.members where member.decl.hasModifier("override") {
                guard let (target, classDecl) = classDeclaration(named: typeName) else {
                    if typeName.hasPrefix("UI"), Self.deviceSettingMembers.contains(member.decl.memberName ?? "") {
                        // iOS lets an extension replace a UIKit member through the Objective-C
                        // runtime; Swift here cannot. A setting of the device's (the status
                        // bar's style, the orientations) goes, and UIKit's stays.
                        edit(file, member.position.utf8Offset..<member.endPosition.utf8Offset, "")
                        rewrite(file, member.decl, "`\(member.decl.summary)` removed from an extension of \(typeName): UIKit's own class cannot be overridden from an extension without the Objective-C runtime, so UIKit's stays")
                    } else {
                        leave(file, member.decl, "`override` in an extension of \(typeName), whose class is in none of these files: move it into the class")
                    }
                    continue
                }
                let range = member.position.utf8Offset..<member.endPosition.utf8Offset
                // The member moves with the rewrites made inside it.
                let inside = edits.filter { $0.file == file.index && range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
                edits.removeAll { inside.contains($0) }
                let moved = String(decoding: Array(file.text.utf8)[range], as: UTF8.self)
                    .applying(inside.map { TextEdit(file: $0.file, range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound), replacement: $0.replacement) })
                let text = String(moved.drop(while: \.isNewline))
                let skippedLines = moved.prefix(while: \.isNewline).count
                edit(file, range, "")
                let brace = classDecl.memberBlock.rightBrace.position.utf8Offset
                let origin = TextEdit.Origin(file: file.index, line: file.converter.location(for: member.position).line + skippedLines)
                edits.append(TextEdit(file: target.index, range: brace..<brace, replacement: "\n\n" + text, origin: origin))
                rewrite(file, member.decl, "`\(member.decl.summary)` moved from an extension of \(typeName) into the class (\(target.name):\(target.line(of: classDecl.classKeyword)))")
                movedToAnotherFile = movedToAnotherFile || target.index != file.index
            }
            if movedToAnotherFile { openPrivateMembers(of: ext, in: file) }
        }
    }

    /// The extension's `private` and `fileprivate` members lose the modifier: an override that
    /// moved from beside them into its class in another file still uses them.
    private mutating func openPrivateMembers(of ext: ExtensionDeclSyntax, in file: ParsedFile) {
        for member in ext.memberBlock.members where !member.decl.hasModifier("override") {
            let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
            let name = member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
                ?? member.decl.as(FunctionDeclSyntax.self)?.name.text ?? "a member"
            for modifier in modifiers where ["private", "fileprivate"].contains(modifier.name.text) && modifier.detail == nil {
                edit(file, modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPosition.utf8Offset, "")
                rewrite(file, modifier, "`\(modifier.name.text)` removed from `\(name)`: an override beside it moved into its class in another file, and uses it there")
            }
        }
    }

    /// UIKit's view-controller members that set the device's status bar and orientations: an app
    /// overriding one in an extension of UIKit's class loses the override.
    static let deviceSettingMembers: Set<String> = [
        "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation", "childForStatusBarStyle",
        "childForStatusBarHidden", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
        "shouldAutorotate", "prefersHomeIndicatorAutoHidden",
    ]

    /// The first class named `name` in the files.
    private func classDeclaration(named name: String) -> (ParsedFile, ClassDeclSyntax)? {
        for file in files {
            if let found = file.tree.descendants(ClassDeclSyntax.self).first(where: { $0.name.text == name }) {
                return (file, found)
            }
        }
        return nil
    }
}
