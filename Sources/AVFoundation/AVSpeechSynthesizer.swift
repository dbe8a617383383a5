public import UIKit

/// `AVSpeechSynthesizer`: a reel is silent, so an utterance is spoken in no time — the
/// delegate hears it start and finish on the next turn of the main run loop.
open class AVSpeechSynthesizer: NSObject {
    open weak var delegate: AVSpeechSynthesizerDelegate?
    open private(set) var isSpeaking = false
    open private(set) var isPaused = false

    public override init() {
        super.init()
    }

    open func speak(_ utterance: AVSpeechUtterance) {
        isSpeaking = true
        DispatchQueue.main.async { [self] in
            delegate?.speechSynthesizer(self, didStart: utterance)
            isSpeaking = false
            delegate?.speechSynthesizer(self, didFinish: utterance)
        }
    }

    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        defer { isSpeaking = false }
        return isSpeaking
    }

    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    @discardableResult
    open func continueSpeaking() -> Bool { false }
}

public enum AVSpeechBoundary: Int, Sendable { case immediate = 0, word }

/// `AVSpeechUtterance`: the text and how it would be spoken.
open class AVSpeechUtterance: NSObject {
    public let speechString: String
    open var voice: AVSpeechSynthesisVoice?
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0

    public init(string: String) {
        speechString = string
        super.init()
    }
}

public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// `AVSpeechSynthesisVoice`: a voice by language.
open class AVSpeechSynthesisVoice: NSObject {
    public let language: String

    public init?(language: String?) {
        self.language = language ?? "en-US"
        super.init()
    }

    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [AVSpeechSynthesisVoice(language: "en-US")!] }
    open class func currentLanguageCode() -> String { "en-US" }
}

/// `AVSpeechSynthesizerDelegate`: every method optional.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
}
