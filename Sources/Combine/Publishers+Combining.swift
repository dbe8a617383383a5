// Combine's operators that join publishers, each a type of its own as in Combine; apps also
// make `Merge`, `CombineLatest` and `Zip` by name.

extension Publishers {
    /// `flatMap(maxPublishers:_:)`: every value of the publishers `transform` makes, as they
    /// come; a failure of any ends it. Demand is unlimited here, so `maxPublishers` is kept only.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = upstream, transform = transform
            AnyPublisher<Output, Failure> { send, finish in
                // Finished once the upstream and every publisher it made have finished.
                var inners: [AnyCancellable] = [], running = 0, upstreamFinished = false
                let end: (Subscribers.Completion<Failure>) -> Void = { completion in
                    if case .failure = completion { return finish(completion) }
                    if upstreamFinished, running == 0 { finish(.finished) }
                }
                let outer = upstream.observe({ value in
                    running += 1
                    inners.append(transform(value).observe(send, { completion in
                        running -= 1
                        end(completion)
                    }))
                }, { completion in
                    upstreamFinished = true
                    end(completion)
                })
                return AnyCancellable {
                    outer.cancel()
                    inners.forEach { $0.cancel() }
                }
            }.receive(subscriber: subscriber)
        }
    }

    /// `switchToLatest()`: the values of the latest publisher the upstream sent.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = upstream
            AnyPublisher<Output, Failure> { send, finish in
                // Finished once the upstream and the latest publisher have finished.
                var current: AnyCancellable?, latestRunning = false, upstreamFinished = false
                let outer = upstream.observe({ publisher in
                    current?.cancel()
                    latestRunning = true
                    current = publisher.observe(send, { completion in
                        latestRunning = false
                        if case .failure = completion { return finish(completion) }
                        if upstreamFinished { finish(.finished) }
                    })
                }, { completion in
                    upstreamFinished = true
                    if case .failure = completion { return finish(completion) }
                    if !latestRunning { finish(.finished) }
                })
                return AnyCancellable {
                    outer.cancel()
                    current?.cancel()
                }
            }.receive(subscriber: subscriber)
        }
    }

    /// `merge(with:)`: both publishers' values as they come; finished when both are.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let a = a, b = b
            AnyPublisher<Output, Failure> { send, finish in
                let end = Publishers.finishing(after: 2, finish)
                let first = a.observe(send, end), second = b.observe(send, end)
                return AnyCancellable {
                    first.cancel()
                    second.cancel()
                }
            }.receive(subscriber: subscriber)
        }
    }

    /// `combineLatest(_:)`: both latest values, each time either sends once both have.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let a = a, b = b
            AnyPublisher<Output, Failure> { send, finish in
                var left: A.Output?, right: B.Output?
                let end = Publishers.finishing(after: 2, finish)
                let first = a.observe({ value in
                    left = value
                    if let right { send((value, right)) }
                }, end)
                let second = b.observe({ value in
                    right = value
                    if let left { send((left, value)) }
                }, end)
                return AnyCancellable {
                    first.cancel()
                    second.cancel()
                }
            }.receive(subscriber: subscriber)
        }
    }

    /// `combineLatest(_:_:)`: three latest values.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Map(upstream: CombineLatest(CombineLatest(a, b), c)) { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
        }
    }

    /// `zip(_:)`: the two publishers' values paired in the order they came.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let a = a, b = b
            AnyPublisher<Output, Failure> { send, finish in
                var lefts: [A.Output] = [], rights: [B.Output] = []
                let pair = {
                    while !lefts.isEmpty, !rights.isEmpty { send((lefts.removeFirst(), rights.removeFirst())) }
                }
                let first = a.observe({ lefts.append($0); pair() }, finish)
                let second = b.observe({ rights.append($0); pair() }, finish)
                return AnyCancellable {
                    first.cancel()
                    second.cancel()
                }
            }.receive(subscriber: subscriber)
        }
    }

    /// A completion handler that finishes once `count` upstreams have, or at the first failure.
    static func finishing<Failure: Error>(after count: Int, _ finish: @escaping (Subscribers.Completion<Failure>) -> Void)
        -> (Subscribers.Completion<Failure>) -> Void {
        var finished = 0
        return { completion in
            if case .failure = completion { return finish(completion) }
            finished += 1
            if finished == count { finish(.finished) }
        }
    }
}
