/// What an element is doing in an animated update (the trace names it).
public enum UpdateRole: String, Sendable, Hashable {
    /// Inserted or reloaded: comes into being.
    case appearing
    /// Deleted or reloaded away: drawn at its index path before the update until it is gone.
    case disappearing
    /// Kept: travels from its old attributes to its new ones.
    case moving
}
