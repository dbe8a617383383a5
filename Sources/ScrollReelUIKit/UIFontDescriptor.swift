public import Foundation

/// `UIFontDescriptor`: a font's size, its symbolic traits (bold is drawn; italic and the others
/// are kept) and its design, from which `UIFont(descriptor:size:)` makes the font.
public final class UIFontDescriptor: @unchecked Sendable {
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    /// The weight the font is drawn at: bold when the bold trait is on.
    let weight: UIFont.Weight
    /// `withDesign(_:)`'s design: kept (the bundled face draws every design).
    public let design: SystemDesign

    init(pointSize: CGFloat, weight: UIFont.Weight, traits: SymbolicTraits? = nil, design: SystemDesign = .default) {
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        symbolicTraits = traits ?? (Self.boldWeights.contains(weight) ? .traitBold : [])
    }

    /// `withSymbolicTraits(_:)`: the descriptor with exactly `traits` — bold when they hold the
    /// bold trait, else regular unless the weight was set apart from the trait.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = traits.contains(.traitBold) ? .bold : (Self.boldWeights.contains(self.weight) ? .regular : self.weight)
        return UIFontDescriptor(pointSize: pointSize, weight: weight, traits: traits, design: design)
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, weight: weight, traits: symbolicTraits, design: design)
    }

    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, weight: weight, traits: symbolicTraits, design: design)
    }

    /// `preferredFontDescriptor(withTextStyle:)`: the text style's font's descriptor.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The weights the bold trait names.
    static let boldWeights: Set<UIFont.Weight> = [.bold, .heavy, .black]

    /// `UIFontDescriptor.SymbolicTraits`, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// `UIFontDescriptor.SystemDesign`.
    public enum SystemDesign: String, Sendable, Hashable {
        case `default` = "NSCTFontUIFontDesignDefault", rounded = "NSCTFontUIFontDesignRounded"
        case monospaced = "NSCTFontUIFontDesignMonospaced", serif = "NSCTFontUIFontDesignSerif"
    }
}
