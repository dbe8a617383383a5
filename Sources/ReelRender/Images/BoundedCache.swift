import Foundation
import ReelGeometry

/// Values made once per key and kept, for every thread, within a budget: past it the least
/// recently used go first. Stored values are only read.
///
/// The one cache of the renderers: decoded images, their PNG text, scaled images, shadow masks.
final class BoundedCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private struct Entries {
        var values: [Key: Value] = [:]
        /// Keys, least recently used first.
        var order: [Key] = []
        var cost = 0
    }

    private let entries = Locked(Entries())
    private let budget: Int
    private let cost: @Sendable (Value) -> Int

    /// A cache holding values whose `cost` adds up to at most `budget` (at least one value is
    /// kept, whatever it costs); by default each value costs 1, so `budget` counts them.
    init(budget: Int, cost: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
        self.budget = budget
        self.cost = cost
    }

    /// The value for `key`, made outside the lock when missing (two threads may both make it;
    /// the first stored wins).
    /// - Complexity: O(entries) to mark it used; the caches hold tens of entries.
    func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        let hit: Value? = entries.withLock { entries in
            guard let value = entries.values[key] else { return nil }
            if let at = entries.order.firstIndex(of: key) { entries.order.append(entries.order.remove(at: at)) }
            return value
        }
        if let hit { return hit }
        let made = try make()
        return entries.withLock { entries in
            if let stored = entries.values[key] { return stored }
            entries.values[key] = made
            entries.order.append(key)
            entries.cost += cost(made)
            while entries.cost > budget, entries.order.count > 1 {
                if let dropped = entries.values.removeValue(forKey: entries.order.removeFirst()) { entries.cost -= cost(dropped) }
            }
            return made
        }
    }
}
