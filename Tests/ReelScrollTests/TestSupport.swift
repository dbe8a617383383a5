import Foundation

/// Whether two numbers agree to within `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    Swift.abs(a - b) <= tolerance
}

/// Whether two numbers agree to within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    Swift.abs(a - b) <= tolerance
}
