import Foundation
import Testing
import TranspecTestSupport

/// A renamed heading leaves no reference behind: every `"Section" in FILE`,
/// `FILE, "Section"` and `FILE#anchor` in the docs, the specs and the
/// sources names a heading that exists.
struct SectionReferenceTests {
    @Test func everySectionReferenceNamesAHeading() throws {
        var references = 0
        for file in try referringFiles() {
            let text = try normalized(String(contentsOf: file, encoding: .utf8))
            for reference in sectionReferences(in: text) {
                references += 1
                let target = resolve(reference.file, from: file)
                let headings = try headingTitles(in: target)
                if let anchor = reference.anchor {
                    #expect(headings.map(githubAnchor).contains(anchor),
                            "\(file.lastPathComponent): \(target)#\(anchor) matches no heading")
                } else if let title = reference.title {
                    #expect(headings.contains(title), "\(file.lastPathComponent): \"\(title)\" is no heading of \(target)")
                }
            }
        }
        // README, the Tags sheet spec, the runtime's porting note and the changelog refer to sections.
        #expect(references >= 5, "only \(references) references found: the patterns no longer match the docs")
    }

    @Test func anchorsAreSpelledAsGitHubDoes() {
        #expect(githubAnchor("Porting from …") == "porting-from-")
        #expect(githubAnchor("`gesture.rubberBand`") == "gesturerubberband")
        #expect(githubAnchor("README pictures") == "readme-pictures")
    }
}

private struct SectionReference {
    var file: String
    var title: String?
    var anchor: String?
}

private let root = Repository.root

private func referringFiles() throws -> [URL] {
    var files = ["README.md", "CHANGELOG.md"].map { root.appendingPathComponent($0) }
    for folder in ["Docs", "Specs", "Sources"] {
        let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if ["md", "yaml", "swift"].contains(url.pathExtension) { files.append(url) }
        }
    }
    return files
}

/// Comment markers and line breaks folded away, so a reference wrapped over
/// two comment lines reads as one.
private func normalized(_ text: String) throws -> String {
    let marker = try Regex(#"\n[ \t]*(?:///|//|#(?![#!]))?[ \t]*"#)
    return text.replacing(marker, with: " ")
}

private func sectionReferences(in text: String) -> [SectionReference] {
    let file = #"(README|[A-Za-z]+/[A-Za-z]+\.md)"#
    let title = #""([A-Z][^"]{2,60})""#
    var found: [SectionReference] = []
    if let titleThenFile = try? Regex(title + #"(?: section)? in \[?`?"# + file) {
        for match in text.matches(of: titleThenFile) {
            found.append(SectionReference(file: String(match.output[2].substring ?? ""),
                                          title: String(match.output[1].substring ?? "")))
        }
    }
    if let fileThenTitle = try? Regex(file + #"`?, "# + title) {
        for match in text.matches(of: fileThenTitle) {
            found.append(SectionReference(file: String(match.output[1].substring ?? ""),
                                          title: String(match.output[2].substring ?? "")))
        }
    }
    if let anchored = try? Regex(#"\]\(([A-Za-z/]*\.md)#([a-z0-9-]+)\)"#) {
        for match in text.matches(of: anchored) {
            found.append(SectionReference(file: String(match.output[1].substring ?? ""),
                                          anchor: String(match.output[2].substring ?? "")))
        }
    }
    return found
}

/// A path as written, from the repository root or (in a link) from the referring file's folder.
private func resolve(_ path: String, from file: URL) -> String {
    if path == "README" { return "README.md" }
    if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) { return path }
    let folder = file.deletingLastPathComponent().path.dropFirst(root.path.count + 1)
    return folder.isEmpty ? path : "\(folder)/\(path)"
}

private func headingTitles(in path: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    var inFence = false
    return text.split(separator: "\n").compactMap { line in
        if line.hasPrefix("```") { inFence.toggle() }
        guard !inFence, line.hasPrefix("#") else { return nil }
        return String(line.drop { $0 == "#" }.drop { $0 == " " })
    }
}

/// GitHub's heading anchors: lower case, punctuation dropped except `-`
/// and `_`, spaces to `-`.
private func githubAnchor(_ heading: String) -> String {
    String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
        if scalar == " " { return "-" }
        if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            return Character(scalar)
        }
        return nil
    })
}
