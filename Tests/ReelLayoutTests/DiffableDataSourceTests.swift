import Foundation
import ReelLayout
import Testing

/// `UICollectionViewDiffableDataSource`: index paths, providers, the missing-provider pitfall.
@Suite struct DiffableDataSourceTests {
    typealias DataSource = DiffableDataSource<String, String, String>

    /// fruit: apple, pear, plum; veg: kale, leek. Cells are "cell <item>".
    private func makeDataSource(log: ((String) -> Void)? = nil) -> DataSource {
        let dataSource = DataSource { _, item in "cell \(item)" }
        dataSource.console = log
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: "fruit")
        snapshot.appendItems(["kale", "leek"], toSection: "veg")
        dataSource.apply(snapshot)
        return dataSource
    }

    private let header = ElementKind.sectionHeader

    // MARK: - Counts and index paths

    @Test func startsEmpty() {
        let dataSource = DataSource { _, _ in nil }
        #expect(dataSource.numberOfSections == 0)
        #expect(dataSource.numberOfItems(inSection: 0) == 0)
        #expect(dataSource.snapshot().numberOfItems == 0)
    }

    @Test func countsAndIdentifiersByIndexPath() {
        let dataSource = makeDataSource()
        #expect(dataSource.numberOfSections == 2)
        #expect(dataSource.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.numberOfItems(inSection: 1) == 2)
        #expect(dataSource.numberOfItems(inSection: 2) == 0)
        #expect(dataSource.sectionIdentifier(for: 1) == "veg")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "plum")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "leek")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == nil)
        #expect(dataSource.indexPath(for: "leek") == IndexPath(item: 1, section: 1))
        #expect(dataSource.indexPath(for: "fig") == nil)
    }

    @Test func applyReplacesTheData() {
        let dataSource = makeDataSource()
        var snapshot = dataSource.snapshot()
        snapshot.deleteSections(["fruit"])
        snapshot.appendItems(["chard"])
        // The data source keeps its own copy until apply.
        #expect(dataSource.numberOfSections == 2)
        dataSource.apply(snapshot)
        #expect(dataSource.numberOfSections == 1)
        #expect(dataSource.snapshot().itemIdentifiers == ["kale", "leek", "chard"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "chard")
    }

    // MARK: - Providers

    @Test func cellProviderGetsTheIndexPathAndItsIdentifier() {
        var calls: [String] = []
        let dataSource = DataSource { path, item in
            calls.append("\(path.section).\(path.item) \(item)")
            return item.uppercased()
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems(["x"], toSection: "a")
        snapshot.appendItems(["y", "z"], toSection: "b")
        dataSource.apply(snapshot)
        #expect(dataSource.cell(at: IndexPath(item: 1, section: 1)) == "Z")
        #expect(dataSource.cell(at: IndexPath(item: 0, section: 0)) == "X")
        // Out of range: nil without asking the provider.
        #expect(dataSource.cell(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(calls == ["1.1 z", "0.0 x"])
    }

    @Test func supplementaryProviderGetsKindAndIndexPath() {
        let dataSource = makeDataSource()
        var calls: [String] = []
        dataSource.supplementaryViewProvider = { kind, path in
            calls.append("\(kind) \(path.section)")
            return "header \(dataSource.sectionIdentifier(for: path.section) ?? "?")"
        }
        #expect(dataSource.supplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1)) == "header veg")
        #expect(calls == ["UICollectionElementKindSectionHeader 1"])
    }

    // MARK: - The missing-provider pitfall

    @Test func missingProviderReturnsNilAndLogsOncePerKindAndSection() {
        var lines: [String] = []
        let dataSource = makeDataSource { lines.append($0) }
        for _ in 0..<3 {  // three frames asking for the same headers
            #expect(dataSource.supplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0)) == nil)
            #expect(dataSource.supplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1)) == nil)
        }
        _ = dataSource.supplementaryView(ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(lines == [
            "UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind 'UICollectionElementKindSectionHeader' at index path <0 - 0>, but no supplementaryViewProvider is set",
            "UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind 'UICollectionElementKindSectionHeader' at index path <1 - 0>, but no supplementaryViewProvider is set",
            "UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind 'UICollectionElementKindSectionFooter' at index path <0 - 0>, but no supplementaryViewProvider is set",
        ])
    }

    @Test func providerReturningNilHasItsOwnLine() {
        var lines: [String] = []
        let dataSource = makeDataSource { lines.append($0) }
        dataSource.supplementaryViewProvider = { _, path in path.section == 0 ? "header" : nil }
        #expect(dataSource.supplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0)) == "header")
        #expect(dataSource.supplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(dataSource.supplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(lines == [
            "UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind 'UICollectionElementKindSectionHeader' at index path <1 - 0>, but the supplementaryViewProvider returned nil",
        ])
    }

    // MARK: - Uniqueness

    @Test func applyReportsDuplicatesInUIKitWordingAndIgnoresThem() {
        var lines: [String] = []
        let dataSource = makeDataSource { lines.append($0) }
        var snapshot = dataSource.snapshot()
        snapshot.appendSections(["veg", "nuts"])
        snapshot.appendItems(["pecan", "apple", "pecan", "kale"], toSection: "nuts")
        #expect(lines.isEmpty)  // reported when applied, as UIKit raises on apply
        dataSource.apply(snapshot)
        #expect(lines == [
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(veg)}",
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(apple, pecan, kale)}",
        ])
        #expect(dataSource.numberOfSections == 3)
        #expect(dataSource.numberOfItems(inSection: 2) == 1)  // pecan once
        #expect(dataSource.snapshot().itemIdentifiers == ["apple", "pear", "plum", "kale", "leek", "pecan"])
        // Reported once: re-applying the data source's own snapshot logs nothing more.
        dataSource.apply(dataSource.snapshot())
        #expect(lines.count == 2)
    }

    @Test func applyReportsItemsWithoutASection() {
        var lines: [String] = []
        let dataSource = DataSource { _, _ in nil }
        dataSource.console = { lines.append($0) }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendItems(["apple"])
        dataSource.apply(snapshot)
        #expect(lines == ["There are currently no sections in the data source. Please add a section first."])
        #expect(dataSource.numberOfSections == 0)
    }

    // MARK: - With a flow layout

    /// Five sections of four items: section s holds items 4s…4s + 3.
    private func fiveByFour() -> DiffableDataSource<Int, Int, String> {
        let dataSource = DiffableDataSource<Int, Int, String> { _, item in "cell \(item)" }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<5))
        for section in 0..<5 {
            snapshot.appendItems(Array(section * 4..<section * 4 + 4), toSection: section)
        }
        dataSource.apply(snapshot)
        return dataSource
    }

    @Test func zeroHeaderReferenceSizeMeansNoHeaders() {
        let dataSource = fiveByFour()
        let layout = FlowLayout()  // headerReferenceSize .zero, the default
        let host = DataSourceHost(dataSource: dataSource)
        layout.attach(to: host)
        layout.prepareIfNeeded()
        // Default 50 × 50 items: 4 × 50 + 3 × 10 = 230 ≤ 320, one line per section, 5 × 50 = 250 high.
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 250))
        let found = (layout.layoutAttributesForElements(in: host.bounds) ?? [])
        #expect(found.count == 20)
        #expect(found.allSatisfy { $0.representedElementCategory == .cell })
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func aHeaderReferenceSizeGivesFiveHeaders() {
        let dataSource = fiveByFour()
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 50)
        let host = DataSourceHost(dataSource: dataSource)
        layout.attach(to: host)
        layout.prepareIfNeeded()
        // Each section: 50 header + 50 line = 100; headers at 0, 100, 200, 300, 400; content 500.
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 500))
        let headers = (layout.layoutAttributesForElements(in: host.bounds) ?? [])
            .filter { $0.representedElementKind == header }
        #expect(headers.map(\.frame) == (0..<5).map { rect(0, CGFloat($0) * 100, 320, 50) })
        #expect(headers.map(\.indexPath) == (0..<5).map { IndexPath(item: 0, section: $0) })
        // Each header is asked of the data source; with no provider: nil and one line per section.
        var lines: [String] = []
        dataSource.console = { lines.append($0) }
        let views = headers.map { dataSource.supplementaryView(ofKind: header, at: $0.indexPath) }
        #expect(views.allSatisfy { $0 == nil })
        #expect(lines.count == 5)
        #expect(lines.last?.contains("at index path <4 - 0>, but no supplementaryViewProvider is set") == true)
    }
}
