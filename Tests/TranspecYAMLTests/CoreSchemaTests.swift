import Testing
@testable import TranspecYAML

@Suite struct CoreSchemaTests {
    static let plainTable: [(String, CoreValue)] = [
        ("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null), ("nULL", .string("nULL")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("false", .bool(false)),
        ("FALSE", .bool(false)), ("tRUE", .string("tRUE")),
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("0", .int(0)), ("-0", .int(0)), ("+12", .int(12)), ("-17", .int(-17)), ("007", .int(7)),
        ("0x1F", .int(31)), ("0xff", .int(255)), ("0o17", .int(15)), ("0o18", .string("0o18")),
        ("0x", .string("0x")), ("0X1F", .string("0X1F")), ("1_000", .string("1_000")),
        ("9223372036854775807", .int(Int.max)),
        ("9223372036854775808", .integerOverflow("9223372036854775808")),
        ("-99999999999999999999", .integerOverflow("-99999999999999999999")),
        ("0x1FFFFFFFFFFFFFFFF", .integerOverflow("0x1FFFFFFFFFFFFFFFF")),
        ("1.5", .float(1.5)), ("-.5", .float(-0.5)), ("1.", .float(1)), ("+1e3", .float(1000)),
        ("2E-2", .float(0.02)), ("1e309", .float(.infinity)), ("-1e309", .float(-.infinity)),
        (".inf", .float(.infinity)), (".Inf", .float(.infinity)), ("+.INF", .float(.infinity)),
        ("-.inf", .float(-.infinity)), (".", .string(".")), ("1e", .string("1e")), ("e3", .string("e3")),
        ("1.2.3", .string("1.2.3")), ("-", .string("-")), ("+.5e+2", .float(50)), ("hello", .string("hello")),
        ("12 monkeys", .string("12 monkeys")), (".infinity", .string(".infinity")),
    ]

    @Test func plainScalars() {
        for (text, expected) in Self.plainTable {
            #expect(CoreSchema.resolvePlain(text) == expected, "\(text)")
        }
    }

    @Test func notANumber() {
        for text in [".nan", ".NaN", ".NAN"] {
            guard case .float(let value) = CoreSchema.resolvePlain(text) else {
                Issue.record("\(text) is not a float")
                continue
            }
            #expect(value.isNaN)
        }
        #expect(CoreSchema.resolvePlain(".Nan") == .string(".Nan"))
    }

    @Test func quotedAndTaggedScalars() throws {
        let root = try #require(try compose("""
            a: "1"
            b: '~'
            c: !!str 12
            d: !!int "12"
            e: !!float 3
            f: !!bool "true"
            g: !!null ""
            h: !custom 5
            i: ! 5
            j: |
              7
            k: !!int x
            """))
        let values = try #require(root.mappingEntries).map { $0.value.coreValue }
        #expect(values == [
            .string("1"), .string("~"), .string("12"), .int(12), .float(3), .bool(true), .null,
            .string("5"), .string("5"), .string("7\n"), .string("x"),
        ])
    }
}
