public import Foundation

/// A file written to a hidden temporary beside it and renamed into place on ``close()``; a
/// stream dropped before then removes its temporary, so no half-written file is ever seen.
public final class FileStream: ByteStream {
    private let url: URL
    private let temporaryURL: URL
    private var file: UnsafeMutablePointer<FILE>?

    /// Opens a temporary file beside `url`.
    public init(url: URL) throws {
        self.url = url
        temporaryURL = AtomicFile.temporaryURL(beside: url)
        guard let file = fopen(temporaryURL.path, "wb") else { throw FileError.system("create", temporaryURL.path) }
        self.file = file
    }

    deinit {
        if let file {
            fclose(file)
            unlink(temporaryURL.path)
        }
    }

    public func write(_ bytes: [UInt8]) throws {
        guard let file else { throw FileError("\(url.path) is already closed") }
        let count = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard count == bytes.count else { throw FileError.system("write", temporaryURL.path) }
    }

    public func close() throws {
        guard let file else { throw FileError("\(url.path) is already closed") }
        self.file = nil
        guard fclose(file) == 0 else {
            unlink(temporaryURL.path)
            throw FileError.system("close", temporaryURL.path)
        }
        do {
            try AtomicFile.moveIntoPlace(temporaryURL, url)
        } catch {
            unlink(temporaryURL.path)
            throw error
        }
    }
}
