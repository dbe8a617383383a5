import ArgumentParser
import ScrollReel
import ScrollReelDemos

extension ScrollReelCommand {
    /// `scrollreel list`: one built-in demo per line, its name first.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in demos, one per line, name first.")

        func run() throws {
            let names = BuiltInDemos.names
            let width = names.map(\.count).max() ?? 0
            for name in names {
                let title = (try? BuiltInDemos.scenario(named: name)).map(\.title) ?? "(invalid scenario)"
                print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + title)
            }
        }
    }
}
