public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
import ReelLayout

/// `URLSession` in an app's code: a simulation has no network, so a reel is the same on every
/// machine and every run. A task ends as it does on an iPhone with no connection — its
/// completion gets `URLError(.notConnectedToInternet)` — on the next turn of the main run loop
/// after `resume()`; a `file:` URL is read, as iOS reads it without a network. A task cancelled
/// first ends with `URLError(.cancelled)`. (It shadows FoundationNetworking's, which would reach
/// the real network from Linux.)
open class URLSession: @unchecked Sendable {
    /// The app's shared session (each simulation has its own: its tasks are numbered apart).
    public static var shared: URLSession {
        AppContext.current?.object { URLSession(configuration: .default) } ?? URLSession(configuration: .default)
    }

    public let configuration: URLSessionConfiguration
    public let delegate: URLSessionDelegate?
    public let delegateQueue: OperationQueue
    public var sessionDescription: String?
    private var nextIdentifier = 1

    public init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
        delegate = nil
        delegateQueue = OperationQueue()
    }

    public init(configuration: URLSessionConfiguration, delegate: URLSessionDelegate?, delegateQueue queue: OperationQueue?) {
        self.configuration = configuration
        self.delegate = delegate
        delegateQueue = queue ?? OperationQueue()
    }

    open func dataTask(with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    open func dataTask(with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
        URLSessionDataTask(request: request, identifier: takeIdentifier()) { result in
            switch result {
            case let .success((data, response)): completionHandler(data, response, nil)
            case let .failure(error): completionHandler(nil, nil, error)
            }
        }
    }

    /// A task whose result only a delegate would hear: it ends, unheard.
    open func dataTask(with url: URL) -> URLSessionDataTask { dataTask(with: URLRequest(url: url)) }
    open func dataTask(with request: URLRequest) -> URLSessionDataTask {
        URLSessionDataTask(request: request, identifier: takeIdentifier()) { _ in }
    }

    /// A download: a `file:` URL's data written to a temporary file, as a download leaves it.
    open func downloadTask(with url: URL, completionHandler: @escaping @Sendable (URL?, URLResponse?, Error?) -> Void) -> URLSessionDownloadTask {
        downloadTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    open func downloadTask(with request: URLRequest, completionHandler: @escaping @Sendable (URL?, URLResponse?, Error?) -> Void) -> URLSessionDownloadTask {
        URLSessionDownloadTask(request: request, identifier: takeIdentifier()) { result in
            switch result {
            case let .success((data, response)):
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollreel-download-\(UUID().uuidString)")
                do {
                    try data.write(to: file)
                    completionHandler(file, response, nil)
                } catch {
                    completionHandler(nil, response, error)
                }
            case let .failure(error): completionHandler(nil, nil, error)
            }
        }
    }

    /// `data(from:)`: a `file:` URL's data, else the offline error, thrown.
    open func data(from url: URL, delegate: URLSessionTaskDelegate? = nil) async throws -> (Data, URLResponse) {
        try URLSessionTask.load(URLRequest(url: url)).get()
    }

    open func data(for request: URLRequest, delegate: URLSessionTaskDelegate? = nil) async throws -> (Data, URLResponse) {
        try URLSessionTask.load(request).get()
    }

    open func invalidateAndCancel() {}
    open func finishTasksAndInvalidate() {}

    private func takeIdentifier() -> Int {
        defer { nextIdentifier += 1 }
        return nextIdentifier
    }
}

/// `URLSessionTask`: one request, run by `resume()`.
open class URLSessionTask: @unchecked Sendable {
    public enum State: Int, Sendable { case running, suspended, canceling, completed }

    public let taskIdentifier: Int
    public let originalRequest: URLRequest?
    public var currentRequest: URLRequest? { originalRequest }
    public private(set) var state: State = .suspended
    public private(set) var response: URLResponse?
    public private(set) var error: Error?
    public var priority: Float = 0.5
    public var taskDescription: String?
    private let finish: (Result<(Data, URLResponse), Error>) -> Void

    init(request: URLRequest, identifier: Int, finish: @escaping (Result<(Data, URLResponse), Error>) -> Void) {
        originalRequest = request
        taskIdentifier = identifier
        self.finish = finish
    }

    /// Runs the request: it ends on the next turn of the main run loop (at once outside a
    /// simulation).
    open func resume() {
        guard state == .suspended else { return }
        state = .running
        guard let context = AppContext.current else { return end() }
        context.perform(at: context.now) { [self] in end() }
    }

    open func cancel() {
        guard state == .suspended || state == .running else { return }
        state = .canceling
        guard let context = AppContext.current else { return end() }
        context.perform(at: context.now) { [self] in end() }
    }

    open func suspend() {}

    private func end() {
        guard state == .running || state == .canceling, let request = originalRequest else { return }
        let result: Result<(Data, URLResponse), Error> = state == .canceling
            ? .failure(URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: request.url as Any]))
            : Self.load(request)
        state = .completed
        switch result {
        case let .success((_, response)): self.response = response
        case let .failure(error): self.error = error
        }
        finish(result)
    }

    /// What a request gets with no network: a `file:` URL's data, else the offline error.
    static func load(_ request: URLRequest) -> Result<(Data, URLResponse), Error> {
        guard let url = request.url else { return .failure(URLError(.badURL)) }
        guard url.isFileURL else {
            return .failure(URLError(.notConnectedToInternet, userInfo: [
                NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: "The Internet connection appears to be offline.",
            ]))
        }
        do {
            let data = try Data(contentsOf: url)
            return .success((data, URLResponse(url: url, mimeType: nil, expectedContentLength: data.count, textEncodingName: nil)))
        } catch {
            return .failure(URLError(.fileDoesNotExist, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        }
    }
}

open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}
open class URLSessionDownloadTask: URLSessionTask, @unchecked Sendable {}
