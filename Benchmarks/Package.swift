// swift-tools-version: 6.1
import PackageDescription

// A separate package so that the library and its tests never depend on the benchmark harness.
let package = Package(
    name: "ScrollReelBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ScrollReel", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.29.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ScrollReel", package: "ScrollReel"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
