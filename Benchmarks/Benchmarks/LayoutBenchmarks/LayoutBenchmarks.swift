import Benchmark
import Foundation
import ReelLayout

// Measures the two costs the scene pays: `prepare()` after a full invalidation (O(n) over items)
// and the per-frame `layoutAttributesForElements(in:)` for a 320 × 568 viewport (O(log n + k)).
// Equal timings for the query at 1,000 and 1,000,000 items show it does not scan all items.

/// A 320 × 568 collection view with one section of `items` items.
final class BenchmarkHost: LayoutHost {
    var bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
    /// An @2x screen: frame origins land on half points.
    var displayScale: CGFloat = 2
    var adjustedContentInset = EdgeInsets.zero
    let items: Int

    init(items: Int) { self.items = items }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { items }
}

/// A 3-column grid of 100 × 100 items (3 × 100 + 2 × 10 = 320), attached and prepared.
func makeLayout(host: BenchmarkHost) -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.collectionView = host
    layout.prepareIfNeeded()
    return layout
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    for items in [1_000, 1_000_000] {
        let label = items == 1_000 ? "1k" : "1M"

        Benchmark("prepare \(label) items") { benchmark in
            let host = BenchmarkHost(items: items)
            let layout = makeLayout(host: host)
            for _ in benchmark.scaledIterations {
                layout.invalidateLayout()
                benchmark.startMeasurement()
                layout.prepareIfNeeded()
                benchmark.stopMeasurement()
                blackHole(layout.collectionViewContentSize)
            }
        }

        Benchmark(
            "query 320x568 \(label) items",
            configuration: .init(scalingFactor: .kilo)
        ) { benchmark in
            let host = BenchmarkHost(items: items)
            let layout = makeLayout(host: host)
            // 16 viewports spread over the content, cycled, so the vended-attributes cache stays small.
            let height = layout.collectionViewContentSize.height - 568
            let rects = (0..<16).map { CGRect(x: 0, y: height * CGFloat($0) / 16, width: 320, height: 568) }
            _ = rects.map { (layout.layoutAttributesForElements(in: $0) ?? []) }  // vend once
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                blackHole((layout.layoutAttributesForElements(in: rects[iteration % rects.count]) ?? []))
            }
            benchmark.stopMeasurement()
        }
    }
}
