// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so that only they, never the
// transpec product, depend on Yams (the comparison baseline).
let package = Package(
    name: "transpec-benchmarks",
    dependencies: [
        // By path, so the bench links transpec's libraries as an app would.
        .package(name: "transpec", path: ".."),
        // The current major version: 6.x (6.2.2 on this machine).
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "transpec-bench",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // One frame (a settle spring + 8 keyframe tracks) N times, linked
        // against the TranspecRuntime product as an app links it; counted
        // under valgrind by transpec-bench.
        .executableTarget(
            name: "frame-cost",
            dependencies: [.product(name: "TranspecRuntime", package: "transpec")]
        ),
        // The preview page's work per frame (`PreviewStage.benchmark`), natively, on the
        // archive a `transpec preview` page carries; preview-frame.mjs times the page's
        // WebAssembly on the same archive.
        .executableTarget(
            name: "preview-frame",
            dependencies: [.product(name: "TranspecPlayback", package: "transpec")]
        ),
        // The release-state sweeps: closed form (the product's `Sweep`,
        // serial or parallel) and RK4 integration. Its own executable: the
        // simulator links the system libyaml, Yams vendors another copy.
        .executableTarget(
            name: "sweep-bench",
            dependencies: [
                .product(name: "TranspecSimulation", package: "transpec"),
                .product(name: "TranspecRuntime", package: "transpec"),
            ]
        ),
    ]
)
