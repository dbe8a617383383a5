/// The weight a line of text is set in: the faces ScrollReel bundles, Inter Regular, Medium,
/// SemiBold and Bold (`UIFont.Weight` maps onto them).
public enum FontWeight: Int, Sendable, Hashable {
    case regular
    case medium
    case semibold
    case bold

    /// The CSS weight an SVG viewer picks the face by.
    public var cssWeight: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}
