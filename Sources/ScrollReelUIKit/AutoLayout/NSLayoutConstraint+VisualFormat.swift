import Foundation
import ReelLayout
public import ReelViews

extension LayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`: an alignment for every view the format names, and
    /// which way a horizontal format runs.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The attributes the alignment options name.
        var alignedAttributes: [Attribute] {
            let pairs: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }

    /// The standard space between a view and its superview's edge: 20 pt (Auto Layout Guide,
    /// "Auto Layout Cookbook"; docs/facts.md, "Visual format").
    static let standardSuperviewSpace: CGFloat = 20
    /// The standard space between neighbouring views: 8 pt (the same).
    static let standardSiblingSpace: CGFloat = 8

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints
    /// a visual format describes, inactive, as UIKit returns them. A format UIKit cannot parse, a
    /// view or metric the dictionaries lack, or `|` on a view without a superview raises UIKit's
    /// `NSInvalidArgumentException` ("Unable to parse constraint format") and gives none.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
                                   views: [String: Any]) -> [LayoutConstraint] {
        do {
            return try makeConstraints(format, options: options, metrics: (metrics ?? [:]).compactMapValues(Self.number), views: views)
        } catch {
            let caret = String(repeating: " ", count: error.offset) + "^"
            AppContext.current?.raise(.raised(name: "NSInvalidArgumentException",
                                              reason: "Unable to parse constraint format: \n\(error.reason) \n\(format) \n\(caret)"))
            return []
        }
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private static func makeConstraints(_ text: String, options: FormatOptions, metrics: [String: CGFloat],
                                        views: [String: Any]) throws(VisualFormat.Problem) -> [LayoutConstraint] {
        let format = try VisualFormat(parsing: text, metrics: metrics)
        func view(_ name: String) throws(VisualFormat.Problem) -> UIView {
            guard let view = views[name] as? UIView else {
                let offset = (text.range(of: name).map { text.distance(from: text.startIndex, to: $0.lowerBound) }) ?? 0
                throw VisualFormat.Problem(reason: "\(name) is not a key in the views dictionary.", offset: offset)
            }
            return view
        }
        let placed = try format.views.map { (term) throws(VisualFormat.Problem) in try view(term.name) }
        let horizontal = format.orientation == .horizontal
        let (start, end): (Attribute, Attribute) = switch (horizontal, options.intersection(.directionMask)) {
        case (false, _): (.top, .bottom)
        case (true, .directionLeftToRight): (.left, .right)
        case (true, .directionRightToLeft): (.right, .left)
        default: (.leading, .trailing)
        }
        // Right to left, a larger gap is a smaller x: the constants go the other way.
        let sign: CGFloat = horizontal && options.intersection(.directionMask) == .directionRightToLeft ? -1 : 1
        let dimension: Attribute = horizontal ? .width : .height
        var made: [LayoutConstraint] = []

        // The views' sizes.
        for (term, item) in zip(format.views, placed) {
            for predicate in term.predicates {
                let constraint: LayoutConstraint
                switch predicate.object {
                case .constant(let value):
                    constraint = LayoutConstraint(item: item, attribute: dimension, relatedBy: predicate.relation, toItem: nil,
                                                  attribute: .notAnAttribute, multiplier: 1, constant: value)
                case .view(let name):
                    constraint = LayoutConstraint(item: item, attribute: dimension, relatedBy: predicate.relation,
                                                  toItem: try view(name), attribute: dimension, multiplier: 1, constant: 0)
                }
                if let priority = predicate.priority { constraint.priority = LayoutPriority(priority) }
                made.append(constraint)
            }
        }
        // `later.start == earlier.end + space` for each connection, superview edges included.
        func connect(_ connection: VisualFormat.Connection, from earlier: AnyObject, _ earlierEdge: Attribute,
                     to later: AnyObject, _ laterEdge: Attribute, standard: CGFloat) {
            let predicates: [VisualFormat.Predicate] = switch connection {
            case .flush: [VisualFormat.Predicate(object: .constant(0))]
            case .standard: [VisualFormat.Predicate(object: .constant(standard))]
            case .predicates(let list): list
            }
            for predicate in predicates {
                guard case .constant(let space) = predicate.object else { continue }
                let constraint = LayoutConstraint(item: later, attribute: laterEdge, relatedBy: predicate.relation, toItem: earlier,
                                                  attribute: earlierEdge, multiplier: 1, constant: sign * space)
                if let priority = predicate.priority { constraint.priority = LayoutPriority(priority) }
                made.append(constraint)
            }
        }
        if format.leadingSuperview != nil || format.trailingSuperview != nil {
            guard let superview = placed[0].superview else {
                throw VisualFormat.Problem(reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                           offset: format.leadingSuperview != nil ? (text.firstIndex(of: "|").map { text.distance(from: text.startIndex, to: $0) } ?? 0) : text.count - 1)
            }
            if let connection = format.leadingSuperview {
                connect(connection, from: superview, start, to: placed[0], start, standard: standardSuperviewSpace)
            }
            if let connection = format.trailingSuperview, let last = placed.last {
                connect(connection, from: last, end, to: superview, end, standard: standardSuperviewSpace)
            }
        }
        for (index, connection) in format.connections.enumerated() {
            connect(connection, from: placed[index], end, to: placed[index + 1], start, standard: standardSiblingSpace)
        }
        // Each view aligned with the one before it.
        for attribute in options.alignedAttributes {
            for (earlier, later) in zip(placed, placed.dropFirst()) {
                made.append(LayoutConstraint(item: earlier, attribute: attribute, relatedBy: .equal, toItem: later, attribute: attribute,
                                             multiplier: 1, constant: 0))
            }
        }
        return made
    }
}
