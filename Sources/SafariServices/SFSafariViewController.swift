// `import SafariServices` in an app's files: Safari's view controller.
@_exported import UIKit
import ReelLayout

/// `SFSafariViewController`: Safari inside the app, presented full screen over it. ScrollReel
/// has no web engine and no network: it is drawn as Safari's page before it paints — white,
/// under its bar tint — and the delegate hears `didCompleteInitialLoad` with `false`, as an
/// iPhone offline reports it, on the next turn of the main run loop after it appears.
open class SFSafariViewController: UIViewController {
    public let initialURL: URL
    public let configuration: Configuration
    open weak var delegate: SFSafariViewControllerDelegate?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url URL: URL, configuration: Configuration = Configuration()) {
        initialURL = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    public required init?(coder: NSCoder) {
        initialURL = URL(fileURLWithPath: "/")
        configuration = Configuration()
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let context = AppContext.current else { return }
        context.perform(at: context.now) { [weak self] in
            guard let self else { return }
            delegate?.safariViewController(self, didCompleteInitialLoad: false)
        }
    }

    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    /// `SFSafariViewController.Configuration`.
    open class Configuration {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public init() {}
    }
}

/// `SFSafariViewControllerDelegate`: every method optional, as in SafariServices.
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
