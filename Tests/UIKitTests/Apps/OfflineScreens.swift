import SafariServices
import UIKit
import WebKit


/// A screen that loads its feed from the network, a local file, and a web page as it appears,
/// noting what each tells it and when (simulated seconds).
final class OfflineFeedViewController: UIViewController, WKNavigationDelegate {
    /// What the test reads: each callback, in order.
    nonisolated(unsafe) static var heard: [String] = []
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let page = WKWebView(frame: .zero)
    var localFile: URL?

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
        webView.navigationDelegate = self
        view.addSubview(webView)
        page.navigationDelegate = self
        view.backgroundColor = .systemYellow
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let started = Date()
        URLSession.shared.dataTask(with: URL(string: "https://example.com/feed.json")!) { data, response, error in
            let code = (error as? URLError)?.code.rawValue ?? 0
            Self.heard.append("feed: data \(data == nil ? "nil" : "some"), error \(code) after \(Date().timeIntervalSince(started))")
        }.resume()
        if let localFile {
            URLSession.shared.dataTask(with: localFile) { data, _, error in
                Self.heard.append("file: \(String(decoding: data ?? Data(), as: UTF8.self)), error \(error == nil ? "none" : "some")")
            }.resume()
        }
        let cancelled = URLSession.shared.dataTask(with: URLRequest(url: URL(string: "https://example.com/slow")!)) { _, _, error in
            Self.heard.append("slow: error \((error as? URLError)?.code.rawValue ?? 0)")
        }
        cancelled.resume()
        cancelled.cancel()
        webView.load(URLRequest(url: URL(string: "https://example.com/")!))
        page.loadHTMLString("<html><head><title>Offline help</title></head><body>Hi</body></html>", baseURL: nil)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        Self.heard.append("\(webView === page ? "page" : "web"): started")
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        Self.heard.append("web: failed \((error as NSError).code), \(webView.url?.absoluteString ?? "")")
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        Self.heard.append("page: finished \(webView.title ?? "")")
    }
}

/// Safari's view controller, presented as apps present a link.
final class LinkViewController: UIViewController, SFSafariViewControllerDelegate {
    nonisolated(unsafe) static var loaded: [Bool] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil else { return }
        let safari = SFSafariViewController(url: URL(string: "https://example.com/help")!)
        safari.delegate = self
        safari.preferredControlTintColor = .systemRed
        present(safari, animated: true)
    }

    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
        Self.loaded.append(didLoadSuccessfully)
    }
}

/// A screen that logs as apps log with the unified logging system.
final class LoggingViewController: UIViewController {
    let logger = Logger(subsystem: "com.example.feed", category: "feed")

    override func viewDidLoad() {
        super.viewDidLoad()
        let count = 3, ratio = 0.4567
        logger.info("Loaded \(count, privacy: .public) posts")
        logger.debug("Ratio \(ratio, format: .fixed(precision: 2))")
        os_log("Feed %@ has %d posts", log: OSLog(subsystem: "com.example.feed", category: "feed"), type: .info, "Home", count)
    }
}

/// A help page whose progress bar follows the web view's `estimatedProgress`, observed by key
/// path string as apps written before key-path observation do.
final class HelpPageViewController: UIViewController {
    let webView = WKWebView(frame: .zero)
    var progress: [Double] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(webView)
        webView.addObserver(self, forKeyPath: "estimatedProgress", options: .new, context: nil)
        webView.loadHTMLString("<title>Help</title>", baseURL: nil)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        if keyPath == "estimatedProgress", let value = change?[.newKey] as? Double { progress.append(value) }
    }
}
