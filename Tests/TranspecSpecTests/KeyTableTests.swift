import Testing
@testable import TranspecSpec

@Suite struct KeyTableTests {
    /// Keys match exactly the name spelled the same way, by bytes or by name.
    @Test func matchesExactlyTheNameSpelledByTheKey() {
        let names = ["", "a", "mass", "mass\u{0}", "dampingR", "dampingRatio", "dampingRatiO", "flickVelocity",
                     "éé", "stiffness"]
        let table = KeyTable(names)
        let keys = names + ["m", "mas", "masses", "dampingRati", "dampingRatio ", "flickVelocitx", "é",
                            "stiffnesS", "Stiffness", "dampingS"]
        for key in keys {
            var key = key
            let found = key.withUTF8 { table.index(of: $0) }
            #expect(found == names.firstIndex(of: key), "\(key.debugDescription)")
            #expect(table.index(of: key) == names.firstIndex(of: key))
        }
    }

    /// A mapping may declare any number of keys (it once held 16 at most).
    @Test func aTableHoldsAnyNumberOfKeys() {
        let names = (0..<40).map { "key\($0)" }
        let table = KeyTable(names)
        for (index, name) in names.enumerated() {
            #expect(table.index(of: name) == index)
        }
    }
}
