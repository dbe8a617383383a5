public import Foundation
public import ReelLayout

/// `UISlider`: a value between `minimumValue` and `maximumValue`, drawn as iOS 13–17 draw it — a
/// 4-pt rounded track, the part before the thumb in the tint colour (`minimumTrackTintColor`),
/// the rest light grey, and a white 28-pt thumb with a soft shadow where the value puts it; or
/// the app's track and thumb images (docs/facts.md, "Controls"). No drag moves the thumb.
open class UISlider: UIControl {
    /// `value`, held between the minimum and the maximum.
    open var value: Float = 0 {
        didSet {
            let held = min(max(value, minimumValue), maximumValue)
            if held != value { value = held }
            setNeedsLayout()
        }
    }
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
        }
    }
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
        }
    }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Images at the track's ends: kept, not drawn.
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    private var thumbImages = ControlStateValues<UIImage>()
    private var minimumTrackImages = ControlStateValues<UIImage>()
    private var maximumTrackImages = ControlStateValues<UIImage>()
    private let minimumTrack = UIImageView()
    private let maximumTrack = UIImageView()
    private let thumb = UIImageView()

    /// The track's height, the thumb's side and the slider's own height (*our reading* of iOS
    /// 13–17 screenshots; Interface Builder writes sliders 31 pt tall).
    static let trackHeight: CGFloat = 4
    static let thumbSide: CGFloat = 28
    static let height: CGFloat = 31

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [minimumTrack, maximumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.layer.shadowColor = .black
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        // The tint is inherited: an ancestor's shows when the slider is drawn.
        drawingUpdate = { [unowned self] in layoutSubviews() }
    }

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    // MARK: - Images

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state] = image; setNeedsLayout() }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state] = image; setNeedsLayout() }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state] }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state] = image; setNeedsLayout() }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state] }

    public var currentThumbImage: UIImage? { thumbImages.shown(in: shownState) }
    public var currentMinimumTrackImage: UIImage? { minimumTrackImages.shown(in: shownState) }
    public var currentMaximumTrackImage: UIImage? { maximumTrackImages.shown(in: shownState) }

    private var shownState: UIControl.State { isEnabled ? .normal : .disabled }

    // MARK: - Size and drawing

    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: max(Self.height, currentThumbImage?.size.height ?? 0)) }

    /// Where the value puts the thumb's centre: the track's length less the thumb's side, by the
    /// value's fraction of the range.
    var thumbCentre: CGPoint {
        let side = currentThumbImage?.size.width ?? Self.thumbSide
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        return CGPoint(x: side / 2 + (bounds.width - side) * fraction, y: bounds.height / 2)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let centre = thumbCentre
        let minimumImage = currentMinimumTrackImage, maximumImage = currentMaximumTrackImage
        let height = minimumImage?.size.height ?? Self.trackHeight
        let track = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: centre.x, height: height)
        maximumTrack.frame = CGRect(x: centre.x, y: track.minY, width: track.width - centre.x, height: maximumImage?.size.height ?? height)
        minimumTrack.image = minimumImage
        maximumTrack.image = maximumImage
        minimumTrack.backgroundColor = minimumImage == nil ? minimumTrackTintColor ?? tintColor ?? .systemBlue : nil
        maximumTrack.backgroundColor = maximumImage == nil ? maximumTrackTintColor ?? .systemFill : nil
        for (part, corners) in [(minimumTrack, CornerMask([.layerMinXMinYCorner, .layerMinXMaxYCorner])),
                                (maximumTrack, CornerMask([.layerMaxXMinYCorner, .layerMaxXMaxYCorner]))] {
            part.layer.cornerRadius = part.image == nil ? height / 2 : 0
            part.layer.maskedCorners = corners
            part.contentMode = .scaleToFill
        }
        let thumbImage = currentThumbImage
        let side = thumbImage?.size ?? CGSize(width: Self.thumbSide, height: Self.thumbSide)
        thumb.frame = CGRect(x: centre.x - side.width / 2, y: centre.y - side.height / 2, width: side.width, height: side.height)
        thumb.image = thumbImage
        thumb.backgroundColor = thumbImage == nil ? thumbTintColor ?? .white : nil
        thumb.layer.cornerRadius = thumbImage == nil ? side.width / 2 : 0
        thumb.layer.shadowOpacity = thumbImage == nil ? 0.15 : 0
    }
}
