import Foundation
import ReelTestSupport
import ReelTrace
import Testing

/// `scrollreel init-layout NAME`: the starter package a user pastes a layout into, made and run
/// here as a user would.
@Suite(.serialized) struct InitLayoutTests {
    func scrollreel(_ arguments: String..., in directory: URL? = nil) throws -> ToolRunner.Result {
        try ToolRunner.run(Fixtures.binary, arguments, in: directory)
    }

    @Test func writesAPackageThatRendersTheLayoutWithSwiftRun() throws {
        let folder = try ToolRunner.makeFolder("init-layout")
        let made = try scrollreel("init-layout", "my-layout", "--at", folder.path,
                                  "--scrollreel-path", Fixtures.packageRoot.path)
        #expect(made.status == 0, "\(made.error)")
        let package = folder.appendingPathComponent("my-layout")
        #expect(ToolRunner.contents(of: package) == [".gitignore", "Package.swift", "README.md", "Sources", "scenario.yaml"])
        #expect(ToolRunner.contents(of: package.appendingPathComponent("Sources/my_layout")) == ["MyLayout.swift", "main.swift"])
        let layout = try String(contentsOf: package.appendingPathComponent("Sources/my_layout/MyLayout.swift"), encoding: .utf8)
        #expect(layout.contains("\nimport ScrollReelUIKit\n") && !layout.contains("import ScrollReel\n"))
        // Nothing is left of the staging folder.
        #expect(ToolRunner.contents(of: folder) == ["my-layout"])

        // Built in a fresh folder: SwiftPM caches a path dependency's file list per build folder.
        let scratch = try ToolRunner.makeFolder("init-layout-build")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = package.appendingPathComponent("out")
        let run = try ToolRunner.run(tool: "swift", ["run", "--package-path", package.path,
                                                     "--scratch-path", scratch.path, "my-layout", out.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(ToolRunner.contents(of: out) == ["my-layout", "my-layout.gif", "my-layout.trace.json"])

        // The starter layout is a stretchy header: pulled 150 pt down, the 160-pt header grows
        // by the overscroll and keeps its top at the content offset.
        let trace = try TraceDocument(contentsOf: out.appendingPathComponent("my-layout.trace.json"))
        let pulled = try #require(trace.frames.map { $0.scrollViews[0] }.min { $0.contentOffset.y < $1.contentOffset.y })
        let header = try #require(pulled.attributes.first { $0.kind == .header })
        #expect(pulled.contentOffset.y < -50)
        #expect(header.frame == CGRect(x: 0, y: pulled.contentOffset.y, width: 320, height: 160 - pulled.contentOffset.y))

        // Then a compositional layout pasted in its place, as the starter's comments say: the
        // function that builds it, called in main.swift instead of `MyLayout()`.
        let sources = package.appendingPathComponent("Sources/my_layout")
        try """
            import ScrollReelUIKit

            func createLayout() -> UICollectionViewLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }

            """.write(to: sources.appendingPathComponent("MyLayout.swift"), atomically: true, encoding: .utf8)
        let main = sources.appendingPathComponent("main.swift")
        try String(contentsOf: main, encoding: .utf8).replacingOccurrences(of: "MyLayout()", with: "createLayout()")
            .write(to: main, atomically: true, encoding: .utf8)
        let listOut = package.appendingPathComponent("list-out")
        let listRun = try ToolRunner.run(tool: "swift", ["run", "--package-path", package.path,
                                                         "--scratch-path", scratch.path, "my-layout", listOut.path])
        #expect(listRun.status == 0, "\(listRun.error)")
        // The starter's scenario in an inset-grouped list: 16 pt, the title "My layout" measured
        // (21 + 16), then 44-pt rows inset by the 16-pt margins.
        let list = try #require(try TraceDocument(contentsOf: listOut.appendingPathComponent("my-layout.trace.json")).frames.first)
        let elements = list.scrollViews[0].attributes
        #expect(elements.first { $0.kind == .header }?.frame == CGRect(x: 16, y: 16, width: 288, height: 37))
        #expect(elements.first { $0.kind == .cell && $0.item == 0 }?.frame == CGRect(x: 16, y: 53, width: 288, height: 44))

        // Then iOS code Linux Swift refuses as written — an `@objc` delegate protocol with an
        // optional method, an `@IBOutlet`, an override in an extension — and a view controller
        // that makes its collection view in viewDidLoad(): `scrollreel port`, then the layout
        // the view controller made.
        try """
            import ScrollReelUIKit

            @objc protocol RowsLayoutDelegate: AnyObject {
                @objc optional func rowsLayout(_ layout: RowsLayout, heightForRowAt indexPath: IndexPath) -> CGFloat
            }

            class RowsLayout: UICollectionViewLayout {
                weak var delegate: RowsLayoutDelegate?
                private var frames: [UICollectionViewLayoutAttributes] = []

                override func prepare() {
                    super.prepare()
                    guard let collectionView = collectionView else { return }
                    var y: CGFloat = 0
                    frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                        let path = IndexPath(item: item, section: 0)
                        let height = delegate?.rowsLayout?(self, heightForRowAt: path) ?? 44
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                        attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
                        y += height
                        return attributes
                    }
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    frames.filter { $0.frame.intersects(rect) }
                }
            }

            extension RowsLayout {
                override var collectionViewContentSize: CGSize {
                    CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.frame.maxY ?? 0)
                }
            }

            """.write(to: sources.appendingPathComponent("MyLayout.swift"), atomically: true, encoding: .utf8)
        try """
            import ScrollReelUIKit

            class GalleryViewController: UIViewController, RowsLayoutDelegate {
                @IBOutlet weak var collectionView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = RowsLayout()
                    layout.delegate = self
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    view.addSubview(collectionView)
                }

                @objc func rowsLayout(_ layout: RowsLayout, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    indexPath.item.isMultiple(of: 2) ? 120 : 80
                }
            }

            """.write(to: sources.appendingPathComponent("GalleryViewController.swift"), atomically: true, encoding: .utf8)
        let ported = try ToolRunner.run(Fixtures.porter, [sources.appendingPathComponent("MyLayout.swift").path,
                                                          sources.appendingPathComponent("GalleryViewController.swift").path])
        #expect(ported.status == 0, "\(ported.error)")
        #expect(ported.output.contains("MyLayout.swift:17: call of `rowsLayout(_:heightForRowAt:)`"))
        #expect(ported.output.contains("GalleryViewController.swift:14: `rowsLayout(_:heightForRowAt:)` implements RowsLayoutDelegate's ported requirement"))
        try String(contentsOf: main, encoding: .utf8)
            .replacingOccurrences(of: "func makeLayout() -> UICollectionViewLayout {\n    createLayout()\n}",
                                  with: "func makeLayout() -> UICollectionViewLayout {\n    GalleryViewController().loadedCollectionViewLayout ?? UICollectionViewFlowLayout()\n}")
            .write(to: main, atomically: true, encoding: .utf8)
        let rowsOut = package.appendingPathComponent("rows-out")
        let rowsRun = try ToolRunner.run(tool: "swift", ["run", "--package-path", package.path,
                                                         "--scratch-path", scratch.path, "my-layout", rowsOut.path])
        #expect(rowsRun.status == 0, "\(rowsRun.error)")
        // The delegate's heights, through the ported optional method: 120, 80, 120, ….
        let rows = try #require(try TraceDocument(contentsOf: rowsOut.appendingPathComponent("my-layout.trace.json")).frames.first)
        let cells = rows.scrollViews[0].attributes.filter { $0.kind == .cell }.sorted { $0.item < $1.item }
        #expect(cells.prefix(3).map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 120),
                                                 CGRect(x: 0, y: 120, width: 320, height: 80),
                                                 CGRect(x: 0, y: 200, width: 320, height: 120)])
        #expect(rows.scrollViews[0].contentSize.height == CGFloat(15 * 200))
    }

    @Test func refusesAnExistingFolderAndABadName() throws {
        let folder = try ToolRunner.makeFolder("init-layout-refusals")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("taken"), withIntermediateDirectories: true)
        let taken = try scrollreel("init-layout", "taken", "--at", folder.path, "--scrollreel-path", Fixtures.packageRoot.path)
        #expect(taken.status != 0 && taken.error.contains("already exists"))
        let bad = try scrollreel("init-layout", "../escape", "--at", folder.path)
        #expect(bad.status != 0 && bad.error.contains("must start with a letter"))
        let nowhere = try scrollreel("init-layout", "fine", "--at", folder.path, "--scrollreel-path", folder.path)
        #expect(nowhere.status != 0 && nowhere.error.contains("no ScrollReel checkout"))
        #expect(ToolRunner.contents(of: folder) == ["taken"])
    }
}

/// The porter as a user runs it on files it cannot or should not change: `scrollreel-port`, or
/// `scrollreel port`, which runs the porter built beside it.
@Suite struct PortCommandTests {
    @Test func aDryRunPrintsAndChangesNothing() throws {
        let folder = try ToolRunner.makeFolder("port-dry-run")
        let file = folder.appendingPathComponent("Layout.swift")
        let text = "@objc class Layout {}\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let run = try ToolRunner.run(Fixtures.porter, ["--dry-run", file.path])
        #expect(run.status == 0 && run.output.contains("Layout.swift:1: removed `@objc`"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        let real = try ToolRunner.run(Fixtures.porter, [file.path])
        #expect(real.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "class Layout {}\n")
        #expect(ToolRunner.contents(of: folder) == ["Layout.swift"])
    }

    /// A folder stands for the Swift files under it, as a user ports an app's source folder.
    @Test func aFolderPortsItsSwiftFiles() throws {
        let folder = try ToolRunner.makeFolder("port-folder")
        let nested = folder.appendingPathComponent("App/Cells", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "@objc class Layout {}\n".write(to: folder.appendingPathComponent("App/Layout.swift"), atomically: true, encoding: .utf8)
        try "@objc class Cell {}\n".write(to: nested.appendingPathComponent("Cell.swift"), atomically: true, encoding: .utf8)
        try "@objc notes\n".write(to: nested.appendingPathComponent("Notes.txt"), atomically: true, encoding: .utf8)
        let run = try ToolRunner.run(Fixtures.porter, [folder.appendingPathComponent("App").path])
        #expect(run.status == 0)
        #expect(run.output.contains("App/Cells/Cell.swift:1: removed `@objc`") && run.output.contains("App/Layout.swift:1: removed `@objc`"))
        #expect(try String(contentsOf: nested.appendingPathComponent("Cell.swift"), encoding: .utf8) == "class Cell {}\n")
        #expect(try String(contentsOf: nested.appendingPathComponent("Notes.txt"), encoding: .utf8) == "@objc notes\n")
        let empty = folder.appendingPathComponent("Empty", isDirectory: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try ToolRunner.run(Fixtures.porter, [empty.path])
        #expect(none.status != 0 && none.error.contains("Empty: a folder with no .swift files"))
    }

    @Test func filesItCannotReadAreRefusedByName() throws {
        let folder = try ToolRunner.makeFolder("port-refusals")
        let binary = folder.appendingPathComponent("Binary.swift")
        try Data([0xFF, 0xFE, 0x00, 0x80]).write(to: binary)
        let notText = try ToolRunner.run(Fixtures.porter, [binary.path])
        #expect(notText.status != 0 && notText.error.contains("Binary.swift: not UTF-8 text"))
        let missing = try ToolRunner.run(Fixtures.porter, [folder.appendingPathComponent("Missing.swift").path])
        #expect(missing.status != 0 && missing.error.contains("Missing.swift: no such file"))
        #expect(try Data(contentsOf: binary) == Data([0xFF, 0xFE, 0x00, 0x80]))
    }

    /// `scrollreel port` runs the porter in its own folder and passes its arguments and exit
    /// status through; where the porter was not built, it says how to build it.
    @Test func scrollreelPortRunsThePorterBesideIt() throws {
        let folder = try ToolRunner.makeFolder("port-beside")
        let bin = folder.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let cli = bin.appendingPathComponent("scrollreel")
        try FileManager.default.copyItem(atPath: Fixtures.binary, toPath: cli.path)
        let file = folder.appendingPathComponent("Layout.swift")
        try "@objc class Layout {}\n".write(to: file, atomically: true, encoding: .utf8)

        let alone = try ToolRunner.run(cli.path, ["port", file.path])
        #expect(alone.status != 0)
        #expect(alone.error.contains("the porter is not built (no \(bin.appendingPathComponent("scrollreel-port").path))"))
        #expect(alone.error.contains("Build it with `swift build -c release --product scrollreel-port`, then run this again"))

        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("scrollreel-port").path,
                                                   withDestinationPath: Fixtures.porter)
        let dry = try ToolRunner.run(cli.path, ["port", "--dry-run", file.path])
        #expect(dry.status == 0 && dry.output.contains("Layout.swift:1: removed `@objc`"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "@objc class Layout {}\n")
        let missing = try ToolRunner.run(cli.path, ["port", folder.appendingPathComponent("Missing.swift").path])
        #expect(missing.status == 1 && missing.error.contains("Missing.swift: no such file"))
    }
}
