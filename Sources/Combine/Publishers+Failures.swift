// Combine's operators on how a publisher fails, each a type of its own as in Combine.

extension Publishers {
    /// `mapError(_:)`: a failure transformed.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.relay(to: subscriber) { send, finish in ({ send($0) }, { completion in
                switch completion {
                case .finished: finish(.finished)
                case let .failure(error): finish(.failure(transform(error)))
                }
            }) }
        }
    }

    /// `setFailureType(to:)`: a publisher that never fails, typed as one that may.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { send, finish in ({ send($0) }, { _ in finish(.finished) }) }
        }

        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType<Upstream, E>(upstream: upstream)
        }
    }

    /// `replaceError(with:)`: a failure becomes `output`, then finished.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            upstream.relay(to: subscriber) { send, finish in ({ send($0) }, { completion in
                if case .failure = completion { send(output) }
                finish(.finished)
            }) }
        }
    }

    /// `catch(_:)`: on failure, the publisher `handler` makes of the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = upstream, handler = handler
            AnyPublisher<Output, Failure> { send, finish in
                var replacement: AnyCancellable?
                let inner = upstream.observe(send) { completion in
                    switch completion {
                    case .finished: finish(.finished)
                    case let .failure(error): replacement = handler(error).observe(send, finish)
                    }
                }
                return AnyCancellable {
                    inner.cancel()
                    replacement?.cancel()
                }
            }.receive(subscriber: subscriber)
        }
    }

    /// `assertNoFailure(_:file:line:)`: a failure stops the app, as Combine's does.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let prefix: String
        public let file: StaticString
        public let line: UInt

        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let prefix = prefix, file = file, line = line
            upstream.relay(to: subscriber) { send, finish in ({ send($0) }, { result in
                if case let .failure(error) = result { fatalError("\(prefix)\(prefix.isEmpty ? "" : ": ")\(error)", file: file, line: line) }
                finish(.finished)
            }) }
        }
    }
}
