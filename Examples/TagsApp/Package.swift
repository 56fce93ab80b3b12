// swift-tools-version: 6.0
import PackageDescription

// A standalone package that uses transpec as an app would: the build plugin
// turns Sources/TagsTransitions/*.transpec.yaml into Swift at build time.
let package = Package(
    name: "TagsApp",
    dependencies: [
        // `name:` fixes the identity whatever the checkout folder is called.
        .package(name: "transpec", path: "../.."),
    ],
    targets: [
        // The spec and the code generated from it (platform-neutral motion,
        // plus UIKit controllers that compile only where UIKit exists).
        .target(
            name: "TagsTransitions",
            dependencies: [
                .product(name: "TranspecRuntime", package: "transpec"),
                .product(name: "TranspecUIKit", package: "transpec"),
            ],
            plugins: [.plugin(name: "TranspecPlugin", package: "transpec")]
        ),
        // Plays the generated motion on any platform (Linux included).
        .executableTarget(
            name: "TagsDemo",
            dependencies: ["TagsTransitions", .product(name: "TranspecRuntime", package: "transpec")]
        ),
    ]
)
