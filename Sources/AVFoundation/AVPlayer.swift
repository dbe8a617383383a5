public import UIKit

/// `AVPlayer` and `AVPlayerItem`: media is not decoded (a reel draws no video frames and plays
/// no sound); play and pause set the rate, and the time stays at zero.
open class AVPlayer: NSObject {
    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

    public enum ActionAtItemEnd: Int, Sendable { case advance = 0, pause, none }
    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate, playing }

    public override init() {
        super.init()
    }

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    public convenience init(url: URL) {
        self.init(playerItem: AVPlayerItem(url: url))
    }

    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func seek(to time: CMTime) {}
    open func currentTime() -> CMTime { .zero }
}

open class AVPlayerItem: NSObject {
    public let url: URL?

    public init(url: URL) {
        self.url = url
        super.init()
    }
}

/// `AVPlayerLayer`: where the video would show; drawn as the layer's background.
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}

public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// `CMTime`: a time as a value over a timescale.
public struct CMTime: Hashable, Sendable {
    public var value: Int64
    public var timescale: Int32

    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    public var seconds: Double { timescale == 0 ? 0 : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
}

/// `AVAudioPlayer`: loads nothing and plays silently; `play()` answers true.
open class AVAudioPlayer: NSObject {
    public let url: URL?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open private(set) var isPlaying = false
    open var duration: TimeInterval { 0 }

    public init(contentsOf url: URL) throws {
        self.url = url
        super.init()
    }

    public init(data: Data) throws {
        url = nil
        super.init()
    }

    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool {
        isPlaying = true
        return true
    }
    open func pause() { isPlaying = false }
    open func stop() { isPlaying = false }
}

/// `AVAudioSession`: its category is kept.
open class AVAudioSession: NSObject {
    nonisolated(unsafe) private static let shared = AVAudioSession()
    open class func sharedInstance() -> AVAudioSession { shared }
    open private(set) var category: Category = .soloAmbient

    public struct Category: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    public struct Mode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
    }

    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category
    }

    open func setCategory(_ category: Category) throws { self.category = category }
    open func setActive(_ active: Bool, options: UInt = 0) throws {}
}

/// `AVMakeRect(aspectRatio:insideRect:)`: the largest rectangle of that aspect ratio centred in
/// the bounding one.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0 else { return CGRect(x: boundingRect.midX, y: boundingRect.midY, width: 0, height: 0) }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width, height: size.height)
}
