package import Foundation

/// What an app's code has said about animation on the simulation running now: inside
/// `UIView.performWithoutAnimation`, or a `CATransaction` with its actions disabled, a batch
/// update does not animate; a transaction's completion waits for the animations started in it.
///
/// One per simulation, its ``AppContext``'s.
package final class AnimationState: @unchecked Sendable {
    /// An open `CATransaction`.
    struct Transaction {
        var disablesActions = false
        var completion: (() -> Void)?
        /// When the last animation started inside it ends.
        var latestEnd: TimeInterval?
    }

    private var withoutAnimation = 0
    private var transactions: [Transaction] = []
    /// The app whose run loop runs a transaction's completion.
    private unowned let context: AppContext

    init(context: AppContext) {
        self.context = context
    }

    /// The state of the simulation running on this thread or task; nil outside one.
    package static var current: AnimationState? { AppContext.current?.animation }

    /// Whether changes made now animate.
    package var animationsEnabled: Bool {
        withoutAnimation == 0 && !transactions.contains { $0.disablesActions }
    }

    /// The durations of the `UIView.animate` blocks running now, innermost last.
    private var durations: [TimeInterval] = []

    /// `UIView.inheritedAnimationDuration`: the innermost animation block's duration; 0 outside one.
    package var inheritedDuration: TimeInterval { durations.last ?? 0 }

    /// Runs `body` as an animation block of `duration`.
    package func animating(for duration: TimeInterval, _ body: () -> Void) {
        durations.append(duration)
        defer { durations.removeLast() }
        body()
    }

    /// Runs `body` with animations off.
    package func withoutAnimation(_ body: () -> Void) {
        withoutAnimation += 1
        defer { withoutAnimation -= 1 }
        body()
    }

    /// An animation starting now that ends at `end`: the open transactions wait for it.
    package func animationStarted(endingAt end: TimeInterval) {
        for index in transactions.indices {
            transactions[index].latestEnd = max(transactions[index].latestEnd ?? end, end)
        }
    }

    // MARK: - CATransaction

    package func beginTransaction() { transactions.append(Transaction()) }

    package func setDisableActions(_ flag: Bool) {
        guard !transactions.isEmpty else { return }
        transactions[transactions.count - 1].disablesActions = flag
    }

    package var disablesActions: Bool { transactions.last?.disablesActions ?? false }

    package func setCompletionBlock(_ block: (() -> Void)?) {
        guard !transactions.isEmpty else { return }
        transactions[transactions.count - 1].completion = block
    }

    /// Ends the innermost transaction: its completion runs when the animations started in it
    /// end, or on the next turn of the run loop when none did.
    package func commitTransaction() {
        guard let transaction = transactions.popLast() else { return }
        if let end = transaction.latestEnd { animationStarted(endingAt: end) }
        guard let completion = transaction.completion else { return }
        context.perform(at: transaction.latestEnd ?? context.now, completion)
    }
}
