// Views for the self-tests: NavigationStack on a UINavigationController: links, destinations, the path in both
// Plain SwiftUI (no SPI): they also type-check against the shared SDK surface.

import SwiftUI

struct StackScreen: View {
    @State private var path: [Int] = []
    let log: CallLog

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("path \(path.map(String.init).joined(separator: ","))")
                NavigationLink("Open 3", value: 3)
                NavigationLink("Open text", value: "text")
                Button("Set 1,2") { path = [1, 2] }
            }
            .navigationDestination(for: Int.self) { number in
                DetailScreen(number: number, log: log)
            }
        }
        .onChange(of: path) { _, new in log("path \(new)") }
    }
}

struct DetailScreen: View {
    let number: Int
    let log: CallLog
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text("detail \(number) \(isPresented ? "presented" : "not presented")")
            Button("Close") { dismiss() }
        }
        .onAppear { log("appear \(number)") }
        .onDisappear { log("disappear \(number)") }
    }
}

/// A stack without a path binding keeps its own path.
struct UnboundStackScreen: View {
    var body: some View {
        NavigationStack {
            NavigationLink(value: 5) { Text("Five") }
                .navigationDestination(for: Int.self) { Text("number \($0)") }
        }
    }
}

/// Destination links in each form the SDK declares: a title key or a String
/// (a variable, so the `StringProtocol` initializers), the destination as a
/// closure or as a view.
struct DestinationLinkScreen: View {
    let closureTitle = "String, closure"
    let viewTitle = "String, view"

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Key, closure") { Text("pushed key closure") }
                NavigationLink(closureTitle) { Text("pushed string closure") }
                NavigationLink("Key, view", destination: Text("pushed key view"))
                NavigationLink(viewTitle, destination: Text("pushed string view"))
                NavigationLink(destination: Text("pushed label view")) { Text("Label, view") }
            }
        }
    }
}
