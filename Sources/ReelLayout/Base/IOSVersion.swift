import Foundation

/// The iOS version whose UIKit a reel reproduces, where UIKit's behaviour changed between
/// versions (an exception's wording, docs/facts.md, "Batch updates"). A scenario's `iOSVersion`.
public struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// The newest iOS ScrollReel knows: what a scenario that names none reproduces.
    public static let newest = IOSVersion(26, 1)
    /// The versions a scenario may name: self-sizing cells came with iOS 8.
    public static let supported = IOSVersion(8)...newest

    /// `16.4`, `17.0.1`: whole numbers separated by dots; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) }),
              let numbers = Optional(parts.compactMap { Int($0) }), numbers.count == parts.count,
              numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}
