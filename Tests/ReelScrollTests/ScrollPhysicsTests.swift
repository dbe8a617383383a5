import Testing
@testable import ReelScroll
