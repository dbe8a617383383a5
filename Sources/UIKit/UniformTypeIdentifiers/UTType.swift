import Foundation

/// `UTType` (`import UniformTypeIdentifiers` on iOS; the porter makes that import UIKit's): a
/// uniform type by its identifier, with its preferred filename extension and MIME type and the
/// types it conforms to — the system's common declared types (Apple's `UTType` documentation
/// and `UTCoreTypes.h`). A filename extension or MIME type no declared type claims makes a
/// dynamic type that conforms to the supertype asked for, as on iOS; its identifier here is
/// `dyn.` and the tag (*our reading*: Apple encodes the tag).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// The identifiers of the types it conforms to directly.
    let parents: [String]
    /// All the extensions it claims, the preferred one first.
    let extensions: [String]
    public let isDynamic: Bool

    init(_ identifier: String, extensions: [String] = [], mime: String? = nil, parents: [String], dynamic: Bool = false) {
        self.identifier = identifier
        self.extensions = extensions
        preferredFilenameExtension = extensions.first
        preferredMIMEType = mime
        self.parents = parents
        isDynamic = dynamic
    }

    /// `UTType(_:)`: the declared type of that identifier; nil for one the system does not declare.
    public init?(_ identifier: String) {
        guard let found = Self.declared[identifier] else { return nil }
        self = found
    }

    /// `UTType(filenameExtension:conformingTo:)`: the declared type claiming the extension (nil
    /// when it does not conform to `supertype`), else a dynamic type conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let tag = filenameExtension.lowercased()
        if let found = Self.claiming[tag] {
            guard found.conforms(to: supertype) else { return nil }
            self = found
        } else {
            self.init("dyn.\(tag)", extensions: [tag], parents: [supertype.identifier], dynamic: true)
        }
    }

    /// `UTType(mimeType:conformingTo:)`, as the filename extension's.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let tag = mimeType.lowercased()
        if let found = Self.claiming[tag] {
            guard found.conforms(to: supertype) else { return nil }
            self = found
        } else {
            self.init("dyn.\(tag)", mime: tag, parents: [supertype.identifier], dynamic: true)
        }
    }

    /// `UTType(exportedAs:)` and `UTType(importedAs:)`: the app's own type.
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self = Self.declared[identifier] ?? UTType(identifier, parents: [(parent ?? .data).identifier])
    }

    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parent)
    }

    /// Every type it conforms to, itself aside.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var queue = parents
        while let next = queue.popLast() {
            guard let type = Self.declared[next], found.insert(type).inserted else { continue }
            queue += type.parents
        }
        return found
    }

    /// `conforms(to:)`: the type itself, or one of its supertypes.
    public func conforms(to type: UTType) -> Bool { type == self || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && type != self }

    public var isDeclared: Bool { !isDynamic }
    /// `isPublic`: in the reserved `public.` domain (Apple's docs).
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: [])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let folder = UTType("public.folder", parents: ["public.directory"])
    public static let directory = UTType("public.directory", parents: ["public.item"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", extensions: ["txt", "text"], mime: "text/plain", parents: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
    public static let json = UTType("public.json", extensions: ["json"], mime: "application/json", parents: ["public.text"])
    public static let xml = UTType("public.xml", extensions: ["xml"], mime: "application/xml", parents: ["public.text"])
    public static let html = UTType("public.html", extensions: ["html", "htm"], mime: "text/html", parents: ["public.text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", extensions: ["csv"], mime: "text/csv", parents: ["public.text"])
    public static let rtf = UTType("public.rtf", extensions: ["rtf"], mime: "text/rtf", parents: ["public.text"])
    public static let url = UTType("public.url", parents: ["public.data"])
    public static let fileURL = UTType("public.file-url", parents: ["public.url"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let jpeg = UTType("public.jpeg", extensions: ["jpeg", "jpg", "jpe"], mime: "image/jpeg", parents: ["public.image"])
    public static let png = UTType("public.png", extensions: ["png"], mime: "image/png", parents: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", extensions: ["gif"], mime: "image/gif", parents: ["public.image"])
    public static let tiff = UTType("public.tiff", extensions: ["tiff", "tif"], mime: "image/tiff", parents: ["public.image"])
    public static let bmp = UTType("com.microsoft.bmp", extensions: ["bmp"], mime: "image/bmp", parents: ["public.image"])
    public static let heic = UTType("public.heic", extensions: ["heic"], mime: "image/heic", parents: ["public.heif-standard"])
    public static let heif = UTType("public.heif", extensions: ["heif"], mime: "image/heif", parents: ["public.heif-standard"])
    public static let webP = UTType("org.webmproject.webp", extensions: ["webp"], mime: "image/webp", parents: ["public.image"])
    public static let svg = UTType("public.svg-image", extensions: ["svg"], mime: "image/svg+xml", parents: ["public.image"])
    public static let pdf = UTType("com.adobe.pdf", extensions: ["pdf"], mime: "application/pdf", parents: ["public.data", "public.composite-content"])
    public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType("public.video", parents: ["public.movie"])
    public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
    public static let mpeg4Movie = UTType("public.mpeg-4", extensions: ["mp4"], mime: "video/mp4", parents: ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", extensions: ["mov"], mime: "video/quicktime", parents: ["public.movie"])
    public static let mp3 = UTType("public.mp3", extensions: ["mp3"], mime: "audio/mpeg", parents: ["public.audio"])
    public static let archive = UTType("public.archive", parents: ["public.data"])
    public static let zip = UTType("public.zip-archive", extensions: ["zip"], mime: "application/zip", parents: ["public.archive"])

    /// The declared types by identifier, with the groupings the statics name as parents.
    static let declared: [String: UTType] = {
        let groups = [
            UTType("public.heif-standard", parents: ["public.image"]),
            UTType("public.composite-content", parents: ["public.content"]),
        ]
        let all = [item, content, data, folder, directory, text, plainText, utf8PlainText, json, xml, html, commaSeparatedText, rtf, url,
                   fileURL, image, jpeg, png, gif, tiff, bmp, heic, heif, webP, svg, pdf, audiovisualContent, movie, video, audio,
                   mpeg4Movie, quickTimeMovie, mp3, archive, zip] + groups
        return Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }()

    /// The declared types by the filename extensions and MIME types they claim (each claimed by one).
    static let claiming: [String: UTType] = Dictionary(
        declared.values.flatMap { type in (type.extensions + [type.preferredMIMEType].compactMap { $0 }).map { ($0, type) } },
        uniquingKeysWith: { first, _ in first })
}

extension URL {
    /// `appendingPathExtension(for:)`: the type's preferred extension, when it has one.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let ext = contentType.preferredFilenameExtension else { return self }
        return appendingPathExtension(ext)
    }

    public mutating func appendPathExtension(for contentType: UTType) { self = appendingPathExtension(for: contentType) }
}
