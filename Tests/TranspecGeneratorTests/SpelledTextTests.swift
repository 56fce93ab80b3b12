import Testing
@testable import TranspecGenerator

/// A `SpelledText` renders exactly as the `Expression` tree it spells,
/// on one line and wrapped at every level, alone and inside a call.
struct SpelledTextTests {
    /// `Track(keyframes: [Keyframe(at: 0, value: <value>), …], overshoot: .extrapolate)`,
    /// as a tree and spelled, for values long enough to wrap or not.
    static func track(_ values: [Double]) -> (tree: Expression, spelled: Expression) {
        let tree = Expression.typeCall("Track", [
            CallArgument("keyframes", .array(values.enumerated().map { index, value in
                .typeCall("Keyframe", [CallArgument("at", .double(Double(index))), CallArgument("value", .double(value))])
            })),
            CallArgument("overshoot", .member(nil, "extrapolate")),
            CallArgument("name", .string("a \"b\"")),
            CallArgument("spring", .nil),
            CallArgument("flag", .bool(true)),
        ])
        var text = SpelledText()
        text.call("Track")
        text.array(label: "keyframes")
        for (index, value) in values.enumerated() {
            text.call("Keyframe")
            text.double(Double(index), label: "at")
            text.double(value, label: "value")
            text.close()
        }
        text.close()
        text.identifier(".extrapolate", label: "overshoot")
        text.string("a \"b\"", label: "name")
        text.nil(label: "spring")
        text.bool(true, label: "flag")
        text.close()
        return (tree, .spelled(text))
    }

    static func rendered(_ value: Expression) -> String {
        SwiftFile(header: [], declarations: [
            .property(Property(access: .public, isStatic: true, binding: .let, name: "track", value: value)),
            .property(Property(binding: .let, name: "pair", value: .typeCall("Pair", [
                CallArgument("first", value), .unlabeled(.identifier("second")),
            ]))),
        ]).render(inParallel: false)
    }

    @Test(arguments: [[0.5], [0.25, 1e-05, 98.69604401089359], Array(repeating: 123.456, count: 12)])
    func spelledRendersAsTheTree(values: [Double]) {
        let (tree, spelled) = Self.track(values)
        let text = Self.rendered(spelled)
        #expect(text == Self.rendered(tree))
        #expect(text.contains("Keyframe(at: 0, value: \(SwiftLiteral.double(values[0])))"))
    }

    @Test func longTracksWrap() {
        let text = Self.rendered(Self.track(Array(repeating: 123.456, count: 12)).spelled)
        #expect(text.contains("\n        Keyframe(at: 11, value: 123.456),\n"))
    }
}
