import Foundation
import Testing
@testable import TranspecYAML
import TranspecTestSupport

/// Runs the yaml-test-suite found at `<repo>/../shared/yaml-test-suite`.
@Suite struct ConformanceTests {
    /// Cases where libyaml 0.2.5 itself disagrees with the suite (checked
    /// against a bare C event loop over the same file), id -> reason.
    static let skipList: [String: String] = [
        "2JQS": "libyaml 0.2.5 rejects this valid input: did not find expected key",
        "2LFX": "libyaml 0.2.5 rejects this valid input: found unknown directive name",
        "2SXE": "libyaml 0.2.5 rejects this valid input: mapping values are not allowed in this context",
        "4ABK": "libyaml 0.2.5 rejects this valid input: found unexpected ':'",
        "4MUZ/00": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "4MUZ/01": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "4MUZ/02": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "58MP": "libyaml 0.2.5 rejects this valid input: did not find expected node content",
        "5MUD": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "5T43": "libyaml 0.2.5 rejects this valid input: did not find expected node content",
        "652Z": "libyaml reads '?foo' in a flow mapping as an explicit key '?' + 'foo', not the plain scalar '?foo'",
        "6BCT": "libyaml 0.2.5 rejects this valid input: found character that cannot start any token",
        "6CA3": "libyaml 0.2.5 rejects this valid input: found character that cannot start any token",
        "6LVF": "libyaml 0.2.5 rejects this valid input: found unknown directive name",
        "6M2F": "libyaml 0.2.5 rejects this valid input: did not find expected key",
        "7Z25": "libyaml 0.2.5 rejects this valid input: did not find expected <document start>",
        "8XYN": "libyaml 0.2.5 rejects this valid input: did not find expected alphabetic or numeric character",
        "96NN/00": "libyaml 0.2.5 rejects this valid input: found a tab character where an indentation space is expected",
        "96NN/01": "libyaml 0.2.5 rejects this valid input: found a tab character where an indentation space is expected",
        "9C9N": "libyaml 0.2.5 accepts this invalid input",
        "9HCY": "libyaml 0.2.5 accepts this invalid input",
        "9JBA": "libyaml 0.2.5 accepts this invalid input",
        "9SA2": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "A2M4": "libyaml 0.2.5 rejects this valid input: found character that cannot start any token",
        "BEC7": "libyaml 0.2.5 rejects this valid input: found incompatible YAML document",
        "CFD4": "libyaml 0.2.5 rejects this valid input: did not find expected node content",
        "CVW2": "libyaml 0.2.5 accepts this invalid input",
        "DBG4": "libyaml 0.2.5 rejects this valid input: did not find expected node content",
        "DK3J": "libyaml 0.2.5 rejects this valid input: did not find expected <document start>",
        "DK95/00": "libyaml 0.2.5 rejects this valid input: found character that cannot start any token",
        "DK95/01": "libyaml 0.2.5 accepts this invalid input",
        "DK95/03": "libyaml 0.2.5 rejects this valid input: found character that cannot start any token",
        "DK95/04": "libyaml 0.2.5 rejects this valid input: found a tab character that violates indentation",
        "EB22": "libyaml 0.2.5 accepts this invalid input",
        "FP8R": "libyaml 0.2.5 rejects this valid input: did not find expected <document start>",
        "FRK4": "libyaml 0.2.5 rejects this valid input: found unexpected ':'",
        "G5U8": "libyaml 0.2.5 accepts this invalid input",
        "HM87/00": "libyaml 0.2.5 rejects this valid input: did not find expected node content",
        "HM87/01": "libyaml reads '[?x]' as a single-pair mapping with key 'x', not the plain scalar '?x'",
        "HWV9": "libyaml 0.2.5 rejects this valid input: did not find expected node content",
        "JEF9/02": "libyaml drops the kept trailing line break of a '|+' scalar that holds only whitespace lines",
        "K3WX": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "L24T/01": "libyaml drops the trailing spaces-only line of a literal scalar",
        "M2N8/00": "libyaml 0.2.5 rejects this valid input: did not find expected key",
        "M7A3": "libyaml 0.2.5 rejects this valid input: did not find expected <document start>",
        "MUS6/00": "libyaml 0.2.5 accepts this invalid input",
        "MUS6/01": "libyaml 0.2.5 accepts this invalid input",
        "MUS6/05": "libyaml 0.2.5 rejects this valid input: found unknown directive name",
        "MUS6/06": "libyaml 0.2.5 rejects this valid input: found unknown directive name",
        "NHX8": "libyaml 0.2.5 rejects this valid input: did not find expected key",
        "NJ66": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "NKF9": "libyaml 0.2.5 rejects this valid input: did not find expected key",
        "Q5MG": "libyaml 0.2.5 rejects this valid input: found character that cannot start any token",
        "QB6E": "libyaml 0.2.5 accepts this invalid input",
        "QT73": "libyaml 0.2.5 rejects this valid input: did not find expected node content",
        "R4YG": "libyaml 0.2.5 rejects this valid input: found a tab character where an indentation space is expected",
        "RHX7": "libyaml 0.2.5 accepts this invalid input",
        "S3PD": "libyaml 0.2.5 rejects this valid input: did not find expected key",
        "S98Z": "libyaml 0.2.5 accepts this invalid input",
        "SM9W/01": "libyaml 0.2.5 rejects this valid input: did not find expected key",
        "SU5Z": "libyaml 0.2.5 accepts this invalid input",
        "UKK6/00": "libyaml 0.2.5 rejects this valid input: did not find expected key",
        "UT92": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "VJP3/01": "libyaml 0.2.5 rejects this valid input: did not find expected ',' or '}'",
        "W4TN": "libyaml 0.2.5 rejects this valid input: could not find expected directive name",
        "W5VH": "libyaml 0.2.5 rejects this valid input: did not find expected alphabetic or numeric character",
        "X4QW": "libyaml 0.2.5 accepts this invalid input",
        "Y2GN": "libyaml ends an anchor name at ':', the suite allows ':' inside anchor names",
        "Y79Y/001": "libyaml 0.2.5 rejects this valid input: found a tab character where an indentation space is expected",
        "Y79Y/003": "libyaml 0.2.5 accepts this invalid input",
        "Y79Y/010": "libyaml 0.2.5 rejects this valid input: found character that cannot start any token",
        "YJV2": "libyaml 0.2.5 accepts this invalid input",
    ]

    struct Case {
        var id: String
        var directory: URL
    }

    static var suiteDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("shared/yaml-test-suite")
    }

    static func cases() throws -> [Case] {
        let manager = FileManager.default
        let root = suiteDirectory
        var cases: [Case] = []
        for name in try manager.contentsOfDirectory(atPath: root.path).sorted() {
            let directory = root.appendingPathComponent(name)
            if manager.fileExists(atPath: directory.appendingPathComponent("in.yaml").path) {
                cases.append(Case(id: name, directory: directory))
                continue
            }
            guard let subnames = try? manager.contentsOfDirectory(atPath: directory.path) else { continue }
            for sub in subnames.sorted() where sub.allSatisfy(\.isNumber) {
                let subdirectory = directory.appendingPathComponent(sub)
                if manager.fileExists(atPath: subdirectory.appendingPathComponent("in.yaml").path) {
                    cases.append(Case(id: "\(name)/\(sub)", directory: subdirectory))
                }
            }
        }
        return cases
    }

    /// A user's clone has no `../shared`: the suite is skipped, and the run says so.
    static var isSuiteAvailable: Bool { FileManager.default.fileExists(atPath: suiteDirectory.path) }

    @Test(.enabled(if: isSuiteAvailable, "../shared/yaml-test-suite is absent: the YAML conformance suite is skipped"))
    func yamlTestSuite() throws {
        let cases = try Self.cases()
        try #require(cases.count > 300, "only \(cases.count) suite cases found")
        var failures: [String] = []
        var eventsCompared = 0, errorsRejected = 0, jsonCompared = 0, skipped = 0
        for testCase in cases {
            if Self.skipList[testCase.id] != nil {
                skipped += 1
                continue
            }
            let file = { (name: String) in testCase.directory.appendingPathComponent(name) }
            let input = Array(try Data(contentsOf: file("in.yaml")))
            if FileManager.default.fileExists(atPath: file("error").path) {
                let composed = Result { () throws(YAMLError) in try YAMLReader.composeAll(input) }
                if case .success = composed {
                    failures.append("\(testCase.id): accepted input the suite says is an error")
                } else {
                    errorsRejected += 1
                }
                continue
            }
            let expectedEvents = try String(contentsOf: file("test.event"), encoding: .utf8)
            do {
                let rendered = EventRendering.render(try YAMLReader.events(input))
                if rendered == expectedEvents {
                    eventsCompared += 1
                } else {
                    failures.append("\(testCase.id): events differ")
                }
            } catch {
                failures.append("\(testCase.id): events failed: \(error)")
                continue
            }
            let jsonFile = file("in.json")
            guard FileManager.default.fileExists(atPath: jsonFile.path) else { continue }
            do {
                let documents = try YAMLReader.composeAll(input)
                let expected = try TestJSON.parseAll(String(contentsOf: jsonFile, encoding: .utf8))
                let actual = documents.map(Self.json)
                if actual == expected {
                    jsonCompared += 1
                } else {
                    failures.append("\(testCase.id): composed value differs from in.json")
                }
            } catch {
                failures.append("\(testCase.id): compose failed: \(error)")
            }
        }
        TestFigures.record("yaml-test-suite: \(cases.count) cases, events compared \(eventsCompared), "
            + "errors rejected \(errorsRejected), JSON compared \(jsonCompared), skipped \(skipped)")
        #expect(failures.isEmpty, "\(failures.count) suite failures:\n\(failures.joined(separator: "\n"))")
    }

    /// The JSON a node stands for, using core schema resolution.
    static func json(_ node: Node) -> TestJSON {
        switch node.kind {
        case .scalar(let scalar):
            switch scalar.coreValue {
            case .null: return .null
            case .bool(let value): return .bool(value)
            case .int(let value): return .number(Double(value))
            case .integerOverflow(let text): return .number(Double(text) ?? .nan)
            case .float(let value): return .number(value)
            case .string(let text): return .string(text)
            }
        case .sequence(let items):
            return .array(items.map(json))
        case .mapping(let entries):
            var object: [String: TestJSON] = [:]
            for entry in entries { object[entry.key.scalar?.text ?? "<collection>"] = json(entry.value) }
            return .object(object)
        }
    }
}
