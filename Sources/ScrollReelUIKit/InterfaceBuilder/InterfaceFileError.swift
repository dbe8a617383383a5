/// Why a storyboard or xib cannot be used: the file and line, and what is wrong.
struct InterfaceFileError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
