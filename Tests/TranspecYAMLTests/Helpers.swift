@testable import TranspecYAML

func compose(_ text: String, limits: YAMLLimits = .default) throws(YAMLError) -> Node? {
    try YAMLReader.compose(Array(text.utf8), limits: limits)
}

/// The error composing `bytes` throws, or nil when it succeeds.
func composeError(_ bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLError? {
    do {
        _ = try YAMLReader.compose(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

func composeError(_ text: String, limits: YAMLLimits = .default) -> YAMLError? {
    composeError(Array(text.utf8), limits: limits)
}
