public import Foundation
public import ReelLayout

/// `UIRefreshControl`: the spinner above a scroll view's content. Pulled down past its threshold
/// while the finger holds the content, it begins refreshing and sends `.valueChanged`; while it
/// refreshes the content rests below it (its height is added to the top inset), and
/// `endRefreshing()` lets the content scroll back over UIKit's 0.33 s (docs/facts.md, "Controls").
open class UIRefreshControl: UIControl, PullToRefreshControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString? {
        didSet { title.text = attributedTitle?.string; title.isHidden = title.text == nil }
    }
    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
    }
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let title = UILabel()

    /// The height the control keeps above the content while refreshing.
    public static let height: CGFloat = 60
    /// How far past the top the content must be pulled to begin refreshing (*our reading*).
    public static let threshold: CGFloat = 120

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    public convenience init() { self.init(frame: .zero) }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.visibleSpokes = 0
        title.font = .systemFont(ofSize: 12)
        title.textColor = .secondaryLabel
        title.textAlignment = .center
        title.isHidden = true
        addSubview(spinner)
        addSubview(title)
    }

    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        spinner.visibleSpokes = 8
    }

    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
    }

    // MARK: - PullToRefreshControl

    public var heldInset: CGFloat { isRefreshing ? Self.height : 0 }

    /// Fills the part above the content that shows, the spinner in the middle of its top 60 pt;
    /// pulled far enough while the finger holds the content, it begins refreshing.
    public func scrollViewPulled(revealing revealed: CGFloat, width: CGFloat, tracking: Bool) {
        frame = CGRect(x: 0, y: -max(revealed, 0), width: width, height: max(revealed, 0))
        let band = min(max(revealed, 0), Self.height)
        spinner.frame = CGRect(x: (width - 20) / 2, y: (band - 20) / 2, width: 20, height: 20)
        title.frame = CGRect(x: 0, y: spinner.frame.maxY + 6, width: width, height: 16)
        if !isRefreshing {
            spinner.visibleSpokes = min(8, max(0, Int(revealed / Self.threshold * 8)))
        }
        if tracking, !isRefreshing, revealed >= Self.threshold {
            beginRefreshing()
            sendValueChanged(with: nil)
        }
    }
}

extension UIScrollView {
    /// `refreshControl`: shown above the content when it is pulled down.
    public var refreshControl: UIRefreshControl? {
        get { (contentScrollingView ?? self).attachedRefreshControl as? UIRefreshControl }
        set { (contentScrollingView ?? self).attachedRefreshControl = newValue }
    }
}

extension UITableViewController {
    /// `refreshControl`: the table's.
    public var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
