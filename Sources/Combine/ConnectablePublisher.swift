/// `ConnectablePublisher`: a publisher that starts its work when connected, not when subscribed
/// (`Timer.publish`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// `autoconnect()`: connected with its first subscriber, disconnected when the last leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// `Publishers.Autoconnect`: a connectable publisher that connects itself. A class, as
    /// Combine's is: its subscribers share one connection.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private var connection: Cancellable?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            AnyPublisher<Output, Failure> { [self] send, finish in
                let inner = upstream.observe(send, finish)
                subscribers += 1
                if connection == nil { connection = upstream.connect() }
                return AnyCancellable { [self] in
                    inner.cancel()
                    subscribers -= 1
                    if subscribers == 0 {
                        connection?.cancel()
                        connection = nil
                    }
                }
            }.receive(subscriber: subscriber)
        }
    }
}
