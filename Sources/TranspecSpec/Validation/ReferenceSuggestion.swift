import TranspecDiagnostics

/// A name that refers to another (a shared element's source, a pair's
/// presentation) and matches none: the closest candidate, and the fix-it
/// that writes it over the reference; nil when none is close.
func suggestion(for reference: Located<String>, in candidates: [String]) -> (name: String, fixIt: FixIt)? {
    guard let name = closestMatch(to: reference.value, in: candidates) else { return nil }
    return (name, FixIt(location: reference.location, length: reference.value.unicodeScalars.count, replacement: name))
}
