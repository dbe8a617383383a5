import ReelGD
import ReelGeometry
import ReelGraphics
import ReelRender
import ReelText
import Testing

@Suite("Color")
struct ColorTests {
    @Test func parsesHexForms() {
        #expect(Color(hex: "#FF8000") == Color(red: 255, green: 128, blue: 0))
        #expect(Color(hex: "ff8000") == Color(red: 255, green: 128, blue: 0))
        #expect(Color(hex: "#11223344") == Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(hex: "") == nil)
    }

    @Test func printsHex() {
        #expect(Color(red: 255, green: 128, blue: 0).hex == "#ff8000")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 0x80).hex == "#01020380")
        #expect(Color.clear.hex == "#00000000")
    }

    @Test func hsbMatchesUIColor() {
        // Hue 0 = red, 1/3 = green, 2/3 = blue; s 0.5 b 1 → (255, 127.5→128, 128).
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 255, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 255, blue: 0))
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 0, blue: 255))
        #expect(Color(hue: 0, saturation: 0.5, brightness: 1) == Color(red: 255, green: 128, blue: 128))
        #expect(Color(hue: 1.25, saturation: 1, brightness: 1) == Color(hue: 0.25, saturation: 1, brightness: 1))
        #expect(Color.white.withAlpha(10).alpha == 10)
    }

    @Test func ordersLexicographically() {
        #expect(Color(red: 0, green: 9, blue: 9) < Color(red: 1, green: 0, blue: 0))
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 5) < Color(red: 1, green: 0, blue: 0))
    }
}
