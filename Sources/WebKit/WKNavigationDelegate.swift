public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// `WKNavigationDelegate`: what a web view tells of its loads. Every method is optional, as in
/// WebKit: a policy method not implemented allows.
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }
}

/// `WKUIDelegate`: alerts and new windows a page asks for (no page runs here).
public protocol WKUIDelegate: AnyObject {}

public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1
}

/// `WKNavigationAction`: the request a navigation makes.
open class WKNavigationAction {
    open var request: URLRequest
    open var navigationType: WKNavigationType = .other
    public init(request: URLRequest) { self.request = request }
}

/// `WKNavigationResponse`: the response a navigation got.
open class WKNavigationResponse {
    open var response: URLResponse
    open var isForMainFrame = true
    public init(response: URLResponse) { self.response = response }
}

/// `WKWebViewConfiguration` and what it holds: kept, for the page no engine runs.
open class WKWebViewConfiguration {
    open var preferences = WKPreferences()
    open var userContentController = WKUserContentController()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var allowsInlineMediaPlayback = false
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var applicationNameForUserAgent: String?
    public init() {}
}

open class WKPreferences {
    open var javaScriptEnabled = true
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    public init() {}
}

open class WKWebpagePreferences {
    open var allowsContentJavaScript = true
    public init() {}
}

open class WKWebsiteDataStore {
    nonisolated(unsafe) private static let shared = WKWebsiteDataStore()
    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

/// `WKUserContentController`: the scripts and message handlers a page would use.
open class WKUserContentController {
    public private(set) var userScripts: [WKUserScript] = []
    public init() {}
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {}
    open func removeScriptMessageHandler(forName name: String) {}
}

public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

open class WKScriptMessage {
    open var body: Any
    open var name: String
    public init(name: String, body: Any) {
        self.name = name
        self.body = body
    }
}

open class WKUserScript {
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    public let source: String
    public let injectionTime: InjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}
