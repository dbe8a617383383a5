/// How frame files are named wherever ScrollReel writes them (`NAME/frame-00023.png`, a golden's
/// `frame-00023.png`, a check artifact's `frame-00023-diff.png`): five digits sort in order.
public enum FrameFile {
    /// `frame-00023`.
    public static func stem(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// `frame-00023.EXTENSION`.
    public static func name(_ index: Int, extension pathExtension: String) -> String {
        stem(index) + "." + pathExtension
    }

    /// The index in a name `frame-NNNNN.EXTENSION`, or nil for any other name.
    public static func index(inName name: String, extension pathExtension: String) -> Int? {
        let suffix = "." + pathExtension
        guard name.hasPrefix("frame-"), name.hasSuffix(suffix) else { return nil }
        return Int(name.dropFirst("frame-".count).dropLast(suffix.count))
    }
}
