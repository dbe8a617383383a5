import Foundation

// Core Foundation's types by the Foundation classes they are toll-free bridged to on iOS, so an
// app's `url as CFURL`, `options as CFDictionary` and `[CFString: Any]` compile as they do there
// (Linux's Foundation keeps its Core Foundation to itself).
public typealias CFString = NSString
public typealias CFURL = NSURL
public typealias CFData = NSData
public typealias CFDictionary = NSDictionary
public typealias CFArray = NSArray
public typealias CFNumber = NSNumber
public typealias CFTypeRef = AnyObject
public typealias CFIndex = Int
