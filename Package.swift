// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ScrollReel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ScrollReel", targets: ["ScrollReel"]),
        .library(name: "ReelCheck", targets: ["ReelCheck"]),
        .library(name: "ScrollReelTesting", targets: ["ScrollReelTesting"]),
        .library(name: "ScrollReelSnapshotTesting", targets: ["ScrollReelSnapshotTesting"]),
        .executable(name: "scrollreel", targets: ["scrollreel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // MARK: - C library

        .systemLibrary(
            name: "CGD",
            pkgConfig: "gdlib",
            providers: [.apt(["libgd-dev"])]
        ),

        // MARK: - Engines

        .target(name: "ReelGeometry"),
        .target(name: "ReelLayout", dependencies: ["ReelGeometry"]),
        .target(name: "ReelScroll", dependencies: ["ReelGeometry"]),
        .target(
            name: "ReelRender",
            dependencies: ["CGD"],
            exclude: ["Resources/DejaVuSans-LICENSE.txt"],
            resources: [.copy("Resources/DejaVuSans.ttf")]
        ),

        // MARK: - Scenes, scenarios, demos

        .target(
            name: "ScrollReelDemos",
            path: "Examples",
            exclude: ["README.md", "CustomLayout"],
            sources: ["ScrollReelDemos.swift"],
            resources: [.copy("Scenarios"), .copy("Comparisons")]
        ),
        .target(
            name: "ScrollReel",
            dependencies: [
                "ReelGeometry", "ReelLayout", "ReelScroll", "ReelRender", "ScrollReelDemos",
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // MARK: - Visual regression

        .target(name: "ReelCheck", dependencies: ["ScrollReel", "ReelRender"]),
        .target(name: "ScrollReelTesting", dependencies: ["ReelCheck", "ScrollReel"]),
        .target(
            name: "ScrollReelSnapshotTesting",
            dependencies: [
                "ReelCheck", "ScrollReel",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // MARK: - Command line

        .executableTarget(
            name: "scrollreel",
            dependencies: [
                "ScrollReel", "ReelCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Tests

        .target(name: "ReelTestSupport", path: "Tests/ReelTestSupport"),
        .testTarget(name: "ReelLayoutTests", dependencies: ["ReelLayout"]),
        .testTarget(name: "ReelScrollTests", dependencies: ["ReelScroll"]),
        .testTarget(name: "ReelRenderTests", dependencies: ["ReelRender", "ReelTestSupport"]),
        .testTarget(
            name: "ScrollReelTests",
            dependencies: ["ScrollReel", "ReelTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ReelCheckTests",
            dependencies: ["ReelCheck", "ScrollReelTesting", "ScrollReel", "ReelRender", "ReelTestSupport"]
        ),
        .testTarget(
            name: "ScrollReelSnapshotTestingTests",
            dependencies: [
                "ScrollReelSnapshotTesting", "ReelTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
