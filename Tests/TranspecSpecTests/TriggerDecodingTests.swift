import Testing
import TranspecDiagnostics
import TranspecRuntime
@testable import TranspecSpec

/// `triggers:` decoded, lowered, and every mistake reported at its place.
@Suite struct TriggerDecodingTests {
    @Test func triggersDecodeAndLowerInOrder() throws {
        let yaml = sheet("""
            triggers:
              armed: { progress: 0.5, haptic: impact-medium }
              gone: { progress: 0.9, direction: increasing, haptic: selection }
              back: { progress: 0.1, direction: decreasing }
            """)
        let result = check(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        let transition = try #require(result.spec?.transitions.first)
        #expect(transition.motion.triggers == [
            ProgressTrigger(name: "armed", progress: 0.5, directions: .either, haptic: .impact(.medium)),
            ProgressTrigger(name: "gone", progress: 0.9, directions: .increasing, haptic: .selection),
            ProgressTrigger(name: "back", progress: 0.1, directions: .decreasing),
        ])
        #expect(transition.triggers.map(\.location.line) == [8, 9, 10])
    }

    @Test func duringSaysWhichPhaseFires() throws {
        let yaml = sheet("""
            triggers:
              commit: { progress: 0.5, during: drag, haptic: impact-light }
              landing: { progress: 0.9, during: settle }
              any: { progress: 0.3 }
            """)
        let transition = try #require(check(yaml).spec?.transitions.first)
        #expect(transition.motion.triggers.map(\.during) == [.drag, .settle, .both])
        let wrong = sheet("triggers: { commit: { progress: 0.5, during: dragging } }")
        #expect(check(wrong).summary == [
            "\(position(of: "dragging", in: wrong)) error: unknown value 'dragging' for 'during'; expected one of both, drag, settle",
        ])
    }

    @Test func everyHapticSpellingDecodesToItsGenerator() throws {
        let expected: [String: Haptic] = [
            "selection": .selection, "impact-light": .impact(.light), "impact-medium": .impact(.medium),
            "impact-heavy": .impact(.heavy), "impact-soft": .impact(.soft), "impact-rigid": .impact(.rigid),
        ]
        for (word, haptic) in expected {
            let result = check(sheet("triggers: { a: { progress: 0.5, haptic: \(word) } }"))
            #expect(result.diagnostics.isEmpty, "\(result.summary)")
            #expect(result.spec?.transitions.first?.motion.triggers.first?.haptic == haptic, "\(word)")
        }
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        let cases: [(extra: String, needle: String, message: String)] = [
            ("triggers: { a: { progress: 1.5 } }", "1.5", "'progress' must be within 0…1, found 1.5"),
            ("triggers: { a: { haptic: selection } }", "{ haptic", "missing required key 'progress' in 'a'"),
            ("triggers: { a: { progress: 0.5, haptic: impact-hard } }", "impact-hard",
             "unknown value 'impact-hard' for 'haptic'; did you mean 'impact-heavy'?"),
            ("triggers: { a: { progress: 0.5, direction: up } }", "up",
             "unknown value 'up' for 'direction'; expected one of increasing, decreasing, either"),
            ("triggers: { a: { progress: 0.5, hapic: selection } }", "hapic",
             "unknown key 'hapic' in 'a'; did you mean 'haptic'?"),
            ("triggers: [ 0.5 ]", "[ 0.5", "expected a mapping for 'triggers', found a sequence"),
        ]
        for (extra, needle, message) in cases {
            let yaml = sheet(extra)
            let result = check(yaml)
            #expect(result.summary == ["\(position(of: needle, in: yaml)) error: \(message)"], "\(extra)")
        }
    }

    @Test func namesThatBecomeOneSwiftNameCollide() {
        let yaml = sheet("""
            triggers:
              half-way: { progress: 0.5 }
              halfWay: { progress: 0.6 }
            """)
        #expect(check(yaml).summary == [
            "\(position(of: "halfWay", in: yaml)) error: trigger name 'halfWay' becomes the Swift name 'halfWay', as 'half-way' does",
        ])
    }

    @Test func aMisspelledHapticGetsAFixIt() throws {
        let yaml = sheet("triggers: { a: { progress: 0.5, haptic: selecton } }")
        let fixIt = try #require(check(yaml).errors.first?.fixIt)
        #expect(fixIt.replacement == "selection")
    }
}
