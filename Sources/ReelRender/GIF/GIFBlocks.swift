import Foundation
import ReelGD

/// The blocks of a GIF89a file, byte for byte (GIF89a specification, sections 17–27).
///
/// ScrollReel writes the container itself, so that each frame can be coded several ways (see
/// ``GIFFramePixels``) by ``LZWEncoder``; libgd still draws and mixes every pixel before that.
enum GIFBlocks {
    /// Header, logical screen descriptor, global colour table (padded to a power of two) and
    /// the NETSCAPE2.0 looping extension (`loops` 0 = forever).
    static func header(width: Int, height: Int, palette: Palette, loops: Int) -> [UInt8] {
        let bits = palette.tableBits
        var bytes = Array("GIF89a".utf8)
        bytes += word(width) + word(height)
        // A global table; colour resolution and table size both `bits`.
        bytes += [0x80 | UInt8(bits - 1) << 4 | UInt8(bits - 1), 0, 0]
        for index in 0..<(1 << bits) {
            let color = index < palette.colors.count ? palette.colors[index] : .black
            bytes += [color.red, color.green, color.blue]
        }
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + word(loops) + [0]
        return bytes
    }

    /// One frame: graphic control extension (disposal: none, the palette's transparent index,
    /// `delay` centiseconds), image descriptor at `area` using the global table, and the image
    /// data of `pixels` (`area`'s pixels, row-major); nil when it would be longer than `limit`.
    static func frame(_ pixels: [UInt8], area: PixelBox, delay: Int, palette: Palette,
                      limit: Int = .max) -> [UInt8]? {
        var bytes: [UInt8] = [0x21, 0xF9, 4, 1 << 2 | 1] + word(min(max(delay, 0), 65_535))
            + [UInt8(palette.transparentIndex), 0]
        bytes += [0x2C] + word(area.minX) + word(area.minY) + word(area.width) + word(area.height) + [0]
        let headerCount = bytes.count
        guard let data = pixels.withUnsafeBufferPointer({
            LZWEncoder(codeSize: palette.codeSize).encode($0, limit: limit - headerCount)
        }) else { return nil }
        return bytes + data
    }

    /// The trailer.
    static let trailer: [UInt8] = [0x3B]

    /// A 16-bit little-endian unsigned number.
    private static func word(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
}
