import UIKit

/// A view that notes what UIKit tells it of its window and margins.
final class WindowWatchingView: UIView {
    var heard: [String] = []
    let name: String

    init(name: String) {
        self.name = name
        super.init(frame: .zero)
    }

    required init(frame: CGRect) {
        name = ""
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        WindowWatchingView.log.append("\(name) \(window == nil ? "left" : "in") a window")
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        heard.append("margins \(layoutMargins.left)")
    }

    nonisolated(unsafe) static var log: [String] = []
}

/// A screen whose display link ticks thirty times and stops, and which notes the duration an
/// animation block is running with.
final class TickingViewController: UIViewController {
    var ticks: [CFTimeInterval] = []
    var durations: [TimeInterval] = []
    private var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        let link = CADisplayLink(target: self, selector: Selector("tick:", TickingViewController.tick(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
        durations.append(UIView.inheritedAnimationDuration)
        UIView.animate(withDuration: 0.3) { self.durations.append(UIView.inheritedAnimationDuration) }
        durations.append(UIView.inheritedAnimationDuration)
    }

    func tick(_ link: CADisplayLink) {
        ticks.append(link.timestamp)
        if ticks.count == 30 { link.invalidate() }
    }
}

/// A panel as wide as it may be up to 375 pt: inside the margins, centred, its width wanted at
/// 375 with a low priority (the layout of a calendar that fills the screen up to a width). With
/// `sizingLabel`, an empty label pinned inside the panel's margins hugs its content at the same
/// low priority, as a calendar's hidden sizing label does.
final class WidePanelViewController: UIViewController {
    let panel = UIView()
    var sizingLabel: UILabel?

    convenience init(sizingLabel: Bool) {
        self.init(nibName: nil, bundle: nil)
        if sizingLabel { self.sizingLabel = UILabel() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(panel)
        panel.translatesAutoresizingMaskIntoConstraints = false
        let wanted = panel.widthAnchor.constraint(equalToConstant: 375)
        wanted.priority = .defaultLow
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: view.topAnchor),
            panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            panel.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            panel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            panel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            panel.widthAnchor.constraint(lessThanOrEqualToConstant: 375),
            wanted,
        ])
        if let sizingLabel {
            sizingLabel.numberOfLines = 0
            sizingLabel.isHidden = true
            sizingLabel.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(sizingLabel)
            NSLayoutConstraint.activate([
                sizingLabel.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
                sizingLabel.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
                sizingLabel.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            ])
        }
    }
}
