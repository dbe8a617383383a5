// swift-tools-version: 6.1
// A user's own package: a UIKit layout written for an iOS app, rendered with ScrollReel.
import PackageDescription

let package = Package(
    name: "CustomLayout",
    dependencies: [
        .package(name: "ScrollReel", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TagCloud",
            dependencies: [
                .product(name: "ScrollReel", package: "ScrollReel"),
                .product(name: "ScrollReelUIKit", package: "ScrollReel"),
            ],
            resources: [.copy("tag-cloud.yaml")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
