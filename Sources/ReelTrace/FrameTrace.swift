public import Foundation
public import ReelGeometry

/// What one frame's layout produced: a frame of `scrollreel dump`.
public struct FrameTrace: Sendable, Hashable, Codable {
    public var index: Int
    /// Simulated seconds: index / fps.
    public var time: TimeInterval
    /// Every scroll view, outermost first.
    public var scrollViews: [ScrollViewTrace]
    /// Lines logged to the console during this frame.
    public var console: [String]
    /// The tab pager's state, on screens that have one.
    public var pager: PagerTrace?
    /// A collapsing header's progress (0 collapsed, 1 expanded, > 1 stretched), if any.
    public var headerProgress: CGFloat?
    /// What the app did during this frame (`performBatchUpdates {insertItems [0-0]}`); nil when
    /// nothing.
    public var events: [String]?
    /// Every view drawn, when a render asks for them (the `views` format); not part of the
    /// trace's own JSON.
    public var views: [ViewTrace]?

    public init(index: Int, time: TimeInterval, scrollViews: [ScrollViewTrace], console: [String],
                pager: PagerTrace? = nil, headerProgress: CGFloat? = nil, events: [String]? = nil) {
        self.index = index
        self.time = time
        self.scrollViews = scrollViews
        self.console = console
        self.pager = pager
        self.headerProgress = headerProgress
        self.events = events
    }

    enum CodingKeys: String, CodingKey {
        case index, time, events, scrollViews, console, pager, headerProgress
    }
}

/// The selected tab and the underline's frame (pager content coordinates).
public struct PagerTrace: Sendable, Hashable, Codable {
    public var selectedIndex: Int
    public var underline: CGRect

    public init(selectedIndex: Int, underline: CGRect) {
        self.selectedIndex = selectedIndex
        self.underline = underline
    }

    enum CodingKeys: String, CodingKey {
        case selectedIndex = "selected", underline
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selectedIndex = try container.decode(Int.self, forKey: .selectedIndex)
        underline = try container.decode(TraceRect.self, forKey: .underline).rect
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selectedIndex, forKey: .selectedIndex)
        try container.encode(TraceRect(underline), forKey: .underline)
    }
}

/// One scroll view's state and the attributes its layout returned for the visible rect.
public struct ScrollViewTrace: Sendable, Hashable, Codable {
    /// `main`, `pager`, `main.header[0].slider`, `main.section[N]`, or for a scroll view nested in
    /// an app's window its place there (`main.cell[0.3].collection`, `table[1]`).
    public var id: String
    /// Where the scroll view's visible part is in the window.
    public var frame: CGRect
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    /// The adjusted content inset.
    public var contentInset: UIEdgeInsets
    /// Sorted by (section, kind, item), so the trace does not depend on the order a layout
    /// happens to return them in.
    public var attributes: [AttributeTrace]

    public init(id: String, frame: CGRect, contentOffset: CGPoint, contentSize: CGSize, contentInset: UIEdgeInsets,
                attributes: [AttributeTrace]) {
        self.id = id
        self.frame = frame
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.attributes = attributes.sorted {
            ($0.section, $0.kind.rank, $0.item, $0.kind.rawValue, $0.update ?? "")
                < ($1.section, $1.kind.rank, $1.item, $1.kind.rawValue, $1.update ?? "")
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, frame, contentOffset, contentSize, contentInset, attributes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        // Traces written before scroll views had frames read as at the origin, empty.
        frame = try container.decodeIfPresent(TraceRect.self, forKey: .frame)?.rect ?? .zero
        let offset = try container.decode(TraceNumbers.self, forKey: .contentOffset).values(2)
        contentOffset = CGPoint(x: offset[0], y: offset[1])
        let size = try container.decode(TraceNumbers.self, forKey: .contentSize).values(2)
        contentSize = CGSize(width: size[0], height: size[1])
        let inset = try container.decode(TraceNumbers.self, forKey: .contentInset).values(4)
        contentInset = UIEdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        attributes = try container.decode([AttributeTrace].self, forKey: .attributes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(TraceRect(frame), forKey: .frame)
        try container.encode(TraceNumbers([contentOffset.x, contentOffset.y]), forKey: .contentOffset)
        try container.encode(TraceNumbers([contentSize.width, contentSize.height]), forKey: .contentSize)
        try container.encode(TraceNumbers(contentInset.traceComponents), forKey: .contentInset)
        try container.encode(attributes, forKey: .attributes)
    }
}

/// One element's layout attributes, in its scroll view's content coordinates.
public struct AttributeTrace: Sendable, Hashable, Codable {
    /// Which kind of element: a cell, a section's header or footer, or a layout's own
    /// supplementary or decoration kind, spelled as the layout names it.
    public struct Kind: RawRepresentable, Sendable, Hashable, Codable, Comparable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let cell = Kind(rawValue: "cell")
        public static let header = Kind(rawValue: "header")
        public static let footer = Kind(rawValue: "footer")

        /// Trace order within a section: header, cells, footer, then other kinds by name.
        var rank: Int { self == .header ? 0 : self == .cell ? 1 : self == .footer ? 2 : 3 }

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            (lhs.rank, lhs.rawValue) < (rhs.rank, rhs.rawValue)
        }

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    public var kind: Kind
    public var section: Int
    public var item: Int
    public var frame: CGRect
    public var zIndex: Int
    /// Opacity; written only when below 1.
    public var alpha: CGFloat = 1
    /// Hidden elements are traced but not drawn; written only when true.
    public var isHidden = false
    /// The affine part of the transform `[a, b, c, d, tx, ty]`; written only when not the identity.
    public var transform: CGAffineTransform = .identity
    /// During an animated update: `appearing`, `disappearing` (at its index path before the
    /// update) or `moving`; written only then.
    public var update: String?
    /// In a self-sizing layout: `estimated` (laid out at the estimate, not measured yet) or
    /// `measured`; written only there.
    public var sizing: String?
    /// Once a self-sizing element measured itself: the size it had before (its estimate); written
    /// only then.
    public var estimatedSize: CGSize?

    public init(kind: Kind, section: Int, item: Int, frame: CGRect, zIndex: Int,
                alpha: CGFloat = 1, isHidden: Bool = false, transform: CGAffineTransform = .identity,
                update: String? = nil, sizing: String? = nil, estimatedSize: CGSize? = nil) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
        self.transform = transform
        self.update = update
        self.sizing = sizing
        self.estimatedSize = estimatedSize
    }

    /// How a trace diff names the element: `cell 0.4`, `header 2.0`.
    public var elementName: String { "\(kind.rawValue) \(section).\(item)" }

    /// `[a, b, c, d, tx, ty]`.
    public var transformComponents: [CGFloat] {
        transform.components
    }

    enum CodingKeys: String, CodingKey {
        case kind, section, item, frame, zIndex, alpha, hidden, transform, update, sizing, estimatedSize
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        section = try container.decode(Int.self, forKey: .section)
        item = try container.decode(Int.self, forKey: .item)
        frame = try container.decode(TraceRect.self, forKey: .frame).rect
        zIndex = try container.decode(Int.self, forKey: .zIndex)
        alpha = try container.decodeIfPresent(CGFloat.self, forKey: .alpha) ?? 1
        isHidden = try container.decodeIfPresent(Bool.self, forKey: .hidden) ?? false
        if let t = try container.decodeIfPresent(TraceNumbers.self, forKey: .transform)?.numbers, t.count == 6 {
            transform = CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        }
        update = try container.decodeIfPresent(String.self, forKey: .update)
        sizing = try container.decodeIfPresent(String.self, forKey: .sizing)
        if let size = try container.decodeIfPresent(TraceNumbers.self, forKey: .estimatedSize)?.values(2) {
            estimatedSize = CGSize(width: size[0], height: size[1])
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(section, forKey: .section)
        try container.encode(item, forKey: .item)
        try container.encode(TraceRect(frame), forKey: .frame)
        try container.encode(zIndex, forKey: .zIndex)
        if alpha != 1 { try container.encode(alpha, forKey: .alpha) }
        if isHidden { try container.encode(true, forKey: .hidden) }
        if !transform.isIdentity { try container.encode(TraceNumbers(transformComponents), forKey: .transform) }
        if let update { try container.encode(update, forKey: .update) }
        if let sizing { try container.encode(sizing, forKey: .sizing) }
        if let estimatedSize {
            try container.encode(TraceNumbers([estimatedSize.width, estimatedSize.height]), forKey: .estimatedSize)
        }
    }
}

// MARK: - Number lists

extension CGRect {
    /// `[x, y, width, height]`: how the trace spells a rect, and how a trace diff names its parts.
    package var traceComponents: [CGFloat] { [minX, minY, width, height] }
}

extension UIEdgeInsets {
    /// `[top, left, bottom, right]`: how the trace spells insets.
    package var traceComponents: [CGFloat] { [top, left, bottom, right] }
}

/// A fixed-length list of numbers: how the trace spells points, sizes and insets (`[x, y]`).
struct TraceNumbers: Codable {
    var numbers: [CGFloat]

    init(_ numbers: [CGFloat]) { self.numbers = numbers }

    init(from decoder: any Decoder) throws {
        numbers = try decoder.singleValueContainer().decode([CGFloat].self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(numbers)
    }

    /// The numbers, which must be `count` of them.
    func values(_ count: Int) throws -> [CGFloat] {
        guard numbers.count == count else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "expected \(count) numbers, got \(numbers.count)"))
        }
        return numbers
    }
}

/// A rect as `[x, y, width, height]`.
struct TraceRect: Codable {
    var rect: CGRect

    init(_ rect: CGRect) { self.rect = rect }

    init(from decoder: any Decoder) throws {
        let values = try TraceNumbers(from: decoder).values(4)
        rect = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    func encode(to encoder: any Encoder) throws {
        try TraceNumbers(rect.traceComponents).encode(to: encoder)
    }
}

/// One view of the window as a frame drew it: where it is in the tree, its class and its frame
/// in window coordinates — what the `views` format lists, so a report can say how tall a view was
/// without pixels.
public struct ViewTrace: Sendable, Hashable, Codable {
    /// Its path from the window: each view by the name the view tree gives it (`window/view/tableView`).
    public var path: String
    /// The class it is of (`UITableView`, the app's own `ProfileHeaderView`).
    public var className: String
    /// Its frame in window coordinates (transforms aside).
    public var frame: CGRect
    /// Its alpha, when below 1.
    public var alpha: CGFloat?

    public init(path: String, className: String, frame: CGRect, alpha: CGFloat? = nil) {
        self.path = path
        self.className = className
        self.frame = frame
        self.alpha = alpha
    }

    enum CodingKeys: String, CodingKey {
        case path = "view", className = "class", frame, alpha
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        className = try container.decode(String.self, forKey: .className)
        frame = try container.decode(TraceRect.self, forKey: .frame).rect
        alpha = try container.decodeIfPresent(CGFloat.self, forKey: .alpha)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(className, forKey: .className)
        try container.encode(TraceRect(frame), forKey: .frame)
        try container.encodeIfPresent(alpha, forKey: .alpha)
    }
}

/// A frame's views, for the `views` format: when it shows and every view drawn.
public struct FrameViews: Sendable, Hashable, Codable {
    public var index: Int
    public var time: TimeInterval
    public var views: [ViewTrace]

    public init(index: Int, time: TimeInterval, views: [ViewTrace]) {
        self.index = index
        self.time = time
        self.views = views
    }
}
