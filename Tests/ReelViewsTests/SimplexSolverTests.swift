@testable import ReelViews
import Testing

/// The solver alone: required constraints hold exactly, optional ones by priority level.
@Suite struct SimplexSolverTests {
    @Test func requiredEqualitiesAndAnOptionalPreference() throws {
        var solver = SimplexSolver(levels: 1)
        let x = solver.makeVariable(), y = solver.makeVariable()
        // x + y == 10, y >= 0 (required); x == 3 (optional)
        try solver.add(LinearExpression(x) + LinearExpression(y) + -10, .equal, level: nil)
        try solver.add(LinearExpression(y), .greaterThanOrEqual, level: nil)
        try solver.add(LinearExpression(x) + -3, .equal, level: 0)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
    }

    /// One constraint at a higher priority wins over any number at a lower one (Apple: "Auto
    /// Layout attempts to satisfy all the constraints in priority order from highest to lowest").
    @Test func aHigherLevelWinsOverManyLowerOnes() throws {
        var solver = SimplexSolver(levels: 2)
        let x = solver.makeVariable()
        try solver.add(LinearExpression(x) + -100, .equal, level: 0)
        for _ in 0..<1000 { try solver.add(LinearExpression(x), .equal, level: 1) }
        #expect(solver.value(of: x) == 100)
    }

    @Test func inequalitiesBoundAnOptionalGoal() throws {
        var solver = SimplexSolver(levels: 1)
        let width = solver.makeVariable()
        try solver.add(LinearExpression(width) + -120, .lessThanOrEqual, level: nil)
        try solver.add(LinearExpression(width) + -500, .equal, level: 0)
        #expect(solver.value(of: width) == 120)
    }

    /// A required constraint that cannot hold is refused, and the solution is the one before it.
    @Test func anUnsatisfiableRequiredConstraintChangesNothing() throws {
        var solver = SimplexSolver(levels: 1)
        let height = solver.makeVariable()
        try solver.add(LinearExpression(height) + -44, .equal, level: nil)
        #expect(throws: SimplexSolver.Unsatisfiable.self) {
            try solver.add(LinearExpression(height) + -60, .equal, level: nil)
        }
        #expect(throws: SimplexSolver.Unsatisfiable.self) {
            try solver.add(LinearExpression(height) + -50, .greaterThanOrEqual, level: nil)
        }
        #expect(solver.value(of: height) == 44)
        let other = solver.makeVariable()
        try solver.add(LinearExpression(other) - LinearExpression(height) * 2, .equal, level: nil)
        #expect(solver.value(of: other) == 88)
    }
}
