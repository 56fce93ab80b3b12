// The record views of the self-tests write their callbacks to.

import SwiftUI

/// An ordered record of callbacks (a class, so views and closures can append).
@MainActor
final class CallLog {
    private(set) var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}
