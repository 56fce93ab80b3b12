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

extension UIViewController {
    private var modelGraph: ViewGraph? { (self as? any GraphHost)?.graphForModel }

    /// The strings of the Text views in this hosting controller's graph, in tree order
    /// (test-only); empty for other controllers.
    @_spi(SwiftUIModel) public var modelTexts: [String] {
        modelGraph?.allNodes().compactMap { ($0.view as? Text)?.string } ?? []
    }

    /// Taps the first Button or NavigationLink whose label shows `text` (test-only). Returns
    /// false when there is none.
    @_spi(SwiftUIModel) @discardableResult public func modelTap(_ text: String) -> Bool {
        guard let graph = modelGraph else { return false }
        for node in graph.allNodes() {
            guard let tappable = node.view as? any TappableView else { continue }
            let labels = ViewGraph.subtree(of: node).compactMap { ($0.view as? Text)?.string }
            if labels.contains(text) {
                tappable.performTap(in: node)
                return true
            }
        }
        return false
    }

    /// The types whose body the graph evaluated, in order (test-only).
    @_spi(SwiftUIModel) public var modelBodyEvaluations: [String] { modelGraph?.evaluationLog ?? [] }

    /// Runs this hosting controller's pending graph update now (test-only; the layout pass
    /// does it otherwise).
    @_spi(SwiftUIModel) public func modelUpdateGraph() { modelGraph?.update() }
}
