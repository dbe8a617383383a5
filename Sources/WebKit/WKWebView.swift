public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
public import UIKit
import ReelLayout

/// `WKWebView`: a view that shows web pages. ScrollReel has no web engine and no network: the
/// view is drawn as a web view is before its page paints — its background, white unless set —
/// and a load ends as it does on an iPhone with no connection: the navigation delegate hears
/// `didStartProvisionalNavigation`, then `didFailProvisionalNavigation` with
/// `NSURLErrorNotConnectedToInternet`, on the next turns of the main run loop. An HTML string
/// needs no network, so its load finishes (`didFinish`), its page still undrawn. The console
/// says once that no web content is drawn.
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    /// The page's own scroll view (empty: no page is drawn).
    public let scrollView = UIScrollView(frame: .zero)
    open private(set) var url: URL?
    open private(set) var title: String?
    open private(set) var isLoading = false
    open private(set) var estimatedProgress: Double = 0
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open private(set) var canGoBack = false
    open private(set) var canGoForward = false

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        setUp()
    }

    public required init(frame: CGRect) {
        configuration = WKWebViewConfiguration()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .white
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    /// The web view's observable keys, beside the view's (apps observe `estimatedProgress` to
    /// show a progress bar).
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "estimatedProgress": estimatedProgress
        case "title": title
        case "URL", "url": url
        case "loading", "isLoading": isLoading
        case "canGoBack": canGoBack
        case "canGoForward": canGoForward
        default: super.value(forKey: key)
        }
    }

    /// Loads `request`: fails as offline (the URL is kept, as UIKit keeps it for the attempt).
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        start(url: request.url) { webView, navigation in
            let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, userInfo: [
                NSLocalizedDescriptionKey: "The Internet connection appears to be offline.",
                NSURLErrorFailingURLErrorKey: request.url as Any,
            ])
            webView.isLoading = false
            webView.navigationDelegate?.webView(webView, didFailProvisionalNavigation: navigation, withError: error)
        }
    }

    /// Loads an HTML string: finishes, the page undrawn; its title is the `<title>` element's.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        start(url: baseURL) { webView, navigation in
            webView.title = Self.title(ofHTML: string)
            webView.isLoading = false
            webView.estimatedProgress = 1
            webView.navigationDelegate?.webView(webView, didCommit: navigation)
            webView.navigationDelegate?.webView(webView, didFinish: navigation)
        }
    }

    /// A file's page: loaded as an HTML string when the file can be read, else failed as offline.
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        guard let html = try? String(contentsOf: url, encoding: .utf8) else { return load(URLRequest(url: url)) }
        return loadHTMLString(html, baseURL: url)
    }

    open func reload() -> WKNavigation? { url.map { load(URLRequest(url: $0)) } ?? nil }
    open func stopLoading() { isLoading = false }
    open func goBack() -> WKNavigation? { nil }
    open func goForward() -> WKNavigation? { nil }

    /// No script runs: the completion gets WebKit's error for a script that could not run.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
        guard let completionHandler else { return }
        let error = NSError(domain: WKError.errorDomain, code: WKError.Code.javaScriptExceptionOccurred.rawValue,
                            userInfo: [NSLocalizedDescriptionKey: "A JavaScript exception occurred"])
        AppContext.current.map { context in context.perform(at: context.now) { completionHandler(nil, error) } }
            ?? completionHandler(nil, error)
    }

    /// Starts a navigation: the delegate hears its start on the next turn of the run loop, and
    /// `end` runs on the turn after.
    private func start(url: URL?, end: @escaping (WKWebView, WKNavigation) -> Void) -> WKNavigation {
        let navigation = WKNavigation()
        self.url = url
        isLoading = true
        estimatedProgress = 0.1
        guard let context = AppContext.current else { return navigation }
        context.object { WebContentNotice() }.say(in: context)
        context.perform(at: context.now) { [weak self] in
            guard let self, isLoading else { return }
            navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
            context.perform(at: context.now) { [weak self] in
                guard let self, isLoading else { return }
                end(self, navigation)
            }
        }
        return navigation
    }

    /// The text of the first `<title>` element.
    static func title(ofHTML html: String) -> String? {
        guard let open = html.range(of: "<title>", options: .caseInsensitive),
              let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex) else { return nil }
        return String(html[open.upperBound..<close.lowerBound])
    }
}

/// The console line that says, once per app, that web content is not drawn.
private final class WebContentNotice {
    private var said = false

    func say(in context: AppContext) {
        guard !said else { return }
        said = true
        context.log("ScrollReel: WKWebView draws no web content (no web engine here); its loads end as an iPhone's do offline")
    }
}

/// `WKNavigation`: one load, as the delegate's calls name it.
open class WKNavigation {}

/// `WKError`: WebKit's error domain and codes.
public struct WKError: Error {
    public static let errorDomain = "WKErrorDomain"
    public let code: Code

    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported
    }
}
