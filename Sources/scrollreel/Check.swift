public import ArgumentParser
import Foundation
import ReelCommandLine
import ReelCheck
import ScrollReel
import ScrollReelDemos

extension RecordMode: ExpressibleByArgument {}

extension ScrollReelCommand {
    /// `scrollreel check NAME|FILE… --goldens DIR [--record missing|all|never|failed]`.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare renders with stored goldens: the trace of every frame exactly, sampled frames as PNG.",
            discussion: """
                Goldens: DIR/NAME/trace.json and DIR/NAME/frame-NNNNN.png (every Nth frame plus \
                the last; about 10 by default). Record modes: missing (default) writes missing \
                goldens and fails, so a run that recorded never passes silently; all rewrites \
                every golden and passes; never writes nothing and fails on a missing golden (CI); \
                failed rewrites the goldens of failing scenarios and still fails. \
                SCROLLREEL_RECORD sets the mode when --record is absent. On failure the reference, \
                actual and difference PNGs, a difference GIF and report.html are written to the \
                artifacts folder, whose path is printed. Exit status: 0 when every scenario \
                passed, 1 otherwise.
                """)

        @Argument(help: "Built-in demo names (see `scrollreel list`) or scenario files.")
        var scenarios: [String] = []

        @OptionGroup var access: FileAccessOptions

        @OptionGroup var matrixOptions: MatrixOptions

        @Flag(help: "Check every built-in demo.")
        var all = false

        @Option(help: "The goldens folder.")
        var goldens: String

        @Option(help: "When to write goldens: missing, all, never, failed (default: $SCROLLREEL_RECORD, else missing).")
        var record: RecordMode?

        @Option(help: "Fraction of pixels that must match in each compared frame (1 = exact).")
        var precision: Double = 1

        @Option(help: "Largest per-channel difference (0-255) at which pixels still match.")
        var tolerance: Int = 0

        @Option(help: "Store and compare every Nth frame as PNG, plus the last (default: about 10 frames).")
        var every: Int?

        @Option(parsing: .unconditional, help: "Render goldens at this scale (default 1, small goldens).")
        var scale: Double = 1

        @Option(help: "Artifacts folder (default: $SCROLLREEL_ARTIFACTS, else scrollreel-artifacts in the temporary folder).")
        var artifacts: String?

        func validate() throws {
            if scenarios.isEmpty && !all { throw ValidationError("name a demo or scenario file, or pass --all") }
            if let every, every < 1 { throw ValidationError("--every must be at least 1, got \(every)") }
            if !precision.isFinite || !(0...1).contains(precision) {
                throw ValidationError("--precision must be between 0 and 1, got \(precision)")
            }
            if !(0...255).contains(tolerance) {
                throw ValidationError("--tolerance must be between 0 and 255, got \(tolerance)")
            }
        }

        func run() throws {
            do {
                let options = CheckOptions(
                    record: try RecordMode.resolve(record), precision: precision, tolerance: tolerance,
                    sampling: FrameSampling(stride: every), scale: CGFloat(scale))
                try options.validate()
                let names = all ? BuiltInDemos.names : scenarios
                let matrix = try matrixOptions.matrix()
                let loaded = try names.flatMap { try BuiltInDemos.scenarios(named: $0, allowing: access.allowedFolders, matrix: matrix) }
                let folder = artifacts.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? ArtifactWriter.defaultFolder()
                let run = try CheckRun(
                    scenarios: loaded, checker: ReelChecker(goldens: URL(fileURLWithPath: goldens, isDirectory: true),
                                                            options: options),
                    artifacts: folder
                ) { check in
                    print(check.summary)
                    if let diff = check.traceDiff {
                        print(diff.listing(limit: options.traceDiffLimit).split(separator: "\n")
                            .map { "      " + $0 }.joined(separator: "\n"))
                    }
                }
                print(run.summaryLine)
                if let report = run.report {
                    print("artifacts: \(folder.path)")
                    print("report: \(report.path)")
                }
                if !run.succeeded { throw ExitCode.failure }
            } catch let code as ExitCode {
                throw code
            } catch {
                throw fail(error)
            }
        }
    }
}
