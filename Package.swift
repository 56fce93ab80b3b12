// swift-tools-version: 6.1
import PackageDescription

// Pipeline: bytes -> YAML nodes (TranspecYAML) -> spec IR (TranspecSpec)
// -> motion (TranspecRuntime, TranspecSimulation) / Swift code (TranspecGenerator) -> text.
let package = Package(
    name: "transpec",
    // TranspecUIKit needs UIKit (iOS, iPadOS, tvOS, visionOS, Mac Catalyst);
    // the tool, the runtime and the simulator also build on macOS and Linux.
    platforms: [.iOS(.v15), .tvOS(.v15), .visionOS(.v1), .macCatalyst(.v15), .macOS(.v13)],
    products: [
        .executable(name: "transpec", targets: ["transpec"]),
        .library(name: "TranspecRuntime", targets: ["TranspecRuntime"]),
        .library(name: "TranspecUIKit", targets: ["TranspecUIKit"]),
        .library(name: "TranspecSwiftUI", targets: ["TranspecSwiftUI"]),
        // For Benchmarks/ (the sweep rows time `Sweep` in-process); apps need only the runtime.
        .library(name: "TranspecSimulation", targets: ["TranspecSimulation"]),
        // For Benchmarks/ too: the preview's frame, timed natively against the page's WebAssembly.
        .library(name: "TranspecPlayback", targets: ["TranspecPlayback"]),
        .plugin(name: "TranspecPlugin", targets: ["TranspecPlugin"]),
        .plugin(name: "GenerateTransitions", targets: ["GenerateTransitions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "TranspecDiagnostics"),
        .target(name: "TranspecYAML", dependencies: ["CYAML"]),
        .target(name: "TranspecRuntime"),
        // The runtime's UIKit glue; every file is under `#if canImport(UIKit)`.
        .target(name: "TranspecUIKit", dependencies: ["TranspecRuntime"]),
        // SwiftUI modifiers over UIKit-side coordinators; every file is under `#if canImport(UIKit)`.
        .target(name: "TranspecSwiftUI", dependencies: ["TranspecUIKit"]),
        .target(
            name: "TranspecSpec",
            dependencies: ["TranspecYAML", "TranspecDiagnostics", "TranspecRuntime"]
        ),
        // The live half of the simulator, Foundation-free: a gesture replayed into the state
        // machine frame by frame, and the runtime values' archive. The browser preview runs it as
        // WebAssembly (scripts/build-preview), `simulate gesture` natively.
        .target(name: "TranspecPlayback", dependencies: ["TranspecRuntime"]),
        // The C functions the preview page calls; scripts/build-preview builds them and the two
        // targets above in Embedded Swift for wasm32. Here they build natively too, so a change
        // that breaks them shows in every build.
        .target(name: "TranspecWeb", dependencies: ["TranspecPlayback", "TranspecRuntime"]),
        .target(name: "TranspecSimulation", dependencies: ["TranspecDiagnostics", "TranspecRuntime", "TranspecPlayback"]),
        .target(name: "TranspecGenerator", dependencies: ["TranspecSpec", "TranspecRuntime", "TranspecDiagnostics"]),
        .executableTarget(
            name: "transpec",
            dependencies: [
                "TranspecDiagnostics", "TranspecYAML", "TranspecSpec", "TranspecSimulation",
                "TranspecGenerator", "TranspecRuntime", "TranspecPlayback",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build-time generation: one `transpec generate` per *.transpec.yaml of the target.
        .plugin(name: "TranspecPlugin", capability: .buildTool(), dependencies: ["transpec"]),
        // `swift package generate-transitions`: writes generated sources into the package.
        .plugin(
            name: "GenerateTransitions",
            capability: .command(
                intent: .custom(verb: "generate-transitions", description: "Generate Swift from *.transpec.yaml specs"),
                permissions: [.writeToPackageDirectory(reason: "writes the generated transitions into <target>/Generated/")]
            ),
            dependencies: ["transpec"]
        ),
        .testTarget(name: "TranspecYAMLTests", dependencies: ["TranspecYAML", "TranspecTestSupport"]),
        .testTarget(name: "TranspecRuntimeTests", dependencies: ["TranspecRuntime", "TranspecTestSupport"]),
        .testTarget(name: "TranspecSpecTests", dependencies: ["TranspecSpec"]),
        .testTarget(name: "TranspecSimulationTests", dependencies: ["TranspecSimulation"]),
        .testTarget(
            name: "TranspecPlaybackTests",
            // `transpec` for the step from a decoded spec to what the preview and `simulate` play.
            dependencies: ["TranspecPlayback", "TranspecSimulation", "TranspecSpec", "TranspecTestSupport", "transpec"]
        ),
        // Builds the behavioural UIKit model (Tests/UIKitModel) and compiles code against it.
        .target(
            name: "TranspecTestSupport",
            dependencies: ["TranspecGenerator", "TranspecSpec", "TranspecDiagnostics"],
            path: "Tests/TranspecTestSupport"
        ),
        // Goldens/ holds the generated files, compared byte for byte and compiled by the tests.
        .testTarget(
            name: "TranspecGeneratorTests",
            // `transpec` is built for GeneratedMotionRunTests, which compares with `transpec simulate`.
            dependencies: [
                "TranspecGenerator", "TranspecSpec", "TranspecRuntime", "TranspecDiagnostics", "TranspecTestSupport",
                "transpec",
            ],
            exclude: ["Goldens"]
        ),
        // The UIKit half on the model: every spec's controllers played and compared with `transpec simulate`.
        .testTarget(
            name: "TranspecUIKitTests",
            dependencies: ["TranspecGenerator", "TranspecSpec", "TranspecRuntime", "TranspecTestSupport", "transpec"],
            // Specs the scenarios read by path.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "TranspecCLITests", dependencies: ["transpec", "TranspecTestSupport"]),
    ]
)
