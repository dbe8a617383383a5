import Foundation

/// The curves the fidelity tests compare with real recordings, written for `docs/fidelity.md`
/// when `SCROLLREEL_FIDELITY_OUT` names a folder (`scripts/fidelity` sets it); otherwise the
/// tests write nothing.
public enum FidelityCurves {
    /// Writes `NAME.json`: the named series, e.g. `t`, `recorded` and `scrollreel`.
    public static func export(_ name: String, _ curves: [String: [Double]]) {
        guard let folder = ProcessInfo.processInfo.environment["SCROLLREEL_FIDELITY_OUT"],
              let data = try? JSONSerialization.data(withJSONObject: curves, options: [.sortedKeys]) else { return }
        try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).json"))
    }
}
