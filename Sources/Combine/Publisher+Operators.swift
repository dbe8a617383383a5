/// Combine's operators, each returning its own type of publisher (`Publishers.Map<Self, T>`)
/// as Combine's do, so an app's signatures that name them compile. Every subscriber gets a
/// subscription of its own to the upstream, as in Combine.
extension Publisher {
    /// Subscribes `subscriber` to a publisher of what `body` does with each value and the
    /// completion, sent on with `send` and `finish` (the engine of the operators).
    func relay<S: Subscriber>(to subscriber: S, _ body: @escaping (_ send: @escaping (S.Input) -> Void, _ finish: @escaping (Subscribers.Completion<S.Failure>) -> Void)
        -> (value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)) {
        AnyPublisher<S.Input, S.Failure> { send, finish in
            let handlers = body(send, finish)
            return observe(handlers.value, handlers.completion)
        }.receive(subscriber: subscriber)
    }

    // MARK: - Transforming

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }

    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, range: 0..<Swift.max(0, maxLength)) }

    public func output(in range: CountableRange<Int>) -> Publishers.Output<Self> { Publishers.Output(upstream: self, range: range) }

    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? { map { $0 ?? output } }

    public func decode<T: Decodable, Coder: TopLevelDecoder>(type: T.Type, decoder: Coder) -> Publishers.Decode<Self, T, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }

    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }

    // MARK: - Failures

    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> { Publishers.ReplaceError(upstream: self, output: output) }

    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> where Failure == Never {
        Publishers.SetFailureType(upstream: self)
    }

    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// `assertNoFailure(_:file:line:)`: a failure stops the app, as Combine's does.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }

    // MARK: - Combining

    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> where Output: Publisher, Output.Failure == Failure {
        Publishers.SwitchToLatest(upstream: self)
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.Map(upstream: Publishers.CombineLatest(self, other), transform: transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ second: P, _ third: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, second, third)
    }

    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure { Publishers.Zip(self, other) }

    // MARK: - Time

    public func receive<S: Scheduler>(on scheduler: S, options: Never? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }

    public func subscribe<S: Scheduler>(on scheduler: S, options: Never? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler)
    }

    public func delay<S: Scheduler>(for interval: SchedulerTimeInterval, scheduler: S, options: Never? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }

    public func debounce<S: Scheduler>(for dueTime: SchedulerTimeInterval, scheduler: S, options: Never? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }

    public func throttle<S: Scheduler>(for interval: SchedulerTimeInterval, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    // MARK: - Debugging

    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    public func print(_ prefix: String = "") -> Publishers.Print<Self> { Publishers.Print(upstream: self, prefix: prefix) }
}

extension Publisher where Failure == Never {
    /// `flatMap` of a publisher that cannot fail into ones that can: the upstream takes their failure type.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` where neither side can fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// `flatMap` into publishers that cannot fail: they take the upstream's failure type.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Subscribers.Completion {
    /// The same completion, its failure as any error.
    func eraseFailure() -> Subscribers.Completion<Error> {
        switch self {
        case .finished: .finished
        case let .failure(error): .failure(error)
        }
    }
}
