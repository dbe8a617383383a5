public import Foundation
public import ReelLayout

/// `UIImageView`: its image drawn in its bounds by its content mode; its intrinsic size is the
/// image's.
open class UIImageView: UIView, ImageDrawingView {
    open var image: UIImage? { didSet { if image !== oldValue { invalidateIntrinsicContentSize() } } }
    open var highlightedImage: UIImage?
    /// `preferredSymbolConfiguration`: the size, weight and scale its symbol images take.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var isHighlighted = false
    /// `animationImages`: shown in turn while animating, each for `animationDuration` over their
    /// count (a thirtieth of a second each by default), `animationRepeatCount` times (0: for
    /// ever), on the simulated clock (UIKit docs).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    /// When it started animating, on the simulated clock; nil while it is not.
    private var animationStart: TimeInterval?
    /// Off by default, as UIKit's: a touch on it goes to the view under it (an app that puts a
    /// gesture recogniser on one turns it on).
    open override var isUserInteractionEnabled: Bool {
        get { takesTouches }
        set { takesTouches = newValue }
    }
    private var takesTouches = false

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        guard let image = shown(image) else { return CGSize(width: -1, height: -1) }
        return image.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shown(image)?.size ?? .zero }

    /// `image` as the view shows it: a symbol takes the view's preferred symbol configuration.
    private func shown(_ image: UIImage?) -> UIImage? {
        guard let image, let preferredSymbolConfiguration, image.isSymbolImage else { return image }
        return image.withConfiguration(preferredSymbolConfiguration)
    }

    open func startAnimating() {
        guard !(animationImages ?? []).isEmpty else { return }
        animationStart = AppContext.current?.now ?? 0
    }

    open func stopAnimating() { animationStart = nil }

    open var isAnimating: Bool { animationFrame != nil }

    /// The animation image shown now; nil when not animating or once its repeats are over.
    private var animationFrame: UIImage? {
        guard let animationStart, let images = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages,
              !images.isEmpty else { return nil }
        let duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let elapsed = (AppContext.current?.now ?? animationStart) - animationStart
        if animationRepeatCount > 0, elapsed >= duration * Double(animationRepeatCount) { return nil }
        let index = Int((elapsed.truncatingRemainder(dividingBy: duration) / duration * Double(images.count)).rounded(.down))
        return images[min(max(index, 0), images.count - 1)]
    }

    public var drawnImage: DrawnImage? {
        guard let image = shown(animationFrame ?? (isHighlighted ? highlightedImage ?? image : image)), !image.isEmpty else { return nil }
        let placement: DrawnImage.Placement = switch contentMode {
        case .scaleToFill, .redraw: .scaleToFill
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        default: .center
        }
        return DrawnImage(source: image.source, placement: placement, tint: tintColor)
    }
}
