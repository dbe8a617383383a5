import Dispatch
import Foundation

extension Array {
    /// `transform` of every element, in order, computed on up to `threads` threads at once
    /// (all the cores by default). The first error, in element order, is rethrown.
    ///
    /// Results do not depend on the thread count: each element is transformed on its own.
    /// `transform` runs on several threads at once, so it may only read what it shares, or
    /// lock it; that is the caller's promise, which the compiler cannot check here.
    /// - Complexity: O(n) calls of `transform`, spread over the threads.
    package func concurrentMap<Result>(threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                                       _ transform: (Element) throws -> Result) throws -> [Result] {
        guard count > 1, threads > 1 else { return try map(transform) }
        let outcomes = Locked([Swift.Result<Result, any Error>?](repeating: nil, count: count))
        let next = Locked(0)
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let (elements, transform) = (self, transform)
            // Each thread takes the next element until none is left.
            DispatchQueue.concurrentPerform(iterations: Swift.min(threads, count)) { _ in
                while true {
                    let index: Int = next.withLock { value in
                        defer { value += 1 }
                        return value
                    }
                    guard index < elements.count else { return }
                    let outcome = Swift.Result { try transform(elements[index]) }
                    outcomes.withLock { $0[index] = outcome }
                }
            }
        }
        return try outcomes.withLock { $0 }.map { try $0!.get() }
    }
}

/// How many items to hand ``Swift/Array/concurrentMap(threads:_:)`` at once: eight per core,
/// so every core stays busy while a batch's items finish unevenly, fewer when the items are so
/// large that a batch would pass `memoryBudget` bytes (32 MiB by default, so a render stays
/// well under 250 MB whatever its size), but never fewer than one per core.
package func concurrentBatchSize(bytesPerItem: Int, memoryBudget: Int = 32 << 20) -> Int {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return max(cores, 1, min(8 * cores, memoryBudget / max(bytesPerItem, 1)))
}
