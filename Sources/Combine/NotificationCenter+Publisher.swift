public import Foundation

extension NotificationCenter {
    /// `publisher(for:object:)`: each notification of that name, as it is posted.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        AnyPublisher<Notification, Never> { send, _ in
            let handler = Handler(send)
            let observer = self.addObserver(forName: name, object: object, queue: nil) { handler.send($0) }
            return AnyCancellable { self.removeObserver(observer) }
        }
    }

    /// A subscriber's handler, called on the thread that posts (a simulation's own).
    private final class Handler: @unchecked Sendable {
        let send: (Notification) -> Void
        init(_ send: @escaping (Notification) -> Void) { self.send = send }
    }
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
