import Foundation

/// The files of a starter package for reproducing a layout bug: a layout file to paste over, a
/// scenario saying what to show and how to scroll, a `main.swift` that renders one with the
/// other, and a README. `scrollreel init-layout` writes them.
struct StarterPackage {
    /// The package and executable name, as given (`my-layout`).
    let name: String
    /// The ScrollReel checkout the package depends on, by path.
    let scrollReelPath: String

    /// Package names `swift package init` would accept and a shell needs no quoting for.
    static let namePattern = "^[A-Za-z][A-Za-z0-9_-]{0,63}$"

    /// Whether `name` is a usable package name.
    static func isValidName(_ name: String) -> Bool {
        name.range(of: namePattern, options: .regularExpression) != nil
    }

    /// The Swift module of the executable: the name with dashes as underscores.
    var moduleName: String { name.replacingOccurrences(of: "-", with: "_") }

    /// Every file, by path inside the package.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", packageManifest),
            ("README.md", readme),
            ("scenario.yaml", scenario),
            ("Sources/\(moduleName)/MyLayout.swift", layout),
            ("Sources/\(moduleName)/main.swift", main),
            (".gitignore", ".build/\nPackage.resolved\nout/\n"),
        ]
    }

    // MARK: - Files

    var packageManifest: String {
        """
        // swift-tools-version: 6.1
        // Renders a UIKit layout with ScrollReel: paste the layout into Sources/\(moduleName)/MyLayout.swift.
        import PackageDescription

        let package = Package(
            name: "\(name)",
            dependencies: [
                .package(name: "ScrollReel", path: \(Self.swiftString(scrollReelPath))),
            ],
            targets: [
                .executableTarget(
                    name: "\(name)",
                    dependencies: [
                        .product(name: "ScrollReel", package: "ScrollReel"),
                        .product(name: "ScrollReelUIKit", package: "ScrollReel"),
                    ],
                    path: "Sources/\(moduleName)"
                ),
            ],
            // Layout code written for iOS apps is usually Swift 5 code.
            swiftLanguageModes: [.v5]
        )

        """
    }

    var layout: String {
        """
        // Paste your layout here. Change `import UIKit` to `import ScrollReelUIKit` and nothing else:
        // the UIKit names (UICollectionViewFlowLayout, UICollectionViewLayoutAttributes, CGRect, …)
        // are ScrollReel's layout engine. Rename the class or keep it; main.swift creates `MyLayout()`.
        // A compositional layout: paste the function that builds it (`func createLayout() ->
        // UICollectionViewLayout`), or the whole view controller around it, and say so in
        // main.swift's makeLayout(). If Linux Swift refuses `@objc` or an override in an extension,
        // run `scrollreel port` on the file.
        //
        // What is here to start with: a stretchy header. Pull the content down past its top and
        // the first section's header grows upwards with the pull, its bottom edge staying put.
        import ScrollReelUIKit

        class MyLayout: UICollectionViewFlowLayout {
            // The header's frame depends on the scroll offset, so the layout has to be asked again
            // on every scroll step. Delete this and the header stays put while the content
            // bounces: the classic bug.
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                return true
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let collectionView = collectionView,
                      let elements = super.layoutAttributesForElements(in: rect) else { return nil }
                // How far the content is pulled down past its resting position.
                let pull = -collectionView.adjustedContentInset.top - collectionView.contentOffset.y
                guard pull > 0 else { return elements }
                return elements.map { element in
                    guard element.representedElementKind == UICollectionView.elementKindSectionHeader,
                          element.indexPath.section == 0 else { return element }
                    // Change a copy: the flow layout keeps the objects it returns.
                    let header = element.copy() as! UICollectionViewLayoutAttributes
                    header.frame.origin.y -= pull
                    header.frame.size.height += pull
                    return header
                }
            }
        }

        """
    }

    var main: String {
        """
        // Renders scenario.yaml with MyLayout: `swift run \(name) [OUTPUT-FOLDER]` (default: out).
        // Edit scenario.yaml and run again; no rebuild is needed for a scenario change.
        import Foundation
        import ScrollReel
        import ScrollReelUIKit

        /// The layout to render: a layout class (`MyLayout()`), a compositional builder
        /// (`createLayout()`), or the layout a view controller's viewDidLoad() gives its
        /// collection view (`ViewController().loadedCollectionViewLayout ?? MyLayout()`), whose
        /// delegate is told of taps.
        func makeLayout() -> UICollectionViewLayout {
            MyLayout()
        }

        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out", isDirectory: true)
        do {
            // One scenario, or one per variant when scenario.yaml has `variants`.
            for scenario in try Scenario.loadAll(from: packageRoot.appendingPathComponent("scenario.yaml")) {
                let written = try Reel(scenario: scenario) { makeLayout() }
                    .render(to: output, formats: [.gif, .svg, .trace])
                for url in written { print(url.relativePath) }
            }
        } catch {
            FileHandle.standardError.write(Data("\\(error)\\n".utf8))
            exit(1)
        }

        """
    }

    var scenario: String {
        """
        # What the collection view shows and how the finger scrolls it; the layout comes from
        # Sources/\(moduleName)/MyLayout.swift. Every key: docs/scenarios.md in the ScrollReel checkout.
        # Flow settings written here (itemSize, sectionInset, headerReferenceSize, …) are applied
        # over the layout's own, as an app configures its layout; leave them out to keep the layout's.
        name: \(name)
        viewport: iphone-se          # 320 × 568 pt at @2x
        fps: 30
        background: white
        collection:
          contentInsetAdjustmentBehavior: never
          alwaysBounceVertical: true
          backgroundColor: systemGroupedBackground
          itemSize: [145, 100]
          minimumLineSpacing: 10
          minimumInteritemSpacing: 10
          sectionInset: [10, 10, 10, 10]
          headerReferenceSize: [320, 160]
          sections:
            - items: 30
          cell: {color: seeded, cornerRadius: 12, label: "Item {item1}"}
          header: {image: {landscape: 7}, contentMode: scaleAspectFill, title: My layout, titleColor: white}
          # A layout's own supplementary or decoration kinds are drawn as styled here, by kind:
          # elementKinds:
          #   badge: {color: systemRed, title: "!"}
        gestures:
          - wait: 0.3
          - drag: {from: [160, 220], by: [0, 150], duration: 0.6}   # pull down 150 pt
          - release
          - wait: 0.8
          - fling: {from: [160, 450], velocity: [0, -1500]}          # flick up
          - wait: 1.5

        """
    }

    var readme: String {
        """
        # \(name)

        A UIKit layout rendered with ScrollReel, to show what it does under a scripted scroll.

        1. Paste your layout into `Sources/\(moduleName)/MyLayout.swift`, changing only
           `import UIKit` to `import ScrollReelUIKit`. If the class has another name, change
           `MyLayout()` in `Sources/\(moduleName)/main.swift`, and set up the layout there as your
           app does (`layout.itemSize = …`). For a `UICollectionViewCompositionalLayout`, paste the
           function that builds it and call that instead of `MyLayout()` — or paste the view
           controller around it and return `ViewController().loadedCollectionViewLayout ?? MyLayout()`.
           Where Linux Swift refuses what iOS compiles (`@objc`, `@objc optional` protocol
           members, overrides in extensions), run `scrollreel port Sources/\(moduleName)/*.swift`
           first: it rewrites those and prints each change. (The porter is a product of its own;
           build it once in the ScrollReel checkout with
           `swift build -c release --product scrollreel-port`.)
        2. Say what the collection view holds and how the finger moves in `scenario.yaml`.
        3. `swift run \(name)` writes `out/\(name).gif`, SVG frames in `out/\(name)/` and
           `out/\(name).trace.json`, every frame's layout attributes, for a bug report.

        The package depends on the ScrollReel checkout at `\(scrollReelPath)` by path.

        """
    }

    /// `text` as a Swift string literal.
    static func swiftString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
