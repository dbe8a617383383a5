/// `AccessibilityTraits`: what an element is to VoiceOver (kept: a reel has no VoiceOver).
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    private var bits: UInt32

    public init() { bits = 0 }
    private init(bit: Int) { bits = 1 << bit }

    public static let isButton = AccessibilityTraits(bit: 0)
    public static let isHeader = AccessibilityTraits(bit: 1)
    public static let isSelected = AccessibilityTraits(bit: 2)
    public static let isLink = AccessibilityTraits(bit: 3)
    public static let isSearchField = AccessibilityTraits(bit: 4)
    public static let isImage = AccessibilityTraits(bit: 5)
    public static let playsSound = AccessibilityTraits(bit: 6)
    public static let isKeyboardKey = AccessibilityTraits(bit: 7)
    public static let isStaticText = AccessibilityTraits(bit: 8)
    public static let isSummaryElement = AccessibilityTraits(bit: 9)
    public static let updatesFrequently = AccessibilityTraits(bit: 10)
    public static let startsMediaSession = AccessibilityTraits(bit: 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
    public static let causesPageTurn = AccessibilityTraits(bit: 13)
    public static let isModal = AccessibilityTraits(bit: 14)
    public static let isToggle = AccessibilityTraits(bit: 15)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { with(bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { with(bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { with(bits ^ other.bits) }
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }

    private func with(_ bits: UInt32) -> AccessibilityTraits {
        var traits = self
        traits.bits = bits
        return traits
    }
}

// Kept: what VoiceOver would read and do; a frame draws none of it.
extension View {
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}

/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}
