import Foundation

/// Values made once per key and kept, for every thread, within a budget: past it the least
/// recently used go first. Stored values are only read.
///
/// The one cache of the package: text measurements, decoded images, their PNG text, scaled
/// images, shadow masks. Memory stays bounded however many scenarios a process renders.
package final class BoundedCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    private struct Entries {
        var values: [Key: Entry] = [:]
        var cost = 0
        var clock: UInt64 = 0
    }

    private let entries = Locked(Entries())
    private let budget: Int
    private let cost: @Sendable (Value) -> Int

    /// A cache holding values whose `cost` adds up to at most `budget` (at least one value is
    /// kept, whatever it costs); by default each value costs 1, so `budget` counts them.
    package init(budget: Int, cost: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
        self.budget = budget
        self.cost = cost
    }

    /// The value for `key`, made outside the lock when missing (two threads may both make it;
    /// the first stored wins).
    /// - Complexity: O(1) for a hit; a store past the budget evicts down to three quarters of
    ///   it, O(n log n) once per quarter of the budget stored.
    package func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        let hit: Value? = entries.withLock { entries in
            guard entries.values[key] != nil else { return nil }
            entries.clock += 1
            entries.values[key]!.lastUse = entries.clock
            return entries.values[key]!.value
        }
        if let hit { return hit }
        let made = try make()
        return entries.withLock { entries in
            if let stored = entries.values[key] { return stored.value }
            entries.clock += 1
            let madeCost = cost(made)
            entries.values[key] = Entry(value: made, cost: madeCost, lastUse: entries.clock)
            entries.cost += madeCost
            if entries.cost > budget { Self.evict(&entries, downTo: budget - budget / 4, keeping: key) }
            return made
        }
    }

    /// Whether `key` has a value, without making one or marking it used.
    package func contains(_ key: Key) -> Bool {
        entries.withLock { $0.values[key] != nil }
    }

    /// Drops the least recently used entries until the cost is at most `target`; `kept` stays.
    private static func evict(_ entries: inout Entries, downTo target: Int, keeping kept: Key) {
        let oldestFirst = entries.values.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in oldestFirst where entries.cost > target && key != kept {
            entries.values[key] = nil
            entries.cost -= entry.cost
        }
    }
}
