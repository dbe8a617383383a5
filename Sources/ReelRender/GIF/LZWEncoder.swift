import Foundation

/// GIF's variable-width LZW coder (GIF89a, appendix F).
///
/// When the string table holds 4096 codes, libgd's coder (from `compress`) empties it at once.
/// This one keeps the full table while its recent strings are long enough that what is left of
/// the frame would take few of them (the idea of gifsicle's coder, which a GIF decoder allows:
/// it stops adding strings at 4096 and waits for the clear code), and empties it otherwise.
///
/// It is ScrollReel's own rather than libgd's so that frames can be coded several ways each and
/// on every core: libgd's coder reads every pixel through `gdImageGetPixel` from a palette image
/// made for it. The bytes a decoder reads back are the pixels given, exactly.
struct LZWEncoder {
    /// Bits of the root codes: the colour table's bits per pixel, at least 2.
    let codeSize: Int

    /// A full table is kept while the pixels left are fewer than this many of its recent strings.
    static let keptTableReach = 3000.0

    /// The data of a GIF image block: the LZW minimum code size byte, the codes in data
    /// sub-blocks of at most 255 bytes, and the empty block that ends them; nil as soon as it
    /// would be longer than `limit` bytes (when another way of writing the frame is already
    /// shorter, there is no need to finish this one).
    /// - Complexity: O(pixels.count), about one table probe per pixel.
    func encode(_ pixels: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> [UInt8]? {
        // At most one code per pixel, and each clear adds one; clears come at most every 3838 codes.
        var output = CodeWriter(codes: pixels.count + pixels.count / 3838 + 4)
        output.writeByte(UInt8(codeSize))
        let clear = 1 << codeSize, end = clear + 1
        var width = codeSize + 1
        var nextCode = end + 1
        output.write(clear, width: width)
        guard let first = pixels.first else {
            output.write(end, width: width)
            return output.finish()
        }
        let finished: Bool = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: StringTable.slots + 4096 / 2) { memory in
            var table = StringTable(memory: memory)
            var string = UInt32(first)
            var stringStart = 0
            var averageString = 1.0  // pixels per code, exponentially weighted over the last ~16 codes
            for n in 1..<pixels.count {
                let key = string << 8 | UInt32(pixels[n])
                if let code = table.code(for: key) {
                    string = code
                    continue
                }
                output.write(Int(string), width: width)
                if output.count > limit { return false }
                averageString += (Double(n - stringStart) - averageString) / 16
                if nextCode < 4096 {
                    table.add(key, code: UInt32(nextCode))
                    // Codes take one more bit once the code just assigned needs it.
                    if nextCode == 1 << width, width < 12 { width += 1 }
                    nextCode += 1
                } else if Double(pixels.count - n) > Self.keptTableReach * averageString {
                    // Full, and the frame's rest is far off at the recent rate: start afresh.
                    output.write(clear, width: width)
                    table.removeAll()
                    (width, nextCode) = (codeSize + 1, end + 1)
                }
                string = UInt32(pixels[n])
                stringStart = n
            }
            output.write(Int(string), width: width)
            return true
        }
        guard finished else {
            output.discard()
            return nil
        }
        output.write(end, width: width)
        let bytes = output.finish()
        return bytes.count <= limit ? bytes : nil
    }
}

/// The LZW string table: (string code << 8 | pixel) → code, by open addressing. A slot holds the
/// generation in its top 24 bits, the key in the next 20 and the code in the low 12; a slot of
/// an older generation is empty, so emptying the table is one increment.
///
/// In front of it, each string remembers the last extension looked up or added: UI frames
/// repeat (runs, the same edge row after row), so most look-ups end there without hashing.
private struct StringTable {
    /// Twice the 4096 codes, so probes stay short; 64 KiB, which stays in cache.
    static let slots = 8192

    private let entries: UnsafeMutableBufferPointer<UInt64>
    /// Per string code: (pixel + 1) << 16 | code of that extension; 0 when none.
    private let recent: UnsafeMutablePointer<UInt32>
    private var generation: UInt64 = 1

    /// Uses `memory` (`slots` + 2048 words) for the table and the recent extensions.
    init(memory: UnsafeMutableBufferPointer<UInt64>) {
        memory.initialize(repeating: 0)
        entries = UnsafeMutableBufferPointer(rebasing: memory[0..<Self.slots])
        recent = UnsafeMutableRawPointer(memory.baseAddress! + Self.slots).assumingMemoryBound(to: UInt32.self)
    }

    @inline(__always)
    private static func slot(_ key: UInt32) -> Int { Int((key &* 2_654_435_761) >> 19) }

    @inline(__always)
    func code(for key: UInt32) -> UInt32? {
        let string = Int(key >> 8), tag = (key & 0xFF) + 1
        let remembered = recent[string]
        if remembered >> 16 == tag { return remembered & 0xFFFF }
        var slot = Self.slot(key)
        while true {
            let entry = entries[slot]
            guard entry >> 40 == generation else { return nil }
            if UInt32(truncatingIfNeeded: entry >> 12) & 0xF_FFFF == key {
                let code = UInt32(entry & 0xFFF)
                recent[string] = tag << 16 | code
                return code
            }
            slot = (slot + 1) & (Self.slots - 1)
        }
    }

    @inline(__always)
    mutating func add(_ key: UInt32, code: UInt32) {
        var slot = Self.slot(key)
        while entries[slot] >> 40 == generation { slot = (slot + 1) & (Self.slots - 1) }
        entries[slot] = generation << 40 | UInt64(key) << 12 | UInt64(code)
        recent[Int(key >> 8)] = ((key & 0xFF) + 1) << 16 | code
    }

    mutating func removeAll() {
        recent.update(repeating: 0, count: 4096)
        generation += 1
        if generation == 1 << 24 {  // the field would wrap: really empty the slots
            entries.update(repeating: 0)
            generation = 1
        }
    }
}

/// Codes packed least significant bit first into GIF data sub-blocks (a length byte, then up to
/// 255 bytes), in a buffer sized for the worst case.
private struct CodeWriter {
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0
    private var accumulator: UInt64 = 0
    private var bitCount = 0
    /// Where the current sub-block's length byte sits; -1 before the first code byte.
    private var blockStart = -1

    /// Room for `codes` codes of at most 12 bits, the sub-block lengths and the framing.
    init(codes: Int) {
        let dataBytes = (codes * 12 + 7) / 8 + 8
        capacity = dataBytes + dataBytes / 255 + 8
        buffer = .allocate(capacity: capacity)
    }

    /// The LZW minimum code size byte, which precedes the sub-blocks.
    mutating func writeByte(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func write(_ code: Int, width: Int) {
        accumulator |= UInt64(code) << UInt64(bitCount)
        bitCount += width
        while bitCount >= 8 {
            append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            bitCount -= 8
        }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        if blockStart < 0 || count - blockStart > 255 {
            if blockStart >= 0 { buffer[blockStart] = 255 }
            blockStart = count
            count += 1
        }
        buffer[count] = byte
        count += 1
    }

    /// The bytes with the last partial byte, the last sub-block's length and the terminator;
    /// frees the buffer.
    mutating func finish() -> [UInt8] {
        if bitCount > 0 { append(UInt8(truncatingIfNeeded: accumulator)) }
        (accumulator, bitCount) = (0, 0)
        if blockStart >= 0 { buffer[blockStart] = UInt8(count - blockStart - 1) }
        buffer[count] = 0
        count += 1
        defer { buffer.deallocate() }
        return Array(UnsafeBufferPointer(start: buffer, count: count))
    }

    /// Frees the buffer of an abandoned coding.
    func discard() { buffer.deallocate() }
}
