import Foundation
import Testing
import ReelScroll

@Suite("Easing")
struct EasingTests {
    @Test func endpointsAreFixed() {
        for easing in Easing.allCases {
            #expect(easing(0) == 0)
            #expect(easing(1) == 1)
        }
    }

    @Test func easeInOutIsSymmetricAboutTheMiddle() {
        // Bézier (0.42,0)-(0.58,1) at s = 0.5: x = 3·¼·½·0.42 + 3·½·¼·0.58 + ⅛ = 0.5, y = 0.375 + 0.125 = 0.5
        #expect(isClose(Easing.easeInOut(0.5), 0.5, tolerance: 1e-12))
    }

    @Test func easeInOutAtBezierParameterOneQuarter() {
        // s = 0.25: x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625 = 0.274375
        //           y = 3·0.75·0.0625·1 + 0.015625 = 0.15625
        #expect(isClose(Easing.easeInOut(0.274_375), 0.156_25, tolerance: 1e-12))
    }

    @Test func slopes() {
        #expect(Easing.linear.derivative(0.3) == 1)
        // Ends of easeInOut and the end of easeOut are flat: 3(1 − y2) = 0.
        #expect(isClose(Easing.easeInOut.derivative(1), 0, tolerance: 1e-9))
        #expect(isClose(Easing.easeOut.derivative(1), 0, tolerance: 1e-9))
        // easeIn ends with dy/dx = y″/x″ = 6(1 − 2 + 0)/6(1 − 2 + 0.42) = 1/0.58 = 1.72414
        #expect(isClose(Easing.easeIn.derivative(1), 1 / 0.58, tolerance: 1e-9))
        // easeInOut at s = ½: dy/ds = 1.5, dx/ds = 0.315 + 0.24 + 0.315 = 0.87 → 1.72414
        #expect(isClose(Easing.easeInOut.derivative(0.5), 1.5 / 0.87, tolerance: 1e-9))
    }

    @Test func progressOutsideTheUnitIntervalIsClamped() {
        #expect(Easing.easeIn(-1) == 0)
        #expect(Easing.easeOut(2) == 1)
    }
}
