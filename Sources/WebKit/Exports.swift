// `import WebKit` in an app's files: the web view and its delegates. ScrollReel has no web
// engine and no network, so a web view is drawn as one whose page has not painted, and its
// loads end as an iPhone's do offline (WKWebView.swift).
@_exported import UIKit
