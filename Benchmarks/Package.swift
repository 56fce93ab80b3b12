// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so that only they, never the
// transpec product, depend on Yams (the comparison baseline).
let package = Package(
    name: "transpec-benchmarks",
    dependencies: [
        // By path, so the bench can link transpec's YAML layer once it is a product.
        .package(name: "transpec", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "transpec-bench",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
    ]
)
