// swift-tools-version: 6.1
import PackageDescription

/// Every target: an import is internal unless written `public import`, so a module's imports say
/// what its public interface exposes.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "ScrollReel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ScrollReel", targets: ["ScrollReel"]),
        .library(name: "ScrollReelUIKit", targets: ["ScrollReelUIKit"]),
        // `import UIKit`: an app's own files, run as an executable that renders its screen.
        .library(name: "UIKit", targets: ["UIKit"]),
        // `import WebKit` and `import SafariServices` beside it: their views drawn as an
        // iPhone offline shows them.
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        // `import Combine`: publishers and subscribers on the simulated clock. It stands alone,
        // as other packages' `#if canImport(Combine)` find it.
        .library(name: "Combine", targets: ["Combine"]),
        // `import CoreData`: an app's data model, objects, fetches and fetched-results
        // controllers, on a store kept in memory.
        .library(name: "CoreData", targets: ["CoreData"]),
        // `import AVFoundation`: speech, players and audio sessions, silent (a reel has no sound).
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        // `import UserNotifications`: requests kept, none delivered; nobody answers the prompt.
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "UserNotificationsUI", targets: ["UserNotificationsUI"]),
        // `import SwiftUI`: SwiftUI views hosted in UIKit, laid out by SwiftUI's rules and drawn
        // by ScrollReel's UIKit views.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "ScrollReelDemos", targets: ["ScrollReelDemos"]),
        .library(name: "ReelCheck", targets: ["ReelCheck"]),
        .library(name: "ScrollReelTesting", targets: ["ScrollReelTesting"]),
        .library(name: "ScrollReelSnapshotTesting", targets: ["ScrollReelSnapshotTesting"]),
        .executable(name: "scrollreel", targets: ["scrollreel"]),
        // The porter links swift-syntax (minutes to build in release), so it is a product of its
        // own: building `scrollreel` never compiles it.
        .executable(name: "scrollreel-port", targets: ["scrollreel-port"]),
        .executable(name: "scrollreel-fuzz", targets: ["scrollreel-fuzz"]),
        // An `init-app` package's build step: ports the app's files as they are compiled.
        .plugin(name: "PortApp", targets: ["PortApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.1"),
    ],
    targets: [
        // MARK: - C library (imported only by ReelGD/GDImage.swift)

        .systemLibrary(
            name: "CGD",
            pkgConfig: "gdlib",
            providers: [.apt(["libgd-dev"]), .brew(["gd"])]
        ),

        // MARK: - Foundations: geometry, drawing model, libgd, text

        // GNU FriBidi (imported only by ReelText/TextShaping.swift): bidi order and Arabic shaping.
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),

        .target(name: "ReelGeometry"),
        .target(name: "ReelFiles", dependencies: ["ReelGeometry"]),
        .target(name: "ReelGraphics", dependencies: ["ReelGeometry", "ReelSymbols"]),
        // SF Symbols' stand-ins: Material Icons' glyphs by symbol name.
        .target(
            name: "ReelSymbols",
            exclude: ["Resources/MaterialIcons-LICENSE.txt"],
            resources: [.copy("Resources/MaterialIcons-Regular.ttf"), .copy("Resources/SymbolNames.tsv")]
        ),
        .target(name: "ReelGD", dependencies: ["CGD", "ReelGraphics"]),
        .target(
            name: "ReelText",
            dependencies: ["CFriBidi", "CHarfBuzz", "ReelGD", "ReelGeometry", "ReelSymbols"],
            exclude: ["Resources/DejaVuSans-LICENSE.txt", "Resources/Inter-LICENSE.txt"],
            resources: [.copy("Resources/Inter-Regular.otf"), .copy("Resources/Inter-Medium.otf"), .copy("Resources/Inter-SemiBold.otf"),
                        .copy("Resources/Inter-Bold.otf"), .copy("Resources/DejaVuSans.ttf")]
        ),

        // MARK: - Engines: layout, scrolling, trace, rendering

        // Views: the tree, what is drawn of it, and Auto Layout's constraints and solver.
        .target(name: "ReelViews", dependencies: ["ReelGeometry", "ReelSymbols"]),
        .target(name: "ReelLayout", dependencies: ["ReelGeometry", "ReelViews", "ReelScroll", "ReelSymbols"]),
        .target(name: "ReelCompositional", dependencies: ["ReelGeometry", "ReelLayout", "ReelScroll"]),
        .target(name: "ReelScroll", dependencies: ["ReelGeometry"]),
        .target(name: "ReelTrace", dependencies: ["ReelGeometry"]),
        .target(name: "ReelRender", dependencies: ["ReelGeometry", "ReelFiles", "ReelGraphics", "ReelGD", "ReelText"]),

        // MARK: - Scenario model and files, scene, output

        .target(
            name: "ReelScenario",
            dependencies: [
                "ReelGeometry", "ReelGraphics", "ReelLayout", "ReelCompositional", "ReelScroll",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "ReelScene",
            dependencies: [
                "ReelGeometry", "ReelGraphics", "ReelText", "ReelLayout", "ReelCompositional", "ReelScroll", "ReelTrace",
                "ReelScenario",
            ]
        ),
        .target(
            name: "ReelOutput",
            dependencies: [
                "ReelGeometry", "ReelFiles", "ReelGraphics", "ReelText", "ReelRender", "ReelLayout", "ReelScenario", "ReelScene",
                "ReelTrace",
            ]
        ),
        .target(
            name: "ScrollReel",
            dependencies: [
                "ReelGeometry", "ReelFiles", "ReelGraphics", "ReelGD", "ReelText", "ReelLayout", "ReelCompositional", "ReelScroll",
                "ReelTrace", "ReelRender", "ReelScene", "ReelScenario", "ReelOutput",
            ]
        ),

        // MARK: - UIKit's names, for pasting layout code unchanged

        .target(name: "ScrollReelUIKit", dependencies: ["ReelGeometry", "ReelGraphics", "ReelSymbols", "ReelViews", "ReelLayout", "ReelCompositional", "ReelScroll", "ReelScenario"]),

        // An app's executable: `@main` app delegate, run loop, launch and render.
        .target(
            name: "UIKit",
            dependencies: [
                "ScrollReelUIKit", "ScrollReel", "ReelCommandLine", "ReelLayout", "ReelScene", "ReelScenario", "ReelFiles",
                "ReelGraphics", "_Testing_UIKit", "Combine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "WebKit", dependencies: ["UIKit", "ReelLayout"]),
        .target(name: "SafariServices", dependencies: ["UIKit", "ReelLayout"]),
        .target(name: "Combine"),
        // Language mode 5: a context hands its blocks to the simulated main queue, as app code does.
        .target(name: "CoreData", dependencies: ["UIKit", "ScrollReelUIKit", "ReelLayout"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "AVFoundation", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UserNotifications", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "UserNotificationsUI", dependencies: ["UserNotifications"]),
        // Language mode 5: views, their state and the hosting views live on the one simulated
        // main thread, as app code assumes.
        .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Swift Testing's cross-import overlay for UIKit, empty: Testing and UIKit import together.
        .target(name: "_Testing_UIKit"),

        // MARK: - Porting iOS source that Linux Swift refuses (@objc, optional requirements, …)

        .target(
            name: "ReelPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),

        // MARK: - Built-in demos (not a dependency of the library)

        // The demos' apps: app code, in the Swift 5 mode apps are written in (Swift 6 would
        // check that a main-queue closure runs on the main thread; simulations run on any).
        .target(
            name: "ScrollReelDemoApps",
            dependencies: ["UIKit"],
            path: "Examples/DemoApps",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "ScrollReelDemos",
            dependencies: ["ReelScene", "ReelScenario", "ReelOutput", "ScrollReelUIKit", "ScrollReelDemoApps"],
            path: "Examples",
            exclude: ["README.md", "CustomLayout", "DemoApps"],
            sources: ["ScrollReelDemos"],
            resources: [.copy("Scenarios"), .copy("Comparisons")]
        ),

        // MARK: - Visual regression

        .target(
            name: "ReelCheck",
            dependencies: [
                "ReelGeometry", "ReelFiles", "ReelGraphics", "ReelRender", "ReelScenario", "ReelScene", "ReelTrace", "ReelOutput",
            ]
        ),
        .target(name: "ScrollReelTesting", dependencies: ["ReelCheck", "ScrollReel", "ScrollReelDemos", "ScrollReelUIKit"]),
        .target(
            name: "ScrollReelSnapshotTesting",
            dependencies: [
                "ReelCheck", "ScrollReel", "ScrollReelUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // MARK: - Command line

        .target(
            name: "ReelCommandLine",
            dependencies: ["ScrollReel", "ReelFiles", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "scrollreel",
            dependencies: [
                "ScrollReel", "ReelCheck", "ScrollReelDemos", "ReelFiles", "ReelCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "scrollreel-port",
            dependencies: ["ReelPort", "ReelFiles", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "PortApp", capability: .buildTool(), dependencies: ["scrollreel-port"]),

        // MARK: - Fuzzing (seeded mutations of the built-in scenarios)

        .executableTarget(
            name: "scrollreel-fuzz",
            dependencies: ["ScrollReel", "ScrollReelDemos", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // MARK: - Tests

        .target(name: "ReelTestSupport", dependencies: ["ReelGeometry"], path: "Tests/ReelTestSupport"),
        .testTarget(name: "ReelLayoutTests", dependencies: ["ReelLayout"]),
        .testTarget(name: "ReelViewsTests", dependencies: ["ReelViews"]),
        .testTarget(name: "ReelScrollTests", dependencies: ["ReelScroll", "ReelTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ScrollReelUIKitTests",
            dependencies: ["ScrollReelUIKit", "ScrollReel", "ScrollReelDemos", "ReelTestSupport"]
        ),
        .testTarget(name: "ReelTraceTests", dependencies: ["ReelTrace", "ReelGeometry"]),
        // Its fixtures are an app's folders, read where they are (an `.lproj` among them would
        // otherwise count as the package's own localised resource).
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "WebKit", "SafariServices", "Combine", "CoreData", "AVFoundation", "UserNotifications", "UserNotificationsUI", "SwiftUI", "ScrollReel", "ReelTestSupport"],
                    exclude: ["Fixtures"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ReelPortTests", dependencies: ["ReelPort"]),
        .testTarget(name: "ReelRenderTests", dependencies: ["ReelRender", "ReelFiles", "ReelText", "ReelGD", "ReelSymbols", "ReelTestSupport"]),
        .testTarget(
            name: "ScrollReelTests",
            dependencies: ["ScrollReel", "ScrollReelDemos", "ReelTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ReelCheckTests",
            dependencies: [
                "ReelCheck", "ScrollReelTesting", "ScrollReel", "ScrollReelDemos", "ReelTestSupport",
                "ReelGeometry", "ReelGraphics", "ReelGD", "ReelRender", "ReelTrace",
            ]
        ),
        .testTarget(
            name: "ScrollReelSnapshotTestingTests",
            dependencies: [
                "ScrollReelSnapshotTesting", "ReelTestSupport", "ScrollReel", "ScrollReelDemos", "ReelCheck",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
