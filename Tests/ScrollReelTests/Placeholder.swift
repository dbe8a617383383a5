import Testing

@Test func placeholder_ScrollReelTests() { #expect(1 + 1 == 2) }
