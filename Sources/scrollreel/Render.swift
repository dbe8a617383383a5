import ArgumentParser
import Foundation
import ReelCommandLine
import ScrollReel
import ReelFiles
import ScrollReelDemos

extension ScrollReelCommand {
    /// `scrollreel render NAME|FILE… --out DIR [--format gif,apng,svg,png,trace,animated-svg]`.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render demos or scenario files to GIF, SVG/PNG frames and a JSON trace.",
            discussion: """
                Writes into DIR what each format names (see --format). \
                Everything is written to a hidden folder first and moved into place only when \
                the render finished, so a failed render leaves no half-written file.
                """)

        @Argument(help: "Built-in demo names (see `scrollreel list`) or scenario files.")
        var scenarios: [String] = []

        @OptionGroup var access: FileAccessOptions

        @Flag(help: "Render every built-in demo and before/after comparison.")
        var all = false

        @Option(help: "The output folder.")
        var out: String = "out"

        @OptionGroup var output: OutputFormatOptions

        @OptionGroup var matrixOptions: MatrixOptions

        @Option(parsing: .unconditional,
                help: "Pixels per point of each panel in a matrix's NAME-matrix grid (\(ReelMatrix.gridScales.lowerBound)–\(ReelMatrix.gridScales.upperBound); default \(ReelMatrix.defaultGridScale)).")
        var gridScale: Double = Double(ReelMatrix.defaultGridScale)

        @OptionGroup var overrides: RenderOverrideOptions

        func validate() throws {
            if scenarios.isEmpty && !all {
                throw ValidationError("name a demo or scenario file, or pass --all")
            }
        }

        /// A matrix's configurations, each its own reel, and per variant of more than one
        /// configuration `NAME-matrix` playing them in a grid, made from the same frames.
        func renderMatrix(_ scenarios: [Scenario], to directory: URL) throws {
            let matrices = try ReelMatrix.matrices(of: scenarios, gridScale: CGFloat(gridScale))
            let inGrids = Set(matrices.flatMap { $0.scenarios.map(\.name) })
            let alone = scenarios.filter { !inGrids.contains($0.name) }
            let written = try alone.concurrentMap { try Reel(scenario: $0).render(to: directory, formats: output.format) }
            for url in written.flatMap({ $0 }) { print(url.relativePath) }
            for matrix in matrices {
                let written = try matrix.render(to: directory, formats: output.format, progress: progressPrinter(matrix.gridName))
                if isatty(STDERR_FILENO) == 1 { var stderr = StandardError(); print("", to: &stderr) }
                for url in written { print(url.relativePath) }
            }
        }

        /// A progress line on a terminal, nothing otherwise.
        func progressPrinter(_ name: String) -> ((Int, Int) -> Void)? {
            guard isatty(STDERR_FILENO) == 1 else { return nil }
            return { done, total in
                guard done % 10 == 0 || done == total else { return }
                var stderr = StandardError()
                print("\rrendering \(name): frame \(done)/\(total)", terminator: "", to: &stderr)
            }
        }

        func run() throws {
            let names = all ? BuiltInDemos.names : scenarios
            let directory = URL(fileURLWithPath: out, isDirectory: true)
            let isTerminal = isatty(STDERR_FILENO) == 1
            var stderr = StandardError()
            let matrix = try matrixOptions.matrix()
            for name in names {
                do {
                    let scenarios = try BuiltInDemos.scenarios(named: name, allowing: access.allowedFolders, matrix: matrix)
                        .map(overrides.applied(to:))
                    if scenarios.contains(where: { !$0.configuration.isEmpty }) {
                        try renderMatrix(scenarios, to: directory)
                        continue
                    }
                    for scenario in scenarios {
                        let written = try Reel(scenario: scenario).render(
                            to: directory, formats: output.format, progress: progressPrinter(scenario.name))
                        if isTerminal { print("", to: &stderr) }
                        for url in written { print(url.relativePath) }
                    }
                } catch {
                    if isTerminal { print("", to: &stderr) }
                    throw fail(error)
                }
            }
            // Comparisons have no trace: they are written in the other formats asked for.
            let comparisonFormats = output.format.subtracting([.trace])
            guard all, !comparisonFormats.isEmpty else { return }
            do {
                for var comparison in try BuiltInDemos.comparisons() {
                    comparison = try comparison.overriding(scale: overrides.scale.map { CGFloat($0) }, fps: overrides.fps,
                                                           deviceChrome: overrides.deviceChrome)
                    let written = try comparison.render(to: directory, formats: comparisonFormats,
                                                        progress: progressPrinter("\(comparison.name)-compare"))
                    if isTerminal { print("", to: &stderr) }
                    for url in written { print(url.relativePath) }
                }
            } catch {
                throw fail(error)
            }
        }
    }
}
