/// A publisher the app sends values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// The subscribers of a subject, in the order they subscribed.
final class SubjectSubscribers<Output, Failure: Error> {
    private var entries: [(id: Int, value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let ended = self.completion {
            completion(ended)
            return AnyCancellable {}
        }
        nextID += 1
        let id = nextID
        entries.append((id, value, completion))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for entry in entries { entry.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ended = entries
        entries = []
        for entry in ended { entry.completion(completion) }
    }
}

/// `PassthroughSubject`: sends each value to the subscribers it has then.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        AnyPublisher<Output, Failure> { value, completion in self.subscribers.add(value, completion) }.receive(subscriber: subscriber)
    }
}

/// `CurrentValueSubject`: holds a value, sent to each new subscriber and on each change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    public init(_ value: Output) { self.value = value }

    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        AnyPublisher<Output, Failure> { value, completion in
            if self.subscribers.completion == nil { value(self.value) }
            return self.subscribers.add(value, completion)
        }.receive(subscriber: subscriber)
    }
}
