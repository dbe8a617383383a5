/// Why a storyboard, xib or other file Xcode writes in XML cannot be used: the file and line,
/// and what is wrong.
package struct InterfaceFileError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
