public import Foundation
public import ReelLayout

/// `UIProgressView`: a bar filled to `progress` (0…1) from its leading end, drawn as iOS 14–17
/// draw it — a rounded light grey track and the filled part in the tint colour
/// (`progressTintColor`), or the app's track and progress images (docs/facts.md, "Controls").
open class UIProgressView: UIView {
    open var progress: Float = 0 { didSet { if progress != min(max(progress, 0), 1) { progress = min(max(progress, 0), 1) }; setNeedsLayout() } }
    open var progressTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var trackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var progressImage: UIImage? { didSet { setNeedsLayout() } }
    open var trackImage: UIImage? { didSet { setNeedsLayout() } }
    open var progressViewStyle = Style.default { didSet { setNeedsLayout() } }
    /// `observedProgress`: a `Progress` whose fraction the bar shows as it is drawn.
    open var observedProgress: Progress?
    private let track = UIImageView()
    private let bar = UIImageView()

    /// The bar's height (*our reading* of iOS 14–17 screenshots; Interface Builder wrote 2 pt
    /// before, 2.5 for the bar style).
    static let height: CGFloat = 4

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
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
        addSubview(track)
        addSubview(bar)
        drawingUpdate = { [unowned self] in
            if let observedProgress { progress = Float(observedProgress.fractionCompleted) }
            layoutSubviews()
        }
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        track.frame = CGRect(origin: .zero, size: bounds.size)
        track.image = trackImage
        track.backgroundColor = trackImage == nil
            ? trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill) : nil
        let filled = bounds.width * CGFloat(progress)
        let leading = traitCollection.layoutDirection == .rightToLeft ? bounds.width - filled : 0
        bar.frame = CGRect(x: leading, y: 0, width: filled, height: bounds.height)
        bar.image = progressImage
        bar.backgroundColor = progressImage == nil ? progressTintColor ?? tintColor ?? .systemBlue : nil
        track.layer.cornerRadius = trackImage == nil ? radius : 0
        bar.layer.cornerRadius = progressImage == nil ? radius : 0
    }

    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default`, bar }
}
