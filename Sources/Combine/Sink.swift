extension Subscribers {
    /// `Subscribers.Sink`: closures for values and completion, unlimited demand; once cancelled
    /// or completed, it hears nothing more.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: Subscription?
        private var isDone = false

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            if !isDone { receiveValue(input) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !isDone else { return }
            isDone = true
            subscription = nil
            receiveCompletion(completion)
        }

        public func cancel() {
            isDone = true
            subscription?.cancel()
            subscription = nil
        }
    }
}

extension Publisher {
    /// `sink(receiveCompletion:receiveValue:)`: the subscription lasts while the returned
    /// cancellable is kept.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// `assign(to:on:)`: each value set on the object's property (held strongly, as Combine does).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
