import Foundation
import ReelGeometry

/// The computed frames of one section of a flow layout, along the main (scrolling) axis.
struct FlowSectionGeometry: Sendable {
    /// Main-axis start of the section (top of its header).
    var start: CGFloat
    /// Main-axis end of the section (bottom of its footer); the next section starts here.
    var end: CGFloat
    /// End of the header: where a pinned footer stops being pushed.
    var contentStart: CGFloat
    /// Start of the footer (last line's end + inset): where a pinned header is pushed off.
    var contentEnd: CGFloat
    /// The header's natural frame; nil when its main-axis reference size is 0.
    var header: CGRect?
    /// The footer's natural frame; nil when its main-axis reference size is 0.
    var footer: CGRect?
    /// Whether the header pins to the visible bounds (layout switch and delegate answer).
    var pinsHeader = false
    /// Whether the footer pins to the visible bounds (layout switch and delegate answer).
    var pinsFooter = false
    /// Flat index of the first item.
    var firstItem: Int
    var itemCount: Int
    /// The section's lines in the flat line arrays.
    var lines: Range<Int>
}

/// All frames of a flow layout in contiguous arrays, with monotonic line and section extents
/// for binary search.
struct FlowGeometry: Sendable {
    var axis = ScrollAxis.vertical
    /// The bounds size this pass used (compared on bounds changes).
    var boundsSize: CGSize = .zero
    /// The pixel grid reported origins sit on (pixels per point); nil leaves them exact.
    var pixelScale: CGFloat?
    /// The cross-axis length of the content: bounds minus the adjusted content insets.
    var crossLength: CGFloat = 0
    /// The main-axis length of the content.
    var mainLength: CGFloat = 0
    var sections: [FlowSectionGeometry] = []
    /// Item frames over all sections, in section/item order.
    var itemFrames: [CGRect] = []
    /// Main-axis start of each line: non-decreasing unless a negative line spacing overlaps
    /// lines (as carousels do).
    var lineStarts: [CGFloat] = []
    /// For binary search whatever the spacing: the furthest line end so far (non-decreasing) …
    var lineReach: [CGFloat] = []
    /// … and the nearest line start from each line to the end of its section (non-decreasing
    /// within a section).
    var lineLowestStart: [CGFloat] = []
    /// Flat index of each line's first item, plus a final sentinel equal to the item count.
    var lineFirstItems: [Int] = [0]
    /// Whether some item is longer than the cross axis can hold (UIKit's "not defined" warning).
    var hasItemThatDoesNotFit = false

    /// The content size: main length by cross length.
    var contentSize: CGSize {
        axis == .horizontal
            ? CGSize(width: mainLength, height: crossLength)
            : CGSize(width: crossLength, height: mainLength)
    }

    /// `rect` as UIKit reports it: origin on the pixel grid, size exact.
    /// - Complexity: O(1).
    func reported(_ rect: CGRect) -> CGRect {
        guard let pixelScale else { return rect }
        return rect.originRoundedToPixels(scale: pixelScale)
    }

    // MARK: - Searching

    /// The sections whose main-axis extent overlaps `minMain..<maxMain`.
    /// - Complexity: O(log s + r) for s sections and r returned.
    func sections(overlappingMain minMain: CGFloat, _ maxMain: CGFloat) -> Range<Int> {
        let first = sections.partitioningIndex(in: sections.indices) { $0.end > minMain }
        let last = sections.partitioningIndex(in: first..<sections.endIndex) { $0.start >= maxMain }
        return first..<last
    }

    /// The lines of `section` that may overlap `minMain..<maxMain` (exactly those, unless lines
    /// overlap each other; callers test each item's frame).
    /// - Complexity: O(log l) for l lines in the section.
    func lines(of section: FlowSectionGeometry, overlappingMain minMain: CGFloat, _ maxMain: CGFloat) -> Range<Int> {
        let first = lineReach.partitioningIndex(in: section.lines) { $0 > minMain }
        let last = lineLowestStart.partitioningIndex(in: first..<section.lines.upperBound) { $0 >= maxMain }
        return first..<last
    }
}
