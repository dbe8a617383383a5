public import Foundation

extension Measurement where UnitType: Dimension {
    /// `formatted()`: the value as `Double.formatted()` writes it and the unit's symbol, the
    /// abbreviated width Apple's documentation gives as the default ("37.20 Cal"). Linux's
    /// Foundation lacks it. The unit is kept as given (*our reading* of the general usage).
    public func formatted() -> String { "\(value.formatted()) \(unit.symbol)" }
}
