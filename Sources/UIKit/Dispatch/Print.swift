import Foundation
import ReelLayout

/// `print` in the app's code: inside a simulation, a line in its console (what Xcode's console
/// shows under a recording), so the reel's console panel and its trace show it; outside one,
/// standard output.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    guard let context = AppContext.current else { return Swift.print(text, terminator: terminator) }
    context.log(text)
}

/// `NSLog` in the app's code: a console line inside a simulation, standard error outside one.
public func NSLog(_ format: String, _ args: CVarArg...) {
    let text = String(format: format, arguments: args)
    guard let context = AppContext.current else { return FileHandle.standardError.write(Data((text + "\n").utf8)) }
    context.log(text)
}
