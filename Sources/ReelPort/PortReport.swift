/// What porting did: the files as rewritten, each rewrite with its place, and what was left for
/// the user to change by hand.
public struct PortReport: Sendable, Hashable {
    /// One change (or one construct left as it was), at a line of a file.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        public var file: String
        /// 1-based, in the file as it was given.
        public var line: Int
        public var message: String

        /// `FILE:LINE: message`, as compilers write a place.
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// The files after porting, in the order given.
    public var files: [SourceFile]
    public var rewrites: [Entry]
    /// Constructs Linux Swift refuses that the porter could not rewrite.
    public var leftAlone: [Entry]
    /// The class the files mark `@main` or `@UIApplicationMain`, when ported for a build.
    public var entryPointClass: String? = nil

    /// A Swift file naming ``entryPointClass`` as `portedAppDelegateClassName`, which an app's
    /// main hands UIApplicationMain (the app's module is a library, and cannot hold `main`).
    public var entryPointSource: String {
        """
        // Written by the build (ScrollReel's PortApp step): the class the app's files mark
        // `@main` or `@UIApplicationMain`, for UIApplicationMain; nil when none does.
        public let portedAppDelegateClassName: String? = \(entryPointClass.map { "\"\($0)\"" } ?? "nil")

        """
    }

    /// The files whose text changed.
    public var changedFiles: [SourceFile] {
        files.filter { file in rewrites.contains { $0.file == file.name } }
    }
}
