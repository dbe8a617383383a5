import Foundation
import ReelLayout

/// What one frame's layout produced: the data of a `scrollreel dump` frame.
public struct FrameTrace: Sendable, Hashable {
    public var index: Int
    public var time: TimeInterval
    public var scrollViews: [ScrollViewTrace]
    /// Lines logged to the console during this frame.
    public var console: [String]
    /// The tab pager's state, on screens that have one.
    public var pager: PagerTrace?
    /// A collapsing header's progress (0 collapsed, 1 expanded, > 1 stretched), if any.
    public var headerProgress: CGFloat?
}

/// The selected tab and the underline's frame (pager content coordinates).
public struct PagerTrace: Sendable, Hashable {
    public var selectedIndex: Int
    public var underline: CGRect
}

/// One scroll view's state and the attributes its layout returned for the visible rect.
public struct ScrollViewTrace: Sendable, Hashable {
    public var id: String
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInset: EdgeInsets
    public var attributes: [AttributeTrace]
}

/// One element's layout attributes, in its scroll view's content coordinates.
public struct AttributeTrace: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case cell, header, footer

        /// Trace order within a section: header, cells, footer.
        var rank: Int { self == .header ? 0 : self == .cell ? 1 : 2 }
    }
    public var kind: Kind
    public var section: Int
    public var item: Int
    public var frame: CGRect
    public var zIndex: Int

    init(_ attributes: LayoutAttributes) {
        switch attributes.representedElementKind {
        case nil: kind = .cell
        case ElementKind.sectionFooter?: kind = .footer
        default: kind = .header
        }
        section = attributes.indexPath.section
        item = attributes.indexPath.item
        frame = attributes.frame
        zIndex = attributes.zIndex
    }
}

extension ScrollViewTrace {
    init(_ collectionView: CollectionView, attributes: [LayoutAttributes]) {
        id = collectionView.id
        contentOffset = collectionView.contentOffset
        contentSize = collectionView.scrollView.contentSize
        contentInset = collectionView.scrollView.contentInset
        // Sorted so the trace does not depend on the order a layout happens to return.
        self.attributes = attributes.map(AttributeTrace.init).sorted {
            ($0.section, $0.kind.rank, $0.item) < ($1.section, $1.kind.rank, $1.item)
        }
    }
}
