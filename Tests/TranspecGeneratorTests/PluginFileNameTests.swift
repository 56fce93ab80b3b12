import Testing
import TranspecGenerator
import TranspecSpec

/// The tool and the build plugin name files with `SwiftName.outputFileName`
/// (TranspecCLITests compares the plugin's compiled copy with what the tool
/// writes); the generator's own spec type names must agree with it, since
/// the tab bar delegate is named from the spec's file as the file is.
struct PluginFileNameTests {
    @Test(arguments: [
        "tags-sheet.transpec.yaml", "photo-preview.transpec.yaml", "TabSwipe.transpec.yaml",
        "3d touch.transpec.yaml", "class.transpec.yaml", "---.transpec.yaml", "édition_spéciale.transpec.yaml",
        "sheet.yaml", ".transpec.yaml", "a.b.c", "URLPreview.transpec.yaml", "deep/Folder/x-y.transpec.yaml",
    ])
    func theGeneratorNamesSpecsAsTheSharedFunctionDoes(_ path: String) {
        #expect(SwiftName.outputFileName(forSpecPath: path) == SpecTranslator.outputFileName(forSpecPath: path))
    }

    /// A combining mark after `/` or `.` no longer joins them: the folder's
    /// name stays out of the type name, and the extension still goes.
    @Test func pathsAreSplitOnBytes() {
        #expect(SwiftName.outputFileName(forSpecPath: "Specs/\u{301}sheet.transpec.yaml") == "Sheet.swift")
        #expect(SwiftName.outputFileName(forSpecPath: "one/two/\u{301}\u{301}.transpec.yaml") == "_.swift")
        #expect(SwiftName.outputFileName(forSpecPath: "a/b.\u{301}yaml") == "B.swift")
        #expect(SwiftName.outputFileName(forSpecPath: "a/sheet\u{600}.transpec.yaml") == "Sheet.swift")
    }
}
