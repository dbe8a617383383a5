/// The Cassowary linear-arithmetic solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001), written from the paper: required
/// constraints hold exactly, optional ones are met as closely as their priorities allow —
/// every level before any lower one (the paper's symbolic weights), as Apple's Auto Layout
/// Guide says its engine does.
///
/// A value type: a copy is a snapshot, which is how a required constraint that cannot hold is
/// taken back out (UIKit "breaks" it and carries on).
struct SimplexSolver {
    /// A variable: a view's edge or size (`external`), or one the algorithm adds.
    struct Symbol: Hashable, Comparable {
        enum Kind: Hashable { case external, slack, error, dummy }
        let id: Int
        let kind: Kind
        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    }

    /// What a constraint relates its expression to zero by.
    enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// A required constraint that cannot hold with the ones added before it.
    struct Unsatisfiable: Error {}

    private var rows: [Symbol: Row] = [:]
    private var objective: Objective
    private var artificial: Objective?
    private var nextID = 0
    /// How many optional priority levels the objective ranks (the first is the highest).
    private(set) var levels: Int

    init(levels: Int) {
        self.levels = max(1, levels)
        objective = Objective(levels: self.levels)
    }

    /// A new unknown.
    mutating func makeVariable() -> Symbol { makeSymbol(.external) }

    /// How many symbols were made so far (their ids are 1…this).
    var symbolCount: Int { nextID }

    /// Empties the tableau for a new solve at `levels` priority levels, keeping the symbols
    /// made so far so new ones never collide with them.
    mutating func reset(levels: Int) {
        rows = [:]
        artificial = nil
        objective = Objective(levels: max(1, levels))
        self.levels = max(1, levels)
    }

    /// The value `variable` has in the current solution.
    func value(of variable: Symbol) -> Double { rows[variable]?.constant ?? 0 }

    /// Adds `expression relation 0`: required when `level` is nil, else optional at that rank.
    /// Throws ``Unsatisfiable`` (and changes nothing) when a required one cannot hold.
    /// - Complexity: O(r · c) per pivot for r rows of c cells.
    mutating func add(_ expression: LinearExpression, _ relation: Relation, level: Int?) throws {
        let saved = self
        do {
            try insert(expression, relation, level: level)
        } catch {
            self = saved
            throw error
        }
    }

    private mutating func insert(_ expression: LinearExpression, _ relation: Relation, level: Int?) throws {
        var row = Row(constant: expression.constant)
        for (variable, coefficient) in expression.terms.sorted(by: { $0.key < $1.key }) where abs(coefficient) > Self.epsilon {
            if let basic = rows[variable] { row.add(basic, times: coefficient) } else { row.add(variable, coefficient) }
        }
        var marker: Symbol
        var other: Symbol?
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.add(marker, sign)
            if let level {
                let error = makeSymbol(.error)
                other = error
                row.add(error, -sign)
                objective.add(error, Weight(level: level, of: levels))
            }
        case .equal:
            if let level {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                marker = plus
                other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, Weight(level: level, of: levels))
                objective.add(minus, Weight(level: level, of: levels))
            } else {
                marker = makeSymbol(.dummy)
                row.add(marker, 1)
            }
        }
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Nothing left to vary: either the constraint already holds or it never can.
            guard abs(row.constant) <= Self.epsilon else { throw Unsatisfiable() }
        } else {
            try addWithArtificialVariable(row)
        }
        optimize(artificialPhase: false)
    }

    /// An external variable if the row has one; else its marker or error when it can be basic.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for candidate in [marker, other].compactMap({ $0 }) where candidate.kind == .slack || candidate.kind == .error {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one of the simplex method for a row with no ready subject: minimise an artificial
    /// variable standing for it; the constraint holds when that reaches zero.
    private mutating func addWithArtificialVariable(_ row: Row) throws {
        let artificialSymbol = makeSymbol(.slack)
        rows[artificialSymbol] = row
        var phase = Objective(levels: levels)
        phase.constant = Weight(constant: row.constant, of: levels)
        for (symbol, coefficient) in row.cells { phase.cells[symbol] = Weight(constant: coefficient, of: levels) }
        artificial = phase
        optimize(artificialPhase: true)
        let satisfied = artificial.map { $0.constant.isZero } ?? false
        artificial = nil
        if var basicRow = rows.removeValue(forKey: artificialSymbol) {
            if !basicRow.cells.isEmpty {
                guard let entering = basicRow.cells.keys.filter({ $0.kind == .slack || $0.kind == .error }).min() else {
                    throw Unsatisfiable()
                }
                basicRow.solve(for: artificialSymbol, entering)
                substitute(entering, by: basicRow)
                rows[entering] = basicRow
            }
        }
        for key in Array(rows.keys) { rows[key]?.cells[artificialSymbol] = nil }
        objective.cells[artificialSymbol] = nil
        guard satisfied else { throw Unsatisfiable() }
    }

    /// Pivots until no variable can lower the objective (Bland's rule: lowest ids first, so the
    /// result never depends on hashing order and the method cannot cycle).
    private mutating func optimize(artificialPhase: Bool) {
        // Bland's rule cannot cycle; the cap only bounds the time a pathological tableau takes.
        for _ in 0..<Self.maximumPivots {
            let goal = artificialPhase ? artificial! : objective
            guard let entering = goal.cells.filter({ $0.key.kind != .dummy && $0.value.isNegative }).keys.min() else { return }
            var leaving: Symbol?
            var ratio = Double.infinity
            for (symbol, row) in rows where symbol.kind != .external {
                let coefficient = row.coefficient(of: entering)
                guard coefficient < -Self.epsilon else { continue }
                let candidate = -row.constant / coefficient
                if candidate < ratio - Self.epsilon || (abs(candidate - ratio) <= Self.epsilon && symbol < leaving!) {
                    ratio = candidate
                    leaving = symbol
                }
            }
            // Unbounded: every optional constraint is bounded by its errors, so this only
            // happens to a malformed objective; stop with what there is.
            guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, by: row)
            rows[entering] = row
        }
    }

    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        for key in Array(rows.keys) where rows[key]!.cells[symbol] != nil {
            rows[key]!.substitute(symbol, by: row)
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    static let epsilon = 1e-8
    /// Pivots one optimisation may take: far beyond any view tree's needs.
    static let maximumPivots = 100_000
}

extension SimplexSolver {
    /// `constant + Σ coefficient · symbol`: a basic variable's value in terms of the others.
    struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]

        func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

        mutating func add(_ symbol: Symbol, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            cells[symbol] = abs(sum) <= SimplexSolver.epsilon ? nil : sum
        }

        mutating func add(_ row: Row, times coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { add(symbol, value * coefficient) }
        }

        mutating func negate() {
            constant = -constant
            for key in Array(cells.keys) { cells[key] = -cells[key]! }
        }

        /// Rewrites `0 = row` as `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            let factor = -1 / cells.removeValue(forKey: symbol)!
            constant *= factor
            for key in Array(cells.keys) { cells[key]! *= factor }
        }

        /// Rewrites `lhs = row` as `rhs = …`.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            add(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Symbol, by row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            add(row, times: coefficient)
        }
    }

    /// A coefficient of the objective: one number per priority level, compared level by level.
    struct Weight {
        var levels: [Double]

        init(constant: Double, of count: Int) {
            levels = [constant] + Array(repeating: 0, count: count - 1)
        }

        init(level: Int, of count: Int) {
            levels = Array(repeating: 0, count: count)
            levels[level] = 1
        }

        var isNegative: Bool {
            for value in levels where abs(value) > SimplexSolver.epsilon { return value < 0 }
            return false
        }

        var isZero: Bool { levels.allSatisfy { abs($0) <= SimplexSolver.epsilon } }

        mutating func add(_ other: Weight, times factor: Double) {
            for index in levels.indices { levels[index] += other.levels[index] * factor }
        }
    }

    /// What the simplex method minimises: the weighted errors of the optional constraints.
    struct Objective {
        var constant: Weight
        var cells: [Symbol: Weight] = [:]

        init(levels: Int) {
            constant = Weight(constant: 0, of: levels)
        }

        mutating func add(_ symbol: Symbol, _ weight: Weight) {
            var sum = cells[symbol] ?? Weight(constant: 0, of: weight.levels.count)
            sum.add(weight, times: 1)
            cells[symbol] = sum.isZero ? nil : sum
        }

        mutating func substitute(_ symbol: Symbol, by row: Row) {
            guard let weight = cells.removeValue(forKey: symbol) else { return }
            constant.add(weight, times: row.constant)
            for (other, coefficient) in row.cells {
                var scaled = weight
                for index in scaled.levels.indices { scaled.levels[index] *= coefficient }
                add(other, scaled)
            }
        }
    }
}
