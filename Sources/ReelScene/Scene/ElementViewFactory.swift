import Foundation
import ReelCompositional
import ReelGraphics
import ReelLayout
import ReelScenario
import ReelText

/// Makes the views of a scenario's elements (cells, headers, footers, the layout's decorations)
/// from its styles: what the built-in data source's `cellForItemAt` and
/// `viewForSupplementaryElementOfKind` return (``ScenarioDataSource``), and the views a
/// nested band draws.
struct ElementViewFactory {
    let spec: CollectionSpec
    let seed: UInt64
    /// Resolves the colours list elements draw with.
    let theme: Theme
    /// Right to left: labels that start at the leading edge align to the right.
    let layoutDirection: UIUserInterfaceLayoutDirection
    /// How far the content has scrolled up from rest (contentOffset.y + adjustedContentInset.top),
    /// for header 0's parallax: read from the collection view when the header lays out.
    let headerScroll: () -> CGFloat
    /// The diffable data source, when the scenario asks for one.
    private let dataSource: DiffableDataSource<String, String, BuiltInContent.Maker>?

    init(spec: CollectionSpec, seed: UInt64, theme: Theme, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
         console: Console, headerScroll: @escaping () -> CGFloat = { 0 }) {
        self.spec = spec
        self.seed = seed
        self.theme = theme
        self.layoutDirection = layoutDirection
        self.headerScroll = headerScroll
        dataSource = spec.dataSource == .diffable
            ? Self.makeDiffableDataSource(spec: spec, seed: seed, theme: theme, layoutDirection: layoutDirection,
                                          headerScroll: headerScroll, console: console) : nil
    }

    /// What the cell of the item `item` names (the index path it had in the scenario) shows; it
    /// takes a list's look when its attributes carry a list style.
    func cellContent(forItem item: IndexPath) -> BuiltInContent.Maker {
        // An item a data change added is not in the diffable data source's first snapshot: it
        // is drawn as the scenario's cell style says.
        if let made = dataSource?.cell(at: item) { return made }
        return { style in style.map { listCell(item, style: $0) } ?? cell(at: item, text: cellText(at: item)) }
    }

    /// The header, footer or other supplementary view of `kind` for the section `indexPath`
    /// names (as the scenario numbered it); nil when the data source has none (a diffable data
    /// source without a supplementary-view provider).
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        if let dataSource { return dataSource.supplementaryView(ofKind: kind, at: indexPath).map(BuiltInReusableView.init(content:)) }
        let section = indexPath.section, isFooter = kind == ElementKind.sectionFooter
        switch kind {
        case ElementKind.sectionHeader, ElementKind.sectionFooter:
            return BuiltInReusableView(content: { style in
                style.map { listSupplementary(isFooter: isFooter, section: section, style: $0) }
                    ?? supplementary(kind, style: isFooter ? spec.footer : spec.header, section: section,
                                     title: title(isFooter: isFooter, section: section))
            })
        default:
            return BuiltInReusableView(content: { _ in ownKind(kind, indexPath: indexPath) })
        }
    }

    /// A decoration view of the layout's own (a list's separators and section backdrops, a
    /// pasted layout's kinds), placed as `attributes` say; nil when hidden. A data source is
    /// never asked for these.
    func decorationView(for attributes: LayoutAttributes) -> ViewNode? {
        guard !attributes.isHidden, let kind = attributes.representedElementKind else { return nil }
        let view = BuiltInReusableView(content: { _ in
            Self.listDecorationKinds.contains(kind) ? listDecoration(kind) : ownKind(kind, indexPath: attributes.indexPath)
        })
        let name = Self.listDecorationKinds.contains(kind)
            ? "\(kind == ListConfiguration.separatorElementKind ? "separator" : "background") \(attributes.indexPath.section).\(attributes.indexPath.item)"
            : nil
        return ViewNode(placing: view, at: attributes, name: name, layoutDirection: layoutDirection)
    }

    /// A layout's own kind: drawn as the scenario styles it, else as a plain grey view.
    private func ownKind(_ kind: String, indexPath: IndexPath) -> BuiltInContent {
        let style = spec.elementKinds[kind] ?? spec.unstyledElementKind
        return supplementary(kind, style: style, section: indexPath.section,
                             title: Self.fill(style.title, section: indexPath.section, item: indexPath.item))
    }

    // MARK: - Diffable data source

    /// Five-character identifier prefixes stand in for `UUID().uuidString.prefix(5)`.
    private static func makeDiffableDataSource(spec: CollectionSpec, seed: UInt64, theme: Theme,
                                               layoutDirection: UIUserInterfaceLayoutDirection, headerScroll: @escaping () -> CGFloat,
                                               console: Console)
        -> DiffableDataSource<String, String, BuiltInContent.Maker> {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, content) in spec.sections.enumerated() {
            let id = SeededIdentifiers.uuid(seed: seed, section)
            snapshot.appendSections([id])
            snapshot.appendItems((0..<content.items).map { SeededIdentifiers.uuid(seed: seed, section, $0) }, toSection: id)
        }
        let factory = ElementViewFactory(spec: spec, seed: seed, theme: theme, layoutDirection: layoutDirection,
                                         headerScroll: headerScroll)
        let dataSource = DiffableDataSource<String, String, BuiltInContent.Maker> { indexPath, itemID in
            let text = fill(spec.cell.label, section: indexPath.section, item: indexPath.item)
                .replacingOccurrences(of: "{itemID}", with: String(itemID.prefix(5)))
            return { _ in factory.cell(at: indexPath, text: text) }
        }
        dataSource.console = { console.log($0) }
        if spec.hasSupplementaryViewProvider {
            dataSource.supplementaryViewProvider = { [unowned dataSource] kind, indexPath in
                let sectionID = dataSource.sectionIdentifier(for: indexPath.section) ?? ""
                let isFooter = kind == ElementKind.sectionFooter
                let style = isFooter ? spec.footer : spec.header
                let title = factory.title(isFooter: isFooter, section: indexPath.section)
                    .replacingOccurrences(of: "{sectionID}", with: String(sectionID.prefix(5)))
                return { _ in factory.supplementary(kind, style: style, section: indexPath.section, title: title) }
            }
        }
        dataSource.apply(snapshot)
        return dataSource
    }

    /// A factory for the providers to build views with (no data source of its own).
    private init(spec: CollectionSpec, seed: UInt64, theme: Theme, layoutDirection: UIUserInterfaceLayoutDirection,
                 headerScroll: @escaping () -> CGFloat) {
        self.spec = spec
        self.seed = seed
        self.theme = theme
        self.layoutDirection = layoutDirection
        self.headerScroll = headerScroll
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

    /// How the cell of `item` measures itself (`preferredLayoutAttributesFitting(_:)`), as a
    /// view whose label is pinned to its layout margins answers: its label plus the margins —
    /// one line as wide as its text, or (with more lines; list rows wrap by default) its text
    /// wrapped to the width given less the margins, as tall as its lines. A table row's text
    /// starts 16 pt in, a list row's at the list's layout margin; other cells keep UIView's 8-pt
    /// margins. A label with no width to wrap to (`pinsWidth: false`) stays on one line;
    /// `pinsWidth: true` keeps the width the cell was given (the full-width pattern), as a table
    /// row does.
    private func sizing(ofItem item: IndexPath, listStyle: ListStyle?) -> BuiltInCell.Sizing {
        BuiltInCell.Sizing(
            text: cellText(at: item), fontSize: spec.cell.fontSize,
            numberOfLines: spec.cell.pinsWidth == false ? 1 : numberOfLines(inList: listStyle != nil),
            sideMargin: listStyle?.layoutMargin ?? (isTable ? Self.tableTextInset : Self.layoutMargin),
            verticalMargin: Self.layoutMargin, keepsWidth: spec.cell.pinsWidth == true || isTable,
            subtitleHeight: spec.cell.style == .subtitle && !spec.cell.detail.isEmpty
                ? FontMetrics.lineHeight(fontSize: Self.subtitleSize(spec.cell.fontSize)).rounded(.up) : 0)
    }

    /// The size a titled header or footer asks for: as wide as given, its title's one line plus
    /// the margins above and below tall; nil for other kinds and for an empty title (the
    /// estimate stands).
    private func fittingSize(ofSupplementary kind: String, section: Int) -> ((CGSize) -> CGSize)? {
        guard kind == ElementKind.sectionHeader || kind == ElementKind.sectionFooter else { return nil }
        let isFooter = kind == ElementKind.sectionFooter
        guard !title(isFooter: isFooter, section: section).isEmpty else { return nil }
        let line = FontMetrics.lineHeight(fontSize: (isFooter ? spec.footer : spec.header).fontSize).rounded(.up)
        return { CGSize(width: $0.width, height: line + 2 * Self.layoutMargin) }
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
    /// listed image, the label (and a table style's detail label).
    private func cell(at indexPath: IndexPath, text: String) -> BuiltInContent {
        let style = spec.cell
        let listed = listedItem(at: indexPath)
        let background = color(listed?.color ?? style.color, section: indexPath.section, item: indexPath.item)
        var labels: [(String, DrawnText, BuiltInPlacement)] = []
        if !text.isEmpty {
            let lines = numberOfLines(inList: false)
            // One line spans the cell (a table's from its 16-pt margin); more are pinned to the
            // layout margins, where the cell measured them.
            let inset: CGFloat = isTable ? Self.tableTextInset : lines == 1 ? 0 : Self.layoutMargin
            let box: BuiltInPlacement = lines == 1
                ? { CGRect(x: inset, y: 0, width: $0.width - 2 * inset, height: $0.height) }
                : { $0.insetBy(dx: inset, dy: Self.layoutMargin) }
            let drawn = DrawnText(text: text, pointSize: style.fontSize, color: ViewColor(color: style.labelColor),
                                  alignment: .init(isTable ? leading : .center), numberOfLines: lines)
            let detail = Self.fill(style.detail, section: indexPath.section, item: indexPath.item)
            labels = style.style != .default && !detail.isEmpty ? styledLabels(style.style, text: drawn, detail: detail, in: box)
                : [("label", drawn, box)]
        }
        let sizing = sizing(ofItem: indexPath, listStyle: nil)
        return BuiltInContent(background: background, cornerRadius: style.cornerRadius,
                              image: listed?.image.map { ({ $0 }, $0, .scaleAspectFill) }, labels: labels,
                              fittingSize: sizing.fittingSize)
    }

    /// The label and detail of a `UITableViewCell` style inside the label's box (its frame
    /// when alone), as `UITableViewCell` places them (see ScrollReelUIKit's): a subtitle under
    /// the text, both lines centred together; a value trailing the text in the secondary
    /// colour; or the text right-aligned in the leading 30 % with the value 6 pt after it.
    private func styledLabels(_ style: TableCellStyle, text: DrawnText, detail: String,
                              in box: @escaping BuiltInPlacement) -> [(String, DrawnText, BuiltInPlacement)] {
        let secondary = ViewColor(color: theme.secondaryLabel)
        switch style {
        case .default:
            return [("label", text, box)]
        case .subtitle:
            let detailText = DrawnText(text: detail, pointSize: Self.subtitleSize(text.pointSize), color: text.color,
                                       alignment: text.alignment, numberOfLines: 1)
            let first = FontMetrics.lineHeight(fontSize: text.pointSize).rounded(.up)
            let second = FontMetrics.lineHeight(fontSize: detailText.pointSize).rounded(.up)
            let top = { (box: CGRect) in box.minY + ((box.height - first - second) / 2).rounded() }
            var single = text
            single.numberOfLines = 1
            return [("label", single, { let box = box($0); return CGRect(x: box.minX, y: top(box), width: box.width, height: first) }),
                    ("detailLabel", detailText,
                     { let box = box($0); return CGRect(x: box.minX, y: top(box) + first, width: box.width, height: second) })]
        case .value1:
            let trailing: DrawnText.Alignment = layoutDirection == .rightToLeft ? .left : .right
            return [("label", text, box),
                    ("detailLabel", DrawnText(text: detail, pointSize: text.pointSize, color: secondary, alignment: trailing,
                                              numberOfLines: 1), box)]
        case .value2:
            let rightToLeft = layoutDirection == .rightToLeft
            var title = text
            title.alignment = rightToLeft ? .left : .right
            let column = { (box: CGRect) in (box.width * 0.3).rounded() }
            return [("label", title, { let box = box($0)
                        return CGRect(x: rightToLeft ? box.maxX - column(box) : box.minX, y: box.minY, width: column(box), height: box.height) }),
                    ("detailLabel", DrawnText(text: detail, pointSize: text.pointSize, color: text.color,
                                              alignment: .init(leading), numberOfLines: 1),
                     { let box = box($0)
                        return CGRect(x: rightToLeft ? box.minX : box.minX + column(box) + 6, y: box.minY,
                                      width: max(0, box.width - column(box) - 6), height: box.height) })]
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

    /// A list's cell, as `UICollectionViewListCell` draws with its default content
    /// configuration: no background of its own (a grouped section's backdrop shows through),
    /// text at the layout margin in the label colour — the secondary label colour in an item
    /// drawn as its section's header (`.firstItemInSection`) of a grouped list.
    private func listCell(_ indexPath: IndexPath, style: ListStyle) -> BuiltInContent {
        let text = cellText(at: indexPath)
        var labels: [(String, DrawnText, BuiltInPlacement)] = []
        if !text.isEmpty {
            let textColor = !style.isHeader || style.appearance == .plain ? theme.label : theme.secondaryLabel
            labels = [("label", DrawnText(text: text, pointSize: spec.cell.fontSize, color: ViewColor(color: textColor),
                                          alignment: .init(leading), numberOfLines: numberOfLines(inList: true)),
                       listLabelPlacement(style))]
        }
        return BuiltInContent(background: .clear, labels: labels, fittingSize: sizing(ofItem: indexPath, listStyle: style).fittingSize)
    }

    /// A list's header or footer, as the list's header views draw with their default content
    /// configurations: a grouped list's in the secondary label colour over the backdrop; a plain
    /// list's keep the scenario's header colour, so a pinned header hides the rows under it.
    private func listSupplementary(isFooter: Bool, section: Int, style: ListStyle) -> BuiltInContent {
        let supplementary = isFooter ? spec.footer : spec.header
        let text = title(isFooter: isFooter, section: section)
        let grouped = style.appearance != .plain
        var content = BuiltInContent(background: grouped ? .clear : color(supplementary.color, section: section, item: -1))
        if !text.isEmpty {
            content.labels = [("label", DrawnText(text: text, pointSize: supplementary.fontSize,
                                                  color: ViewColor(color: grouped ? theme.secondaryLabel : theme.label),
                                                  alignment: .init(leading), numberOfLines: 1),
                               listLabelPlacement(style))]
        }
        content.fittingSize = fittingSize(ofSupplementary: isFooter ? ElementKind.sectionFooter : ElementKind.sectionHeader,
                                          section: section)
        return content
    }

    /// A list's text, between its layout margins.
    private func listLabelPlacement(_ style: ListStyle) -> BuiltInPlacement {
        let margin = style.layoutMargin
        return { CGRect(x: margin, y: 0, width: max(0, $0.width - 2 * margin), height: $0.height) }
    }

    /// A list's separator (the separator colour) or a section's backdrop
    /// (`secondarySystemGroupedBackground`, rounded when inset).
    private func listDecoration(_ kind: String) -> BuiltInContent {
        let color = kind == ListConfiguration.separatorElementKind ? theme.separator : theme.secondaryGroupedBackground
        let rounded = kind == ListConfiguration.roundedBackgroundElementKind
        return BuiltInContent(background: color, cornerRadius: rounded ? Self.insetGroupedCornerRadius : 0)
    }

    // MARK: - Headers and footers

    /// The title a section's header (footer) shows; empty for none: a header its section's
    /// title, else the style's; a footer its style's own text (a note under the section), else
    /// its section's title.
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

    /// A header, footer or other supplementary view of `kind` (an element kind) drawn as
    /// `style` says.
    private func supplementary(_ kind: String, style: SupplementaryStyle, section: Int, title: String) -> BuiltInContent {
        // In the stretchy and collapsing layouts header 0 is the hero header: only it shows the
        // style's image (and slider); the section headers below it are plain title bars.
        let showsImage = !hasHeroHeader || (kind == ElementKind.sectionHeader && section == 0)
        var image: (BuiltInPlacement, ImageSource, ContentMode)?
        if let source = style.image, showsImage {
            // The published technique: an image view pinned to the header's edges, aspect
            // filling, with clipsToBounds so the scaled image does not spill over the cells.
            image = (section == 0 ? headerContentFrame : { $0 }, source, style.contentMode)
        }
        var content = BuiltInContent(background: color(style.color, section: section, item: -1), image: image,
                                     followsScrolling: image != nil && section == 0 && spec.header.parallax != nil)
        if !title.isEmpty {
            // Image headers carry their title at the bottom, as product pages do; plain ones
            // centre it vertically with the table-view leading margin.
            let atBottom = style.image != nil && showsImage, fontSize = style.fontSize
            content.labels = [("titleLabel", DrawnText(text: title, pointSize: style.fontSize, color: ViewColor(color: style.titleColor),
                                                       alignment: .init(leading), numberOfLines: 1), { bounds in
                let height = min(bounds.height, fontSize * 2.4)
                return atBottom ? CGRect(x: 16, y: bounds.height - height - 8, width: max(0, bounds.width - 32), height: height)
                    : CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
            })]
        }
        content.fittingSize = fittingSize(ofSupplementary: kind, section: section)
        return content
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
        let scroll = headerScroll()
        if let factor = spec.header.parallax, scroll > 0 {
            frame.origin.y += Parallax.offset(forScroll: scroll, factor: factor)
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
