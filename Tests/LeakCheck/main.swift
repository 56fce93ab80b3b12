// Parses every YAML file under the given folders, and inputs made here that
// take the parser thread's early exits, with LeakSanitizer watching the YAML
// layer's C boundary (libyaml objects, the event pipeline). scripts/leak-check
// builds it from Sources/TranspecYAML with -sanitize=address; LeakSanitizer
// makes the run fail on any leak. Files are read with POSIX calls, not
// Foundation, whose file reading leaks on its own.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[..<count]
    }
    return bytes
}

func yamlFiles(under root: String) -> [String] {
    guard let directory = opendir(root) else { return [] }
    defer { closedir(directory) }
    var files: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard name != "." && name != ".." else { continue }
        let path = root + "/" + name
        var status = stat()
        guard stat(path, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR { files += yamlFiles(under: path) }
        else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { files.append(path) }
    }
    return files
}

/// Large enough for the parser thread; `breakAt` puts a syntax error there.
func largeDocument(breakAt fraction: Double?) -> [UInt8] {
    var text = "transitions:\n"
    for index in 0..<20_000 {
        text += "  t\(index): { spring: { dampingRatio: 0.8, response: 0.4 }, tags: [a, b, c] }\n"
    }
    var bytes = Array(text.utf8)
    if let fraction { bytes.insert(contentsOf: Array("  ]]]\n".utf8), at: Int(Double(bytes.count) * fraction)) }
    return bytes
}

var inputs: [(name: String, bytes: [UInt8])] = []
for root in CommandLine.arguments.dropFirst() {
    for path in yamlFiles(under: root).sorted() { if let bytes = read(path) { inputs.append((path, bytes)) } }
}
inputs.append(("large valid", largeDocument(breakAt: nil)))
inputs.append(("large, error early", largeDocument(breakAt: 0.1)))
inputs.append(("large, error late", largeDocument(breakAt: 0.9)))
inputs.append(("deep", Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)))

var composed = 0, rejected = 0
for input in inputs {
    do {
        _ = try YAMLReader.events(input.bytes)
        _ = try YAMLReader.compose(input.bytes)
        _ = try YAMLReader.composeAll(input.bytes)
        composed += 1
    } catch {
        rejected += 1
    }
}
print("leak-check: \(inputs.count) inputs through events, compose and composeAll: \(composed) composed, \(rejected) rejected")
