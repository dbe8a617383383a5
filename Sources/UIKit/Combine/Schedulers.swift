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
    public final class TimerPublisher: ConnectablePublisher, Cancellable {
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
    }
}

extension URLSession {
    /// `dataTaskPublisher(for:)`: the task's data and response, or its error — offline, as
    /// every task is here (``URLSession``).
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// `URLSession.DataTaskPublisher`: one data task per subscriber.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let request = request, session = session
            Deferred {
                Future<Output, URLError> { promise in
                    nonisolated(unsafe) let promise = promise
                    session.dataTask(with: request) { data, response, error in
                        if let data, let response {
                            promise(.success((data, response)))
                        } else {
                            promise(.failure(error as? URLError ?? URLError(.unknown)))
                        }
                    }.resume()
                }
            }.receive(subscriber: subscriber)
        }
    }
}
