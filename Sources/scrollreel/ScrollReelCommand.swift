import ArgumentParser
import Foundation
import ScrollReel
import ReelFiles
import ScrollReelDemos
import ReelCommandLine

@main
struct ScrollReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollreel",
        abstract: "Simulate UIKit collection- and table-view layouts under a scripted scroll and render the frames.",
        subcommands: [List.self, Render.self, Compare.self, Dump.self, Validate.self, Check.self, InitLayout.self, InitApp.self, Port.self]
    )
}

// MARK: - Shared

/// `--matrix KEY=VALUE,VALUE` (repeatable): configurations to render a scenario in.
struct MatrixOptions: ParsableArguments {
    @Option(name: .customLong("matrix"),
            help: "Render each scenario in every combination of these values as well, side by side (repeatable): theme=light,dark; layoutDirection=leftToRight,rightToLeft; contentSizeCategory=large,accessibilityExtraExtraExtraLarge; viewport=iphone-se,iphone-15.")
    var axes: [String] = []

    /// The matrix the options give; refused with the option named.
    func matrix() throws -> ScenarioMatrix {
        do {
            return try ScenarioMatrix.parse(axes)
        } catch {
            throw fail(error)
        }
    }
}

