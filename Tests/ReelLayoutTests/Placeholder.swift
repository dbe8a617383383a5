import Testing

@Test func placeholder_ReelLayoutTests() { #expect(1 + 1 == 2) }
