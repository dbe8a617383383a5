import Foundation

/// What a control keeps for each of its states — a button's titles and images, a slider's
/// thumb, a stepper's background: a state without a value of its own takes the normal state's
/// (UIKit docs for `setTitle(_:for:)`: "If a title is not specified for a state, the default
/// behavior is to use the title associated with the normal state").
struct ControlStateValues<Value> {
    private var values: [UIControl.State.RawValue: Value] = [:]

    /// The value set for exactly `state`.
    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value `state` shows: its own, else the normal state's.
    func shown(in state: UIControl.State) -> Value? { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
}
