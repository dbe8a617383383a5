internal import SwiftSyntax

/// What iOS code needs besides the Objective-C attributes to compile against ScrollReel's UIKit:
/// - `@UIApplicationMain` becomes `@main` (Linux Swift cannot synthesise UIKit's entry point); an
///   app delegate that is a plain `NSObject` gets a maker (`NSObjectAppDelegate`), as Linux's
///   `NSObject` has no required initialiser to make it from its class;
/// - a view's `override init(frame:)` becomes `required init(frame:)` (a collection or table
///   view makes the cell class the app registered from its type, which Swift allows only
///   through a required initialiser);
/// - `#selector(refresh(_:))` becomes `Selector("refresh:", Self.refresh(_:))`: its name, and the
///   method itself, which sends the action (there is no Objective-C runtime to find a method by
///   name); a selector of any other method keeps its name alone;
/// - `delegate?.scrollViewDidScroll?(…)` (or `…!(…)`), a call of one of UIKit's optional delegate
///   methods, loses the `?` or `!` after the name (they are ordinary requirements with defaults
///   here), and a table view's `delegate` so called is cast to `UITableViewDelegate`;
/// - a selector timer on `self` becomes the block form, which runs on the simulated clock
///   (`perform(_:with:afterDelay:)` needs nothing: UIKit gives NSObject the method);
/// - a class's `@IBOutlet` properties get a `StoryboardOutlets` conformance that sets them by
///   name, so a storyboard connects them (Linux has no key-value coding);
/// - a class's `@IBAction` methods get a `StoryboardActions` conformance that finds each by its
///   Objective-C selector, so a storyboard's or xib's actions are sent;
/// - `import Foundation` in a file that imports UIKit goes (UIKit brings it; imported twice,
///   Foundation's `Date()`, `Timer` and `RunLoop` would clash with UIKit's simulated ones), and
///   in an app's file that imports Foundation alone it becomes `import UIKit`, so the file's
///   clock, identifiers and network are the simulation's too;
/// - `import os`, `import os.log` and `import OSLog` become `import UIKit`, which holds `Logger`
///   and `os_log` here (a module of those names would be found by other packages'
///   `#if canImport(os)`), and so do `import CoreGraphics`, `QuartzCore`, `ImageIO` and
///   `UniformTypeIdentifiers`, whose names UIKit holds too;
/// - `NSDate()` becomes `Date()`, which reads the simulated clock (an `NSDate` would read the
///   machine's, and the reel would differ on every run);
/// - `NSError()` becomes `NSError(domain: "", code: 0)`: Linux's `NSError()` is failable;
/// - `NSAttributedString()` and `NSMutableAttributedString()` become `…(string: "")`;
/// - a constant or variable set to a literal of text attributes with no type given
///   (`[NSAttributedString.Key.font: …, …]`) is typed `[NSAttributedString.Key: Any]` (on iOS
///   its values meet as NSObjects);
/// - `#keyPath(WKWebView.estimatedProgress)` becomes `"estimatedProgress"`;
/// - `arc4random()` and `arc4random_uniform(_:)` become `UIKit.arc4random()` and its kin: glibc
///   declares them too, so the bare name is ambiguous in a file that sees both.
extension Porting {
    /// UIKit's optional data-source and delegate methods, by base name.
    static let uikitOptionalMethods: Set<String> = [
        "collectionView", "tableView", "numberOfSections", "scrollViewDidScroll", "scrollViewWillBeginDragging",
        "scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewDidEndDecelerating",
        "scrollViewDidEndScrollingAnimation", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
    ]

    /// The modules whose names UIKit holds here, and what of them: an import of one becomes
    /// `import UIKit` (a module of that name would be found by other packages' `#if canImport`).
    static let modulesInUIKit: [String: String] = [
        "os": "Logger and os_log", "os.log": "Logger and os_log", "OSLog": "Logger and os_log", "os.signpost": "Logger and os_log",
        "CoreGraphics": "Core Graphics' names", "QuartzCore": "Core Animation's names", "ImageIO": "ImageIO's image sources",
        "UniformTypeIdentifiers": "UTType",
    ]

    /// For a build: the app delegate's `@main` or `@UIApplicationMain` goes, and its class is
    /// named instead (``PortReport/entryPointClass``) — a library holding `main` could not be
    /// linked beside a test runner's.
    private mutating func nameEntryPoint(in file: ParsedFile) {
        for type in file.tree.descendants(ClassDeclSyntax.self) {
            for attribute in type.attributes.compactMap({ $0.as(AttributeSyntax.self) })
            where ["main", "UIApplicationMain"].contains(attribute.attributeName.trimmedDescription) {
                let range = attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPosition.utf8Offset
                edit(file, file.text.wholeLines(around: range), "")
                entryPointClass = type.name.text
                rewrite(file, attribute, "`\(attribute.trimmedDescription)` removed: \(type.name.text) is named to UIApplicationMain instead")
                if type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSObject" {
                    // Linux's NSObject has no required `init()` for UIKit to make it by: a maker instead.
                    let name = type.name.text
                    edit(file, type.endPosition.utf8Offset..<type.endPosition.utf8Offset,
                         "\n\n// Made by UIKit at launch (ported: an NSObject app delegate).\nextension \(name): NSObjectAppDelegate {\n"
                             + "    static func makeAppDelegate() -> UIApplicationDelegate? { \(name)() }\n}")
                    rewrite(file, type, "\(name) is an NSObject, not a responder: UIKit makes it through an `NSObjectAppDelegate` extension")
                }
            }
        }
    }

    /// UIKit's types that are values here, whose extensions' `class` members must be `static`.
    static let valueTypes: Set<String> = ["UIFont", "UIColor", "CGColor", "UIScreen", "UIEdgeInsets", "NSDirectionalEdgeInsets"]

    /// UIKit's view classes, by name: their subclasses are views.
    static let viewClasses: Set<String> = [
        "UIView", "UIScrollView", "UICollectionView", "UITableView", "UICollectionViewCell", "UICollectionViewListCell",
        "UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel",
        "UIImageView", "UIStackView", "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl", "UIPageControl",
        "UIActivityIndicatorView", "UIProgressView", "UIVisualEffectView", "UIWindow", "UINavigationBar", "UISearchBar",
        "UITabBar", "UIPickerView", "UIDatePicker", "UIRefreshControl", "UIStepper",
    ]

    /// Views whose `init(frame:)` is a convenience here (made through `init(style:reuseIdentifier:)`
    /// and `init(reuseIdentifier:)`, as UIKit makes them): a subclass inherits it.
    static let viewClassesInheritingFrameInit: Set<String> = ["UITableViewCell", "UITableViewHeaderFooterView"]

    /// The view classes the files declare, by name: subclasses of UIKit's views and of those
    /// (table cells and header views left out, which inherit their `init(frame:)`).
    var appViewClasses: Set<String> {
        var classes: [(name: String, superclass: String)] = []
        for file in files {
            for type in file.tree.descendants(ClassDeclSyntax.self) {
                guard let first = type.inheritanceClause?.inheritedTypes.first else { continue }
                classes.append((type.name.text, first.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""))
            }
        }
        var views = Self.viewClasses.subtracting(Self.viewClassesInheritingFrameInit)
        var grew = true
        while grew {
            grew = false
            for type in classes where !views.contains(type.name) && views.contains(type.superclass) {
                views.insert(type.name)
                grew = true
            }
        }
        return views.subtracting(Self.viewClasses)
    }

    /// A view class with designated initialisers of its own and no `init(frame:)` gets a
    /// `required init(frame:)` that traps as Swift traps on iOS when UIKit calls it ("Use of
    /// unimplemented initializer"): here every view's `init(frame:)` is required, so a registered
    /// class can be made from its type.
    private mutating func requireFrameInitializers(in file: ParsedFile) {
        let views = appViewClasses
        for type in file.tree.descendants(ClassDeclSyntax.self) where views.contains(type.name.text) {
            let initializers = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            let designated = initializers.filter { initializer in !initializer.modifiers.contains { $0.name.text == "convenience" } }
            let takesFrame = initializers.contains { initializer in
                let parameters = initializer.signature.parameterClause.parameters
                return parameters.count == 1 && parameters.first?.firstName.text == "frame"
            }
            guard !designated.isEmpty, !takesFrame else { continue }
            let brace = type.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            edit(file, brace..<brace, "\n    required init(frame: CGRect) { fatalError(\"Use of unimplemented initializer 'init(frame:)' for class '\\(Self.self)'\") }\n")
            rewrite(file, type, "`required init(frame:)` added to \(type.name.text), trapping as UIKit's call of it traps on iOS: every view's `init(frame:)` is required here")
        }
    }

    /// The types the files declare conforming to `UICollectionViewDelegate`, in their declaration
    /// or any extension, by name.
    var collectionViewDelegateTypes: Set<String> {
        var names: Set<String> = []
        for file in files {
            for clause in file.tree.descendants(InheritanceClauseSyntax.self)
            where clause.inheritedTypes.contains(where: { Self.lastName($0.type) == "UICollectionViewDelegate" }) {
                if let type = clause.parent?.asProtocol(NamedDeclSyntax.self) {
                    names.insert(type.name.text)
                } else if let ext = clause.parent?.as(ExtensionDeclSyntax.self) {
                    names.insert(Self.lastName(ext.extendedType))
                }
            }
        }
        return names
    }

    private static func lastName(_ type: TypeSyntax) -> String {
        type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    }

    /// `UIScrollViewDelegate` goes from a conformance list of a type that conforms to
    /// `UICollectionViewDelegate` (in that list, or in another declaration of the type): here they
    /// are one protocol, which Swift refuses to see twice. An extension left with no conformance
    /// loses its colon.
    private mutating func dropScrollViewDelegateBesideCollectionViewDelegate(in file: ParsedFile) {
        let delegates = collectionViewDelegateTypes
        for clause in file.tree.descendants(InheritanceClauseSyntax.self) {
            let types = Array(clause.inheritedTypes)
            let names = types.map { Self.lastName($0.type) }
            guard let index = names.firstIndex(of: "UIScrollViewDelegate") else { continue }
            let owner = clause.parent?.asProtocol(NamedDeclSyntax.self)?.name.text
                ?? clause.parent?.as(ExtensionDeclSyntax.self).map { Self.lastName($0.extendedType) }
            guard names.contains("UICollectionViewDelegate") || owner.map(delegates.contains) == true else { continue }
            let element = types[index]
            if types.count == 1, clause.parent?.is(ExtensionDeclSyntax.self) == true {
                edit(file, clause.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset, "")
                rewrite(file, element, "`UIScrollViewDelegate` removed: \(owner ?? "the type") is a `UICollectionViewDelegate`, which is the same protocol here")
                continue
            }
            let range: Range<Int>
            if element.trailingComma != nil || index == 0 {
                range = element.positionAfterSkippingLeadingTrivia.utf8Offset..<(index + 1 < types.count
                    ? types[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset : element.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                range = (types[index - 1].trailingComma?.positionAfterSkippingLeadingTrivia.utf8Offset
                    ?? element.positionAfterSkippingLeadingTrivia.utf8Offset)..<element.endPositionBeforeTrailingTrivia.utf8Offset
            }
            edit(file, range, "")
            rewrite(file, element, "`UIScrollViewDelegate` removed beside `UICollectionViewDelegate`: here the two are one protocol")
        }
    }

    /// `class func` and `class var` in an extension of one of ``valueTypes`` become `static`.
    private mutating func portClassMembers(in file: ParsedFile) {
        for ext in file.tree.descendants(ExtensionDeclSyntax.self) where Self.valueTypes.contains(ext.extendedType.trimmedDescription) {
            for member in ext.memberBlock.members {
                let modifiers = member.decl.as(FunctionDeclSyntax.self)?.modifiers ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
                guard let keyword = modifiers?.first(where: { $0.name.text == "class" }) else { continue }
                edit(file, keyword.positionAfterSkippingLeadingTrivia.utf8Offset..<keyword.endPositionBeforeTrailingTrivia.utf8Offset, "static")
                rewrite(file, keyword, "`class` member of \(ext.extendedType.trimmedDescription) is now `static`: \(ext.extendedType.trimmedDescription) is a value here")
            }
        }
    }

    mutating func portUIKitShapes(in file: ParsedFile) {
        if namesEntryPoint {
            nameEntryPoint(in: file)
        } else {
            for attribute in file.tree.descendants(AttributeSyntax.self)
            where attribute.attributeName.trimmedDescription == "UIApplicationMain" {
            edit(file, attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset, "@main")
            rewrite(file, attribute, "`@UIApplicationMain` is now `@main` (UIKit's entry point is the app delegate's `main()`)")
            }
        }
        for initializer in file.tree.descendants(InitializerDeclSyntax.self) {
            let parameters = initializer.signature.parameterClause.parameters
            guard parameters.count == 1, parameters.first?.firstName.text == "frame",
                  let override = initializer.modifiers.first(where: { $0.name.text == "override" }),
                  !initializer.modifiers.contains(where: { $0.name.text == "required" }) else { continue }
            edit(file, override.positionAfterSkippingLeadingTrivia.utf8Offset..<override.endPositionBeforeTrailingTrivia.utf8Offset, "required")
            rewrite(file, initializer, "`override init(frame:)` is now `required init(frame:)`: a collection or table view makes a registered cell class from its type")
        }
        let views = appViewClasses
        for initializer in file.tree.descendants(InitializerDeclSyntax.self) {
            let parameters = initializer.signature.parameterClause.parameters
            guard parameters.count == 1, parameters.first?.firstName.text == "frame",
                  let convenience = initializer.modifiers.first(where: { $0.name.text == "convenience" }),
                  !initializer.modifiers.contains(where: { $0.name.text == "required" || $0.name.text == "override" }),
                  let type = initializer.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
                  views.contains(type.name.text) else { continue }
            let start = convenience.positionAfterSkippingLeadingTrivia.utf8Offset
            edit(file, start..<start, "required ")
            rewrite(file, initializer, "`convenience init(frame:)` is now `required convenience init(frame:)`: every view's `init(frame:)` is required here")
        }
        portClassMembers(in: file)
        dropScrollViewDelegateBesideCollectionViewDelegate(in: file)
        requireFrameInitializers(in: file)
        let imports = file.tree.descendants(ImportDeclSyntax.self)
        for merged in imports where mergedModules.contains(merged.path.first?.name.text ?? "") {
            let range = merged.positionAfterSkippingLeadingTrivia.utf8Offset..<merged.endPositionBeforeTrailingTrivia.utf8Offset
            edit(file, file.text.wholeLines(around: range), "")
            rewrite(file, merged, "removed `\(merged.trimmedDescription)`: the module's files are built into the app's")
        }
        for folded in imports {
            guard let holds = Self.modulesInUIKit[folded.path.trimmedDescription] else { continue }
            edit(file, folded.path.positionAfterSkippingLeadingTrivia.utf8Offset..<folded.path.endPositionBeforeTrailingTrivia.utf8Offset, "UIKit")
            rewrite(file, folded, "`\(folded.trimmedDescription)` is now `import UIKit`, which holds \(holds) here")
        }
        let foundationImports = imports.filter { $0.path.trimmedDescription == "Foundation" && $0.importKindSpecifier == nil }
        if imports.contains(where: { $0.path.trimmedDescription == "UIKit" }) {
            for foundation in foundationImports {
                let range = foundation.positionAfterSkippingLeadingTrivia.utf8Offset..<foundation.endPositionBeforeTrailingTrivia.utf8Offset
                edit(file, file.text.wholeLines(around: range), "")
                rewrite(file, foundation, "removed `import Foundation`: UIKit brings it, and its `Date()`, `Timer` and `RunLoop` are UIKit's simulated ones here")
            }
        } else if let foundation = foundationImports.first, appImportsUIKit {
            // An app's model or network file: on iOS its Foundation is the one UIKit brings.
            let path = foundation.path
            edit(file, path.positionAfterSkippingLeadingTrivia.utf8Offset..<path.endPositionBeforeTrailingTrivia.utf8Offset, "UIKit")
            rewrite(file, foundation, "`import Foundation` is now `import UIKit`, which brings it: its `Date()`, `Timer`, `UUID()` and `URLSession` are the app's simulated ones, as in the app's other files")
        }
        var rewrittenCalls: [Range<Int>] = []
        for call in file.tree.descendants(FunctionCallExprSyntax.self)
        where call.calledExpression.trimmedDescription == "NSDate" && call.arguments.isEmpty && call.trailingClosure == nil {
            let callee = call.calledExpression
            edit(file, callee.positionAfterSkippingLeadingTrivia.utf8Offset..<callee.endPositionBeforeTrailingTrivia.utf8Offset, "Date")
            rewrite(file, call, "`NSDate()` is now `Date()`: the simulated clock, so the reel is the same on every run")
        }
        for call in file.tree.descendants(FunctionCallExprSyntax.self)
        where ["arc4random", "arc4random_uniform"].contains(call.calledExpression.trimmedDescription) {
            let callee = call.calledExpression
            let name = callee.trimmedDescription
            edit(file, callee.positionAfterSkippingLeadingTrivia.utf8Offset..<callee.endPositionBeforeTrailingTrivia.utf8Offset, "UIKit.\(name)")
            rewrite(file, call, "`\(name)` is now `UIKit.\(name)`: glibc has one too, and UIKit's draws from the script's seed")
        }
        for binding in file.tree.descendants(PatternBindingSyntax.self) where binding.typeAnnotation == nil {
            // `let attributes = [NSAttributedString.Key.font: font, .foregroundColor: colour]`: on
            // iOS the values meet as NSObjects; here UIFont and UIColor are values, so the literal
            // is typed as attributes are.
            guard let literal = binding.initializer?.value.as(DictionaryExprSyntax.self),
                  case let .elements(elements) = literal.content, !elements.isEmpty,
                  let first = elements.first?.key.as(MemberAccessExprSyntax.self),
                  ["NSAttributedString.Key", "NSAttributedStringKey"].contains(first.base?.trimmedDescription ?? ""),
                  elements.allSatisfy({ $0.key.is(MemberAccessExprSyntax.self) }) else { continue }
            edit(file, binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset..<binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset,
                 ": [NSAttributedString.Key: Any]")
            rewrite(file, binding, "`\(binding.pattern.trimmedDescription)` is typed `[NSAttributedString.Key: Any]`: its values are NSObjects on iOS, values here")
        }
        for call in file.tree.descendants(FunctionCallExprSyntax.self)
        where ["NSAttributedString", "NSMutableAttributedString"].contains(call.calledExpression.trimmedDescription)
            && call.arguments.isEmpty && call.trailingClosure == nil {
            let name = call.calledExpression.trimmedDescription
            let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            edit(file, range, "\(name)(string: \"\")")
            rewrite(file, call, "`\(name)()` is now `\(name)(string: \"\")`: Linux's has no initialiser without a string")
        }
        for call in file.tree.descendants(FunctionCallExprSyntax.self)
        where call.calledExpression.trimmedDescription == "NSError" && call.arguments.isEmpty && call.trailingClosure == nil {
            let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            edit(file, range, "NSError(domain: \"\", code: 0)")
            rewrite(file, call, "`NSError()` is now `NSError(domain: \"\", code: 0)`: Linux's `NSError()` may fail, iOS's makes an error of no domain and code 0")
        }
        for call in file.tree.descendants(FunctionCallExprSyntax.self) {
            guard let replacement = Self.blockTimer(call) else { continue }
            let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            guard !rewrittenCalls.contains(where: { $0.overlaps(range) }) else { continue }
            rewrittenCalls.append(range)
            edit(file, range, replacement)
            let head = String(replacement.prefix { $0 != "{" }.reversed().drop { $0 == " " }.reversed())
            rewrite(file, call, "`\(call.calledExpression.trimmedDescription)` with a selector is now `\(head)` with a closure (on the simulated clock)")
        }
        for macro in file.tree.descendants(MacroExpansionExprSyntax.self) where macro.macroName.text == "keyPath" {
            guard let argument = macro.arguments.first?.expression else { continue }
            var parts = argument.trimmedDescription.split(separator: ".").map(String.init)
            // `#keyPath(WKWebView.estimatedProgress)`: the path after the type's name.
            if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
            let path = parts.joined(separator: ".")
            edit(file, macro.positionAfterSkippingLeadingTrivia.utf8Offset..<macro.endPositionBeforeTrailingTrivia.utf8Offset, "\"\(path)\"")
            rewrite(file, macro, "`\(macro.trimmedDescription)` is now `\"\(path)\"`: a key path by name, as key-value observing here takes it (there is no Objective-C runtime)")
        }
        for macro in file.tree.descendants(MacroExpansionExprSyntax.self) where macro.macroName.text == "selector" {
            let start = macro.positionAfterSkippingLeadingTrivia.utf8Offset
            guard !rewrittenCalls.contains(where: { $0.contains(start) }) else { continue }
            guard let argument = macro.arguments.first?.expression, let name = Self.selectorName(argument) else {
                leave(file, macro, "`\(macro.trimmedDescription)` names no method ScrollReel can spell; write `Selector(\"name:\")`")
                continue
            }
            let range = macro.positionAfterSkippingLeadingTrivia.utf8Offset..<macro.endPositionBeforeTrailingTrivia.utf8Offset
            guard let method = Self.actionMethodReference(argument) else {
                edit(file, range, "Selector(\"\(name)\")")
                rewrite(file, macro, "`\(macro.trimmedDescription)` is now `Selector(\"\(name)\")` (kept, not sent: it is no action method of a sender and an event)")
                continue
            }
            edit(file, range, "Selector(\"\(name)\", \(method))")
            rewrite(file, macro, "`\(macro.trimmedDescription)` is now `Selector(\"\(name)\", \(method))`: the method itself, so the action can be sent (there is no Objective-C runtime)")
        }
    }

    /// The method a `#selector` names, as an unapplied reference Swift can call — `Self.refresh`,
    /// `Self.share(_:)`, `FeedViewController.close` — when it is an action method: no argument,
    /// the sender, or the sender and the event; nil otherwise.
    static func actionMethodReference(_ expression: ExprSyntax) -> String? {
        let reference: DeclReferenceExprSyntax, base: String
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let owner = member.base?.trimmedDescription else { return nil }
            reference = member.declName
            base = owner == "self" ? "Self" : owner
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            base = "Self"
        } else {
            return nil
        }
        let labels = reference.argumentNames?.arguments.map(\.name.text) ?? []
        guard labels.count <= 1 || (labels.count == 2 && ["forEvent", "event", "for"].contains(labels[1])) else { return nil }
        return "\(base).\(reference.trimmedDescription)"
    }

    /// Adds, after each class with `@IBOutlet` or `@IBInspectable` properties (in its body or
    /// its extensions in the file), the conformance that sets them by name.
    mutating func connectOutlets(in file: ParsedFile) {
        for type in Self.classesWithMembers(in: file) {
            var cases: [String] = []
            for member in type.members {
                guard let variable = member.as(VariableDeclSyntax.self),
                      let kind = ["IBOutlet", "IBInspectable"].first(where: { Self.has(variable.attributes, $0) }),
                      let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                guard let type = binding.typeAnnotation?.type else {
                    leave(file, variable, "`\(name)` has no written type: give it one, so a storyboard can set it")
                    continue
                }
                var written = type.trimmedDescription
                while written.hasSuffix("!") || written.hasSuffix("?") { written.removeLast() }
                // An outlet may be set to nil; an inspectable value keeps its own when the file's is of another type.
                cases.append(kind == "IBOutlet" ? "        case \"\(name)\": \(name) = object as? \(written)"
                             : "        case \"\(name)\": if let value = object as? \(written) { \(name) = value }")
            }
            guard !cases.isEmpty else { continue }
            appendConformance(of: type.name, after: type.anchor, in: file,
                              comment: "Storyboard outlets and inspectable properties, set by name (ported from `@IBOutlet`, `@IBInspectable`).",
                              conformance: "StoryboardOutlets", signature: "func connectOutlet(_ name: String, to object: AnyObject)",
                              cases: cases, fallback: "break")
            rewrite(file, type.anchor, "\(type.name): its \(cases.count) `@IBOutlet` or `@IBInspectable` propert\(cases.count == 1 ? "y is" : "ies are") set by name (a `StoryboardOutlets` extension)")
        }
    }

    /// Adds, after each class with `@IBAction` methods (in its body or its extensions in the
    /// file), the conformance that finds them by their Objective-C selectors (`tapped:`,
    /// `tappedWithSender:`, `tapped:forEvent:`).
    mutating func connectActions(in file: ParsedFile) {
        for type in Self.classesWithMembers(in: file) {
            var cases: [String] = []
            for member in type.members {
                guard let function = member.as(FunctionDeclSyntax.self), Self.has(function.attributes, "IBAction") else { continue }
                let parameters = function.signature.parameterClause.parameters.map { $0.firstName.text }
                guard parameters.count <= 2 else {
                    leave(file, function, "action `\(function.name.text)` takes \(parameters.count) arguments; an action takes the sender and the event at most")
                    continue
                }
                let name = function.name.text
                let selector = Self.objcSelector(name, labels: parameters)
                let reference = parameters.isEmpty ? "Self.\(name)" : "Self.\(name)(\(parameters.map { "\($0):" }.joined()))"
                cases.append("        case \"\(selector)\": Selector(\"\(selector)\", \(reference))")
            }
            guard !cases.isEmpty else { continue }
            appendConformance(of: type.name, after: type.anchor, in: file,
                              comment: "Interface Builder actions, found by their selectors (ported from `@IBAction`).",
                              conformance: "StoryboardActions", signature: "func storyboardAction(named name: String) -> Selector?",
                              cases: cases, fallback: "nil")
            rewrite(file, type.anchor, "\(type.name): its \(cases.count) `@IBAction` method\(cases.count == 1 ? " is" : "s are") found by selector (a `StoryboardActions` extension)")
        }
    }

    /// Writes `extension Type: Conformance { signature { switch name { cases; default: fallback } } }`
    /// after `anchor`.
    private mutating func appendConformance(of typeName: String, after anchor: Syntax, in file: ParsedFile, comment: String,
                                            conformance: String, signature: String, cases: [String], fallback: String) {
        let lines = ["", "", "// \(comment)", "extension \(typeName): \(conformance) {", "    \(signature) {", "        switch name {"]
            + cases + ["        default: \(fallback)", "        }", "    }", "}"]
        edit(file, anchor.endPosition.utf8Offset..<anchor.endPosition.utf8Offset, lines.joined(separator: "\n"))
    }

    /// Each class the file declares or extends, with the members of its declaration and its
    /// extensions in the file, and where a conformance goes: after the declaration, else after
    /// the first extension.
    private static func classesWithMembers(in file: ParsedFile) -> [(name: String, anchor: Syntax, members: [DeclSyntax])] {
        var found: [(name: String, anchor: Syntax, members: [DeclSyntax])] = []
        func add(_ name: String, _ node: Syntax, _ members: MemberBlockSyntax, isDeclaration: Bool) {
            let decls = members.members.map(\.decl)
            if let index = found.firstIndex(where: { $0.name == name }) {
                found[index].members += decls
                if isDeclaration { found[index].anchor = node }
            } else {
                found.append((name, node, decls))
            }
        }
        for node in file.tree.descendants(Syntax.self) {
            if let declaration = node.as(ClassDeclSyntax.self) {
                add(declaration.name.text, node, declaration.memberBlock, isDeclaration: true)
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                add(extensionDecl.extendedType.trimmedDescription, node, extensionDecl.memberBlock, isDeclaration: false)
            }
        }
        return found
    }

    private static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    /// The Objective-C selector Swift gives a method: `tapped` for no argument, `tapped:` for
    /// an unlabelled one, `tappedWithSender:` for a labelled first one, `…:forEvent:` after.
    static func objcSelector(_ name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        let head = first == "_" ? name + ":" : name + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// `Timer.scheduledTimer(timeInterval:target: self, selector: #selector(m), userInfo:repeats:)`
    /// in the block form; nil for any other call.
    static func blockTimer(_ call: FunctionCallExprSyntax) -> String? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        func argument(_ label: String) -> ExprSyntax? { call.arguments.first { ($0.label?.text ?? "_") == label }?.expression }
        func selector(_ expression: ExprSyntax?) -> DeclReferenceExprSyntax? {
            guard let macro = expression?.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
                  let named = macro.arguments.first?.expression else { return nil }
            return named.as(DeclReferenceExprSyntax.self) ?? named.as(MemberAccessExprSyntax.self)?.declName
        }
        /// `m(…)` called with `value` as its one argument (or none).
        func invocation(_ method: DeclReferenceExprSyntax, passing value: String?) -> String? {
            let names = method.argumentNames?.arguments.map(\.name.text) ?? []
            switch (names.count, value) {
            case (0, _): return "\(method.baseName.text)()"
            case (1, let value?): return "\(method.baseName.text)(\(names[0] == "_" ? "" : names[0] + ": ")\(value))"
            default: return nil
            }
        }
        let called = call.calledExpression.trimmedDescription
        if labels == ["timeInterval", "target", "selector", "userInfo", "repeats"], called == "Timer.scheduledTimer",
           argument("target")?.trimmedDescription == "self", let method = selector(argument("selector")),
           let interval = argument("timeInterval"), let repeats = argument("repeats"),
           let body = invocation(method, passing: "timer") {
            return "Timer.scheduledTimer(withTimeInterval: \(interval.trimmedDescription), repeats: \(repeats.trimmedDescription)) "
                + "{ [weak self] timer in self?.\(body) }"
        }
        return nil
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
        return objcSelector(reference.baseName.text, labels: reference.argumentNames?.arguments.map(\.name.text) ?? [])
    }
}
