import UIKit

/// A screen that adds more views than any screen holds.
final class CrowdedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let board = UIView(frame: view.bounds)
        for index in 0..<10_001 {
            board.addSubview(UIView(frame: CGRect(x: CGFloat(index % 100) * 3, y: CGFloat(index / 100) * 3, width: 2, height: 2)))
        }
        view.addSubview(board)
    }
}

/// A scroll view whose content size is a quadrillion points.
final class EndlessViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scroll = UIScrollView(frame: view.bounds)
        scroll.contentSize = CGSize(width: 320, height: 1_000_000_000_000_000)
        view.addSubview(scroll)
    }
}

/// A scroll view ten trillion points long, as a calendar that scrolls "for ever" makes one: it
/// scrolls.
final class LongCalendarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scroll = UIScrollView(frame: view.bounds)
        scroll.contentSize = CGSize(width: 320, height: 10_000_000_000_000)
        view.addSubview(scroll)
    }
}

/// A view whose layout never settles: each pass asks for another.
final class RestlessView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsLayout()
    }
}

final class RestlessViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(RestlessView(frame: CGRect(x: 0, y: 100, width: 320, height: 100)))
    }
}

/// Sets what its label, button and image view already show on every pass, as many apps'
/// `layoutSubviews` do: UIKit asks for no new layout, so neither may we.
final class RestatingView: UIView {
    let label = UILabel()
    let button = UIButton(type: .system)
    let picture = UIImageView()
    let mark = UIImage(systemName: "star")

    required init(frame: CGRect) {
        super.init(frame: frame)
        for view in [label, button, picture] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            button.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            button.centerYAnchor.constraint(equalTo: centerYAnchor),
            picture.centerXAnchor.constraint(equalTo: centerXAnchor),
            picture.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.text = "Settled"
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.numberOfLines = 1
        button.setTitle("Again", for: .normal)
        picture.image = mark
    }
}

final class RestatingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(RestatingView(frame: CGRect(x: 0, y: 100, width: 320, height: 100)))
    }
}
