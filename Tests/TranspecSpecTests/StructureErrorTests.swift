import Testing
import TranspecDiagnostics
import TranspecSpec

@Suite struct StructureErrorTests {
    @Test func validSpecHasNoDiagnostics() {
        let result = check(sheet())
        #expect(result.diagnostics.isEmpty, "\(result.summary)")
        #expect(result.spec?.transitions.map(\.name.value) == ["sheet"])
        #expect(result.spec?.version.value == 1)
    }

    @Test func yamlSyntaxErrorBecomesDiagnostic() {
        let result = check("transpec: 1\ntransitions: [a, b\n")
        // libyaml reports the unclosed flow sequence where the input ends.
        #expect(result.summary == ["3:1 error: did not find expected ',' or ']'"])
        #expect(result.errors.first?.location?.file == "test.transpec.yaml")
        #expect(result.spec == nil)
    }

    @Test func misspelledRequiredKeyIsReportedOnce() {
        let yaml = sheet().replacingOccurrences(of: "operation:", with: "operaton:")
        #expect(check(yaml).summary
            == ["\(position(of: "operaton", in: yaml)) error: unknown key 'operaton' in 'sheet'; did you mean 'operation'?"])
        // Without a near miss the missing key is still reported.
        let other = sheet().replacingOccurrences(of: "operation:", with: "kind:")
        #expect(check(other).summary.contains { $0.hasSuffix("error: missing required key 'operation' in 'sheet'") })
    }

    @Test func identicalElementNamesAreADuplicateKey() {
        let yaml = sheet("elements:\n  card: {}\n  card: {}")
        let result = check(yaml)
        #expect(result.summary == ["\(position(of: "card", in: yaml, occurrence: 2)) error: duplicate key 'card' in mapping"])
        #expect(result.errors.first?.notes.first?.message == "first defined here")
    }

    @Test func missingVersionKey() {
        #expect(check("transitions: {}\n").summary == ["1:1 error: missing 'transpec' key; start the file with 'transpec: 1'"])
    }

    @Test func emptyFile() {
        #expect(check("").summary == ["1:1 error: missing 'transpec' key; the file is empty (start it with 'transpec: 1')"])
    }

    @Test func unsupportedVersion() {
        #expect(check("transpec: 2\ntransitions: {}\n").summary
            == ["1:11 error: unsupported format version 2; this transpec reads version 1"])
    }

    @Test func unknownKeyGetsDidYouMeanAndFixIt() throws {
        let yaml = sheet("release: { threshold: 0.5, flickVelocty: 300 }")
        let result = check(yaml)
        let at = position(of: "flickVelocty", in: yaml)
        #expect(result.summary == ["\(at) error: unknown key 'flickVelocty' in 'release'; did you mean 'flickVelocity'?"])
        let fixIt = try #require(result.errors.first?.fixIt)
        #expect(fixIt.replacement == "flickVelocity")
        #expect("\(fixIt.location.line):\(fixIt.location.column)" == at)
        #expect(fixIt.length == 12)
    }

    @Test func unknownKeyWithoutNearMatchListsKeys() {
        let yaml = sheet("colour: red")
        let expected = "\(position(of: "colour", in: yaml)) error: unknown key 'colour' in 'sheet'; expected one of operation"
        #expect(check(yaml).summary.first?.hasPrefix(expected) == true, "\(check(yaml).summary)")
    }

    @Test func unknownValueGetsDidYouMean() {
        let yaml = sheet(operation: "dismis")
        #expect(check(yaml).summary == [
            "\(position(of: "dismis", in: yaml)) error: unknown value 'dismis' for 'operation'; did you mean 'dismiss'?",
        ])
        #expect(check(yaml).errors.first?.fixIt?.replacement == "dismiss")
    }

    @Test func extensionKeysAtTopLevelAreIgnored() {
        let yaml = "x-springs: { soft: &soft { dampingRatio: 1, response: 0.4 } }\n"
            + sheet(spring: "spring: *soft")
        #expect(check(yaml).diagnostics.isEmpty, "\(check(yaml).summary)")
    }

    @Test func extensionKeysInsideTransitionsAreUnknown() {
        #expect(check(sheet("x-note: hi")).errors.count == 1)
    }

    @Test func nonStringKeysAreRejected() {
        let yaml = sheet("? [a, b]\n: 1")
        #expect(check(yaml).summary == ["\(position(of: "[a, b]", in: yaml)) error: keys must be plain strings"])
    }

    @Test func unknownTagIsAnError() {
        let yaml = sheet("release: { threshold: !fraction 0.5 }")
        #expect(check(yaml).summary == [
            "\(position(of: "!fraction", in: yaml)) error: unknown tag '!fraction'; specs use only the YAML core schema tags",
        ])
    }

    @Test func coreTagsAreHonored() {
        #expect(check(sheet("release: { threshold: !!float 1 }")).errors.isEmpty)
        let yaml = sheet("release: { threshold: !!str 0.5 }")
        #expect(check(yaml).summary == [
            "\(position(of: "!!str", in: yaml)) error: expected a number for 'threshold', found a string '0.5'",
        ])
    }

    @Test func missingRequiredKey() {
        let yaml = sheet(gesture: "gesture: { screenEdge: true }")
        #expect(check(yaml).summary == ["\(position(of: "{ screenEdge", in: yaml)) error: missing required key 'edge' in 'gesture'"])
    }

    @Test func missingSpringNamesTheOutcome() {
        let yaml = sheet("complete: { spring: { dampingRatio: 1, response: 0.3 } }", spring: "summary: x")
        #expect(check(yaml).errors.map(\.message) == ["missing required key 'spring' in 'sheet': a cancel needs 'spring' or 'cancel.spring'"],
                "\(check(yaml).summary)")
        let neither = sheet("release: { threshold: 0.5 }", spring: "summary: x")
        #expect(check(neither).errors.map(\.message) == ["missing required key 'spring' in 'sheet'"], "\(check(neither).summary)")
    }

    @Test func everyProblemIsReported() {
        let yaml = sheet("release: { threshold: half, flickVelocity: 0 }\ninterruptible: maybe\nrestTolerance: { position: -1 }",
                         operation: "dismis")
        #expect(check(yaml).errors.count == 5, "\(check(yaml).summary)")
    }
}
