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

/// A scroll view whose content size is a billion points.
final class EndlessViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scroll = UIScrollView(frame: view.bounds)
        scroll.contentSize = CGSize(width: 320, height: 1_000_000_000)
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
