public import Foundation
import ReelLayout

/// `NSStringDrawingOptions`: how `boundingRect(with:options:attributes:context:)` measures.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrapped to the given width, measured from the first line's origin; without it the
    /// text is measured on one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: kept.
open class NSStringDrawingContext {
    open var minimumScaleFactor: CGFloat = 0
    public init() {}
}

extension String {
    /// The text's size on one line in the attributes' font (Body's 17 pt when none is given),
    /// as a label measures it.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        Self.measure(self, attributes: attributes, width: .greatestFiniteMagnitude, lines: 1)
    }

    /// The rectangle the text takes: wrapped to `size.width` with `.usesLineFragmentOrigin`,
    /// else on one line, in the attributes' font; at the origin.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let measured = Self.measure(self, attributes: attributes, width: wraps ? size.width : .greatestFiniteMagnitude, lines: wraps ? 0 : 1)
        return CGRect(origin: .zero, size: measured)
    }

    /// Measured as a label sets it; outside a simulation, estimated (half the size a character,
    /// 1.2 lines' height).
    static func measure(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat, lines: Int) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .preferredFont(forTextStyle: .body)
        let drawn = DrawnText(text: text, pointSize: font.pointSize, color: .black, alignment: .left, numberOfLines: lines,
                              lineBreakMode: lines == 1 ? .byClipping : .byWordWrapping, weight: font.weight.drawn)
        guard !text.isEmpty else { return .zero }
        if let measure = ViewRuntime.running?.measureText { return measure(drawn, width) }
        return CGSize(width: CGFloat(text.count) * font.pointSize / 2, height: (font.pointSize * 1.2).rounded(.up))
    }
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The string measured in its first run's attributes.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil, context: context)
    }

    public func size() -> CGSize {
        string.size(withAttributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }
}
