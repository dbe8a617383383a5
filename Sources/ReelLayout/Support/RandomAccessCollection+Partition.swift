extension RandomAccessCollection {
    /// The first index in `range` whose element satisfies `predicate`, which must be false for a
    /// prefix of the range and true for the rest (a binary search over monotonic extents).
    /// - Complexity: O(log n) for n elements in `range`.
    @inlinable
    func partitioningIndex(in range: Range<Index>, where predicate: (Element) -> Bool) -> Index {
        var low = range.lowerBound
        var count = distance(from: low, to: range.upperBound)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
