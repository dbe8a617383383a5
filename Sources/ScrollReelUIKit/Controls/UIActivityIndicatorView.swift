public import Foundation
public import ReelLayout

/// `UIActivityIndicatorView`: the spinner, drawn as iOS 13–17 draw it — eight rounded spokes
/// around its centre, the leading one solid and the ones behind it fading, turning a spoke every
/// twelfth of a second on the simulated clock while it animates; hidden when stopped (with
/// `hidesWhenStopped`, the default). 20 pt across (`.medium`), 37 pt (`.large`).
open class UIActivityIndicatorView: UIView {
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// The spokes' colour: the system grey unless set.
    open var color: UIColor! {
        get { ownColor ?? .systemGray }
        set { ownColor = newValue }
    }
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    public private(set) var isAnimating = false
    /// How many of the eight spokes show: all while animating; a refresh control reveals them one
    /// by one as the content is pulled.
    package var visibleSpokes = 8
    private var ownColor: UIColor?
    private var spokes: [UIView] = []
    /// When it started animating, on the simulated clock: the turn starts there.
    private var startTime: TimeInterval = 0

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        setUp()
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        spokes = (0..<8).map { _ in UIView() }
        spokes.forEach(addSubview)
        updateHidden()
        // Where the spokes are depends on the time each frame is drawn at.
        drawingUpdate = { [weak self] in self?.placeSpokes() }
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startTime = AppContext.current?.now ?? 0
        updateHidden()
    }

    open func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    open override var intrinsicContentSize: CGSize { style.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

    /// The spokes around the centre: each `style.size` / 10 wide, from 0.21 to 0.49 of the size
    /// out (measured from iOS 17 screenshots, *our reading*), the one at the turn's head solid
    /// and each one behind it fainter, down to 0.25.
    private func placeSpokes() {
        let size = style.size.width
        let width = size / 10, length = size * 0.28, middle = size * 0.35
        let step = isAnimating ? Int(((AppContext.current?.now ?? startTime) - startTime) * 12) : 0
        for (index, spoke) in spokes.enumerated() {
            spoke.isHidden = index >= visibleSpokes
            spoke.frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - length / 2, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            spoke.backgroundColor = color
            let angle = CGFloat(index) * .pi / 4
            spoke.transform = CGAffineTransform(rotationAngle: angle).translatedBy(x: 0, y: -middle)
            let behind = ((step - index) % 8 + 8) % 8
            spoke.alpha = isAnimating ? max(0.25, 1 - CGFloat(behind) * 0.11) : 1
        }
    }

    /// `UIActivityIndicatorView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101

        var size: CGSize {
            self == .large || self == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
        }
    }
}
