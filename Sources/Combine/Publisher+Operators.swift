/// Combine's operators, each a publisher of what it makes of its upstream's values. Every
/// subscriber gets a subscription of its own to the upstream, as in Combine.
extension Publisher {
    /// A publisher of what `body` does with each value and the completion, sent on with `send`
    /// and `finish` (the engine of the operators below).
    func relay<T, E: Error>(_ body: @escaping (_ send: @escaping (T) -> Void, _ finish: @escaping (Subscribers.Completion<E>) -> Void)
        -> (value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)) -> AnyPublisher<T, E> {
        AnyPublisher<T, E> { send, finish in
            let handlers = body(send, finish)
            return observe(handlers.value, handlers.completion)
        }
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        relay { send, finish in ({ send(transform($0)) }, finish) }
    }

    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { map { $0[keyPath: keyPath] } }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> {
        relay { send, finish in
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

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relay { send, finish in ({ if isIncluded($0) { send($0) } }, finish) }
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        relay { send, finish in ({ if let value = transform($0) { send(value) } }, finish) }
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relay { send, finish in
            var last: Output?
            return ({ value in
                if let previous = last, predicate(previous, value) { return }
                last = value
                send(value)
            }, finish)
        }
    }

    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        relay { send, finish in
            var dropped = 0
            return ({ value in
                if dropped < count { dropped += 1 } else { send(value) }
            }, finish)
        }
    }

    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        relay { send, finish in
            var sent = 0
            return ({ value in
                guard sent < maxLength else { return }
                sent += 1
                send(value)
                if sent == maxLength { finish(.finished) }
            }, { if sent < maxLength { finish($0) } })
        }
    }

    public func first() -> AnyPublisher<Output, Failure> { prefix(1) }

    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { filter(predicate).prefix(1) }

    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        relay { send, finish in
            var result = initialResult
            return ({ value in
                result = nextPartialResult(result, value)
                send(result)
            }, finish)
        }
    }

    public func collect() -> AnyPublisher<[Output], Failure> {
        relay { send, finish in
            var all: [Output] = []
            return ({ all.append($0) }, { completion in
                if case .finished = completion { send(all) }
                finish(completion)
            })
        }
    }

    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure> { send, finish in
            receiveSubscription?(CancellingSubscription())
            receiveRequest?(.unlimited)
            var completed = false
            let inner = observe({ value in
                receiveOutput?(value)
                send(value)
            }, { completion in
                completed = true
                receiveCompletion?(completion)
                finish(completion)
            })
            // A subscription that completed was not cancelled.
            return AnyCancellable {
                if !completed { receiveCancel?() }
                inner.cancel()
            }
        }
    }

    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> {
        handleEvents(receiveOutput: { Swift.print("\(prefix.isEmpty ? "" : prefix + ": ")receive value: (\($0))") },
                     receiveCompletion: { Swift.print("\(prefix.isEmpty ? "" : prefix + ": ")receive \($0)") })
    }

    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        relay { send, finish in ({ send($0) }, { completion in
            if case .failure = completion { send(output) }
            finish(.finished)
        }) }
    }

    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
        map { $0 ?? output }
    }

    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        relay { send, finish in ({ send($0) }, { completion in
            switch completion {
            case .finished: finish(.finished)
            case let .failure(error): finish(.failure(transform(error)))
            }
        }) }
    }

    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never {
        relay { send, finish in ({ send($0) }, { _ in finish(.finished) }) }
    }

    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        AnyPublisher<Output, P.Failure> { send, finish in
            var replacement: AnyCancellable?
            let inner = observe(send) { completion in
                switch completion {
                case .finished: finish(.finished)
                case let .failure(error): replacement = handler(error).observe(send, finish)
                }
            }
            return AnyCancellable {
                inner.cancel()
                replacement?.cancel()
            }
        }
    }

    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        AnyPublisher<P.Output, Failure> { send, finish in
            var inners: [AnyCancellable] = []
            let outer = observe({ value in inners.append(transform(value).observe(send, { if case .failure = $0 { finish($0) } })) }, finish)
            return AnyCancellable {
                outer.cancel()
                inners.forEach { $0.cancel() }
            }
        }
    }

    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> where Output: Publisher, Output.Failure == Failure {
        AnyPublisher<Output.Output, Failure> { send, finish in
            var current: AnyCancellable?
            let outer = observe({ publisher in
                current?.cancel()
                current = publisher.observe(send, { if case .failure = $0 { finish($0) } })
            }, finish)
            return AnyCancellable {
                outer.cancel()
                current?.cancel()
            }
        }
    }

    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        AnyPublisher<Output, Failure> { send, finish in
            var finished = 0
            let end: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { return finish(completion) }
                finished += 1
                if finished == 2 { finish(.finished) }
            }
            let first = observe(send, end), second = other.observe(send, end)
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }

    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher<(Output, P.Output), Failure> { send, finish in
            var left: Output?, right: P.Output?
            var finished = 0
            let end: (Subscribers.Completion<Failure>) -> Void = { completion in
                if case .failure = completion { return finish(completion) }
                finished += 1
                if finished == 2 { finish(.finished) }
            }
            let first = observe({ value in
                left = value
                if let right { send((value, right)) }
            }, end)
            let second = other.observe({ value in
                right = value
                if let left { send((left, value)) }
            }, end)
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure>
    where P.Failure == Failure {
        combineLatest(other).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ second: P, _ third: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(second).combineLatest(third).map { ($0.0, $0.1, $1) }
    }

    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher<(Output, P.Output), Failure> { send, finish in
            var lefts: [Output] = [], rights: [P.Output] = []
            let pair = {
                while !lefts.isEmpty, !rights.isEmpty { send((lefts.removeFirst(), rights.removeFirst())) }
            }
            let first = observe({ lefts.append($0); pair() }, finish)
            let second = other.observe({ rights.append($0); pair() }, finish)
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }

    // MARK: - Time

    /// Each value and the completion delivered through `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: Never? = nil) -> AnyPublisher<Output, Failure> {
        relay { send, finish in
            ({ value in scheduler.schedule(after: 0) { send(value) } }, { completion in scheduler.schedule(after: 0) { finish(completion) } })
        }
    }

    public func subscribe<S: Scheduler>(on scheduler: S, options: Never? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    public func delay<S: Scheduler>(for interval: SchedulerTimeInterval, scheduler: S, options: Never? = nil) -> AnyPublisher<Output, Failure> {
        relay { send, finish in
            ({ value in scheduler.schedule(after: interval) { send(value) } }, { completion in scheduler.schedule(after: interval) { finish(completion) } })
        }
    }

    /// The last value of each burst, once `dueTime` has passed without another.
    public func debounce<S: Scheduler>(for dueTime: SchedulerTimeInterval, scheduler: S, options: Never? = nil) -> AnyPublisher<Output, Failure> {
        relay { send, finish in
            var generation = 0
            return ({ value in
                generation += 1
                let mine = generation
                scheduler.schedule(after: dueTime) { if generation == mine { send(value) } }
            }, finish)
        }
    }

    /// At most one value per `interval`: the first of a window, or its latest.
    public func throttle<S: Scheduler>(for interval: SchedulerTimeInterval, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        relay { send, finish in
            var open = true
            var pending: Output?
            return ({ value in
                if open {
                    open = false
                    send(value)
                    scheduler.schedule(after: interval) {
                        open = true
                        if let value = pending {
                            pending = nil
                            open = false
                            send(value)
                            scheduler.schedule(after: interval) { open = true }
                        }
                    }
                } else if latest {
                    pending = value
                }
            }, finish)
        }
    }

    // MARK: - Coding

    public func decode<T: Decodable, Coder: TopLevelDecoder>(type: T.Type, decoder: Coder) -> AnyPublisher<T, Error> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }

    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> AnyPublisher<Coder.Output, Error> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
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
