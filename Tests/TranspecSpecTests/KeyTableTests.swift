import Testing
@testable import TranspecSpec

@Suite struct KeyTableTests {
    /// A table compares an 8-byte prefix and the length before any bytes:
    /// every key must still match exactly the name spelled the same way.
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
            #expect(table.index(ofName: key) == names.firstIndex(of: key))
        }
        #expect(table.index(of: "flickVelocity") == 7)
        #expect(table.index(of: "flickVelocit") == nil)
    }
}
