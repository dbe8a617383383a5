import ArgumentParser
import Foundation
import ReelCommandLine
import ReelFiles
import ReelScenario
import ScrollReel
import ScrollReelUIKit

/// `App SCRIPT.yaml --out DIR [--format …] [--scale …] [--fps …] [--device-chrome]`: runs the
/// app under the script — the device, the gestures, the timing — and renders its screen, as
/// `scrollreel render` renders a scenario. One render launches the app once.
///
/// The app's own code may trap (`fatalError`, a forced unwrap of nil), which ends any process.
/// So the script is first simulated in a child process (no drawing), to find the frame it
/// traps after; the render then stops there, the trap's line in its console and trace, and
/// the command fails.
struct AppCommand: ParsableCommand {
    /// The app's classes, set by `UIApplicationMain` before the arguments are read.
    nonisolated(unsafe) static var app = AppClasses(delegateClassName: nil)

    static let configuration = CommandConfiguration(
        commandName: ProcessInfo.processInfo.processName,
        abstract: "Run the app's own code under a script and render its screen to GIF, SVG/PNG frames and a JSON trace.",
        discussion: """
            The script is a scenario file: it gives the device, the gestures and the timing; \
            the app decides the rest. Its `app` key names the root view controller of an app \
            without an app delegate.
            """)

    @Argument(help: "The script (a scenario file).")
    var script: String

    @Option(help: "The output folder.")
    var out: String = "out"

    @OptionGroup var output: OutputFormatOptions
    @OptionGroup var overrides: RenderOverrideOptions
    @OptionGroup var access: FileAccessOptions

    func run() throws {
        let scenarios: [Scenario]
        do {
            scenarios = try Scenario.loadAll(from: URL(fileURLWithPath: script), allowing: access.allowedFolders, asAppScript: true)
                .map(overrides.applied(to:))
        } catch {
            throw fail(error)
        }
        if let probe = TrapProbe.requested {
            // The child process: simulate one script, saying how far it got.
            guard let scenario = scenarios.first(where: { $0.name == probe.scenarioName }) else { throw ExitCode.failure }
            probe.simulate(appScenario(scenario, launcher: AppLauncher(app: Self.app, spec: appSpec(of: scenario))))
            return
        }
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        var stderr = StandardError()
        for scenario in scenarios {
            let spec = appSpec(of: scenario)
            do {
                try Self.app.check(spec, script: script)
            } catch {
                throw fail(error)
            }
            let launcher = AppLauncher(app: Self.app, spec: spec)
            var reelScenario = appScenario(scenario, launcher: launcher)
            reelScenario.trap = try TrapProbe.run(scenarioName: scenario.name)
            if let trap = reelScenario.trap, trap.frameCount == 0 {
                throw fail(trap.stoppedResponding ? AppError.stoppedRespondingAtLaunch(line: trap.line, console: trap.console)
                    : AppError.trappedAtLaunch(line: trap.line, namedRoot: spec.rootViewController, console: trap.console))
            }
            let written: [URL]
            do {
                written = try Reel(scenario: reelScenario).render(to: directory, formats: output.format)
            } catch {
                throw fail(error)
            }
            for url in written { print(url.relativePath) }
            if let trap = reelScenario.trap {
                let what = trap.stoppedResponding ? "stopped responding" : "trapped"
                print(TerminalText.escaped("error: the app's code \(what) after frame \(trap.frameCount - 1): \(trap.line)"), to: &stderr)
                throw ExitCode.failure
            }
            if let line = launcher.context?.terminationLine {
                print(TerminalText.escaped("error: the app ended: \(line)"), to: &stderr)
                throw ExitCode.failure
            }
        }
    }

    /// What the script says of the app, its storyboards in `Sources/App/` beside the script.
    private func appSpec(of scenario: Scenario) -> AppSpec {
        var spec = scenario.app ?? AppSpec()
        spec.resourceFolder = spec.resourceFolder ?? URL(fileURLWithPath: script).deletingLastPathComponent()
            .appendingPathComponent("Sources/App", isDirectory: true)
        return spec
    }

    /// `scenario` with the app on screen.
    private func appScenario(_ scenario: Scenario, launcher: AppLauncher) -> Scenario {
        var scenario = scenario
        scenario.app = launcher.spec
        scenario.appWindow = { launcher.launch() }
        return scenario
    }
}
