public import Foundation
public import ReelLayout

/// `UISegmentedControl`: segments side by side in a rounded grey track, the selected one on a
/// white thumb, as iOS 13–17 draw them; a tap selects the segment under the finger and sends
/// `.valueChanged` (docs/facts.md, "Controls").
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex`; `noSegment` (−1) for none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { if selectedSegmentIndex != oldValue { setNeedsLayout() } } }
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// `isMomentary`: a tap sends `.valueChanged` without keeping the segment selected.
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    private var titles: [String?] = []
    /// Each segment's image (`init(items:)` with images, `setImage(_:forSegmentAt:)`): drawn in
    /// place of its title, tinted like a title.
    private var images: [UIImage?] = []
    private var pictures: [UIImageView] = []
    private var backgroundImages: [String: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var titleAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()
    private var enabled: [Bool] = []
    /// The actions a segment runs when selected (`init(frame:actions:)`).
    private var segmentActions: [UIAction?] = []
    private let track = UIView()
    private let thumb = UIView()
    private var labels: [UILabel] = []
    private var separators: [UIView] = []

    public static let noSegment = -1
    /// The control's height, its track's and thumb's corner radii (measured from iOS 13–17
    /// screenshots; *our reading*).
    static let height: CGFloat = 32
    static let trackRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2

    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
        images = (items ?? []).map { $0 as? UIImage }
        enabled = titles.map { _ in true }
        segmentActions = titles.map { _ in nil }
        setUp()
    }

    /// `init(frame:actions:)`: a segment per action, titled by it; selecting one runs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: actions.map(\.title))
        self.frame = frame
        segmentActions = actions
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
        track.layer.cornerRadius = Self.trackRadius
        track.backgroundColor = .tertiarySystemFill
        thumb.layer.cornerRadius = Self.trackRadius - Self.thumbInset
        thumb.layer.shadowColor = .black
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(track)
        addSubview(thumb)
        rebuild()
    }

    public var numberOfSegments: Int { titles.count }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        images[segment] = nil
        rebuild()
    }

    open func imageForSegment(at segment: Int) -> UIImage? { images.indices.contains(segment) ? images[segment] : nil }

    /// `setImage(_:forSegmentAt:)`: the segment shows the image in place of its title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard images.indices.contains(segment) else { return }
        images[segment] = image
        titles[segment] = nil
        rebuild()
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), titles.count)
        titles.insert(title, at: index)
        images.insert(nil, at: index)
        enabled.insert(true, at: index)
        segmentActions.insert(nil, at: index)
        rebuild()
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insertSegment(withTitle: nil, at: segment, animated: animated)
        setImage(image, forSegmentAt: min(max(0, segment), titles.count - 1))
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        images.remove(at: segment)
        enabled.remove(at: segment)
        segmentActions.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
        rebuild()
    }

    open func removeAllSegments() {
        (titles, images, enabled, segmentActions) = ([], [], [], [])
        selectedSegmentIndex = Self.noSegment
        rebuild()
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if self.enabled.indices.contains(segment) { self.enabled[segment] = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { enabled.indices.contains(segment) ? enabled[segment] : false }

    /// Title attributes: a title takes the font and colour of the normal state's (the selected
    /// segment's, the selected state's when set).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
        setNeedsLayout()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }

    /// Background and divider images by state and bar metrics: kept, not drawn (the track and
    /// hairlines are).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)-\(barMetrics.rawValue)"] = image
    }

    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)-\(barMetrics.rawValue)"]
    }

    open func setDividerImage(_ image: UIImage?, forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State,
                              barMetrics: UIBarMetrics) {
        dividerImages["\(left.rawValue)-\(right.rawValue)-\(barMetrics.rawValue)"] = image
    }

    open func dividerImage(forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages["\(left.rawValue)-\(right.rawValue)-\(barMetrics.rawValue)"]
    }

    /// The labels, one a segment, and the hairlines between unselected neighbours.
    private func rebuild() {
        labels.forEach { $0.removeFromSuperview() }
        pictures.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        pictures = images.map { image in
            // An image of the automatic rendering mode is a template, tinted like a title.
            let picture = UIImageView(image: image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image)
            picture.contentMode = .center
            addSubview(picture)
            return picture
        }
        separators = titles.dropFirst().map { _ in
            let line = UIView()
            line.backgroundColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
            insertSubview(line, at: 1)
            return line
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// As tall as UIKit's (32 pt); each segment as wide as the widest title and 14 pt each side.
    open override var intrinsicContentSize: CGSize {
        let widest = (labels.map(\.intrinsicContentSize.width) + images.map { $0?.size.width ?? 0 }).max() ?? 0
        return CGSize(width: CGFloat(titles.count) * (widest.rounded(.up) + 28), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segment `index`'s part of the control.
    private func segmentFrame(_ index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(1, titles.count))
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = CGRect(origin: .zero, size: bounds.size)
        let selected = titles.indices.contains(selectedSegmentIndex) && !isMomentary ? selectedSegmentIndex : nil
        thumb.isHidden = selected == nil
        if let selected {
            thumb.frame = segmentFrame(selected).insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
            thumb.backgroundColor = selectedSegmentTintColor ?? .white
        }
        for (index, label) in labels.enumerated() {
            let attributes = titleAttributes.shown(in: index == selected ? .selected : .normal)
            let colour = isEnabledForSegment(at: index) && isEnabled ? (attributes?[.foregroundColor] as? UIColor ?? .label) : .tertiaryLabel
            label.frame = segmentFrame(index)
            label.font = attributes?[.font] as? UIFont
                ?? (index == selected ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 13))
            label.textColor = colour
            pictures[index].frame = segmentFrame(index)
            pictures[index].tintColor = colour
        }
        for (index, line) in separators.enumerated() {
            // No hairline beside the thumb.
            let boundary = index + 1
            line.isHidden = selected == boundary || selected == boundary - 1
            line.frame = CGRect(x: segmentFrame(boundary).minX - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
        }
    }

    /// A tap selects the segment under the finger and, if that changed the selection (or the
    /// control is momentary), sends `.valueChanged` and runs the segment's action.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { super.touchesEnded(touches, with: event) }
        guard isEnabled, let touch = touches.first, !titles.isEmpty else { return }
        let point = touch.location(in: self)
        let index = min(titles.count - 1, max(0, Int(point.x / (bounds.width / CGFloat(titles.count)))))
        guard bounds.contains(point), isEnabledForSegment(at: index) else { return }
        let changed = index != selectedSegmentIndex
        selectedSegmentIndex = index
        guard changed || isMomentary else { return }
        segmentActions[index]?.perform(sender: self)
        sendValueChanged(with: event)
    }
}
