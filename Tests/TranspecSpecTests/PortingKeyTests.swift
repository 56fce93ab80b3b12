import Foundation
import Testing
import TranspecDiagnostics
import TranspecRuntime
@testable import TranspecSpec

/// The porting keys as `check` sees them: each set decodes to the runtime's
/// conversion (held to the peers in PeerSpringTests), `overdamping` applies
/// to any set, and mistakes get the usual errors and did-you-mean.
@Suite struct PortingKeyTests {
    static func spring(_ yaml: String) throws -> SpringIR {
        let result = check(sheet(spring: "spring: \(yaml)"))
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        return try #require(result.spec?.transitions.first?.spring)
    }

    @Test func everyPortingSetDecodesToItsConversion() throws {
        let cases: [(String, SpringIR.ParameterSet, Spring)] = [
            ("{ preset: snappy }", .swiftUIPreset, .preset(.snappy, duration: 0.5, extraBounce: 0)),
            ("{ preset: bouncy, duration: 0.4, extraBounce: 0.1 }", .swiftUIPreset,
             .preset(.bouncy, duration: 0.4, extraBounce: 0.1)),
            ("{ stiffness: 1500, dampingRatio: 0.5 }", .stiffnessDampingRatio, .stiffness(1500, dampingRatio: 0.5)),
            ("{ mass: 2, stiffness: 180, dampingRatio: 0.8 }", .stiffnessDampingRatio,
             .stiffness(180, dampingRatio: 0.8, mass: 2)),
            ("{ visualDuration: 0.3, bounce: 0.25 }", .visualDurationBounce, .visualDuration(0.3, bounce: 0.25)),
            ("{ settlingDuration: 0.5, dampingRatio: 0.8 }", .settlingDuration,
             .settlingDuration(0.5, dampingRatio: 0.8)!),
            ("{ settlingDuration: 0.8, bounce: 0.25 }", .settlingDurationBounce, .framerDuration(0.8, bounce: 0.25)),
        ]
        for (yaml, set, expected) in cases {
            let spring = try Self.spring(yaml)
            #expect(spring.parameterSet == set, "\(yaml)")
            #expect(spring.spring == expected, "\(yaml)")
            #expect(spring.overdamping == .allow)
        }
    }

    /// `overdamping: critical` caps ζ at 1 for whichever set wrote it; `allow`
    /// (the default) keeps the physics; a spring at or under 1 is unchanged.
    @Test func overdampingCriticalCapsTheRatio() throws {
        let allowed = try Self.spring("{ mass: 1, stiffness: 400, damping: 60 }")
        #expect(abs(allowed.spring.dampingRatio - 1.5) < 1e-12)
        let critical = try Self.spring("{ mass: 1, stiffness: 400, damping: 60, overdamping: critical }")
        #expect(critical.overdamping == .critical)
        #expect(critical.spring == Spring(mass: 1, stiffness: 400, damping: 40))
        let negativeBounce = try Self.spring("{ duration: 0.5, bounce: -0.4, overdamping: critical }")
        #expect(abs(negativeBounce.spring.dampingRatio - 1) < 1e-12)
        let under = try Self.spring("{ dampingRatio: 0.7, response: 0.4, overdamping: critical }")
        #expect(under.spring == .dampingRatio(0.7, response: 0.4))
    }

    @Test func theNewKeysGetDidYouMean() {
        for (typo, key) in [("visualDuraton", "visualDuration"), ("settlingDurations", "settlingDuration"),
                            ("extrabounce", "extraBounce"), ("overdampng", "overdamping"), ("presett", "preset")] {
            let yaml = sheet(spring: "spring: { dampingRatio: 1, response: 0.4, \(typo): 1 }")
            let messages = check(yaml).errors.map(\.message)
            #expect(messages.contains("unknown key '\(typo)' in 'spring'; did you mean '\(key)'?"), "\(messages)")
        }
        let values = check(sheet(spring: "spring: { preset: snapy }")).errors.map(\.message)
        #expect(values == ["unknown value 'snapy' for 'preset'; did you mean 'snappy'?"])
        let overdamping = check(sheet(spring: "spring: { preset: smooth, overdamping: critcal }")).errors.map(\.message)
        #expect(overdamping == ["unknown value 'critcal' for 'overdamping'; did you mean 'critical'?"])
    }

    @Test func rangesOfTheNewSets() {
        func errors(_ spring: String) -> [String] { check(sheet(spring: "spring: \(spring)")).errors.map(\.message) }
        #expect(errors("{ preset: bouncy, extraBounce: 0.8 }")
                == ["'extraBounce' 0.8 makes bouncy's bounce 1.1 (base 0.3); the bounce must be greater than -1 and at most 1"])
        #expect(errors("{ preset: smooth, extraBounce: -1 }")
                == ["'extraBounce' -1 makes smooth's bounce -1 (base 0); the bounce must be greater than -1 and at most 1"])
        #expect(errors("{ settlingDuration: 0.5, dampingRatio: 0 }") == [
            "a damping ratio this small never settles: SwiftUI's Spring(settlingDuration:dampingRatio:) needs "
                + "ζ/√(1 − ζ²) above its epsilon 0.001, that is 'dampingRatio' above 0.001",
        ])
        #expect(errors("{ visualDuration: 0, bounce: 0.2 }") == ["'visualDuration' must be greater than 0, found 0"])
        #expect(errors("{ stiffness: 0, dampingRatio: 0.5 }") == ["'stiffness' must be greater than 0, found 0"])
    }

    /// Android's fling friction and Flutter's friction drag port by copying
    /// the number: they decode to the per-millisecond rate with the peer's
    /// velocity (PeerDecayTests holds the motion to the peers').
    @Test func peerDecayKeysDecodeToTheirRate() throws {
        func rate(_ decay: String) throws -> Double {
            let result = check(sheet("decay: \(decay)"))
            #expect(result.diagnostics.isEmpty, "\(result.summary)")
            return try #require(result.spec?.transitions.first?.decay).value.rate.perMillisecond
        }
        #expect(try rate("{ flingFriction: 1 }") == exp(-0.0042))
        #expect(try rate("{ flingFriction: 2.5, handoffVelocity: 5 }") == exp(-0.0042 * 2.5))
        #expect(try rate("{ frictionDrag: 0.135 }") == pow(0.135, 0.001))
        #expect(try rate("{ rate: 0.9 }") == 0.9)
        func errors(_ decay: String) -> [String] { check(sheet("decay: \(decay)")).errors.map(\.message) }
        #expect(errors("{ rate: fast, flingFriction: 1 }") == [
            "'rate' and 'flingFriction' both give the decay's rate; write one of 'rate', 'flingFriction' and 'frictionDrag'",
        ])
        let reversed = check(sheet("decay: { frictionDrag: 0.1,\n  flingFriction: 1 }")).errors
        #expect(reversed.map(\.message) == [
            "'frictionDrag' and 'flingFriction' both give the decay's rate; write one of 'rate', 'flingFriction' and 'frictionDrag'",
        ])
        #expect(reversed.first?.location?.line == 8 && reversed.first?.location?.column == 7, "\(reversed)")
        #expect(errors("{ flingFriction: 0 }") == ["'flingFriction' must be greater than 0, found 0"])
        #expect(errors("{ frictionDrag: 1 }") == ["'frictionDrag' must be strictly between 0 and 1, found 1"])
        #expect(errors("{ flingFriction: 1000000 }") == [
            "'flingFriction' 1000000 gives a per-millisecond rate of 0; the rate must be strictly between 0 and 1",
        ])
        for (typo, key) in [("flingFricton", "flingFriction"), ("frictiondrag", "frictionDrag")] {
            #expect(errors("{ \(typo): 1 }").contains("unknown key '\(typo)' in 'decay'; did you mean '\(key)'?"))
        }
    }

    /// React Native's `SpringConfig.js` converts Origami values with no zero
    /// case: stiffness (t − 30)·3.62 + 194, damping (f − 8)·3 + 25, so tension
    /// 0 is k = 85.4 and friction 0 is c = 1, where transpec (as Rebound)
    /// reads 0 as "off". What the porting guide says to write for a 0,
    /// `0.0000001`, decodes to React Native's spring within 1e-6, and plays
    /// its motion within 1e-6 of the distance over a second.
    @Test func reactNativeZerosPortAsTheGuideSays() throws {
        func reactNative(tension: Double, friction: Double) -> Spring {
            Spring(mass: 1, stiffness: (tension - 30) * 3.62 + 194, damping: (friction - 8) * 3 + 25)
        }
        let cases: [(written: String, tension: Double, friction: Double)] = [
            ("{ tension: 40, friction: 0.0000001 }", 40, 0),
            ("{ tension: 0.0000001, friction: 7 }", 0, 7),
            ("{ tension: 0.0000001, friction: 0.0000001 }", 0, 0),
        ]
        // Such springs ring (check warns about the feel); only errors would stop a port.
        func decoded(_ yaml: String) throws -> Spring {
            let result = check(sheet(spring: "spring: \(yaml)"))
            #expect(result.errors.isEmpty, "\(result.summary)")
            return try #require(result.spec?.transitions.first?.spring).spring
        }
        for (written, tension, friction) in cases {
            let ported = try decoded(written)
            let played = reactNative(tension: tension, friction: friction)
            #expect(abs(ported.stiffness - played.stiffness) < 1e-6, "\(written): \(ported.stiffness)")
            #expect(abs(ported.damping - played.damping) < 1e-6, "\(written): \(ported.damping)")
            #expect(ported.mass == 1)
            let portedMotion = SpringMotion(spring: ported, from: 0, to: 1, initialVelocity: 0)
            let playedMotion = SpringMotion(spring: played, from: 0, to: 1, initialVelocity: 0)
            for frame in 1...60 {
                let t = Double(frame) / 60
                #expect(abs(portedMotion.state(at: t).position - playedMotion.state(at: t).position) < 1e-6)
            }
        }
        // The 0s themselves mean something else in transpec: no damping, or an error.
        #expect(try decoded("{ tension: 40, friction: 0 }").damping == 0)
        #expect(abs(reactNative(tension: 0, friction: 0).stiffness - 85.4) < 1e-12)
        #expect(!check(sheet(spring: "spring: { tension: 0, friction: 7 }")).errors.isEmpty)
    }

    /// Rebound's "tension 0 means off": the error says so rather than only
    /// naming a stiffness of 0.
    @Test func origamiTensionZeroIsExplained() {
        let errors = check(sheet(spring: "spring: { tension: 0, friction: 7 }")).errors.map(\.message)
        #expect(errors == [
            "Origami tension 0 means 'off' (Rebound's OrigamiValueConverter maps it to stiffness 0): a spring "
                + "without stiffness never pulls the view to its target; write a positive tension (Rebound's default is 40)",
        ])
        let negative = check(sheet(spring: "spring: { tension: -40, friction: 7 }")).errors.map(\.message)
        #expect(negative == ["these 'tension/friction' values give stiffness -59.4 and damping 22; a spring needs "
                             + "stiffness > 0 and damping ≥ 0"])
    }
}
