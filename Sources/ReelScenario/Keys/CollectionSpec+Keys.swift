import Foundation
import ReelGeometry
public import ReelLayout
import ReelScroll

extension CollectionSpec {
    /// The keys of `collection`, in the order they are read; the flow-layout ones say which
    /// `UICollectionViewFlowLayout` property they set.
    static let keys = ScenarioKeys<CollectionSpec>([
        ScenarioKey("layout", \.layout, type: "choice", default: "`flow`",
                    meaning: "`flow`, `compositional` (`UICollectionViewCompositionalLayout`, described by `compositional`), `stretchy-header` (first header grows on pull-down), `collapsing-header` (first header collapses between two heights, see `collapsingHeader`), `sticky-headers` (the classic custom sticky-header algorithm), `table-plain` (floating headers), `table-grouped`") { node, _, _ in node.choice(CollectionSpec.LayoutKind.self) },
        ScenarioKey("scrollDirection", \.scrollDirection, type: "choice", default: "`vertical`",
                    meaning: "`vertical`, `horizontal`",
                    flow: \.scrollDirection) { node, _, _ in node.choice(ScrollAxis.self) },
        ScenarioKey("itemSize", \.itemSize, type: "size", default: "[50, 50]",
                    meaning: "points, both > 0",
                    flow: \.itemSize) { node, _, _ in node.size(in: positive) },
        ScenarioKey("estimatedItemSize", \.estimatedItemSize, type: "size or `automatic`", default: "[0, 0]",
                    meaning: "non-zero: self-sizing cells — every item is laid out at this size until its cell measures itself as it comes on screen (its label plus 8-pt margins, see `cell.pinsWidth`), then the items after it move; `automatic` (`UICollectionViewFlowLayout.automaticSize`) estimates with `itemSize`. The trace marks each cell `estimated` or `measured`",
                    flow: \.estimatedItemSize) { node, _, _ in node.estimatedSize() },
        ScenarioKey("minimumLineSpacing", \.minimumLineSpacing, type: "points", default: "10",
                    meaning: "may be negative, as in UIKit: lines overlap (carousels)",
                    flow: \.minimumLineSpacing) { node, _, _ in node.number(in: spacings) },
        ScenarioKey("minimumInteritemSpacing", \.minimumInteritemSpacing, type: "points", default: "10",
                    meaning: "may be negative: items of a line overlap",
                    flow: \.minimumInteritemSpacing) { node, _, _ in node.number(in: spacings) },
        ScenarioKey("sectionInset", \.sectionInset, type: "insets", default: "0",
                    meaning: "one number, `[top, left, bottom, right]` or `{top, left, bottom, right}`",
                    flow: \.sectionInset) { node, _, _ in node.insets() },
        ScenarioKey("headerReferenceSize", \.headerReferenceSize, type: "size", default: "[0, 0]",
                    meaning: "only the scrolling-direction dimension is used; 0 = no header",
                    flow: \.headerReferenceSize) { node, _, _ in node.size() },
        ScenarioKey("footerReferenceSize", \.footerReferenceSize, type: "size", default: "[0, 0]",
                    meaning: "only the scrolling-direction dimension is used; 0 = no footer",
                    flow: \.footerReferenceSize) { node, _, _ in node.size() },
        ScenarioKey("sectionHeadersPinToVisibleBounds", \.sectionHeadersPinToVisibleBounds, type: "bool", default: "false",
                    meaning: "headers stay at the top of the visible bounds while their section is on screen",
                    flow: \.sectionHeadersPinToVisibleBounds) { node, _, _ in node.bool() },
        ScenarioKey("sectionFootersPinToVisibleBounds", \.sectionFootersPinToVisibleBounds, type: "bool", default: "false",
                    meaning: "footers stay at the bottom of the visible bounds while their section is on screen",
                    flow: \.sectionFootersPinToVisibleBounds) { node, _, _ in node.bool() },
        ScenarioKey("pinnedSections", \.pinnedSections, type: "list of section numbers", default: "all",
                    meaning: "with `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`: only these sections pin, the others' headers and footers scroll with their section") { node, _, _ in node.sectionNumbers() },
        ScenarioKey("collapsingHeader", \.collapsingHeader, type: "mapping", default: "",
                    meaning: "`collapsing-header` only: `minimumHeight` (64), `maximumHeight` (240; the header's expanded height, used instead of `headerReferenceSize`), `maximumStretch` (none: a pull-down stretches it without limit; else at most this much), `pinsCollapsedHeader` (true: stays on top at the minimum height, section headers pin below it), `expansionMode` (`atTop`: grows back when the content reaches the top; `onScrollDown`: quick return, grows as soon as the user scrolls toward the top). The trace's `headerProgress` is 0 collapsed, 1 expanded, above 1 stretched") { node, decoder, _ in decoder.decodeCollapsingHeader(node) },
        ScenarioKey("copiesAttributes", \.copiesAttributes, type: "bool", default: "false",
                    meaning: "`stretchy-header` and `sticky-headers`: copy the attributes from `super` before changing them; false changes them in place as the published snippets do, and UIKit's cache-mismatch lines are logged once") { node, _, _ in node.bool() },
        ScenarioKey("shouldInvalidateLayoutForBoundsChange", \.shouldInvalidateLayoutForBoundsChange, type: "bool", default: "true",
                    meaning: "`stretchy-header`: the layout's answer to `shouldInvalidateLayout(forBoundsChange:)`; false is the classic bug — UIKit asks the layout once and never again while scrolling, so the header does not stretch (`stretchy-header-no-invalidation`)") { node, _, _ in node.bool() },
        ScenarioKey("targetContentOffset", \.targetContentOffset, type: "choice", default: "`proposed`",
                    meaning: "`flow`: what the layout's `targetContentOffset(forProposedContentOffset:)` answers after a batch update — `proposed` (UIKit's flow layout: the offset stays, so items inserted above the visible ones push them down) or `keepFirstVisibleItem` (the usual fix: the first visible item stays where it was on screen)") { node, _, _ in node.choice(CollectionSpec.TargetContentOffset.self) },
        ScenarioKey("rowHeight", \.rowHeight, type: "points or `automatic`", default: "`automatic`, as UIKit's",
                    meaning: "table layouts; `automatic` (`UITableView.automaticDimension`, UIKit's default): self-sizing rows, laid out at `estimatedRowHeight` until each measures itself as it comes on screen (its label wrapped to the row's width, plus margins); the trace marks rows `estimated` or `measured`") { node, _, _ in
            node.tableHeight(in: positive)
        },
        ScenarioKey("estimatedRowHeight", \.estimatedRowHeight, type: "points or `automatic`", default: "`automatic`, as UIKit's",
                    meaning: "table layouts with `rowHeight: automatic`: the height rows have until they measure themselves; `automatic` lets the table pick (44, ScrollReel's reading: UIKit does not document its value); 0 turns estimating off, as in UIKit: every row is measured before the table lays out, so none changes height on screen") { node, _, _ in
            node.tableHeight(in: nonNegative)
        },
        ScenarioKey("keepsMeasuredRowHeights", \.keepsMeasuredRowHeights, type: "bool", default: "false",
                    meaning: "self-sizing tables: keep the heights rows measured through `reloadData` and other data changes — the usual fix, a delegate whose `estimatedHeightForRowAt` returns the heights cells had; without it a reload forgets them and scrolling up jumps as rows measure themselves again") { node, _, _ in node.bool() },
        ScenarioKey("sectionHeaderHeight", \.sectionHeaderHeight, type: "points or `automatic`", default: "`automatic`, as UIKit's (`headerReferenceSize`'s height when that is given)",
                    meaning: "table layouts; `automatic` (`UITableView.automaticDimension`, UIKit's default): self-sizing headers, laid out at `estimatedSectionHeaderHeight` until each measures itself as it comes on screen (its title's line plus 8-pt margins); a section with no title has no header (height 0), as in UIKit; the trace marks them `estimated` or `measured`") { node, _, _ in
            node.tableHeight(in: nonNegative)
        },
        ScenarioKey("estimatedSectionHeaderHeight", \.estimatedSectionHeaderHeight, type: "points", default: "28",
                    meaning: "table layouts with `sectionHeaderHeight: automatic`: the height headers have until they measure themselves (UIKit picks its own when left `automatic`; 28 is ScrollReel's reading); 0 turns estimating off, as in UIKit: every header is measured before the table lays out, so none changes height on screen") { node, _, _ in node.number(in: nonNegative) },
        ScenarioKey("sectionFooterHeight", \.sectionFooterHeight, type: "points or `automatic`", default: "`automatic`, as UIKit's (`footerReferenceSize`'s height when that is given)",
                    meaning: "table layouts; `automatic`: self-sizing footers, as `sectionHeaderHeight`") { node, _, _ in
            node.tableHeight(in: nonNegative)
        },
        ScenarioKey("estimatedSectionFooterHeight", \.estimatedSectionFooterHeight, type: "points", default: "28",
                    meaning: "table layouts with `sectionFooterHeight: automatic`: as `estimatedSectionHeaderHeight`") { node, _, _ in node.number(in: nonNegative) },
        ScenarioKey("contentInset", \.contentInset, type: "insets", default: "0",
                    meaning: "space around the content; `adjustedContentInset` adds the safe area to it (see the next key)") { node, _, _ in node.insets() },
        ScenarioKey("contentInsetAdjustmentBehavior", \.contentInsetAdjustmentBehavior, type: "choice", default: "`automatic`",
                    meaning: "`automatic` adds the safe area to `contentInset` along the scrolling axis (`adjustedContentInset`, and the first `contentOffset` is `−adjustedContentInset.top`), as UIKit does; `never` uses `contentInset` as given (content under the status bar)") { node, _, _ in node.choice(ContentInsetAdjustmentBehavior.self) },
        ScenarioKey("bounces", \.bounces, type: "bool", default: "true",
                    meaning: "the content bounces past its edges and springs back") { node, _, _ in node.bool() },
        ScenarioKey("alwaysBounceVertical", \.alwaysBounceVertical, type: "bool", default: "false",
                    meaning: "bounces vertically even when the content fits") { node, _, _ in node.bool() },
        ScenarioKey("alwaysBounceHorizontal", \.alwaysBounceHorizontal, type: "bool", default: "false",
                    meaning: "bounces horizontally even when the content fits") { node, _, _ in node.bool() },
        ScenarioKey("isPagingEnabled", \.isPagingEnabled, type: "bool", default: "false",
                    meaning: "a release comes to rest on a multiple of the bounds size") { node, _, _ in node.bool() },
        ScenarioKey("decelerationRate", \.decelerationRate, type: "choice", default: "`normal`",
                    meaning: "`normal` (0.998/ms), `fast` (0.99/ms)") { node, _, _ in node.choice(among: DecelerationRate.named) },
        ScenarioKey("backgroundColor", \.backgroundColor, type: "colour", default: "systemGroupedBackground",
                    meaning: "the collection view's own background") { node, _, _ in node.color() },
        ScenarioKey("sections", \.sections, type: "list", default: "`[20]`",
                    meaning: "each a count, or `{items, title}` (a section that scrolls sideways is a `compositional` section with `orthogonalScrolling`), where `items` is a count or a list of items `{size, label, color, image}` (each key optional; `size` comes to the layout through its delegate, like `collectionView(_:layout:sizeForItemAt:)`); `{section}` in a title is replaced") { node, decoder, _ in decoder.decodeSections(node) },
        ScenarioKey("compositional", \.compositional, type: "mapping", default: "",
                    meaning: "`layout: compositional` only: `scrollDirection` (`vertical`, or `horizontal`: sections left to right, headers at their leading edges), `interSectionSpacing` (points) and `sections`, a list of section layouts (sections past the list use the last), each `{group, interGroupSpacing, contentInsets, contentInsetsReference, orthogonalScrolling, header, footer, background, visibleItemsMinimumScale}`, or a list section `{list, background}`. `list` is an appearance (`plain`, `grouped`, `insetGrouped`, `sidebar`, `sidebarPlain`) or `{appearance, headerMode, footerMode, showsSeparators, headerTopPadding}` (`headerMode`: `none`, `supplementary`, `firstItemInSection`; `footerMode`: `none`, `supplementary`), as `UICollectionLayoutListConfiguration`: self-sizing rows of at least 44 pt, separators, the appearance's spacing and background (docs/facts.md, \"Lists\"); a list section takes no other keys. `contentInsetsReference` (`automatic`, `none`, `safeArea`, `layoutMargins`, `readableContent`) is the edge `contentInsets` are measured from. A `group` is `{horizontal: SIZE}` or `{vertical: SIZE}` with `items` (a list of items `{width, height, insets, badges}` and nested groups), optional `count` (the first item repeated that many times, sharing the group's length), `spacing` (a number, `{fixed: n}` or `{flexible: n}`) and `insets`. Without `count` a group repeats its items while the next fits (one 0.2-wide item makes five). A SIZE is `{width, height}`; each dimension is a number (absolute points) or `{fractionalWidth: f}`, `{fractionalHeight: f}`, `{absolute: n}`, `{estimated: n}` (the cell measures itself: its label plus 8-pt margins — one line as wide as its text, or with `cell.numberOfLines` other than 1 (list rows: by default) its text wrapped to the width given; a sideways band is as tall as its tallest group) or `{uniformAcrossSiblings: n}` (measured so, then made the largest of its uniform siblings in the group). Fractions are of the container: the section's content area for a group, the group for its items. `contentInsets` and `insets` are one number, `[top, leading, bottom, trailing]` or a mapping. `orthogonalScrolling` (`none`, `continuous`, `continuousGroupLeadingBoundary`, `paging`, `groupPaging`, `groupPagingCentered`) makes the section one band scrolling sideways in its own scroll view (`main.section[N]`); `orthogonalScrollingProperties` `{bounce, decelerationRate}` (iOS 17) sets how it bounces — `automatic` (at its edges), `always` (even when its content fits), `never` — and decelerates — `automatic` (as the main scroll view), `normal`, `fast`. `header`/`footer` are `{height, width, pinned, zIndex}` (width defaults to the section's; in a horizontal layout `width` is required and the height defaults to the section's); an estimated height (or width) takes what the view measures: its title's line plus 8-pt margins. `badges` lists up to 8 `{kind, width, height, edges, offset, fractionalOffset, itemEdges, zIndex}`: a view of element kind `kind` (styled by `elementKinds`) on the cell's `edges` (`[top, trailing]`; `[]` centres it), moved by `offset` points or `fractionalOffset` fractions of its own size (`[x, y]`); with `itemEdges` its own point on those edges meets the cell's (`itemEdges: [bottom, leading]` hangs it off the corner); `zIndex` 1 by default. `background` is `{kind, insets, zIndex}`: a section background (`NSCollectionLayoutDecorationItem.background`) spanning the whole section less `insets`, drawn behind the cells as `elementKinds` styles `kind`. `visibleItemsMinimumScale` sets a visible-items handler that scales each cell by 1 − its distance from the middle ÷ the width, never below the value (a carousel). The cells, headers and footers look as `cell`, `header` and `footer` say.") { node, decoder, _ in decoder.decodeCompositional(node) },
        ScenarioKey("dataSource", \.dataSource, type: "choice", default: "`plain`",
                    meaning: "`plain`, or `diffable`: a snapshot of seeded identifiers applied to a diffable data source; labels may use `{itemID}` and titles `{sectionID}` (first five characters)") { node, _, _ in node.choice(DataSourceKind.self) },
        ScenarioKey("supplementaryViewProvider", \.hasSupplementaryViewProvider, type: "bool", default: "true",
                    meaning: "`diffable` only: false leaves the provider unset (UIKit would crash; the console names what is missing)") { node, _, _ in node.bool() },
        ScenarioKey("cell", \.cell, type: "mapping", default: "",
                    meaning: "`color` (colour or `seeded`), `cornerRadius`, `label` (`{section}`, `{item}`, `{item1}` = 1-based), `labelColor`, `fontSize`, `numberOfLines` (0–100, 0: as many as the cell holds; default 1, and 0 in a list row): more than one line wraps between words inside the 8-pt layout margins, and a self-sizing cell grows to hold them; `pinsWidth` (self-sizing flow cells: true keeps the width the cell was given and fits the height, so the text wraps — the full-width pattern; false fits both, and a label with no width to wrap to stays on one line, however long); `style`, one of `UITableViewCell`'s built-in styles for the label and `detail` (a second text, placeholders as `label`): `default` (the label alone), `subtitle` (the detail under it at 12/17 of the size), `value1` (the detail trailing in the secondary label colour), `value2` (the label right-aligned in the leading 30 %, the detail after it)") { node, decoder, _ in decoder.decodeCell(node) },
        ScenarioKey("header", \.header, type: "mapping", default: "",
                    meaning: "`color`, `image`, `contentMode` (`scaleAspectFill`, `scaleAspectFit`, `scaleToFill`, `center`), `title`, `titleColor`, `fontSize`; `header.slider` puts a paging image slider in header 0: `{items: 20, backgroundColor: systemBlue, invalidatesOnHeaderUpdate: false}` (true = the fix: its layout is invalidated on every header update); `header.contentPlacement` places header 0's image at its resting height while the header stretches or collapses: `fill` (default: the whole header), `topFill` (top, grows with the stretch), `top`, `center`, `bottom`; `header.parallax` (0–1) moves header 0's image at that fraction of the scroll speed as the header scrolls away. In the `stretchy-header` and `collapsing-header` layouts only header 0 shows the image; the other section headers are title bars") { node, decoder, spec in decoder.decodeSupplementary(node, pixelSize: decoder.headerPixelSize(spec)) },
        ScenarioKey("footer", \.footer, type: "mapping", default: "",
                    meaning: "`color`, `image`, `contentMode` (`scaleAspectFill`, `scaleAspectFit`, `scaleToFill`, `center`), `title`, `titleColor`, `fontSize`; `header.slider` puts a paging image slider in header 0: `{items: 20, backgroundColor: systemBlue, invalidatesOnHeaderUpdate: false}` (true = the fix: its layout is invalidated on every header update); `header.contentPlacement` places header 0's image at its resting height while the header stretches or collapses: `fill` (default: the whole header), `topFill` (top, grows with the stretch), `top`, `center`, `bottom`; `header.parallax` (0–1) moves header 0's image at that fraction of the scroll speed as the header scrolls away. In the `stretchy-header` and `collapsing-header` layouts only header 0 shows the image; the other section headers are title bars") { node, decoder, spec in
            decoder.decodeSupplementary(node, pixelSize: decoder.pixelSize(spec.footerReferenceSize))
        },
        ScenarioKey("elementKinds", \.elementKinds, type: "mapping", default: "",
                    meaning: "how a layout's own supplementary and decoration kinds look, by kind name: each a mapping with the keys of `header` (`{badge: {color: systemRed, title: \"{section}\"}}`); `{section}`, `{item}` and `{item1}` are replaced in the title. A kind not listed is drawn as a plain `systemGray5` view. Such elements are traced under their kind's name (`\"kind\": \"badge\"`), never as headers") { node, decoder, _ in decoder.decodeElementKinds(node) },
    ])

    /// The `FlowLayout` properties a scenario can set, by their key.
    public static let flowSettingKeys = Set(keys.keys.filter { $0.flowSetting != nil }.map(\.name))

    /// Sets the flow properties named in `keys` from the scenario.
    public func configure(_ flow: FlowLayout, only names: Set<String>) {
        for key in Self.keys.keys where names.contains(key.name) { key.flowSetting?(self, flow) }
    }
}

/// Lengths a scenario may give, in points.
private let positive: ClosedRange<CGFloat> = 0.001...ScenarioLimits.maximumLength
private let nonNegative: ClosedRange<CGFloat> = 0...ScenarioLimits.maximumLength

extension ScenarioNode {
    /// A table height: points in `range`, or `automatic` (`UITableView.automaticDimension`).
    fileprivate func tableHeight(in range: ClosedRange<CGFloat>) -> CGFloat? {
        if let word = node.string, Double(word) == nil {
            guard word == "automatic" else {
                report("expected points or `automatic`, got '\(word)'")
                return nil
            }
            return TableLayout.automaticDimension
        }
        return number(in: range)
    }
}
/// UIKit accepts negative spacings: overlapping carousels use them.
private let spacings: ClosedRange<CGFloat> = -ScenarioLimits.maximumLength...ScenarioLimits.maximumLength
