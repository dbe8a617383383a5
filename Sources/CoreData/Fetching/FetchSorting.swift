import UIKit

/// Sorting fetched objects by a request's sort descriptors: each descriptor's key read from the
/// objects (numbers and dates by value, strings by code points, nil first when ascending), ties
/// kept in the store's order.
enum FetchSorting {
    /// - Complexity: O(*n* log *n*) comparisons of *n* objects.
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        guard !descriptors.isEmpty else { return objects }
        let keys = descriptors.map { (key: $0.key ?? "", ascending: $0.ascending) }
        return objects.enumerated().sorted { a, b in
            for (key, ascending) in keys {
                let order = compare(a.element.value(forKeyPath: key), b.element.value(forKeyPath: key))
                if order != .orderedSame { return ascending ? order == .orderedAscending : order == .orderedDescending }
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
        let a = NSManagedObject.unwrapped(a), b = NSManagedObject.unwrapped(b)
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let x = NumericValue.of(a), let y = NumericValue.of(b) { return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame }
        let x = "\(a!)", y = "\(b!)"
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
}
