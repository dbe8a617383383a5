import Foundation

/// `RelativeDateTimeFormatter`, which Linux's Foundation lacks: "2 hours ago", "in 3 days", in
/// the US English an iPhone set to English writes — the largest calendar unit that is not zero,
/// counted whole (*our reading* of its output; the strings are Apple's English ones).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// `RelativeDateTimeFormatter.DateTimeStyle`: numbers ("1 day ago") or names ("yesterday").
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    /// `RelativeDateTimeFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    open var dateTimeStyle = DateTimeStyle.numeric
    open var unitsStyle = UnitsStyle.full
    open var calendar = Calendar(identifier: .gregorian)
    open var locale = Locale(identifier: "en_US")

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` said relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: referenceDate, to: date)
        return localizedString(from: parts)
    }

    /// `timeInterval` seconds from now, said.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest unit of `dateComponents` that is not zero, said.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let units: [(Int?, Unit)] = [(dateComponents.year, .year), (dateComponents.month, .month), (dateComponents.weekOfMonth, .week),
                                     (dateComponents.day, .day), (dateComponents.hour, .hour), (dateComponents.minute, .minute),
                                     (dateComponents.second, .second)]
        let (value, unit) = units.first { ($0.0 ?? 0) != 0 }.map { ($0.0 ?? 0, $0.1) } ?? (0, .second)
        if dateTimeStyle == .named, let name = unit.name(for: value) { return name }
        let count = abs(value)
        let amount: String
        switch unitsStyle {
        case .full: amount = "\(count) \(count == 1 ? unit.rawValue : unit.rawValue + "s")"
        case .spellOut: amount = "\(Self.spelledOut(count)) \(count == 1 ? unit.rawValue : unit.rawValue + "s")"
        case .short: amount = "\(count) \(unit.short(count))"
        case .abbreviated: amount = "\(count)\(unit.abbreviation)"
        }
        return value < 0 ? "\(amount) ago" : "in \(amount)"
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    private enum Unit: String {
        case year, month, week, day, hour, minute, second

        /// The names the named style uses for one unit either way, and for now.
        func name(for value: Int) -> String? {
            switch (self, value) {
            case (.second, 0): "now"
            case (.day, -1): "yesterday"
            case (.day, 1): "tomorrow"
            case (.week, -1), (.month, -1), (.year, -1): "last \(rawValue)"
            case (.week, 1), (.month, 1), (.year, 1): "next \(rawValue)"
            default: nil
            }
        }

        func short(_ count: Int) -> String {
            switch self {
            case .year: "yr."
            case .month: "mo."
            case .week: "wk."
            case .day: count == 1 ? "day" : "days"
            case .hour: "hr."
            case .minute: "min."
            case .second: "sec."
            }
        }

        var abbreviation: String {
            switch self {
            case .year: "y"
            case .month: "mo"
            case .week: "w"
            case .day: "d"
            case .hour: "h"
            case .minute: "m"
            case .second: "s"
            }
        }
    }

    /// English words for small counts, as the spell-out style writes them; digits past twenty.
    private static func spelledOut(_ count: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
        return count < words.count ? words[count] : "\(count)"
    }
}
