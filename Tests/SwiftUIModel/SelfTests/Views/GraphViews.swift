// Views for the self-tests: Body evaluation, State, Binding, Environment, modifiers and the view lifecycle.
// Plain SwiftUI (no SPI): they also type-check against the shared SDK surface.

import SwiftUI

/// A counter whose child edits the count through a binding.
struct CounterScreen: View {
    let log: CallLog
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Increment") { count += 1 }
            CounterChild(count: $count, log: log)
            if count >= 2 {
                Text("many")
            }
        }
        .onChange(of: count) { old, new in log("change \(old)->\(new)") }
        .onAppear { log("appear screen") }
    }
}

struct CounterChild: View {
    @Binding var count: Int
    let log: CallLog
    @State private var local = "kept"

    var body: some View {
        VStack {
            Text("child \(count) \(local)")
            Button("Reset") { count = 0 }
            Button("Change local") { local = "changed" }
        }
        .onAppear { log("appear child") }
        .onDisappear { log("disappear child") }
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "default"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct AccentReader: View {
    @Environment(\.accent) private var accent
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isPresented) private var isPresented
    var body: some View { Text("\(accent) \(reduceMotion ? "reduced" : "full") \(isPresented ? "presented" : "root")") }
}

struct Bordered: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Text("taps \(taps)")
            Button("Tap border") { taps += 1 }
        }
    }
}

struct ConditionalScreen: View {
    @State private var showsChild = true
    let log: CallLog
    var body: some View {
        VStack {
            Button("Toggle") { showsChild.toggle() }
            if showsChild {
                CounterChild(count: .constant(7), log: log)
            } else {
                Text("gone")
            }
        }
    }
}

struct InitialChangeScreen: View {
    let log: CallLog
    @State private var value = 1
    var body: some View {
        Text("v \(value)")
            .onChange(of: value, initial: true) { log("initial \(value)") }
            .onChange(of: value) { new in log("legacy \(new)") }
    }
}

/// An onChange that changes its own value every time: SwiftUI gives up and logs.
struct RunawayScreen: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Text("v \(value)")
            Button("Start") { value = 1 }
        }
        .onChange(of: value) { value += 1 }
    }
}

struct NamespaceScreen: View {
    @Namespace private var space
    let record: (Namespace.ID) -> Void
    @State private var tick = 0
    var body: some View {
        VStack {
            Text("tick \(tick)")
            Button("Tick") {
                record(space)
                tick += 1
            }
        }
    }
}
