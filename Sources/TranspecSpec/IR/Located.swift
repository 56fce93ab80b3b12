import TranspecDiagnostics

/// A value with the place it was written. Defaults carry the location of the
/// mapping that omitted them, so every diagnostic can point somewhere.
package struct Located<Value> {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    package func map<T>(_ transform: (Value) -> T) -> Located<T> {
        Located<T>(transform(value), at: location)
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
