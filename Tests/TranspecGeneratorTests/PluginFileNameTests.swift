import Testing
import TranspecGenerator

/// The build plugin declares each output before `transpec generate` runs, so
/// its copy of the naming rule (compiled here through a symlink) must agree.
struct PluginFileNameTests {
    @Test(arguments: [
        "tags-sheet.transpec.yaml", "photo-preview.transpec.yaml", "TabSwipe.transpec.yaml",
        "3d touch.transpec.yaml", "class.transpec.yaml", "---.transpec.yaml", "édition_spéciale.transpec.yaml",
        "sheet.yaml", ".transpec.yaml", "a.b.c", "URLPreview.transpec.yaml", "deep/Folder/x-y.transpec.yaml",
    ])
    func pluginNamesOutputsLikeTheGenerator(_ path: String) {
        let fileName = String(path.split(separator: "/").last!)
        #expect(GeneratedFileName.forSpec(named: fileName) == SpecTranslator.outputFileName(forSpecPath: path))
    }
}
