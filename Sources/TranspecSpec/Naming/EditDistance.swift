/// Damerau–Levenshtein distance (optimal string alignment): insertions,
/// deletions, substitutions and adjacent transpositions each cost 1.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = min(best, table[i - 2][j - 2] + 1)
            }
            table[i][j] = best
        }
    }
    return table[a.count][b.count]
}

/// The closest candidate within max(2, length/3) edits, first one on ties.
/// Case is ignored so `flickvelocity` finds `flickVelocity`.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let limit = max(2, word.unicodeScalars.count / 3)
    var best: (candidate: String, distance: Int)?
    let length = word.unicodeScalars.count
    for candidate in candidates where candidate != word {
        // The distance is at least the difference in length: a huge word skips the O(n·m) work.
        guard abs(length - candidate.unicodeScalars.count) <= limit else { continue }
        let distance = editDistance(word.lowercased(), candidate.lowercased())
        guard distance <= limit else { continue }
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
}

/// Spec text inside a message, cut short: a diagnostic quotes what the
/// author wrote, not a megabyte of it.
func quoted(_ text: String, limit: Int = 48) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return "'\(text)'" }
    var short = String.UnicodeScalarView()
    short.append(contentsOf: scalars.prefix(limit - 8))
    return "'\(String(short))…' (\(scalars.count) characters)"
}
