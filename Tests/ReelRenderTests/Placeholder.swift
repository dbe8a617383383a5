import Testing

@Test func placeholder_ReelRenderTests() { #expect(1 + 1 == 2) }
