import ArgumentParser
import TranspecDiagnostics
import TranspecRuntime
import TranspecSimulation
import TranspecSpec

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write a page that plays a spec's transitions in a browser, or serve it and reload on save.",
        discussion: """
            The page plays each transition on TranspecRuntime compiled to WebAssembly: drag it with a mouse or \
            a finger, play it from code, and save a drag as a trace that `transpec simulate gesture` replays \
            to the same numbers. One HTML file, no network: it opens from disk and on a phone. With --serve the \
            page is served on 127.0.0.1 and reloads when the spec is saved; a spec with errors shows them in \
            the page while the last good motion keeps playing. Exit status: 0 ok, 1 spec errors, 64 usage errors.

            Examples:
              transpec preview Specs/tags-sheet.transpec.yaml --output tags-sheet.html
              transpec preview Specs/maps-sheet.transpec.yaml --transition MapsSheetDrag --container 820x1180 -o maps.html
              transpec preview Specs/media-viewer.transpec.yaml --serve
            """
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The transition the page shows first (it has them all); default the spec's first.")
    var transition: String?

    @Option(name: [.short, .long], help: "Write the page to FILE (atomically).")
    var output: String?

    @Flag(help: "Serve the page on 127.0.0.1 and reload it when the spec changes, until interrupted.")
    var serve = false

    @Option(help: "With --serve: the port; 0 (the default) takes a free one.")
    var port: Int = 0

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The device's size WxH in points to start with, each 1…100000 (the page offers "
                               + "others).", valueName: "WxH"))
    var container = ContainerOption(width: ContainerSize.iPhone.width, height: ContainerSize.iPhone.height)

    @Option(parsing: .unconditional, help: "Frames per second the page plays and records at, 1…1000; as simulate's --fps.")
    var fps: Double = 120

    @Option(help: ArgumentHelp("An element view's size NAME=WxH in points: the page draws it so, and translations "
                               + "in `% view` count it (repeatable; as simulate's).", valueName: "NAME=WxH"))
    var viewSize: [String] = []

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if serve == (output != nil) { throw ValidationError("Choose one: --output FILE.html, or --serve.") }
        if !serve && port != 0 { throw ValidationError("--port goes with --serve.") }
        if !(0...65535).contains(port) { throw ValidationError("--port must be within 0…65535 (got \(port)).") }
        if !(fps >= 1 && fps <= 1000) { throw ValidationError("--fps must be within 1…1000 (got \(fps)).") }
        if !container.isAllowed {
            throw ValidationError(
                "--container must be WxH with sizes within 1…100000 points, e.g. 390x844 (got \(container.size)).")
        }
    }

    func run() throws {
        let sizes = try PreviewViewSizes.parse(viewSize)
        if serve {
            try PreviewServer(command: self, viewSizes: sizes).run()
            return
        }
        let decoded = try SpecLoading.load(spec)
        let catalog = try catalog(of: decoded, viewSizes: sizes)
        let page = PreviewPage.html(catalog, settings: settings(selected: try chosen(in: decoded)))
        do {
            try OutputFile.write(page, to: output)
            common.note("wrote \(output ?? "-") (\(page.utf8.count / 1024) KB): open it in a browser")
        } catch {
            throw CommandReport.failure(error)
        }
    }

    func settings(selected: String?) -> PreviewPage.Settings {
        PreviewPage.Settings(
            spec: spec, container: container.size, fps: fps, selected: selected, viewSizeArguments: viewSize, serve: serve)
    }

    /// The transition `--transition` names, as `simulate` finds it; nil without the option.
    func chosen(in decoded: SpecIR) throws -> String? {
        guard let transition else { return nil }
        do {
            return try TransitionChoice.choose(transition, in: decoded).name.value
        } catch {
            throw CommandReport.failure(error)
        }
    }

    /// The page's catalog; a usage error when an element needs its view's size.
    func catalog(of decoded: SpecIR, viewSizes: [String: ContainerSize]) throws -> PreviewCatalog {
        let missing = PreviewCatalog.missingViewSizes(in: decoded, given: viewSizes)
        guard missing.isEmpty else {
            throw ValidationError("Translations in '% view' need the view's size: give "
                                  + missing.map { "--view-size \($0)=WxH" }.joined(separator: " ") + ".")
        }
        return PreviewCatalog(spec: decoded, viewSizes: viewSizes)
    }
}

/// `--view-size NAME=WxH`, by element name, for every transition of the spec.
enum PreviewViewSizes {
    static func parse(_ arguments: [String]) throws -> [String: ContainerSize] {
        var sizes: [String: ContainerSize] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let size = ContainerOption(argument: parts[1]), size.isAllowed else {
                throw ValidationError("--view-size must be NAME=WxH with sizes within 1…100000 points, e.g. card=160x70 "
                                      + "(got \(argument)).")
            }
            sizes[parts[0]] = size.size
        }
        return sizes
    }
}
