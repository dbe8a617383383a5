// Combine's operators that watch a publisher's events, each a type of its own as in Combine.

extension Publishers {
    /// `handleEvents(…)`: the closures told of each event, which passes on unchanged.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((Subscription) -> Void)?
        public var receiveOutput: ((Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                    receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let events = self
            AnyPublisher<Output, Failure> { send, finish in
                events.receiveSubscription?(CancellingSubscription())
                events.receiveRequest?(.unlimited)
                var completed = false
                let inner = events.upstream.observe({ value in
                    events.receiveOutput?(value)
                    send(value)
                }, { completion in
                    completed = true
                    events.receiveCompletion?(completion)
                    finish(completion)
                })
                // A subscription that completed was not cancelled.
                return AnyCancellable {
                    if !completed { events.receiveCancel?() }
                    inner.cancel()
                }
            }.receive(subscriber: subscriber)
        }
    }

    /// `print(_:to:)`: each event printed, as Combine words it, and passed on.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let prefix: String

        public init(upstream: Upstream, prefix: String) {
            self.upstream = upstream
            self.prefix = prefix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let lead = prefix.isEmpty ? "" : prefix + ": "
            HandleEvents(upstream: upstream, receiveOutput: { Swift.print("\(lead)receive value: (\($0))") },
                         receiveCompletion: { Swift.print("\(lead)receive \($0)") }, receiveRequest: nil)
                .receive(subscriber: subscriber)
        }
    }
}
