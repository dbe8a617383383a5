public import Foundation
import ReelLayout

/// `NSTextAttachment`: an image in attributed text, at the attachment character (U+FFFC). Kept:
/// a label or text view draws the text around it and leaves the attachment out, said once in the
/// console.
open class NSTextAttachment: NSObject {
    open var image: UIImage?
    /// Where the image sits on the line; zero: the image's own size on the baseline.
    open var bounds = CGRect.zero
    open var contents: Data?
    open var fileType: String?

    public override init() {}

    public init(data: Data?, ofType uti: String?) {
        contents = data
        fileType = uti
    }

    /// `NSTextAttachment(image:)` (iOS 13).
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The object replacement character an attachment stands at in the string.
    public static let character = "\u{FFFC}"

    /// `string` without the attachment characters, said once in the console when it had any.
    static func textWithoutAttachments(_ string: String) -> String {
        guard string.contains(character) else { return string }
        let line = "ScrollReel: text attachments (NSTextAttachment) are kept, not drawn"
        if let runtime = ViewRuntime.running, runtime.reportOnce(line) { runtime.log(line) }
        return string.replacingOccurrences(of: character, with: "")
    }
}

extension NSAttributedString.Key {
    /// `.attachment`: the `NSTextAttachment` at an attachment character.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// `NSAttributedString(attachment:)`: the attachment character carrying the attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: NSTextAttachment.character, attributes: [.attachment: attachment])
    }
}
