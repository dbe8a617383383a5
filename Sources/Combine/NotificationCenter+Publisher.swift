public import Foundation

extension NotificationCenter {
    /// `publisher(for:object:)`: each notification of that name, as it is posted.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// `NotificationCenter.Publisher`: a centre's notifications of one name (and sender).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let center = center, name = name, object = object
            AnyPublisher<Notification, Never> { send, _ in
                let handler = Handler(send)
                let observer = center.addObserver(forName: name, object: object, queue: nil) { handler.send($0) }
                return AnyCancellable { center.removeObserver(observer) }
            }.receive(subscriber: subscriber)
        }
    }

    /// A subscriber's handler, called on the thread that posts (a simulation's own).
    private final class Handler: @unchecked Sendable {
        let send: (Notification) -> Void
        init(_ send: @escaping (Notification) -> Void) { self.send = send }
    }
}
