// Combine's operators that move values in time or onto a scheduler, each a type of its own as
// in Combine. Time is the scheduler's: the simulated clock for UIKit's queues and run loop.

extension Publishers {
    /// `receive(on:options:)`: each value and the completion delivered through `scheduler`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Delay(upstream: upstream, interval: 0, scheduler: scheduler).receive(subscriber: subscriber)
        }
    }

    /// `subscribe(on:options:)`: a simulation subscribes on its one thread, so the upstream as it is.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
        }
    }

    /// `delay(for:scheduler:)`: each value and the completion `interval` later.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: SchedulerTimeInterval
        public let scheduler: Context

        public init(upstream: Upstream, interval: SchedulerTimeInterval, scheduler: Context) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let interval = interval, scheduler = scheduler
            upstream.relay(to: subscriber) { send, finish in
                ({ value in scheduler.schedule(after: interval) { send(value) } },
                 { completion in scheduler.schedule(after: interval) { finish(completion) } })
            }
        }
    }

    /// `debounce(for:scheduler:)`: the last value of each burst, once `dueTime` has passed
    /// without another.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: SchedulerTimeInterval
        public let scheduler: Context

        public init(upstream: Upstream, dueTime: SchedulerTimeInterval, scheduler: Context) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let dueTime = dueTime, scheduler = scheduler
            upstream.relay(to: subscriber) { send, finish in
                var generation = 0
                return ({ value in
                    generation += 1
                    let mine = generation
                    scheduler.schedule(after: dueTime) { if generation == mine { send(value) } }
                }, finish)
            }
        }
    }

    /// `throttle(for:scheduler:latest:)`: at most one value per `interval`, the first of a
    /// window or its latest.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: SchedulerTimeInterval
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: SchedulerTimeInterval, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let interval = interval, scheduler = scheduler, latest = latest
            upstream.relay(to: subscriber) { send, finish in
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
    }
}
