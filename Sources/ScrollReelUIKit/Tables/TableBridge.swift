import Foundation
import ReelLayout

/// The table's rows collection view asks this for what a `UITableView` asks its data source
/// and delegate: counts, cells, heights, header views, and the callbacks — each forwarded in a
/// table's words, with the table as the view.
final class TableBridge: UICollectionViewDataSource, UICollectionViewDelegate, TableLayoutDelegate {
    weak var table: UITableView?

    // MARK: - Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let table, let source = table.dataSource else { return 0 }
        return source.numberOfSections(in: table)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let table, let source = table.dataSource else { return 0 }
        return source.tableView(table, numberOfRowsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let table, let source = table.dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = source.tableView(table, cellForRowAt: indexPath)
        if table.separatorStyle == .none { cell.separatorInset = UIEdgeInsets(top: 0, left: .greatestFiniteMagnitude, bottom: 0, right: 0) }
        return cell
    }

    /// A header's or footer's view: the delegate's, else one with the data source's title.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        table?.supplementaryView(ofKind: kind, section: indexPath.section) ?? UICollectionReusableView(frame: .zero)
    }

    // MARK: - Delegate

    /// A row the table does not let be selected (`allowsSelection`, `willSelectRowAt` answering
    /// nil) is not selected, and its cell's segue is not performed.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let table, table.allowsSelection else { return false }
        selecting = table.tableDelegate.map { $0.tableView(table, willSelectRowAt: indexPath) } ?? indexPath
        return selecting != nil
    }

    /// The row `willSelectRowAt` chose for the selection under way.
    private var selecting: IndexPath?

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        defer { selecting = nil }
        guard let table, let delegate = table.tableDelegate, let path = selecting else { return }
        ViewRuntime.callingApp("tableView(_:didSelectRowAt:)", on: delegate) { delegate.tableView(table, didSelectRowAt: path) }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let table, let cell = cell as? UITableViewCell else { return }
        table.tableDelegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let table, let cell = cell as? UITableViewCell else { return }
        table.tableDelegate?.tableView(table, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let table else { return }
        table.tableDelegate?.scrollViewDidScroll(table)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let table else { return }
        table.tableDelegate?.scrollViewWillBeginDragging(table)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let table else { return }
        table.tableDelegate?.scrollViewWillEndDragging(table, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let table else { return }
        table.tableDelegate?.scrollViewDidEndDragging(table, willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let table else { return }
        table.tableDelegate?.scrollViewDidEndDecelerating(table)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard let table else { return }
        table.tableDelegate?.scrollViewDidEndScrollingAnimation(table)
    }

    // MARK: - Heights

    func tableLayout(_ layout: TableLayout, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        guard let table, let delegate = table.tableDelegate else { return nil }
        return delegate.tableView(table, heightForRowAt: indexPath)
    }

    func tableLayout(_ layout: TableLayout, heightForHeaderInSection section: Int) -> CGFloat? {
        guard let table, let delegate = table.tableDelegate else { return nil }
        return delegate.tableView(table, heightForHeaderInSection: section)
    }

    func tableLayout(_ layout: TableLayout, heightForFooterInSection section: Int) -> CGFloat? {
        guard let table, let delegate = table.tableDelegate else { return nil }
        return delegate.tableView(table, heightForFooterInSection: section)
    }
}
