/// Combine's publishers and subscribers, for an app's view models: values flow from a
/// publisher to its subscribers, on the thread and at the simulated time they are sent.
/// Demand is honoured as unlimited (what `sink` and `assign` ask for); a subscriber asking for
/// less still gets every value — our simplification, named in docs/views.md. The module stands
/// alone (other packages' `#if canImport(Combine)` find it); UIKit makes its queues, run loop
/// and timers schedulers.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// A receiver of a publisher's values.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

public protocol CustomCombineIdentifierConvertible {}

/// What can be cancelled: a subscription, a timer's connection.
public protocol Cancellable {
    func cancel()
}

/// A subscriber's link to its publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// How many more values a subscriber wants.
    public struct Demand: Equatable, Hashable, Comparable, Sendable {
        /// Nil: unlimited.
        public let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): false
            case (_, nil): true
            case let (a?, b?): a < b
            }
        }
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max, let b = rhs.max else { return .unlimited }
            return .max(a + b)
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// A demand against a count (`demand > 0`): unlimited is more than any count.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            guard let b = rhs.max else { return .none }
            return .max(Swift.max(0, a - b))
        }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A type-erased cancellable that cancels when released, as Combine's does.
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }

    deinit { cancel() }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Subscribes closures with a sink: the engine of every operator here.
    func observe(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        sink(receiveCompletion: completion, receiveValue: value)
    }
}

/// A subscription that cancels what it was given; requests change nothing (unlimited).
final class CancellingSubscription: Subscription {
    var onCancel: (() -> Void)?
    init(_ onCancel: (() -> Void)? = nil) { self.onCancel = onCancel }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }
}

/// `AnyPublisher`: a publisher by its output and failure only.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            subscribe = erased.subscribe
        } else {
            subscribe = { value, completion in publisher.observe(value, completion) }
        }
    }

    /// A publisher that, for each subscriber, runs `subscribe` with its value and completion
    /// handlers and keeps what it returns until cancelled.
    package init(subscribe: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        self.subscribe = subscribe
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let link = Link()
        let subscription = CancellingSubscription { link.cancel() }
        subscriber.receive(subscription: subscription)
        let inner = subscribe({ value in
            guard link.isOpen else { return }
            _ = subscriber.receive(value)
        }, { completion in
            guard link.isOpen else { return }
            link.isFinished = true
            subscriber.receive(completion: completion)
            // Finished: the upstream's work for this subscriber ends (a timer stops).
            link.inner?.cancel()
            link.inner = nil
        })
        link.inner = inner
        if !link.isOpen { inner.cancel() }
    }

    /// One subscription's state: open until cancelled or finished.
    private final class Link {
        var isCancelled = false
        var isFinished = false
        var inner: AnyCancellable?
        var isOpen: Bool { !isCancelled && !isFinished }
        func cancel() {
            isCancelled = true
            inner?.cancel()
            inner = nil
        }
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
