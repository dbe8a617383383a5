// Combine's operators that transform, filter or gather an upstream's values, each a type of its
// own as in Combine, so an app may name it in a signature (`Publishers.Map<Self, T>`).

extension Publishers {
    /// `map(_:)`: each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.relay(to: subscriber) { send, finish in ({ send(transform($0)) }, finish) }
        }
    }

    /// `map(_:)` by a key path.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let keyPath: KeyPath<Upstream.Output, Output>

        public init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
            self.upstream = upstream
            self.keyPath = keyPath
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = keyPath
            upstream.relay(to: subscriber) { send, finish in ({ send($0[keyPath: keyPath]) }, finish) }
        }
    }

    /// `tryMap(_:)`: each value transformed; a throw fails the publisher.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.relay(to: subscriber) { send, finish in
                var failed = false
                return ({ value in
                    guard !failed else { return }
                    do { send(try transform(value)) } catch {
                        failed = true
                        finish(.failure(error))
                    }
                }, { completion in if !failed { finish(completion.eraseFailure()) } })
            }
        }
    }

    /// `filter(_:)`: the values `isIncluded` keeps.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.relay(to: subscriber) { send, finish in ({ if isIncluded($0) { send($0) } }, finish) }
        }
    }

    /// `compactMap(_:)`: each transformed value that is not nil.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.relay(to: subscriber) { send, finish in ({ if let value = transform($0) { send(value) } }, finish) }
        }
    }

    /// `removeDuplicates(by:)`: a value unless `predicate` finds it the same as the last sent.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.relay(to: subscriber) { send, finish in
                var last: Output?
                return ({ value in
                    if let previous = last, predicate(previous, value) { return }
                    last = value
                    send(value)
                }, finish)
            }
        }
    }

    /// `dropFirst(_:)`: the values after the first `count`.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let count = count
            upstream.relay(to: subscriber) { send, finish in
                var dropped = 0
                return ({ value in
                    if dropped < count { dropped += 1 } else { send(value) }
                }, finish)
            }
        }
    }

    /// `prefix(_:)` and `output(in:)`: the values whose positions lie in `range`, then finished.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            let range = range
            upstream.relay(to: subscriber) { send, finish in
                var position = 0
                var done = range.isEmpty
                if done { finish(.finished) }
                return ({ value in
                    guard !done else { return }
                    defer { position += 1 }
                    guard position >= range.lowerBound else { return }
                    send(value)
                    if position + 1 == range.upperBound {
                        done = true
                        finish(.finished)
                    }
                }, { if !done { finish($0) } })
            }
        }
    }

    /// `first()`: the first value, then finished.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Output(upstream: upstream, range: 0..<1).receive(subscriber: subscriber)
        }
    }

    /// `first(where:)`: the first value `predicate` accepts, then finished.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            First(upstream: Filter(upstream: upstream, isIncluded: predicate)).receive(subscriber: subscriber)
        }
    }

    /// `scan(_:_:)`: each value folded into the result so far, which is sent.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let initialResult = initialResult, nextPartialResult = nextPartialResult
            upstream.relay(to: subscriber) { send, finish in
                var result = initialResult
                return ({ value in
                    result = nextPartialResult(result, value)
                    send(result)
                }, finish)
            }
        }
    }

    /// `collect()`: every value, as one array when the upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { send, finish in
                var all: [Upstream.Output] = []
                return ({ all.append($0) }, { completion in
                    if case .finished = completion { send(all) }
                    finish(completion)
                })
            }
        }
    }

    /// `decode(type:decoder:)`: each value decoded; a decoding error fails the publisher.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public let upstream: Upstream
        public let decoder: Coder

        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = decoder
            TryMap(upstream: upstream) { try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
        }
    }

    /// `encode(encoder:)`: each value encoded; an encoding error fails the publisher.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let encoder: Coder

        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = encoder
            TryMap(upstream: upstream) { try encoder.encode($0) }.receive(subscriber: subscriber)
        }
    }
}
