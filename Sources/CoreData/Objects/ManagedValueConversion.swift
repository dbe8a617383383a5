import UIKit

/// A stored value as the type an app's `@NSManaged` property declares: a number kept as `Int`
/// read as `Int16`, `Double`, `Bool` or `NSNumber`; a to-many relationship's objects as `NSSet`,
/// `Set<Employee>` or an array; nil as a scalar's zero, as Core Data answers for a scalar.
enum ManagedValueConversion {
    static func convert<Value>(_ value: Any?, to type: Value.Type, key: String, entity: String) -> Value {
        let value = NSManagedObject.unwrapped(value)
        if let value = value as? Value { return value }
        if let number = NumericValue.of(value), !(value is Date), let converted = numeric(number, as: type) { return converted }
        if let set = value as? NSSet {
            let objects = NSManagedObject.objects(in: set)
            if let converted = Set(objects) as? Value ?? objects as? Value { return converted }
        }
        if value == nil, let none = Optional<Any>.none as? Value { return none }
        if value == nil, let zero = numeric(0, as: type) ?? (String() as Any as? Value) ?? (Data() as Any as? Value) { return zero }
        fatalError("CoreData: \(entity).\(key) is \(value.map { "\(Swift.type(of: $0))" } ?? "nil"), which a \(Value.self) cannot hold")
    }

    private static func numeric<Value>(_ number: Double, as type: Value.Type) -> Value? {
        let made: [Any] = [
            Int(number), Int16(clamping: Int(number)), Int32(clamping: Int(number)), Int64(number), number, Float(number),
            number != 0, NSNumber(value: number), Decimal(number), CGFloat(number),
        ]
        for candidate in made {
            if let value = candidate as? Value { return value }
        }
        return nil
    }
}
