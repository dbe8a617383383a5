public import Foundation

/// One inserted, deleted, reloaded or moved element of an animated update, as
/// `UICollectionViewUpdateItem`: what `prepare(forCollectionViewUpdates:)` receives.
open class CollectionViewUpdateItem {
    /// What the update does, as `UICollectionViewUpdateItem.Action`.
    public enum Action: Sendable, Hashable {
        case insert, delete, reload, move, none
    }

    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    public init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
