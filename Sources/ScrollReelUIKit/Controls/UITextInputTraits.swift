public import Foundation

/// `UIKeyboardType`: the keyboard a text field asks for; kept (no keyboard shows).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// `UIReturnKeyType`: the return key's title; kept.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UITextAutocorrectionType`; kept.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// `UITextAutocapitalizationType`; kept.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// `UITextSpellCheckingType`, `UITextSmartQuotesType` and `UITextSmartDashesType`; kept.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }

/// `UITextContentType`: what a field holds, for AutoFill; kept.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
}

/// `UITextPosition`: a place in a text field's text, by its offset from the start.
open class UITextPosition: NSObject {
    public let offset: Int
    public init(offset: Int) { self.offset = offset }
}

/// `UITextRange`: the text between two positions.
open class UITextRange: NSObject {
    public let start: UITextPosition
    public let end: UITextPosition
    open var isEmpty: Bool { start.offset == end.offset }
    public init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
}
