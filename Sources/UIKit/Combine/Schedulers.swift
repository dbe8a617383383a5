public import Combine
public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
import ReelLayout

// The main queue and the main run loop as Combine's schedulers: work runs on the simulated
// clock, as a `DispatchQueue.main.asyncAfter` does.

extension DispatchQueue: Scheduler {
    public func schedule(after interval: SchedulerTimeInterval, _ action: @escaping () -> Void) {
        // A simulation runs on one thread: its main queue's work is the run loop's.
        nonisolated(unsafe) let action = action
        if interval.seconds <= 0 {
            async { action() }
        } else {
            asyncAfter(deadline: .now() + interval.seconds) { action() }
        }
    }
}

extension RunLoop: Scheduler {
    public func schedule(after interval: SchedulerTimeInterval, _ action: @escaping () -> Void) {
        DispatchQueue.main.schedule(after: interval, action)
    }
}

extension Timer {
    /// `Timer.publish(every:tolerance:on:in:options:)`: the date, every `interval` on the
    /// simulated clock, once connected (`autoconnect()` connects with the first subscriber).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// `Timer.TimerPublisher`: a timer's firings, as dates.
    public final class TimerPublisher: Publisher, Cancellable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()
        private var timer: Timer?

        init(interval: TimeInterval) { self.interval = interval }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer; the cancellable stops it.
        @discardableResult
        public func connect() -> Cancellable {
            if timer == nil {
                timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in self?.subject.send(Date()) }
            }
            return self
        }

        public func cancel() {
            timer?.invalidate()
            timer = nil
        }

        /// A publisher that connects with its first subscriber; the timer stops when the
        /// subscription ends.
        public func autoconnect() -> AnyPublisher<Date, Never> {
            AnyPublisher { [self] send, finish in
                connect()
                let inner = subject.sink(receiveCompletion: finish, receiveValue: send)
                return AnyCancellable {
                    inner.cancel()
                    self.cancel()
                }
            }
        }
    }
}

extension URLSession {
    /// `dataTaskPublisher(for:)`: the task's data and response, or its error — offline, as
    /// every task is here (``URLSession``).
    public func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        dataTaskPublisher(for: URLRequest(url: url))
    }

    public func dataTaskPublisher(for request: URLRequest) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        Deferred {
            Future<(data: Data, response: URLResponse), URLError> { promise in
                nonisolated(unsafe) let promise = promise
                self.dataTask(with: request) { data, response, error in
                    if let data, let response {
                        promise(.success((data, response)))
                    } else {
                        promise(.failure(error as? URLError ?? URLError(.unknown)))
                    }
                }.resume()
            }
        }.eraseToAnyPublisher()
    }
}
