/// `constant + Σ coefficient · variable` over the solver's variables: one side of a constraint.
struct LinearExpression {
    var terms: [SimplexSolver.Symbol: Double] = [:]
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(_ variable: SimplexSolver.Symbol, _ coefficient: Double = 1) {
        terms = [variable: coefficient]
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs.constant
        for (variable, coefficient) in rhs.terms { sum.terms[variable, default: 0] += coefficient }
        return sum
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = lhs
        product.constant *= rhs
        for key in Array(product.terms.keys) { product.terms[key]! *= rhs }
        return product
    }
}
