public import Foundation

// The scenario files of the built-in demos, shipped as resources of this target.
extension BuiltInDemos {
    /// The folder holding one `NAME.yaml` per built-in demo.
    public static var scenariosDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Scenarios", isDirectory: true)
    }

    /// The folder holding one `NAME.yaml` per built-in before/after comparison.
    public static var comparisonsDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Comparisons", isDirectory: true)
    }
}
