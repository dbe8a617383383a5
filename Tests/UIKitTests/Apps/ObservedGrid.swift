import UIKit

/// A grid that grows to its content: its view controller observes the content size by key path,
/// as apps size a collection view inside another view, and sets the grid's height; nine items
/// replace six 0.3 s after it appears.
final class ObservedGridViewController: UIViewController, UICollectionViewDataSource {
    var toldHeights: [CGFloat] = []
    var observation: NSKeyValueObservation?
    var items = 6
    lazy var grid: SizeReportingGrid = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        return SizeReportingGrid(frame: CGRect(x: 0, y: 100, width: 320, height: 60), collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(grid)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        grid.dataSource = self
        observation = grid.observe(\.contentSize, options: [.new]) { [weak self] grid, change in
            guard let height = change.newValue?.height else { return }
            self?.toldHeights.append(height)
            grid.frame.size.height = height
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            self.items = 9
            self.grid.reloadData()
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }
}

/// A collection view that observes its own content size by key path string, as apps written
/// before key-path observation do.
final class SizeReportingGrid: UICollectionView {
    var told: [String] = []

    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
        addObserver(self, forKeyPath: "contentSize", options: [.old, .new], context: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    required init(frame: CGRect) { fatalError("init(frame:) has not been implemented") }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard keyPath == "contentSize", let old = change?[.oldKey] as? CGSize, let new = change?[.newKey] as? CGSize else { return }
        told.append("\(old.height) -> \(new.height)")
    }
}

/// A header whose blur is scrubbed by the scroll view's pull, as stretchy headers do it with a
/// paused property animator; and an animator run on its own.
final class BlurringHeaderViewController: UIViewController {
    let blur = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    var animator: UIViewPropertyAnimator!
    var finished: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(blur)
        blur.alpha = 0
        animator = UIViewPropertyAnimator(duration: 0, curve: .linear) { [unowned self] in self.blur.alpha = 1 }
        animator.fractionComplete = 0.3
        let started = Date()
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0.1, options: [], animations: {
            self.view.backgroundColor = .systemBlue
        }, completion: { position in
            self.finished.append("ran to \(position == .end ? "end" : "start") after \(Date().timeIntervalSince(started))")
        })
    }
}
