public import Foundation

/// `DateComponentsFormatter`, which Linux's Foundation marks unavailable: a duration as iOS
/// writes it in English — `1:02:05` (positional), `1h 2m 5s` (abbreviated), `1 hr, 2 min, 5 sec`
/// (short), `1 hour, 2 minutes, 5 seconds` (full), `1hr 2min 5sec` (brief). Declared here it
/// shadows Foundation's in an app's files, which import UIKit.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case positional = 0, abbreviated, short, full, spellOut, brief }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    open var allowedUnits: NSCalendar.Unit = [.hour, .minute, .second]
    open var unitsStyle: UnitsStyle = .positional
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var calendar: Calendar?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The units, largest first, with their lengths in seconds and English names.
    private static let units: [(unit: NSCalendar.Unit, seconds: Int, abbreviated: String, short: String, full: String, brief: String)] = [
        (.day, 86_400, "d", "day", "day", "d"), (.hour, 3_600, "h", "hr", "hour", "hr"),
        (.minute, 60, "m", "min", "minute", "min"), (.second, 1, "s", "sec", "second", "sec"),
    ]

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        var remaining = Int(ti.rounded(.towardZero).magnitude)
        let chosen = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !chosen.isEmpty else { return nil }
        var values: [(unit: (unit: NSCalendar.Unit, seconds: Int, abbreviated: String, short: String, full: String, brief: String), value: Int)] = []
        for unit in chosen {
            values.append((unit, remaining / unit.seconds))
            remaining %= unit.seconds
        }
        let sign = ti < 0 ? "-" : ""
        if unitsStyle == .positional {
            // Leading zero units go (all but the last two, minutes and seconds, as iOS keeps
            // `0:05`), unless padded.
            var shown = values
            if !zeroFormattingBehavior.contains(.pad) {
                while shown.count > 2, shown.first?.value == 0 { shown.removeFirst() }
            }
            let parts = shown.enumerated().map { index, part in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? "\(part.value)" : String(format: "%02d", part.value)
            }
            return sign + parts.joined(separator: ":")
        }
        var shown = values.filter { $0.value != 0 || zeroFormattingBehavior == .pad || zeroFormattingBehavior == .none }
        if shown.isEmpty, let last = values.last { shown = [last] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let words = shown.map { part -> String in
            switch unitsStyle {
            case .abbreviated: "\(part.value)\(part.unit.abbreviated)"
            case .brief: "\(part.value)\(part.unit.brief)"
            case .short: "\(part.value) \(part.unit.short)"
            default: "\(part.value) \(part.unit.full)\(part.value == 1 ? "" : "s")"
            }
        }
        let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        return sign + words.joined(separator: separator)
    }

    open func string(from components: DateComponents) -> String? {
        let seconds = (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return string(from: TimeInterval(seconds))
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }
}
