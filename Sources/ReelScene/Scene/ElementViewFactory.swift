import Foundation
import ReelCompositional
import ReelGraphics
import ReelLayout
import ReelScenario
import ReelText

/// Builds the view of each laid-out element (cell, header, footer) from the scenario's styles,
/// as a data source's `cellForItemAt` and `viewForSupplementaryElementOfKind` would.
struct ElementViewFactory {
    /// Makes a view at a frame: what the diffable data source's providers return.
    typealias ViewBuilder = (CGRect) -> ViewNode

    let spec: CollectionSpec
    let seed: UInt64
    /// Resolves the colours list elements draw with.
    let theme: Theme
    /// Right to left: labels that start at the leading edge align to the right.
    let layoutDirection: LayoutDirection
    /// How far the content has scrolled up from rest (contentOffset.y + adjustedContentInset.top),
    /// for header 0's parallax; the screen sets it each frame.
    var headerScroll: CGFloat = 0
    /// The diffable data source, when the scenario asks for one.
    private let dataSource: DiffableDataSource<String, String, ViewBuilder>?

    init(spec: CollectionSpec, seed: UInt64, theme: Theme, layoutDirection: LayoutDirection = .leftToRight,
         console: Console) {
        self.spec = spec
        self.seed = seed
        self.theme = theme
        self.layoutDirection = layoutDirection
        dataSource = spec.dataSource == .diffable
            ? Self.makeDiffableDataSource(spec: spec, seed: seed, theme: theme, layoutDirection: layoutDirection,
                                          console: console) : nil
    }

    /// The view for one element, placed as its attributes say (alpha, transform); nil when it
    /// is hidden or the data source has none for it.
    func placedView(for attributes: LayoutAttributes) -> ViewNode? {
        guard !attributes.isHidden, var view = view(for: attributes) else { return nil }
        view.alpha = min(max(attributes.alpha, 0), 1)
        view.transform = attributes.transform3D.affineTransform
        return view
    }

    /// The view for one element at its layout frame (content coordinates); nil when the data
    /// source has none for it (a diffable data source without a supplementary-view provider).
    func view(for attributes: LayoutAttributes) -> ViewNode? {
        let indexPath = attributes.indexPath, frame = attributes.frame
        // Decoration views are the layout's own: a data source is never asked for them.
        if attributes.representedElementCategory == .decorationView, let kind = attributes.representedElementKind {
            return Self.listDecorationKinds.contains(kind) ? listDecoration(kind, frame: frame, indexPath: indexPath)
                : ownKind(kind, frame: frame, indexPath: indexPath)
        }
        if let dataSource {
            let builder = attributes.representedElementKind.map { dataSource.supplementaryView(ofKind: $0, at: indexPath) }
                ?? dataSource.cell(at: indexPath)
            // An item a data change added is not in the data source's first snapshot: it is
            // drawn as the scenario's cell style says.
            if builder != nil || attributes.representedElementCategory != .cell { return builder?(frame) }
        }
        if let style = attributes.listStyle {
            return listElement(attributes, style: style)
        }
        switch attributes.role {
        case .cell:
            return cell(at: indexPath, frame: frame, text: cellText(at: indexPath))
        case .sectionFooter:
            return supplementary("footer", style: spec.footer, section: indexPath.section, frame: frame,
                                 title: title(isFooter: true, section: indexPath.section))
        case .sectionHeader:
            return supplementary("header", style: spec.header, section: indexPath.section, frame: frame,
                                 title: title(isFooter: false, section: indexPath.section))
        case .own(let kind):
            return ownKind(kind, frame: frame, indexPath: indexPath)
        }
    }

    /// A layout's own kind: drawn as the scenario styles it, else as a plain grey view.
    private func ownKind(_ kind: String, frame: CGRect, indexPath: IndexPath) -> ViewNode {
        let style = spec.elementKinds[kind] ?? spec.unstyledElementKind
        return supplementary(kind, style: style, section: indexPath.section, frame: frame,
                             title: Self.fill(style.title, section: indexPath.section, item: indexPath.item))
    }

    // MARK: - Diffable data source

    /// Five-character identifier prefixes stand in for `UUID().uuidString.prefix(5)`.
    private static func makeDiffableDataSource(spec: CollectionSpec, seed: UInt64, theme: Theme,
                                               layoutDirection: LayoutDirection, console: Console)
        -> DiffableDataSource<String, String, ViewBuilder> {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, content) in spec.sections.enumerated() {
            let id = SeededIdentifiers.uuid(seed: seed, section)
            snapshot.appendSections([id])
            snapshot.appendItems((0..<content.items).map { SeededIdentifiers.uuid(seed: seed, section, $0) }, toSection: id)
        }
        let factory = ElementViewFactory(spec: spec, seed: seed, theme: theme, layoutDirection: layoutDirection)
        let dataSource = DiffableDataSource<String, String, ViewBuilder> { indexPath, itemID in
            let text = fill(spec.cell.label, section: indexPath.section, item: indexPath.item)
                .replacingOccurrences(of: "{itemID}", with: String(itemID.prefix(5)))
            return { frame in factory.cell(at: indexPath, frame: frame, text: text) }
        }
        dataSource.console = { console.log($0) }
        if spec.hasSupplementaryViewProvider {
            dataSource.supplementaryViewProvider = { [unowned dataSource] kind, indexPath in
                let sectionID = dataSource.sectionIdentifier(for: indexPath.section) ?? ""
                let isFooter = kind == ElementKind.sectionFooter
                let style = isFooter ? spec.footer : spec.header
                let title = factory.title(isFooter: isFooter, section: indexPath.section)
                    .replacingOccurrences(of: "{sectionID}", with: String(sectionID.prefix(5)))
                let name = kind == ElementKind.sectionFooter ? "footer" : "header"
                return { frame in factory.supplementary(name, style: style, section: indexPath.section, frame: frame, title: title) }
            }
        }
        dataSource.apply(snapshot)
        return dataSource
    }

    /// A factory for the providers to build views with (no data source of its own).
    private init(spec: CollectionSpec, seed: UInt64, theme: Theme, layoutDirection: LayoutDirection) {
        self.spec = spec
        self.seed = seed
        self.theme = theme
        self.layoutDirection = layoutDirection
        dataSource = nil
    }

    // MARK: - Cells

    /// UIView's default layout margins: Auto Layout keeps a label pinned to them this far from
    /// the cell's edges.
    static let layoutMargin: CGFloat = 8

    /// Where a table row's text starts, from either side.
    static let tableTextInset: CGFloat = 16

    /// Where text that starts at the leading edge aligns.
    private var leading: TextAlignment { layoutDirection == .rightToLeft ? .right : .left }

    /// Whether the cells are table rows.
    private var isTable: Bool { spec.layout == .tablePlain || spec.layout == .tableGrouped }

    /// The size the element `attributes` describe asks for when given `attributes.size`, as a
    /// view whose label is pinned to its layout margins answers `preferredLayoutAttributesFitting(_:)`:
    /// - a cell, its label plus the margins: one line as wide as its text, or — with more lines
    ///   (list rows wrap by default) — its text wrapped to the width given less the margins, as
    ///   tall as its lines. The margins are UIView's default 8 pt, a list row's text starting at
    ///   the list's layout margin;
    /// - a header or footer, its title's one line plus the margins above and below, as wide as
    ///   given; nil for other kinds and for an empty title (the estimate stands).
    func preferredSize(fitting attributes: LayoutAttributes) -> CGSize? {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            // A table row's text starts 16 pt in; other cells keep UIView's 8-pt margins. A label
            // with no width to wrap to (`pinsWidth: false`) stays on one line; `pinsWidth: true`
            // keeps the width the cell was given (the full-width pattern), as a table row does.
            let sizing = BuiltInCell.Sizing(
                text: cellText(at: indexPath), fontSize: spec.cell.fontSize,
                numberOfLines: spec.cell.pinsWidth == false ? 1 : numberOfLines(inList: attributes.listStyle != nil),
                sideMargin: attributes.listStyle?.layoutMargin ?? (isTable ? Self.tableTextInset : Self.layoutMargin),
                verticalMargin: Self.layoutMargin, keepsWidth: spec.cell.pinsWidth == true || isTable,
                subtitleHeight: spec.cell.style == .subtitle && !spec.cell.detail.isEmpty
                    ? FontMetrics.lineHeight(fontSize: Self.subtitleSize(spec.cell.fontSize)).rounded(.up) : 0)
            let cell = BuiltInCell(frame: attributes.frame, background: nil, cornerRadius: 0, image: nil, label: nil)
            cell.sizing = sizing
            return cell.preferredLayoutAttributesFitting(attributes).size
        case .supplementaryView:
            let isFooter: Bool
            switch attributes.representedElementKind {
            case ElementKind.sectionHeader?: isFooter = false
            case ElementKind.sectionFooter?: isFooter = true
            default: return nil
            }
            let style = isFooter ? spec.footer : spec.header
            guard !title(isFooter: isFooter, section: indexPath.section).isEmpty else { return nil }
            let line = FontMetrics.lineHeight(fontSize: style.fontSize).rounded(.up)
            return CGSize(width: attributes.size.width, height: line + 2 * Self.layoutMargin)
        case .decorationView:
            return nil
        }
    }

    /// The cell label's `numberOfLines`: the scenario's, else one in a plain cell and as many
    /// as needed in a list row.
    private func numberOfLines(inList: Bool) -> Int {
        spec.cell.numberOfLines ?? (inList ? 0 : 1)
    }

    /// The text of the cell at `indexPath`: its listed label, else the style's, filled in.
    private func cellText(at indexPath: IndexPath) -> String {
        Self.fill(listedItem(at: indexPath)?.label ?? spec.cell.label, section: indexPath.section, item: indexPath.item)
    }

    /// The scenario's cell for `indexPath`: a ``BuiltInCell`` — its colour and corners, the
    /// listed image, the label — drawn as an app's cell is.
    private func cell(at indexPath: IndexPath, frame: CGRect, text: String) -> ViewNode {
        let style = spec.cell
        let listed = listedItem(at: indexPath)
        var label: (CGRect, DrawnText)?
        if !text.isEmpty {
            let lines = numberOfLines(inList: false)
            // One line spans the cell (a table's from its 16-pt margin); more are pinned to the
            // layout margins, where the cell measured them.
            let inset: CGFloat = isTable ? Self.tableTextInset : lines == 1 ? 0 : Self.layoutMargin
            let labelFrame = lines == 1 ? CGRect(x: inset, y: 0, width: frame.width - 2 * inset, height: frame.height)
                : CGRect(origin: .zero, size: frame.size).insetBy(dx: inset, dy: Self.layoutMargin)
            label = (labelFrame, DrawnText(text: text, pointSize: style.fontSize, color: ViewColor(color: style.labelColor),
                                           alignment: .init(isTable ? leading : .center), numberOfLines: lines))
        }
        let detail = Self.fill(style.detail, section: indexPath.section, item: indexPath.item)
        if style.style != .default, !detail.isEmpty, let (labelFrame, text) = label {
            label = nil
            let cell = BuiltInCell(frame: frame, background: color(listed?.color ?? style.color, section: indexPath.section, item: indexPath.item),
                                   cornerRadius: style.cornerRadius, image: listed?.image, label: nil)
            for (identifier, placed) in styledLabels(style.style, text: text, detail: detail, in: labelFrame) {
                cell.contentView.addSubview(BuiltInLabel(frame: placed.0, text: placed.1, identifier: identifier))
            }
            return ViewNode(appView: cell, name: "cell \(indexPath.section).\(indexPath.item)", frame: frame, layoutDirection: layoutDirection)
        }
        let cell = BuiltInCell(frame: frame, background: color(listed?.color ?? style.color, section: indexPath.section, item: indexPath.item),
                               cornerRadius: style.cornerRadius, image: listed?.image, label: label)
        return ViewNode(appView: cell, name: "cell \(indexPath.section).\(indexPath.item)", frame: frame, layoutDirection: layoutDirection)
    }

    /// The label and detail of a `UITableViewCell` style inside the label's box (its frame
    /// when alone), as `UITableViewCell` places them (see ScrollReelUIKit's): a subtitle under
    /// the text, both lines centred together; a value trailing the text in the secondary
    /// colour; or the text right-aligned in the leading 30 % with the value 6 pt after it.
    private func styledLabels(_ style: TableCellStyle, text: DrawnText, detail: String,
                              in box: CGRect) -> [(String, (CGRect, DrawnText))] {
        let secondary = ViewColor(color: theme.secondaryLabel)
        switch style {
        case .default:
            return [("label", (box, text))]
        case .subtitle:
            let detailText = DrawnText(text: detail, pointSize: Self.subtitleSize(text.pointSize), color: text.color,
                                       alignment: text.alignment, numberOfLines: 1)
            let first = FontMetrics.lineHeight(fontSize: text.pointSize).rounded(.up)
            let second = FontMetrics.lineHeight(fontSize: detailText.pointSize).rounded(.up)
            let top = box.minY + ((box.height - first - second) / 2).rounded()
            var single = text
            single.numberOfLines = 1
            return [("label", (CGRect(x: box.minX, y: top, width: box.width, height: first), single)),
                    ("detailLabel", (CGRect(x: box.minX, y: top + first, width: box.width, height: second), detailText))]
        case .value1:
            let trailing: DrawnText.Alignment = layoutDirection == .rightToLeft ? .left : .right
            return [("label", (box, text)),
                    ("detailLabel", (box, DrawnText(text: detail, pointSize: text.pointSize, color: secondary, alignment: trailing,
                                                    numberOfLines: 1)))]
        case .value2:
            let column = (box.width * 0.3).rounded()
            var title = text
            title.alignment = layoutDirection == .rightToLeft ? .left : .right
            let titleFrame = CGRect(x: layoutDirection == .rightToLeft ? box.maxX - column : box.minX, y: box.minY,
                                    width: column, height: box.height)
            let valueFrame = CGRect(x: layoutDirection == .rightToLeft ? box.minX : box.minX + column + 6, y: box.minY,
                                    width: max(0, box.width - column - 6), height: box.height)
            return [("label", (titleFrame, title)),
                    ("detailLabel", (valueFrame, DrawnText(text: detail, pointSize: text.pointSize, color: text.color,
                                                           alignment: .init(leading), numberOfLines: 1)))]
        }
    }

    /// A subtitle's size: 12 pt under 17-pt text (`UITableViewCell.CellStyle.subtitle`),
    /// scaled with the text.
    static func subtitleSize(_ textSize: CGFloat) -> CGFloat { (textSize * 12 / 17).rounded() }

    // MARK: - Lists

    /// An inset-grouped section's corner radius: 10 pt in iOS 14 (flutter/flutter
    /// `cupertino/list_section.dart`, measured from iOS 14.2–14.4).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The kinds of a list's own decoration views.
    static let listDecorationKinds: Set<String> = [
        ListConfiguration.separatorElementKind, ListConfiguration.backgroundElementKind,
        ListConfiguration.roundedBackgroundElementKind,
    ]

    /// A list's cell, header or footer, as `UICollectionViewListCell` and the list's header views
    /// draw with their default content configurations: no background of their own on a grouped
    /// list (the section's backdrop shows through), text at the layout margin — the label
    /// colour in rows, the secondary label colour in grouped headers and footers (and in an
    /// item drawn as its section's header, `.firstItemInSection`). Plain headers
    /// keep the scenario's header colour, so a pinned header hides the rows under it.
    private func listElement(_ attributes: LayoutAttributes, style: ListStyle) -> ViewNode {
        let indexPath = attributes.indexPath, frame = attributes.frame
        let margin = style.layoutMargin
        let isCell = attributes.representedElementCategory == .cell
        let grouped = style.appearance != .plain
        let text: String, fontSize: CGFloat, name: String, background: Color
        if isCell {
            text = cellText(at: indexPath)
            (fontSize, name, background) = (spec.cell.fontSize, "cell \(indexPath.section).\(indexPath.item)", .clear)
        } else {
            let isFooter = attributes.representedElementKind == ElementKind.sectionFooter
            let supplementary = isFooter ? spec.footer : spec.header
            text = title(isFooter: isFooter, section: indexPath.section)
            fontSize = supplementary.fontSize
            name = "\(isFooter ? "footer" : "header") \(indexPath.section)"
            background = grouped ? .clear : color(supplementary.color, section: indexPath.section, item: -1)
        }
        var label: (CGRect, DrawnText)?
        if !text.isEmpty {
            // Rows in the label colour; a grouped list's headers and footers — an item drawn as
            // its section's header too — in the secondary one.
            let textColor = (isCell && !style.isHeader) || !grouped ? theme.label : theme.secondaryLabel
            label = (CGRect(x: margin, y: 0, width: max(0, frame.width - 2 * margin), height: frame.height),
                     DrawnText(text: text, pointSize: fontSize, color: ViewColor(color: textColor), alignment: .init(leading),
                               numberOfLines: isCell ? numberOfLines(inList: true) : 1))
        }
        let view = BuiltInReusableView(frame: frame, background: background, image: nil, title: label, titleIdentifier: "label")
        return ViewNode(appView: view, name: name, frame: frame, layoutDirection: layoutDirection)
    }

    /// A list's separator (the separator colour) or a section's backdrop
    /// (`secondarySystemGroupedBackground`, rounded when inset).
    private func listDecoration(_ kind: String, frame: CGRect, indexPath: IndexPath) -> ViewNode {
        let name = "\(kind == ListConfiguration.separatorElementKind ? "separator" : "background") \(indexPath.section).\(indexPath.item)"
        let color = kind == ListConfiguration.separatorElementKind ? theme.separator : theme.secondaryGroupedBackground
        let rounded = kind == ListConfiguration.roundedBackgroundElementKind
        let view = BuiltInReusableView(frame: frame, background: color, cornerRadius: rounded ? Self.insetGroupedCornerRadius : 0,
                                       image: nil, title: nil)
        return ViewNode(appView: view, name: name, frame: frame, layoutDirection: layoutDirection)
    }

    // MARK: - Headers and footers

    /// The title a header or footer shows: a header its section's title, else the style's; a
    /// footer its style's own text (a note under the section), else its section's title.
    /// The title a section's header (footer) shows; empty for none.
    func title(isFooter: Bool, section: Int) -> String {
        let sectionTitle = spec.sections.indices.contains(section) ? spec.sections[section].title : nil
        let own = isFooter ? spec.footer.title : spec.header.title
        let chosen = isFooter && !own.isEmpty ? own : sectionTitle ?? own
        return Self.fill(chosen, section: section, item: 0)
    }

    /// The scenario's listed item at `indexPath`; nil when it lists none there, or when a pasted
    /// layout places an element in a section the scenario does not have.
    private func listedItem(at indexPath: IndexPath) -> ItemSpec? {
        spec.sections.indices.contains(indexPath.section) ? spec.sections[indexPath.section].item(indexPath.item) : nil
    }

    private func supplementary(_ kind: String, style: SupplementaryStyle, section: Int, frame: CGRect,
                               title: String) -> ViewNode {
        let bounds = CGRect(origin: .zero, size: frame.size)
        // In the stretchy and collapsing layouts header 0 is the hero header: only it shows the
        // style's image (and slider); the section headers below it are plain title bars.
        let showsImage = !hasHeroHeader || (kind == "header" && section == 0)
        var image: (CGRect, ImageSource, ContentMode)?
        if let source = style.image, showsImage {
            // The published technique: an image view pinned to the header's edges, aspect
            // filling, with clipsToBounds so the scaled image does not spill over the cells.
            image = (section == 0 ? headerContentFrame(in: bounds) : bounds, source, style.contentMode)
        }
        var titleLabel: (CGRect, DrawnText)?
        if !title.isEmpty {
            // Image headers carry their title at the bottom, as product pages do; plain ones
            // centre it vertically with the table-view leading margin.
            let height = min(frame.height, style.fontSize * 2.4)
            let labelFrame = style.image == nil || !showsImage
                ? CGRect(x: 16, y: 0, width: max(0, frame.width - 32), height: frame.height)
                : CGRect(x: 16, y: frame.height - height - 8, width: max(0, frame.width - 32), height: height)
            titleLabel = (labelFrame, DrawnText(text: title, pointSize: style.fontSize, color: ViewColor(color: style.titleColor),
                                                alignment: .init(leading), numberOfLines: 1))
        }
        let view = BuiltInReusableView(frame: frame, background: color(style.color, section: section, item: -1), image: image,
                                       title: titleLabel)
        return ViewNode(appView: view, name: "\(kind) \(section)", frame: frame, layoutDirection: layoutDirection)
    }

    // MARK: - Header 0 content

    /// Whether header 0 is a hero header (stretchy or collapsing) that alone shows the image.
    var hasHeroHeader: Bool {
        spec.layout == .stretchyHeader || spec.layout == .collapsingHeader
    }

    /// Header 0's content frame: placed per `contentPlacement` for the header's resting height,
    /// then shifted for parallax as the header scrolls away.
    func headerContentFrame(in bounds: CGRect) -> CGRect {
        let resting = spec.layout == .collapsingHeader ? spec.collapsingHeader.maximumHeight : spec.headerReferenceSize.height
        var frame = spec.header.contentPlacement.frame(forContentOfHeight: resting, in: bounds, restingHeight: resting)
        if let factor = spec.header.parallax, headerScroll > 0 {
            frame.origin.y += Parallax.offset(forScroll: headerScroll, factor: factor)
        }
        return frame
    }

    // MARK: - Helpers

    private func color(_ spec: ColorSpec, section: Int, item: Int) -> Color {
        switch spec {
        case .fixed(let color):
            return color
        case let .seededHue(saturation, brightness):
            return Color(hue: SeededRandom.unit(seed: seed, section, item),
                         saturation: saturation, brightness: brightness)
        }
    }

    /// Replaces `{section}`, `{item}` and `{item1}` (1-based) in a label template.
    static func fill(_ template: String, section: Int, item: Int) -> String {
        template
            .replacingOccurrences(of: "{section}", with: String(section))
            .replacingOccurrences(of: "{item1}", with: String(item + 1))
            .replacingOccurrences(of: "{item}", with: String(item))
    }
}
