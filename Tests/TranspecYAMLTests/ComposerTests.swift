import Testing
@testable import TranspecYAML

@Suite struct ComposerTests {
    @Test func aliasesShareTheAnchoredNode() throws {
        let root = try #require(try compose("a: &x {k: v}\nb: *x\nc: &s hi\nd: *s\n"))
        let entries = try #require(root.mappingEntries)
        #expect(entries[0].value == entries[1].value)
        #expect(entries[2].value == entries[3].value)
        #expect(entries[0].value.anchor == "x")
    }

    @Test func undefinedAliasIsAnErrorAtTheAlias() throws {
        let error = try #require(composeError("a: 1\nb: *missing\n"))
        #expect(error.message == "alias '*missing' refers to no anchor defined before it")
        #expect(error.mark == Mark(line: 2, column: 4, offset: 8))
    }

    @Test func aliasInsideItsOwnAnchorIsUndefined() throws {
        #expect(composeError("&a [*a]")?.message.contains("no anchor") == true)
    }

    @Test func singleMerge() throws {
        let root = try #require(try compose("base: &b {x: 1, y: 2}\nitem:\n  <<: *b\n  y: 3\n"))
        let item = try #require(root["item"]?.mappingEntries)
        #expect(item.map { $0.key.scalar!.text } == ["x", "y"])
        #expect(item.map { $0.value.coreValue } == [.int(1), .int(3)])
        let base = try #require(root["base"]?.mappingEntries)
        #expect(item[0].value == base[0].value)
    }

    @Test func mergeListEarlierWins() throws {
        let root = try #require(try compose("""
            a: &a {x: a, z: a}
            b: &b {x: b, y: b}
            m:
              w: own
              <<: [*a, *b]
            """))
        let merged = try #require(root["m"]?.mappingEntries)
        #expect(merged.map { $0.key.scalar!.text } == ["w", "x", "z", "y"])
        #expect(merged.map { $0.value.scalar!.text } == ["own", "a", "a", "b"])
    }

    @Test func nestedMergeUsesAlreadyMergedMapping() throws {
        let root = try #require(try compose("""
            a: &a {x: 1}
            b: &b {<<: *a, y: 2}
            c: {<<: *b, z: 3}
            """))
        #expect(root["c"]?.mappingEntries?.map { $0.key.scalar!.text } == ["x", "y", "z"])
    }

    @Test func mergeOfAScalarIsAnError() throws {
        let error = try #require(composeError("a: {<<: 5}"))
        #expect(error.message == "a merge key '<<' needs a mapping or a sequence of mappings")
        #expect(error.mark.column == 9)
        #expect(try compose("a: {'<<': 5}")?["a"]?["<<"]?.coreValue == .int(5))
    }

    @Test func duplicateKeyAtSecondWithNoteAtFirst() throws {
        let error = try #require(composeError("top:\n  name: a\n  other: b\n  name: c\n"))
        #expect(error.message == "duplicate key 'name' in mapping")
        #expect(error.mark == Mark(line: 4, column: 3, offset: 28))
        #expect(error.notes == [.init(message: "first defined here", mark: Mark(line: 2, column: 3, offset: 7))])
    }

    @Test func duplicateKeysCompareResolvedValues() throws {
        #expect(composeError("1: a\n0x1: b\n")?.message == "duplicate key '0x1' in mapping")
        #expect(try compose("1: a\n'1': b\n") != nil)
        let many = (0..<40).map { "k\($0): v" }.joined(separator: "\n") + "\nk7: again\n"
        #expect(composeError(many)?.mark.line == 41)
    }

    @Test func billionLaughsFailsFast() throws {
        var text = "a0: &a0 [lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        // It stops at the first alias past the budget (line 7), without
        // expanding anything: the speed is measured in Benchmarks/.
        let error = composeError(text)
        #expect(error?.message == "alias expansion exceeds 1000000 nodes plus one per byte read (a 'billion laughs' document?)")
        #expect(error?.mark.line == 7)
    }

    /// A long document that aliases a small anchor everywhere grows its
    /// budget with its length; the same expansion in a few bytes fails.
    @Test func aliasBudgetGrowsWithTheInput() throws {
        let limits = YAMLLimits(maxDepth: 20, aliasBudget: 100, maxInputBytes: 1 << 20)
        var long = "base: &s { a: 1, b: 2 }\n"
        for index in 0..<400 { long += "item\(index): *s\n" }
        #expect(composeError(long, limits: limits) == nil)
        let short = "base: &s { a: 1, b: 2 }\nitems: [" + Array(repeating: "*s", count: 400).joined(separator: ",") + "]\n"
        #expect(composeError(short, limits: limits)?.message.hasPrefix("alias expansion exceeds 100 nodes") == true)
    }

    @Test func deepFlowNestingStopsAtTheLimit() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(composeError(text))
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.mark == Mark(line: 1, column: 513, offset: 512))
    }

    @Test func deepBlockNestingStopsAtTheLimit() throws {
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        let error = try #require(composeError(text))
        #expect(error.message == "nesting deeper than 512 levels")
        #expect(error.mark == Mark(line: 1, column: 1025, offset: 1024))
        var mapping = ""
        for level in 0..<600 { mapping += String(repeating: " ", count: level) + "a:\n" }
        #expect(composeError(mapping)?.mark.line == 513)
    }

    @Test func nestingAtTheLimitIsAccepted() throws {
        let depth = YAMLLimits.defaultMaxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try compose(text) != nil)
    }

    @Test func aliasChainsCannotExceedTheDepthLimit() throws {
        let limits = YAMLLimits(maxDepth: 20, aliasBudget: 1000, maxInputBytes: 1 << 20)
        let nested = String(repeating: "[", count: 8) + "x" + String(repeating: "]", count: 8)
        var text = "- &a0 \(nested)\n"
        for level in 1...3 {
            text += "- &a\(level) " + String(repeating: "[", count: 7) + "*a\(level - 1)"
                + String(repeating: "]", count: 7) + "\n"
        }
        let error = try #require(composeError(text, limits: limits))
        #expect(error.message == "nesting through alias '*a1' goes deeper than 20 levels")
    }

    @Test func manyParsersOnGoodAndBadInput() throws {
        let inputs = ["a: [1, {b: &x c}]\nd: *x\n", "a: [1, 2", "a: *nope", "\u{FF}", "a: 1\n---\nb", ""]
        for round in 0..<3000 {
            let text = inputs[round % inputs.count]
            _ = composeError(text)
            _ = try? YAMLReader.events(Array(text.utf8))
        }
        _ = composeError([0x61, 0x3A, 0x20, 0xFF])
    }
}

@Suite struct NodeLimitTests {
    @Test func nodeCountLimit() throws {
        let limits = YAMLLimits(maxDepth: 10, aliasBudget: 10, maxInputBytes: 1 << 20, maxNodes: 5)
        #expect(try compose("{a: 1, b: 2}", limits: limits) != nil)
        let error = try #require(composeError("{a: 1, b: 2, c: 3}", limits: limits))
        #expect(error.message == "document has more than 5 nodes")
        #expect(error.mark.column == 14)
    }

    @Test func nodeKeepsMarkTagAndAnchor() throws {
        let root = try #require(try compose("a: 1\nb: !x &a []\nc: []\n"))
        let tagged = try #require(root["b"])
        #expect(tagged.mark == Mark(line: 2, column: 4, offset: 8))
        #expect(tagged.tag == "!x" && tagged.anchor == "a")
        #expect(root["c"]?.tag == nil && root["c"]?.anchor == nil)
    }
}
