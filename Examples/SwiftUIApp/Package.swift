// swift-tools-version: 6.0
import PackageDescription

// A SwiftUI app's screens presenting with transpec: the build plugin turns
// Sources/SwiftUIExample/*.transpec.yaml into Swift at build time, and the
// views adopt them with TranspecSwiftUI's modifiers. In an Xcode app, the
// same files go into the app target, with the same dependencies and plugin.
let package = Package(
    name: "SwiftUIApp",
    platforms: [.iOS(.v15)],
    dependencies: [
        // `name:` fixes the identity whatever the checkout folder is called.
        .package(name: "transpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "SwiftUIExample",
            dependencies: [
                .product(name: "TranspecRuntime", package: "transpec"),
                .product(name: "TranspecUIKit", package: "transpec"),
                .product(name: "TranspecSwiftUI", package: "transpec"),
            ],
            plugins: [.plugin(name: "TranspecPlugin", package: "transpec")]
        ),
    ]
)
