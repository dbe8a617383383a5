public import Foundation
public import ReelLayout

/// `UIPickerView`: wheels of rows from its data source and titles from its delegate, drawn as
/// iOS 14 and later draw them — each component's selected row in the middle on a rounded
/// band, the rows around it on the wheel's curve, fading toward its edges. Rows are selected
/// with `selectRow(_:inComponent:animated:)`; the wheels do not turn under a drag.
open class UIPickerView: UIView, PartlyDrawnView {
    public var undrawnParts: String { "rows its delegate gives as views" }
    open weak var dataSource: UIPickerViewDataSource? { didSet { needsRows = true; setNeedsLayout() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { needsRows = true; setNeedsLayout() } }
    open var showsSelectionIndicator = true

    /// The selected row of each component, as the app set it (0 for a component it did not).
    private var selectedRows: [Int: Int] = [:]
    /// The band behind the selected rows and the rows' labels, made again when the rows change.
    private let band = UIView()
    private var rowLabels: [UILabel] = []
    private var needsRows = true

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addBand()
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addBand()
    }

    private func addBand() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = Self.bandCornerRadius
        band.isUserInteractionEnabled = false
        clipsToBounds = true
        addSubview(band)
    }

    open var numberOfComponents: Int {
        dataSource.map { source in ViewRuntime.callingApp("numberOfComponents(in:)", on: source) { max(0, source.numberOfComponents(in: self)) } } ?? 0
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource.map { source in
            ViewRuntime.callingApp("pickerView(_:numberOfRowsInComponent:)", on: source) { max(0, source.pickerView(self, numberOfRowsInComponent: component)) }
        } ?? 0
    }

    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) == 0 ? -1 : selectedRows[component] ?? 0
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = row
        needsRows = true
        setNeedsLayout()
    }

    open func reloadAllComponents() {
        needsRows = true
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    open func rowSize(forComponent component: Int) -> CGSize {
        let columns = componentFrames()
        return CGSize(width: columns.indices.contains(component) ? columns[component].width : 0, height: rowHeight(forComponent: component))
    }

    /// UIKit's picker height, when asked to fit (the wheels are 216 pt tall).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override var frame: CGRect { didSet { if frame.size != oldValue.size { needsRows = true } } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let components = componentFrames()
        let middle = bounds.midY
        let bandHeight = components.indices.map(rowHeight(forComponent:)).max() ?? Self.defaultRowHeight
        band.frame = CGRect(x: Self.sideInset, y: (middle - bandHeight / 2).rounded(),
                            width: max(0, bounds.width - 2 * Self.sideInset), height: bandHeight)
        band.isHidden = components.isEmpty
        guard needsRows else { return }
        needsRows = false
        rowLabels.forEach { $0.removeFromSuperview() }
        rowLabels = []
        for (component, column) in components.enumerated() {
            let rows = numberOfRows(inComponent: component), selected = min(max(0, selectedRows[component] ?? 0), max(0, rows - 1))
            let height = rowHeight(forComponent: component)
            for step in -Self.rowsEachSide...Self.rowsEachSide {
                let row = selected + step
                guard rows > 0, (0..<rows).contains(row), let title = title(forRow: row, component: component) else { continue }
                // A row `step` rows round the wheel: where a cylinder of the picker's half-height
                // shows it, fading as it turns away.
                let angle = Double(step) * Double(height) / Double(bounds.height / 2)
                guard abs(angle) < .pi / 2 else { continue }
                let label = UILabel()
                label.text = title.string
                label.font = title.font ?? .systemFont(ofSize: Self.fontSize)
                label.textColor = title.color ?? .label
                label.textAlignment = .center
                label.alpha = step == 0 ? 1 : CGFloat(cos(angle)) * Self.turnedRowAlpha
                label.isUserInteractionEnabled = false
                let center = middle + CGFloat(sin(angle)) * bounds.height / 2
                label.frame = CGRect(x: column.minX, y: (center - height / 2).rounded(), width: column.width, height: height)
                addSubview(label)
                rowLabels.append(label)
            }
        }
    }

    /// The columns of the components: the delegate's widths, else equal shares of the width
    /// inside the side insets, with a gap between.
    private func componentFrames() -> [CGRect] {
        let count = numberOfComponents
        guard count > 0 else { return [] }
        let inner = max(0, bounds.width - 2 * Self.sideInset - Self.componentGap * CGFloat(count - 1))
        let widths = (0..<count).map { component -> CGFloat in
            let given = delegate.map { owner in
                ViewRuntime.callingApp("pickerView(_:widthForComponent:)", on: owner) { owner.pickerView(self, widthForComponent: component) }
            } ?? 0
            return given > 0 ? given : inner / CGFloat(count)
        }
        let total = widths.reduce(0, +) + Self.componentGap * CGFloat(count - 1)
        var x = (bounds.width - total) / 2
        return widths.map { width in
            defer { x += width + Self.componentGap }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    private func rowHeight(forComponent component: Int) -> CGFloat {
        let given = delegate.map { owner in
            ViewRuntime.callingApp("pickerView(_:rowHeightForComponent:)", on: owner) { owner.pickerView(self, rowHeightForComponent: component) }
        } ?? 0
        return given > 0 ? given : Self.defaultRowHeight
    }

    /// A row's title: the delegate's attributed title (its string, first font and colour), else its title.
    private func title(forRow row: Int, component: Int) -> (string: String, font: UIFont?, color: UIColor?)? {
        guard let delegate else { return nil }
        if let attributed = ViewRuntime.callingApp("pickerView(_:attributedTitleForRow:forComponent:)", on: delegate, {
            delegate.pickerView(self, attributedTitleForRow: row, forComponent: component)
        }), attributed.length > 0 {
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            return (attributed.string, attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor)
        }
        return ViewRuntime.callingApp("pickerView(_:titleForRow:forComponent:)", on: delegate) {
            delegate.pickerView(self, titleForRow: row, forComponent: component)
        }.map { ($0, nil, nil) }
    }

    /// UIKit's picker (docs/facts.md, "Picker views").
    static let height: CGFloat = 216
    static let defaultRowHeight: CGFloat = 32
    static let fontSize: CGFloat = 21
    static let sideInset: CGFloat = 8
    static let componentGap: CGFloat = 5
    static let bandCornerRadius: CGFloat = 8
    static let rowsEachSide = 4
    static let turnedRowAlpha: CGFloat = 0.6
}

/// `UIPickerViewDataSource`.
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// `UIPickerViewDelegate`: every method optional.
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// 0: not given (the picker shares its width).
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 0: not given (UIKit's row height).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView { UIView() }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// `UIPickerViewAccessibilityDelegate`: VoiceOver's labels for a picker's components, kept.
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {}
