import ReelCheck
import ScrollReelDemos
import Testing

@Suite struct FrameSamplingTests {
    @Test func automaticStrideStoresAboutTenFrames() {
        // stretchy-header: 208 frames, ⌈207 / 9⌉ = 23 → 0, 23, …, 207 (= 9 × 23): ten frames.
        let sampling = FrameSampling.automatic
        #expect(sampling.effectiveStride(frameCount: 208) == 23)
        #expect(sampling.frames(frameCount: 208) == [0, 23, 46, 69, 92, 115, 138, 161, 184, 207])
        // tiny: 36 frames, ⌈35 / 9⌉ = 4 → 0, 4, …, 32 and the last, 35: ten frames.
        #expect(sampling.frames(frameCount: 36) == [0, 4, 8, 12, 16, 20, 24, 28, 32, 35])
    }

    @Test func explicitStrideAddsTheLastFrame() {
        #expect(FrameSampling.every(50).frames(frameCount: 120) == [0, 50, 100, 119])
        #expect(FrameSampling.every(1).frames(frameCount: 3) == [0, 1, 2])
        #expect(FrameSampling.every(0).stride == 1, "a stride under 1 is clamped")
    }

    @Test func shortScenarios() {
        #expect(FrameSampling.automatic.frames(frameCount: 1) == [0])
        #expect(FrameSampling.automatic.frames(frameCount: 5) == [0, 1, 2, 3, 4])
        #expect(FrameSampling.automatic.frames(frameCount: 0).isEmpty)
    }
}
