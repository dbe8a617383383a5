public import Foundation

/// Per-row and per-section heights for a `TableLayout`, as the height methods of
/// `UITableViewDelegate`; every method is optional (return nil to use the layout's property).
public protocol TableLayoutDelegate: AnyObject {
    /// The height of the row at `indexPath`, or nil for `layout.rowHeight`.
    func tableLayout(_ layout: TableLayout, heightForRowAt indexPath: IndexPath) -> CGFloat?
    /// The header height of `section`, or nil for `layout.sectionHeaderHeight`.
    func tableLayout(_ layout: TableLayout, heightForHeaderInSection section: Int) -> CGFloat?
    /// The footer height of `section`, or nil for `layout.sectionFooterHeight`.
    func tableLayout(_ layout: TableLayout, heightForFooterInSection section: Int) -> CGFloat?
}

extension TableLayoutDelegate {
    /// Default: nil (use `rowHeight`).
    public func tableLayout(_ layout: TableLayout, heightForRowAt indexPath: IndexPath) -> CGFloat? { nil }
    /// Default: nil (use `sectionHeaderHeight`).
    public func tableLayout(_ layout: TableLayout, heightForHeaderInSection section: Int) -> CGFloat? { nil }
    /// Default: nil (use `sectionFooterHeight`).
    public func tableLayout(_ layout: TableLayout, heightForFooterInSection section: Int) -> CGFloat? { nil }
}
