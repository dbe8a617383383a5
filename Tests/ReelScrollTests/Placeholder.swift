import Testing

@Test func placeholder_ReelScrollTests() { #expect(1 + 1 == 2) }
