import ReelPort
import Testing

/// `SourcePorter` on files written the way iOS layouts and their view controllers use
/// Objective-C habits, compared with the ported text as a whole.
@Suite struct SourcePorterTests {
    static let layout = SourceFile(name: "MosaicLayout.swift", text: """
        import UIKit

        @objc protocol MosaicLayoutDelegate: AnyObject {
            @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                               heightForItemAt indexPath: IndexPath) -> CGFloat
            @objc optional func mosaicLayoutDidPrepare(_ layout: MosaicLayout)
        }

        @objcMembers
        class MosaicLayout: UICollectionViewLayout {
            weak var delegate: MosaicLayoutDelegate?
            var heights: [CGFloat] = []

            func height(at indexPath: IndexPath) -> CGFloat {
                guard let collectionView = collectionView else { return 0 }
                return delegate?.collectionView?(collectionView, layout: self, heightForItemAt: indexPath) ?? 100
            }
        }

        extension MosaicLayout {
            override func prepare() {
                super.prepare()
                delegate?.mosaicLayoutDidPrepare?(self)
            }

            @objc func reset() { heights = [] }
        }

        """)

    static let controller = SourceFile(name: "GalleryViewController.swift", text: """
        import UIKit

        class GalleryViewController: UIViewController, MosaicLayoutDelegate {
            @IBOutlet weak var collectionView: UICollectionView!

            func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                heightForItemAt indexPath: IndexPath) -> CGFloat {
                indexPath.item.isMultiple(of: 2) ? 120 : 80
            }

            @objc
            func refresh(_ sender: Any) {}
        }

        """)

    @Test func objcHabitsBecomePlainSwift() {
        let report = SourcePorter.port([Self.layout, Self.controller])
        #expect(report.files[0].text == """
            import UIKit

            protocol MosaicLayoutDelegate: AnyObject {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                                   heightForItemAt indexPath: IndexPath) -> CGFloat?
                func mosaicLayoutDidPrepare(_ layout: MosaicLayout)
            }

            // What a conforming type that does not implement them answers (ported from `optional`).
            extension MosaicLayoutDelegate {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                                   heightForItemAt indexPath: IndexPath) -> CGFloat? { nil }
                func mosaicLayoutDidPrepare(_ layout: MosaicLayout) {}
            }

            class MosaicLayout: UICollectionViewLayout {
                weak var delegate: MosaicLayoutDelegate?
                var heights: [CGFloat] = []

                func height(at indexPath: IndexPath) -> CGFloat {
                    guard let collectionView = collectionView else { return 0 }
                    return delegate?.collectionView(collectionView, layout: self, heightForItemAt: indexPath) ?? 100
                }

                override func prepare() {
                    super.prepare()
                    delegate?.mosaicLayoutDidPrepare(self)
                }
            }

            extension MosaicLayout {

                func reset() { heights = [] }
            }

            """)
        #expect(report.files[1].text == """
            import UIKit

            class GalleryViewController: UIViewController, MosaicLayoutDelegate {
                var collectionView: UICollectionView!

                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                    heightForItemAt indexPath: IndexPath) -> CGFloat? {
                    indexPath.item.isMultiple(of: 2) ? 120 : 80
                }

                func refresh(_ sender: Any) {}
            }

            // Storyboard outlets and inspectable properties, set by name (ported from `@IBOutlet`, `@IBInspectable`).
            extension GalleryViewController: StoryboardOutlets {
                func connectOutlet(_ name: String, to object: AnyObject) {
                    switch name {
                    case "collectionView": collectionView = object as? UICollectionView
                    default: break
                    }
                }
            }

            """)
        #expect(report.rewrites.map(\.description) == [
            "GalleryViewController.swift:3: GalleryViewController: its 1 `@IBOutlet` or `@IBInspectable` property is set by name (a `StoryboardOutlets` extension)",
            "GalleryViewController.swift:4: removed `@IBOutlet` and `weak`: a view made in code has nothing else holding it (a `weak` property lets it go as soon as it is made)",
            "GalleryViewController.swift:6: `collectionView(_:layout:heightForItemAt:)` implements MosaicLayoutDelegate's ported requirement: now returns `CGFloat?`",
            "GalleryViewController.swift:11: removed `@objc`",
            "MosaicLayout.swift:3: removed `@objc`",
            "MosaicLayout.swift:4: `optional` requirement `collectionView(_:layout:heightForItemAt:)` of MosaicLayoutDelegate: now returns `CGFloat?`, nil by default (in an extension)",
            "MosaicLayout.swift:4: removed `@objc`",
            "MosaicLayout.swift:6: `optional` requirement `mosaicLayoutDidPrepare(_:)` of MosaicLayoutDelegate: now does nothing by default (in an extension)",
            "MosaicLayout.swift:6: removed `@objc`",
            "MosaicLayout.swift:9: removed `@objcMembers`",
            "MosaicLayout.swift:16: call of `collectionView(_:layout:heightForItemAt:)`: `?` after the name removed (a plain call of the ported requirement)",
            "MosaicLayout.swift:21: `override func prepare()` moved from an extension of MosaicLayout into the class (MosaicLayout.swift:10)",
            "MosaicLayout.swift:23: call of `mosaicLayoutDidPrepare(_:)`: `?` after the name removed (a plain call of the ported requirement)",
            "MosaicLayout.swift:26: removed `@objc`",
        ])
        #expect(report.leftAlone.isEmpty)
    }

    @Test func whatCannotBeRewrittenIsNamedAndLeft() {
        let file = SourceFile(name: "Extension.swift", text: """
            extension UICollectionViewFlowLayout {
                override func prepare() { super.prepare() }
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files == [file])
        #expect(report.leftAlone.map(\.description) == [
            "Extension.swift:2: `override` in an extension of UICollectionViewFlowLayout, whose class is in none of these files: move it into the class",
        ])
    }

    /// Xcode's generated Core Data properties and relationship accessors: each `@NSManaged`
    /// property reads and writes the managed object's value by its name, and the add and remove
    /// accessors change the relationship they name.
    @Test func managedPropertiesAndAccessorsGetBodies() {
        let file = SourceFile(name: "Author+CoreDataProperties.swift", text: """
            import CoreData

            extension Author {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Author> {
                    return NSFetchRequest<Author>(entityName: "Author")
                }

                @NSManaged public var name: String?
                @NSManaged public var born: Int16
                @NSManaged public var books: NSSet?

                @objc(addBooksObject:)
                @NSManaged public func addToBooks(_ value: Book)

                @objc(removeBooks:)
                @NSManaged public func removeFromBooks(_ values: NSSet)
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == """
            import CoreData

            extension Author {
                public class func fetchRequest() -> NSFetchRequest<Author> {
                    return NSFetchRequest<Author>(entityName: "Author")
                }

                public var name: String? { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
                public var born: Int16 { get { managedValue(forKey: "born") } set { setManagedValue(newValue, forKey: "born") } }
                public var books: NSSet? { get { managedValue(forKey: "books") } set { setManagedValue(newValue, forKey: "books") } }

                public func addToBooks(_ value: Book) { addManagedValue(value, toRelationshipNamed: "Books") }

                public func removeFromBooks(_ values: NSSet) { removeManagedValue(values, fromRelationshipNamed: "Books") }
            }

            """)
        #expect(report.leftAlone.isEmpty)
    }

    /// A fetched-results controller's untyped snapshot, bridged with `as` on iOS, is made typed.
    @Test func aBridgedSnapshotIsMadeTyped() {
        let file = SourceFile(name: "Notes.swift", text: """
            func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
                let typed = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
                dataSource.apply(typed)
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text.contains("    let typed = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)\n"))
    }

    /// An extension of UIKit's navigation controller setting the status bar's style compiles
    /// without the setting (iOS replaces UIKit's member through the Objective-C runtime).
    @Test func aDeviceSettingOverriddenInAnExtensionOfUIKitsClassGoes() {
        let file = SourceFile(name: "Bar.swift", text: """
            import UIKit

            extension UINavigationController {
                open override var preferredStatusBarStyle: UIStatusBarStyle {
                    return .lightContent
                }
                func pop() { popViewController(animated: true) }
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == """
            import UIKit

            extension UINavigationController {
                func pop() { popViewController(animated: true) }
            }

            """)
        #expect(report.rewrites.map(\.description) == [
            "Bar.swift:4: `override var preferredStatusBarStyle` removed from an extension of UINavigationController: UIKit's own class cannot be overridden from an extension without the Objective-C runtime, so UIKit's stays",
        ])
    }

    /// The copies a build compiles in place of the files: each line of the originals the copy
    /// keeps is at its own number — found as the compiler finds it, through the copy's
    /// `#sourceLocation` directives — and an override moved out of an extension keeps the
    /// extension's lines.
    @Test func copiesForTheBuildKeepTheOriginalsLines() {
        let report = SourcePorter.portedCopies(of: [Self.layout, Self.controller])
        #expect(report.files.map(\.name) == ["MosaicLayout.swift", "GalleryViewController.swift"])
        let places = report.files.flatMap { Self.placesOfLines(in: $0.text) }
        func place(of text: String) -> [String] {
            places.filter { $0.text.trimmingPrefix(while: \.isWhitespace) == text }.map { "\($0.file):\($0.line)" }
        }
        #expect(place(of: "func height(at indexPath: IndexPath) -> CGFloat {") == ["MosaicLayout.swift:14"])
        // Moved into the class from the extension, it still names the extension's lines.
        #expect(place(of: "override func prepare() {") == ["MosaicLayout.swift:21"])
        #expect(place(of: "delegate?.mosaicLayoutDidPrepare(self)") == ["MosaicLayout.swift:23"])
        #expect(place(of: "func reset() { heights = [] }") == ["MosaicLayout.swift:26"])
        // The defaults written after the protocol name its last line (7), their comment first.
        #expect(place(of: "extension MosaicLayoutDelegate {") == ["MosaicLayout.swift:8"])
        #expect(place(of: "class MosaicLayout: UICollectionViewLayout {") == ["MosaicLayout.swift:10"])
        #expect(place(of: "var collectionView: UICollectionView!") == ["GalleryViewController.swift:4"])
        #expect(place(of: "func refresh(_ sender: Any) {}") == ["GalleryViewController.swift:12"])
        // Every line of the originals the copies keep as it was is at its own place.
        for original in [Self.layout, Self.controller] {
            let copy = report.files.first { $0.name == original.name }?.text ?? ""
            let kept = Set(copy.split(separator: "\n", omittingEmptySubsequences: false))
            for (index, text) in original.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where kept.contains(text) {
                #expect(places.contains { $0.file == original.name && $0.line == index + 1 && $0.text == text },
                        "\(original.name):\(index + 1): \(text)")
            }
        }
        #expect(report.files[0].text.hasPrefix("#sourceLocation(file: \"MosaicLayout.swift\", line: 1)\nimport UIKit\n"))
        // Each rewrite is still reported at the original's line.
        #expect(report.rewrites == SourcePorter.port([Self.layout, Self.controller]).rewrites)
    }

    /// Each line of a copy with the file and line the compiler gives it (following its
    /// `#sourceLocation` directives), the directives left out.
    static func placesOfLines(in text: String) -> [(file: String, line: Int, text: Substring)] {
        var file = "", line = 1
        var places: [(file: String, line: Int, text: Substring)] = []
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if row.hasPrefix("#sourceLocation(file: \"") {
                let parts = row.dropFirst("#sourceLocation(file: \"".count).split(separator: "\", line: ")
                file = String(parts[0])
                line = Int(parts[1].dropLast()) ?? 0
                continue
            }
            places.append((file, line, row))
            line += 1
        }
        return places
    }

    /// An app's model file that imports Foundation alone gets UIKit's (the simulated clock,
    /// identifiers and network); the same file in files with no UIKit import is left alone.
    @Test func anAppsFoundationFileImportsUIKit() {
        let model = SourceFile(name: "FeedLoader.swift", text: "import Foundation\n\nstruct FeedLoader {\n    let made = Date()\n}\n")
        let screen = SourceFile(name: "FeedViewController.swift", text: "import UIKit\n\nclass FeedViewController: UIViewController {}\n")
        let report = SourcePorter.port([model, screen])
        #expect(report.files[0].text == "import UIKit\n\nstruct FeedLoader {\n    let made = Date()\n}\n")
        #expect(report.rewrites.map(\.description) == [
            "FeedLoader.swift:1: `import Foundation` is now `import UIKit`, which brings it: its `Date()`, `Timer`, `UUID()` and `URLSession` are the app's simulated ones, as in the app's other files",
        ])
        #expect(SourcePorter.port([model]).files == [model])
    }

    /// Xcode's canvas code in a UIKit screen's file — a preview provider and a `#Preview` — is
    /// compiled only where Xcode's canvas is; the representable and `import SwiftUI` compile as
    /// they are (ScrollReel's SwiftUI draws them), and every line keeps its number.
    @Test func previewsAreCompiledOnlyWhereXcodesCanvasIs() {
        let file = SourceFile(name: "ShelfViewController.swift", text: """
            import UIKit
            import SwiftUI

            final class ShelfViewController: UIViewController {}

            struct ShelfRepresentable: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> ShelfViewController { ShelfViewController() }
                func updateUIViewController(_ controller: ShelfViewController, context: Context) {}
            }

            struct Shelf_Previews: PreviewProvider {
                static var previews: some View { ShelfRepresentable() }
            }

            #Preview { ShelfRepresentable() }

            let shelfTitle = "Shelf"

            """)
        let copy = SourcePorter.portedCopies(of: [file]).files[0].text
        let lines = Self.placesOfLines(in: copy)
        func line(of text: String) -> Int? { lines.first { $0.text == text }?.line }
        #expect(line(of: "final class ShelfViewController: UIViewController {}") == 4)
        #expect(line(of: "let shelfTitle = \"Shelf\"") == 17)
        // Each preview sits between `#if canImport(DeveloperToolsSupport)` and `#endif`; the
        // import and the representable are left as they are.
        let code = lines.map(\.text).filter { !$0.isEmpty }
        for opening in ["struct Shelf_Previews: PreviewProvider {", "#Preview { ShelfRepresentable() }"] {
            let index = code.firstIndex(of: Substring(opening))
            #expect(index.map { code[$0 - 1] } == "#if canImport(DeveloperToolsSupport)", "\(opening)")
        }
        for kept in ["import SwiftUI", "struct ShelfRepresentable: UIViewControllerRepresentable {"] {
            let index = code.firstIndex(of: Substring(kept))
            #expect(index.map { code[$0 - 1] } != "#if canImport(DeveloperToolsSupport)", "\(kept)")
        }
        #expect(code.filter { $0 == "#endif" }.count == 2)
        #expect(SourcePorter.port([file]).rewrites.map(\.line) == [11, 15])
    }

    /// An override moved from an extension into its class in another file takes the
    /// extension's `fileprivate` helpers along in reach: they lose the modifier. `NSError()`,
    /// failable on Linux, names its empty domain and code; `arc4random()` names UIKit's.
    @Test func movedOverridesKeepTheirHelpersInReach() {
        let attributes = SourceFile(name: "PinnedAttributes.swift", text: """
            import UIKit

            class PinnedAttributes: UICollectionViewLayoutAttributes {}

            """)
        let layout = SourceFile(name: "PinnedLayout.swift", text: """
            import UIKit

            extension PinnedAttributes {
                override var debugDescription: String { "pinned \\(isPinned)" }
                fileprivate var isPinned: Bool { zIndex > 0 }
            }

            func failure() -> Error { NSError() }
            func hue() -> UInt32 { arc4random() % 256 + arc4random_uniform(2) }
            let empty = NSAttributedString()
            let progress = #keyPath(WKWebView.estimatedProgress)

            """)
        let report = SourcePorter.port([attributes, layout])
        #expect(report.files[1].text.contains("\n    var isPinned: Bool { zIndex > 0 }\n"))
        #expect(report.files[0].text.contains("override var debugDescription: String"))
        #expect(report.files[1].text.contains("func failure() -> Error { NSError(domain: \"\", code: 0) }"))
        #expect(report.files[1].text.contains("func hue() -> UInt32 { UIKit.arc4random() % 256 + UIKit.arc4random_uniform(2) }"))
        #expect(report.files[1].text.contains("let empty = NSAttributedString(string: \"\")"))
        #expect(report.files[1].text.contains("let progress = \"estimatedProgress\""))
        #expect(report.rewrites.map(\.description).contains(
            "PinnedLayout.swift:5: `fileprivate` removed from `isPinned`: an override beside it moved into its class in another file, and uses it there"))
    }

    /// A view class with an initialiser of its own and none taking a frame gets a `required
    /// init(frame:)` that traps as iOS traps when UIKit calls it (a table cell, which inherits
    /// its own, is left alone); `UIScrollViewDelegate` goes beside `UICollectionViewDelegate`,
    /// which it is here.
    @Test func viewsWithoutAFrameInitializerGetOneThatTraps() {
        let file = SourceFile(name: "Shelf.swift", text: """
            import UIKit

            class ShelfView: UICollectionView {
                init(layout: UICollectionViewLayout) { super.init(frame: .zero, collectionViewLayout: layout) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class BookCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Shelf: UIViewController, UIScrollViewDelegate, UICollectionViewDelegate {}
            final class Shelves: UIViewController, UICollectionViewDelegate, UIScrollViewDelegate {}

            """)
        let report = SourcePorter.port([file])
        let text = report.files[0].text
        #expect(text.contains("""
                required init?(coder: NSCoder) { fatalError() }

                required init(frame: CGRect) { fatalError("Use of unimplemented initializer 'init(frame:)' for class '\\(Self.self)'") }
            }
            final class BookCell
            """))
        #expect(text.ranges(of: "required init(frame:").count == 1)
        #expect(text.contains("final class Shelf: UIViewController, UICollectionViewDelegate {}"))
        #expect(text.contains("final class Shelves: UIViewController, UICollectionViewDelegate {}"))
    }

    /// A carousel that is its own delegate: its `convenience init(frame:)` must be `required`
    /// here, and a separate extension restating `UIScrollViewDelegate` (which iOS allows, the
    /// collection view's delegate refining it) loses the conformance, in whichever file it is.
    @Test func aCollectionViewSubclassThatIsItsOwnDelegateCompiles() {
        let carousel = SourceFile(name: "Carousel.swift", text: """
            import UIKit

            class Carousel: UICollectionView {
                override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
                    super.init(frame: frame, collectionViewLayout: layout)
                    delegate = self
                }
                required init?(coder: NSCoder) { fatalError() }
                convenience init(frame: CGRect) {
                    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
                }
            }
            extension Carousel: UICollectionViewDelegate {}

            """)
        let scrolling = SourceFile(name: "Carousel+Scrolling.swift", text: """
            import UIKit

            extension Carousel: UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            extension Carousel : UIScrollViewDelegate, CustomStringConvertible {
                var description: String { "carousel" }
            }
            final class Pager: NSObject, UIScrollViewDelegate {
                convenience init(frame: CGRect) { self.init() }
            }

            """)
        let report = SourcePorter.port([carousel, scrolling])
        #expect(report.files[0].text.contains("    required convenience init(frame: CGRect) {\n"))
        #expect(!report.files[0].text.contains("fatalError(\"Use of unimplemented"))
        #expect(report.files[1].text == """
            import UIKit

            extension Carousel {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            extension Carousel : CustomStringConvertible {
                var description: String { "carousel" }
            }
            final class Pager: NSObject, UIScrollViewDelegate {
                convenience init(frame: CGRect) { self.init() }
            }

            """)
    }

    /// For a build, the app delegate's entry-point attribute goes and its class is named: the
    /// app's module is a library, linked beside a test runner's `main`.
    @Test func aBuildNamesTheAppDelegateInsteadOfItsMain() {
        let delegate = SourceFile(name: "AppDelegate.swift", text: "import UIKit\n\n@UIApplicationMain\nclass ShopDelegate: UIResponder, UIApplicationDelegate {}\n")
        let copies = SourcePorter.portedCopies(of: [delegate])
        #expect(copies.entryPointClass == "ShopDelegate")
        #expect(copies.entryPointSource.contains("public let portedAppDelegateClassName: String? = \"ShopDelegate\"\n"))
        #expect(SourcePorter.portedCopies(of: []).entryPointSource.contains("public let portedAppDelegateClassName: String? = nil\n"))
        #expect(copies.files[0].text == "#sourceLocation(file: \"AppDelegate.swift\", line: 1)\nimport UIKit\n\n\nclass ShopDelegate: UIResponder, UIApplicationDelegate {}\n")
        // An app delegate that is a plain NSObject gets the maker UIKit launches it by.
        let object = SourceFile(name: "AppDelegate.swift", text: "import UIKit\n\n@UIApplicationMain\nclass CatalogDelegate: NSObject, UIApplicationDelegate {\n    var window: UIWindow?\n}\n")
        #expect(SourcePorter.portedCopies(of: [object]).files[0].text.contains("""
            // Made by UIKit at launch (ported: an NSObject app delegate).
            extension CatalogDelegate: NSObjectAppDelegate {
                static func makeAppDelegate() -> UIApplicationDelegate? { CatalogDelegate() }
            }

            """))
        // In place, it becomes `@main`, as before.
        #expect(SourcePorter.port([delegate]).files[0].text.contains("@main\nclass ShopDelegate"))
        #expect(SourcePorter.port([delegate]).entryPointClass == nil)
    }

    /// `class` members of UIFont, a value here, are `static`; a view controller's own `init()`
    /// is left as it is (UIViewController's `init()` is a convenience here, as to Swift on iOS).
    @Test func classMembersOfUIKitsValueTypesAreStatic() {
        let file = SourceFile(name: "TabController.swift", text: """
            import UIKit

            class TabController: UITabBarController {
                init() { super.init(nibName: nil, bundle: nil) }
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                required init?(coder: NSCoder) { fatalError() }
            }

            extension UIFont {
                class func rounded(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
                class var caption: UIFont { .systemFont(ofSize: 12) }
            }

            extension UIView {
                class func make() -> UIView { UIView() }
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == """
            import UIKit

            class TabController: UITabBarController {
                init() { super.init(nibName: nil, bundle: nil) }
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                required init?(coder: NSCoder) { fatalError() }
            }

            extension UIFont {
                static func rounded(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
                static var caption: UIFont { .systemFont(ofSize: 12) }
            }

            extension UIView {
                class func make() -> UIView { UIView() }
            }

            """)
        #expect(report.rewrites.count == 2)
    }

    /// An `@objc` protocol is class-bound on iOS: ported, it says so, so `===` on its values
    /// and weak references to them still compile.
    @Test func anObjCProtocolStaysClassBound() {
        let file = SourceFile(name: "Observers.swift", text: "@objc protocol CartObserving {\n    func cartChanged()\n}\n\n@objc protocol Badged: Named {}\n")
        #expect(SourcePorter.port([file]).files[0].text == "protocol CartObserving: AnyObject {\n    func cartChanged()\n}\n\nprotocol Badged: Named, AnyObject {}\n")
    }

    @Test func plainSwiftIsLeftByteForByte() {
        let file = SourceFile(name: "Plain.swift", text: "let handler: ((Int) -> Void)? = nil\nhandler?(1)\n")
        let report = SourcePorter.port([file])
        #expect(report.files == [file] && report.rewrites.isEmpty)
    }

    /// An app's files in the shapes Linux Swift refuses against ScrollReel's UIKit: UIKit's
    /// entry-point attribute, a cell's `override init(frame:)`, selectors, and a call of one of
    /// UIKit's optional delegate methods — while an optional closure property's call stays.
    @Test func anAppsUIKitShapesBecomeWhatLinuxCompiles() {
        let file = SourceFile(name: "FeedCell.swift", text: """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}

            final class FeedCell: UICollectionViewCell {
                var onShare: (() -> Void)?

                public override init(frame: CGRect) {
                    super.init(frame: frame)
                    _ = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share(_:)))
                    _ = #selector(load(page:count:))
                    _ = #selector(self.close)
                    onShare?()
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class ScrollForwarder {
                weak var delegate: UIScrollViewDelegate?
                func forward(_ scrollView: UIScrollView) { delegate?.scrollViewDidScroll?(scrollView) }
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}

            final class FeedCell: UICollectionViewCell {
                var onShare: (() -> Void)?

                public required init(frame: CGRect) {
                    super.init(frame: frame)
                    _ = UIBarButtonItem(title: "Share", style: .plain, target: self, action: Selector("share:", Self.share(_:)))
                    _ = Selector("loadWithPage:count:")
                    _ = Selector("close", Self.close)
                    onShare?()
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class ScrollForwarder {
                weak var delegate: UIScrollViewDelegate?
                func forward(_ scrollView: UIScrollView) { delegate?.scrollViewDidScroll(scrollView) }
            }

            """)
        #expect(report.rewrites.map(\.description) == [
            "FeedCell.swift:3: `@UIApplicationMain` is now `@main` (UIKit's entry point is the app delegate's `main()`)",
            "FeedCell.swift:9: `override init(frame:)` is now `required init(frame:)`: a collection or table view makes a registered cell class from its type",
            "FeedCell.swift:11: `#selector(share(_:))` is now `Selector(\"share:\", Self.share(_:))`: the method itself, so the action can be sent (there is no Objective-C runtime)",
            "FeedCell.swift:12: `#selector(load(page:count:))` is now `Selector(\"loadWithPage:count:\")` (kept, not sent: it is no action method of a sender and an event)",
            "FeedCell.swift:13: `#selector(self.close)` is now `Selector(\"close\", Self.close)`: the method itself, so the action can be sent (there is no Objective-C runtime)",
            "FeedCell.swift:22: call of UIKit's `scrollViewDidScroll(_:)`: `?` after the name removed (UIKit's optional methods have defaults here)",
        ])
    }

    /// Frameworks whose names UIKit holds are imported as UIKit.
    @Test func frameworksUIKitHoldsAreImportedAsUIKit() {
        let file = SourceFile(name: "Thumbnails.swift", text: "import ImageIO\nimport UniformTypeIdentifiers\nimport CoreGraphics\nimport Combine\n")
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == "import UIKit\nimport UIKit\nimport UIKit\nimport Combine\n")
        #expect(report.rewrites.map(\.description) == [
            "Thumbnails.swift:1: `import ImageIO` is now `import UIKit`, which holds ImageIO's image sources here",
            "Thumbnails.swift:2: `import UniformTypeIdentifiers` is now `import UIKit`, which holds UTType here",
            "Thumbnails.swift:3: `import CoreGraphics` is now `import UIKit`, which holds Core Graphics' names here",
        ])
    }

    /// A forced call of a table delegate's optional method asks the table's delegate as one, and
    /// a literal of text attributes is typed as attributes are.
    @Test func forcedOptionalCallsAndAttributeLiterals() {
        let file = SourceFile(name: "Catalog.swift", text: """
            import UIKit

            class Catalog: UITableViewController {
                func refresh() {
                    for cell in tableView.visibleCells {
                        guard let path = tableView.indexPath(for: cell) else { continue }
                        tableView.delegate?.tableView!(tableView, willDisplay: cell, forRowAt: path)
                    }
                    let plain = [NSAttributedString.Key.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12)]
                    let typed: [NSAttributedString.Key: Any] = [.kern: 2]
                    let counts = ["a": 1]
                    _ = (plain, typed, counts)
                }
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == """
            import UIKit

            class Catalog: UITableViewController {
                func refresh() {
                    for cell in tableView.visibleCells {
                        guard let path = tableView.indexPath(for: cell) else { continue }
                        (tableView.delegate as? UITableViewDelegate)?.tableView(tableView, willDisplay: cell, forRowAt: path)
                    }
                    let plain: [NSAttributedString.Key: Any] = [NSAttributedString.Key.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12)]
                    let typed: [NSAttributedString.Key: Any] = [.kern: 2]
                    let counts = ["a": 1]
                    _ = (plain, typed, counts)
                }
            }

            """)
        #expect(report.rewrites.map(\.description) == [
            "Catalog.swift:7: `tableView.delegate` is asked as a `UITableViewDelegate` (a table view's `delegate` is typed as the scroll view's here)",
            "Catalog.swift:7: call of UIKit's `tableView(_:willDisplay:forRowAt:)`: `!` after the name removed (UIKit's optional methods have defaults here)",
            "Catalog.swift:9: `plain` is typed `[NSAttributedString.Key: Any]`: its values are NSObjects on iOS, values here",
        ])
    }

    /// A selector timer becomes a block timer, and the second Foundation import goes, so UIKit's
    /// simulated `Timer` is the one meant; a delayed perform keeps its call (NSObject has it
    /// here) and its selector carries the method.
    @Test func selectorTimersBecomeClosuresAndDelayedPerformsKeepTheirSelector() {
        let file = SourceFile(name: "Poller.swift", text: """
            import Foundation
            import UIKit

            class Poller: UIViewController {
                var timer: Timer?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    perform(#selector(refresh), with: nil, afterDelay: 1.5)
                    timer = Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                }

                func refresh() {}
                func tick(_ timer: Timer) {}
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == """
            import UIKit

            class Poller: UIViewController {
                var timer: Timer?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    perform(Selector("refresh", Self.refresh), with: nil, afterDelay: 1.5)
                    timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] timer in self?.tick(timer) }
                }

                func refresh() {}
                func tick(_ timer: Timer) {}
            }

            """)
        #expect(report.rewrites.count == 3)
    }

    /// `NSDate()` reads the machine's clock; `Date()` is UIKit's simulated one here.
    @Test func nsDateNowBecomesTheSimulatedDate() {
        let file = SourceFile(name: "StampCell.swift", text: """
            import UIKit

            final class StampCell: UITableViewCell {
                func stamp() -> String {
                    DateFormatter.localizedString(from: NSDate() as Date, dateStyle: .short, timeStyle: .short)
                }
                let epoch = NSDate(timeIntervalSince1970: 0)
            }

            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == """
            import UIKit

            final class StampCell: UITableViewCell {
                func stamp() -> String {
                    DateFormatter.localizedString(from: Date() as Date, dateStyle: .short, timeStyle: .short)
                }
                let epoch = NSDate(timeIntervalSince1970: 0)
            }

            """)
        #expect(report.rewrites.map(\.description) == [
            "StampCell.swift:5: `NSDate()` is now `Date()`: the simulated clock, so the reel is the same on every run",
        ])
    }

    /// `@IBAction` methods, in the class or its extensions in the file, are found by the
    /// selectors Swift gives them, so a storyboard's `<action selector="…">` reaches them; an
    /// `@IBInspectable` property is set by name, as a runtime attribute sets it.
    @Test func actionsAreFoundByTheirSelectorsAndInspectablesSetByName() {
        let file = SourceFile(name: "Gallery.swift", text: """
            import UIKit

            class GalleryLayout: UICollectionViewFlowLayout {
                @IBInspectable var columns: Int = 2
            }

            class GalleryViewController: UIViewController {
                @IBAction func refresh() {}
                @IBAction func shuffle(_ sender: UIButton) {}
            }

            extension GalleryViewController {
                @IBAction func tapped(sender: Any) {}
                @IBAction func touched(_ sender: UIButton, forEvent event: UIEvent) {}
            }
            """)
        let report = SourcePorter.port([file])
        #expect(report.files[0].text == """
            import UIKit

            class GalleryLayout: UICollectionViewFlowLayout {
                var columns: Int = 2
            }

            // Storyboard outlets and inspectable properties, set by name (ported from `@IBOutlet`, `@IBInspectable`).
            extension GalleryLayout: StoryboardOutlets {
                func connectOutlet(_ name: String, to object: AnyObject) {
                    switch name {
                    case "columns": if let value = object as? Int { columns = value }
                    default: break
                    }
                }
            }

            class GalleryViewController: UIViewController {
                func refresh() {}
                func shuffle(_ sender: UIButton) {}
            }

            // Interface Builder actions, found by their selectors (ported from `@IBAction`).
            extension GalleryViewController: StoryboardActions {
                func storyboardAction(named name: String) -> Selector? {
                    switch name {
                    case "refresh": Selector("refresh", Self.refresh)
                    case "shuffle:": Selector("shuffle:", Self.shuffle(_:))
                    case "tappedWithSender:": Selector("tappedWithSender:", Self.tapped(sender:))
                    case "touched:forEvent:": Selector("touched:forEvent:", Self.touched(_:forEvent:))
                    default: nil
                    }
                }
            }

            extension GalleryViewController {
                func tapped(sender: Any) {}
                func touched(_ sender: UIButton, forEvent event: UIEvent) {}
            }
            """)
    }
}
