/// How a table animates inserted, deleted and reloaded rows, as `UITableView.RowAnimation`
/// (docs/facts.md, "Update animations").
public enum RowAnimation: String, Sendable, Hashable, CaseIterable {
    /// The row fades in or out, moving with the rows around it.
    case fade
    /// The row slides in from, or out to, the right.
    case right
    /// The row slides in from, or out to, the left.
    case left
    /// The row slides in from above, or out upwards, behind its neighbours.
    case top
    /// The row slides in from below, or out downwards, behind its neighbours.
    case bottom
    /// The row appears or disappears at once; the other rows still move.
    case none
    /// The row stays centred in the gap that opens or closes, fading.
    case middle
    /// The table chooses: a fade for insertions and deletions, a cross-fade for reloads.
    case automatic
}
