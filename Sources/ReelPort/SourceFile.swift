/// A Swift source file to port: its name (as the report names it) and its text.
public struct SourceFile: Sendable, Hashable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
