public enum Publishers {}

/// `Just`: one value, then finished.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        AnyPublisher<Output, Never> { value, completion in
            value(output)
            completion(.finished)
            return AnyCancellable {}
        }.receive(subscriber: subscriber)
    }
}

/// `Empty`: no value; finished at once unless told not to complete.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        AnyPublisher<Output, Failure> { _, completion in
            if completeImmediately { completion(.finished) }
            return AnyCancellable {}
        }.receive(subscriber: subscriber)
    }
}

/// `Fail`: fails at once.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        AnyPublisher<Output, Failure> { _, completion in
            completion(.failure(error))
            return AnyCancellable {}
        }.receive(subscriber: subscriber)
    }
}

/// `Future`: a value or failure its closure promises once; every subscriber gets that result.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var result: Result<Output, Failure>?
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        // The promise holds the future until it is kept, as a subscription to it would.
        attemptToFulfill { result in
            guard self.result == nil else { return }
            self.result = result
            switch result {
            case let .success(output):
                self.subscribers.send(output)
                self.subscribers.finish(.finished)
            case let .failure(error):
                self.subscribers.finish(.failure(error))
            }
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        AnyPublisher<Output, Failure> { value, completion in
            switch self.result {
            case let .success(output)?:
                value(output)
                completion(.finished)
                return AnyCancellable {}
            case let .failure(error)?:
                completion(.failure(error))
                return AnyCancellable {}
            case nil:
                return self.subscribers.add(value, completion)
            }
        }.receive(subscriber: subscriber)
    }
}

/// `Deferred`: the publisher its closure makes for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Publishers {
    /// A sequence's elements, then finished.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            AnyPublisher<Output, Failure> { value, completion in
                for element in sequence { value(element) }
                completion(.finished)
                return AnyCancellable {}
            }.receive(subscriber: subscriber)
        }
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publishers {
    /// `Publishers.Share`: one subscription to the upstream, made by the first subscriber, whose
    /// values and completion every subscriber at the time receives (Combine's documentation:
    /// `multicast` with a passthrough subject, connected automatically). A class, as Combine's is.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private var connection: AnyCancellable?

        public init(upstream: Upstream) { self.upstream = upstream }

        /// Each subscription holds the share, as Combine's does: a share nobody else keeps
        /// (`Just(x).delay(…).share().map(…)`) lives, with its upstream's work, while subscribed.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            AnyPublisher<Output, Failure> { [self] send, finish in
                let inner = subject.observe(send, finish)
                if connection == nil {
                    let subject = subject
                    connection = upstream.observe({ subject.send($0) }, { subject.send(completion: $0) })
                }
                return AnyCancellable { withExtendedLifetime(self) { inner.cancel() } }
            }.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// `share()`: the upstream's work done once for all subscribers.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
