public import Foundation

/// The pixel size a PNG, JPEG or GIF file declares in its header, read without decoding it: an
/// image's memory cost is known (and refused) before a decoder allocates it.
public enum ImageFileHeader {
    /// Width and height in pixels, or nil when the data is not a PNG, JPEG or GIF header.
    /// - Complexity: O(bytes before a JPEG's frame header); O(1) for PNG and GIF.
    public static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func big16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func big32(_ i: Int) -> Int { big16(i) << 16 | big16(i + 2) }
        func little16(_ i: Int) -> Int { Int(bytes[i + 1]) << 8 | Int(bytes[i]) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The IHDR chunk comes first: length, "IHDR", width, height (big-endian).
            guard bytes.count >= 24, bytes[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
            return (big32(16), big32(20))
        }
        if bytes.starts(with: Array("GIF8".utf8)) {
            guard bytes.count >= 10 else { return nil }
            return (little16(6), little16(8))
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            // Segments until a start-of-frame marker (C0–CF but C4, C8, CC): its height, width.
            var i = 2
            while i + 9 < bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                if marker == 0xFF { i += 1; continue }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (big16(i + 7), big16(i + 5))
                }
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) { i += 2; continue }
                let length = big16(i + 2)
                guard length >= 2 else { return nil }
                i += 2 + length
            }
        }
        return nil
    }
}
