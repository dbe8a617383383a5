import Foundation
import ReelLayout

/// The unified logging system's `Logger` and `os_log` (`import os` on iOS; the porter makes an
/// app's `import os` UIKit's, as a module named `os` would be found by other packages'
/// `#if canImport(os)`), written to the app's console — the reel's console, as Xcode's shows
/// them — with the message alone. A value logged `.private` is shown, as Xcode shows it while
/// debugging.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String
    /// False for a logger of `OSLog.disabled`, which writes nothing.
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    public init() { self.init(subsystem: "", category: "") }

    public init(_ log: OSLog) {
        subsystem = log.subsystem
        category = log.category
        isEnabled = log !== OSLog.disabled
    }

    public func log(_ message: OSLogMessage) { write(message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message) }
    public func trace(_ message: OSLogMessage) { write(message) }
    public func debug(_ message: OSLogMessage) { write(message) }
    public func info(_ message: OSLogMessage) { write(message) }
    public func notice(_ message: OSLogMessage) { write(message) }
    public func warning(_ message: OSLogMessage) { write(message) }
    public func error(_ message: OSLogMessage) { write(message) }
    public func critical(_ message: OSLogMessage) { write(message) }
    public func fault(_ message: OSLogMessage) { write(message) }

    private func write(_ message: OSLogMessage) { if isEnabled { OSLog.write(message.text) } }
}

/// `OSLogMessage`: a message with its interpolated values, each with a privacy and format.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
        public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: @autoclosure () -> Value, format: OSLogFloatFormatting,
                                                                              privacy: OSLogPrivacy = .auto) {
            text += format.text(Double(value()))
        }
        public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
        /// A value with signpost attributes (`"id=\(id, attributes: "name=id")"`): the value.
        public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, attributes: String, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
    }
}

/// `OSLogPrivacy`: whether a value is redacted in a log read off the device.
public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy(), `public` = OSLogPrivacy(), `private` = OSLogPrivacy(), sensitive = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public enum Mask: Sendable { case hash, none }
}

public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// `OSLogFloatFormatting`: `.fixed(precision:)` and the like.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: 6)
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(precision: precision) }
    func text(_ value: Double) -> String { precision.map { String(format: "%.\($0)f", value) } ?? "\(value)" }
}

/// `OSLog`: a log's subsystem and category.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")

    /// A line on the app's console (standard error outside a simulation).
    static func write(_ line: String) {
        if let context = AppContext.current { context.log(line) } else { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}

/// `OSLogType`: a message's level.
public struct OSLogType: Equatable, Sendable {
    public let rawValue: UInt8
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0), info = OSLogType(1), debug = OSLogType(2), error = OSLogType(16), fault = OSLogType(17)
}

/// `os_log(_:log:type:_:)`: the format filled with the arguments, as `String(format:)` fills it.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    OSLog.write(String(format: "\(message)".replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: ""),
                       arguments: args))
}

public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    OSLog.write(message.text)
}
