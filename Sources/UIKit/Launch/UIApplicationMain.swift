import Foundation
import ScrollReelUIKit

/// `UIApplicationMain`: runs the app under the script named on the command line and renders
/// its screen (see ``AppCommand``), then exits — with 0 when the app ran to the script's end.
/// `delegateClassName` names the app delegate (`App.AppDelegate`); an app without one shows
/// the script's `rootViewController`.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    AppCommand.app = AppClasses(delegateClassName: delegateClassName)
    AppCommand.main(Array(CommandLine.arguments.dropFirst()))
    exit(0)
}

extension UIApplicationDelegate where Self: UIResponder {
    /// `@main` on the app delegate: `UIApplicationMain` with this class.
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Self.self))
    }
}
