import Testing
import TranspecDiagnostics
import TranspecSpec

/// Names the generated Swift declares, checked across the specs of one run.
@Suite struct GeneratedNameCheckTests {
    /// Decodes each (path, YAML) with one shared name check, as `check` and
    /// `generate` do; returns `file:line:col: message` for every error.
    private func errors(_ specs: [(String, String)]) -> [String] {
        var names = GeneratedNameCheck()
        var collector = DiagnosticCollector()
        for (path, yaml) in specs {
            _ = SpecFrontEnd.decode(SourceFile(path: path, bytes: Array(yaml.utf8)), names: &names,
                                    diagnostics: &collector)
        }
        collector.emit(contentsOf: names.diagnostics)
        return collector.sorted.filter { $0.severity == .error }.map { diagnostic in
            let at = diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
            return "\(at): \(diagnostic.message)"
        }
    }

    private func spec(_ transitions: String) -> String {
        "transpec: 1\ntransitions:\n" + transitions
    }

    private func dismissal(_ name: String, scrollView: Bool = false, elements: String = "") -> String {
        var text = "  \(name):\n    operation: dismiss\n    gesture:\n      edge: bottom\n"
        if scrollView { text += "      scrollView: required\n" }
        text += "    spring: { dampingRatio: 1, response: 0.4 }\n"
        if !elements.isEmpty { text += "    elements:\n" + elements }
        return text
    }

    private func tab(_ name: String) -> String {
        "  \(name):\n    operation: tab-next\n    gesture:\n      edge: left\n"
            + "    spring: { dampingRatio: 1, response: 0.4 }\n"
    }

    @Test func oneSpecWithDistinctNamesPasses() {
        #expect(errors([("a.transpec.yaml", spec(dismissal("urlPreview") + dismissal("photoPreview")))]).isEmpty)
    }

    /// `url-preview` and `UrlPreview` are two YAML keys, but one Swift name:
    /// each spec alone is fine, together they declare four names twice.
    @Test func twoSpecsGivingOneTransitionNameFailAtBoth() {
        let found = errors([
            ("a.transpec.yaml", spec(dismissal("url-preview", scrollView: true))),
            ("b.transpec.yaml", spec(dismissal("UrlPreview", scrollView: true))),
        ])
        let shared = "'UrlPreviewTransition', 'UrlPreviewPresentable', 'UrlPreviewTransitioningDelegate' "
            + "and 'urlPreviewScrollView'"
        #expect(found == [
            "a.transpec.yaml:3:3: transition 'url-preview' and transition 'UrlPreview' both declare \(shared); rename one",
            "b.transpec.yaml:3:3: transition 'UrlPreview' and transition 'url-preview' both declare \(shared); rename one",
        ])
    }

    /// Only the protocol member clashes: `URL` and `Url` are distinct types,
    /// but both ask for `urlScrollView`, and one screen may adopt both protocols.
    @Test func scrollViewMembersClashAcrossSpecs() {
        let found = errors([
            ("a.transpec.yaml", spec(dismissal("URL", scrollView: true))),
            ("b.transpec.yaml", spec(dismissal("Url", scrollView: true))),
        ])
        #expect(found == [
            "a.transpec.yaml:3:3: transition 'URL' and transition 'Url' both declare 'urlScrollView'; rename one",
            "b.transpec.yaml:3:3: transition 'Url' and transition 'URL' both declare 'urlScrollView'; rename one",
        ])
    }

    /// `urlScroll`'s element view and `url`'s scroll view are both
    /// `urlScrollView`, one a `UIView`, the other a `UIScrollView`: no screen
    /// can adopt both protocols. In one spec or in two, either order.
    @Test func anElementViewClashesWithAnotherTransitionsScrollView() {
        let element = dismissal("card", elements: "      urlScroll: {}\n")
        let scroll = dismissal("url", scrollView: true)
        #expect(errors([("a.transpec.yaml", spec(element + scroll))]) == [
            "a.transpec.yaml:3:3: transition 'card' and transition 'url' both declare 'urlScrollView'; rename one",
            "a.transpec.yaml:10:3: transition 'url' and transition 'card' both declare 'urlScrollView'; rename one",
        ])
        #expect(errors([("a.transpec.yaml", spec(scroll)), ("b.transpec.yaml", spec(element))]) == [
            "a.transpec.yaml:3:3: transition 'url' and transition 'card' both declare 'urlScrollView'; rename one",
            "b.transpec.yaml:3:3: transition 'card' and transition 'url' both declare 'urlScrollView'; rename one",
        ])
    }

    /// Element views are all `UIView`: one property serves every
    /// transition that names the element.
    @Test func transitionsMayShareAnElementView() {
        let card = "      card: {}\n"
        #expect(errors([
            ("a.transpec.yaml", spec(dismissal("one", elements: card) + dismissal("two", scrollView: true, elements: card))),
            ("b.transpec.yaml", spec(dismissal("three", elements: card))),
        ]).isEmpty)
    }

    @Test func aTransitionNamedLikeALibraryTypeIsRejected() {
        let found = errors([("a.transpec.yaml", spec(dismissal("modal")))])
        #expect(found == [
            "a.transpec.yaml:3:3: transition 'modal' declares 'ModalTransition' (TranspecRuntime's) and "
                + "'ModalTransitioningDelegate' (TranspecUIKit's): your module would see the generated types "
                + "instead; rename it",
        ])
        // UIKit's and the standard library's names too, for pushes as well.
        #expect(errors([("a.transpec.yaml", spec(dismissal("UIPercentDrivenInteractive")))]) == [
            "a.transpec.yaml:3:3: transition 'UIPercentDrivenInteractive' declares "
                + "'UIPercentDrivenInteractiveTransition' (UIKit's): your module would see the generated type "
                + "instead; rename it",
        ])
        #expect(errors([("a.transpec.yaml", spec(dismissal("UIPercentDriven")))]).isEmpty)
    }

    @Test func anElementMayNotTakeANamespaceConstant() {
        let found = errors([("a.transpec.yaml", spec(dismissal("sheet", elements: "      shared: {}\n")))])
        #expect(found == [
            "a.transpec.yaml:9:7: element name 'shared' gives the constant 'sharedElement', which "
                + "'SheetTransition' already declares for its own use; rename the element",
        ])
    }

    @Test func specFileNamesEqualButForCaseClash() {
        let found = errors([
            ("x/tags.transpec.yaml", spec(dismissal("one"))),
            ("y/Tags.transpec.yaml", spec(dismissal("two"))),
            ("z/tags.transpec.yaml", spec(dismissal("three"))),
        ])
        #expect(found == [
            "x/tags.transpec.yaml:1:1: spec 'x/tags.transpec.yaml' and spec 'y/Tags.transpec.yaml' both generate "
                + "'Tags.swift'; rename one",
            "x/tags.transpec.yaml:1:1: spec 'x/tags.transpec.yaml' and spec 'z/tags.transpec.yaml' both generate "
                + "'Tags.swift'; rename one",
            "y/Tags.transpec.yaml:1:1: spec 'y/Tags.transpec.yaml' and spec 'x/tags.transpec.yaml' both generate "
                + "'Tags.swift'; rename one",
            "z/tags.transpec.yaml:1:1: spec 'z/tags.transpec.yaml' and spec 'x/tags.transpec.yaml' both generate "
                + "'Tags.swift'; rename one",
        ])
    }

    /// Two tab specs each declare `<Spec>TabBarDelegate`, their file names
    /// clash too: one error per pair of specs, at each spec's first tab transition.
    @Test func tabBarTypesAreReportedAtTheFirstTabTransition() {
        let found = errors([
            ("a/lib.transpec.yaml", spec(dismissal("close") + tab("next"))),
            ("b/Lib.transpec.yaml", spec(tab("forward"))),
        ])
        #expect(found == [
            "a/lib.transpec.yaml:8:3: spec 'a/lib.transpec.yaml' and spec 'b/Lib.transpec.yaml' both generate "
                + "'Lib.swift'; rename one",
            "b/Lib.transpec.yaml:3:3: spec 'b/Lib.transpec.yaml' and spec 'a/lib.transpec.yaml' both generate "
                + "'Lib.swift'; rename one",
        ])
    }

    /// A repeated name inside one spec is the decoder's error, said once.
    @Test func aDuplicateWithinOneSpecIsReportedOnce() {
        let found = errors([("a.transpec.yaml", spec(dismissal("sheet") + dismissal("Sheet")))])
        #expect(found.count == 1)
        #expect(found.first?.contains("becomes the Swift name") == true)
    }

    /// A spec whose version is missing reports that alone: its transitions
    /// declare nothing, so they clash with nothing.
    @Test func anUnusableSpecDeclaresNothing() {
        let unusable = "transitions:\n" + dismissal("sheet")
        let found = errors([
            ("a.transpec.yaml", spec(dismissal("sheet"))),
            ("b.transpec.yaml", unusable),
        ])
        #expect(found.count == 1)
        #expect(found.first == "b.transpec.yaml:1:1: missing 'transpec' key; start the file with 'transpec: 1'")
    }
}
