public import UIKit

/// `LocalizedStringKey`: a string literal that `Text` looks up in the app's strings tables.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

/// `TextAlignment`: how `multilineTextAlignment(_:)` lines up the lines of a text.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// `Text`: a string drawn as a `UILabel` draws it, in the environment's font (`.body` by
/// default) and colour (`.primary`), wrapped to the width it is offered; its ideal size is one
/// line.
public struct Text: View, PrimitiveView, Equatable {
    let string: String
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var isItalic = false
    var isStruckThrough = false
    var isUnderlined = false

    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = Bundle.main.localizedString(forKey: key.key, value: key.key, table: tableName)
    }
    public init(_ attributedContent: AttributedString) { string = String(attributedContent.characters) }
    public init(_ date: Date, style: DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        switch style {
        case .date: formatter.dateStyle = .long
        case .time: formatter.timeStyle = .short
        }
        string = formatter.string(from: date)
    }

    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { with { $0.isItalic = true } }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.color = style.resolvedColor } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.isStruckThrough = isActive } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.isUnderlined = isActive } }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var text = self
        change(&text)
        return text
    }

    /// `Text + Text`: one text; *our reading*, drawn in the first one's style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        lhs.with { $0 = Text(verbatim: lhs.string + rhs.string).with { copy in
            copy.font = lhs.font
            copy.color = lhs.color
            copy.weight = lhs.weight
        } }
    }

    public var body: Never { bodyOfPrimitive("Text") }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var uiFont = (font ?? environment.font ?? .body).uiFont
        if let weight { uiFont.weight = weight.uiWeight }
        let label = UILabel()
        label.text = string
        label.font = uiFont
        label.textColor = (color ?? environment.foregroundColor ?? .primary).uiColor
        label.numberOfLines = environment.lineLimit ?? 0
        label.textAlignment = switch environment.multilineTextAlignment {
        case .leading: .natural
        case .center: .center
        case .trailing: .right
        }
        return TextNode(label: label)
    }

    /// `Text.DateStyle`.
    public enum DateStyle: Hashable, Sendable {
        case date, time
    }
}

/// A text: its label measures it.
final class TextNode: LeafNode {
    let label: UILabel

    init(label: UILabel) {
        self.label = label
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        guard let width = proposal.width, width < ideal.width else { return ideal }
        // Offered nothing, a text is as wide as nothing and one line tall.
        guard width > 0 else { return CGSize(width: 0, height: ideal.height) }
        let wrapped = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(width, wrapped.width), height: wrapped.height)
    }

    override func makeView() -> UIView { label }
}
