public import Foundation
import ReelLayout

/// `UUID()` in the app's code draws its 122 random bits from the scenario's seed, as the app's
/// random numbers do (Random.swift), so identifiers — and a diffable data source's order of
/// them — are the same on every run; the version (4) and variant bits are RFC 4122's. Outside a
/// simulation it is the system's.
extension UUID {
    public init() {
        guard AppContext.current != nil else {
            self = NSUUID() as UUID
            return
        }
        var bytes = AppRandomNumbers.draw { generator in (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        self.init(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                         bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
