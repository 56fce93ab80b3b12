// The test-only SPI of the SwiftUI model: system settings SwiftUI reads, SwiftUI's console
// messages, and look-ups into the view graphs of live hosting controllers.

/// Settings and console of the model (test-only SPI: `@_spi(SwiftUIModel) import SwiftUI`).
@_spi(SwiftUIModel) @MainActor public enum ModelSwiftUI {
    /// Settings > Accessibility > Motion > Reduce Motion, which SwiftUI reports as
    /// `EnvironmentValues.accessibilityReduceMotion`. Changing it updates every live graph.
    public static var reduceMotion = false {
        didSet {
            guard reduceMotion != oldValue else { return }
            for graph in liveGraphs() { graph.rootEnvironment.accessibilityReduceMotionStorage = reduceMotion }
        }
    }

    /// SwiftUI's runtime warnings (the texts SwiftUI prints to the console), in order.
    public private(set) static var consoleLog: [String] = []

    static func log(_ message: String) { consoleLog.append(message) }

    /// Forgets the console (between tests).
    public static func reset() {
        consoleLog = []
        reduceMotion = false
    }

    private static var graphs: [WeakGraph] = []

    private struct WeakGraph {
        weak var graph: ViewGraph?
    }

    static func register(_ graph: ViewGraph) {
        graphs.removeAll { $0.graph == nil }
        graphs.append(WeakGraph(graph: graph))
    }

    static func liveGraphs() -> [ViewGraph] { graphs.compactMap(\.graph) }
}
