import Foundation

// Core Graphics' geometry as `print` and string interpolation show it on iOS — `(0.0, 0.0, 393.0,
// 852.0)` — where Linux's Foundation prints the structure's fields: an app's console lines read
// as they do in Xcode's console.
extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
