internal import SwiftParser
internal import SwiftSyntax

/// Rewrites what compiles on iOS but not in Linux Swift, which has no Objective-C runtime, into
/// equivalent Swift, and leaves everything else as it was:
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `@IBOutlet` go;
/// - an `@objc optional` protocol requirement becomes an ordinary one with a default in an
///   extension of the protocol — nothing for a method returning nothing, else nil, its result
///   made optional — and its optional-chained calls (`delegate?.method?(…)`) plain calls, so a
///   caller's `?? fallback` still answers when the method is not implemented; implementations
///   in the files given return the optional type too;
/// - an `override` in an extension of a class (Linux refuses it: "declarations in extensions
///   cannot override yet") moves into the class, when one of the files declares it.
///
/// The files are ported together: a protocol, its callers, its implementations and an
/// extension's class may be in different files.
public enum SourcePorter {
    /// Ports `files` together.
    /// - Complexity: O(n) in the size of the files.
    public static func port(_ files: [SourceFile]) -> PortReport {
        var porting = Porting(files: files)
        porting.run()
        let ported = files.enumerated().map { index, file in
            SourceFile(name: file.name, text: file.text.applying(porting.edits.filter { $0.file == index }))
        }
        return PortReport(files: ported, rewrites: porting.rewrites.sorted(by: Self.order),
                          leftAlone: porting.leftAlone.sorted(by: Self.order))
    }

    /// Ports `files` together into copies to compile in their place: each copy keeps its
    /// original's line numbers (``String/applyingKeepingLines(_:fileName:fileNames:)``), so the
    /// compiler's errors and a trap's `#file` and `#line` name the files given and their lines.
    /// Every file is in the report's `files`, changed or not.
    /// - Complexity: O(n) in the size of the files.
    /// `import` of one of `mergedModules` — modules whose files are among `files`, built into
    /// one module with them — goes.
    /// The app delegate's `@main` or `@UIApplicationMain` goes, its class named in the report's
    /// ``PortReport/entryPointClass``.
    public static func portedCopies(of files: [SourceFile], mergedModules: Set<String> = []) -> PortReport {
        var porting = Porting(files: files, mergedModules: mergedModules, namesEntryPoint: true)
        porting.run()
        let names = files.map(\.name)
        let ported = files.enumerated().map { index, file in
            SourceFile(name: file.name, text: file.text.applyingKeepingLines(porting.edits.filter { $0.file == index },
                                                                              fileName: file.name, fileNames: names))
        }
        return PortReport(files: ported, rewrites: porting.rewrites.sorted(by: Self.order),
                          leftAlone: porting.leftAlone.sorted(by: Self.order), entryPointClass: porting.entryPointClass)
    }

    private static func order(_ a: PortReport.Entry, _ b: PortReport.Entry) -> Bool {
        (a.file, a.line, a.message) < (b.file, b.line, b.message)
    }
}

/// One parsed file and where its nodes are.
struct ParsedFile {
    let index: Int
    let name: String
    let text: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(index: Int, file: SourceFile) {
        self.index = index
        name = file.name
        text = file.text
        tree = Parser.parse(source: file.text)
        converter = SourceLocationConverter(fileName: file.name, tree: tree)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }
}

/// An optional requirement made ordinary: its name, and the result type before and after.
struct PortedRequirement: Hashable {
    var protocolName: String
    var fullName: String
    /// Where the requirement is declared.
    var file: String
    var line: Int
    var oldType: String?
    var newType: String?
}
