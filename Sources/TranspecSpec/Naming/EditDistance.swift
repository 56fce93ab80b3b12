/// Damerau–Levenshtein distance (optimal string alignment): insertions,
/// deletions, substitutions and adjacent transpositions each cost 1.
/// With `limit`, any result above it comes back as `limit + 1`, early.
package func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    let beyond = limit == .max ? limit : limit + 1
    if a.isEmpty { return min(b.count, beyond) }
    if b.isEmpty { return min(a.count, beyond) }
    // Three rolling rows (the transposition looks two back): O(|b|) memory.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowBest = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = min(best, twoBack[j - 2] + 1)
            }
            current[j] = best
            rowBest = min(rowBest, best)
        }
        // Every later row is at least this row's minimum.
        if rowBest > limit { return beyond }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return min(previous[b.count], beyond)
}

/// The closest candidate within max(2, length/3) edits, first one on ties.
/// Case is ignored so `flickvelocity` finds `flickVelocity`.
package func closestMatch(to word: String, in candidates: [String]) -> String? {
    let length = word.unicodeScalars.count
    // A typo is in a word someone typed: past this length a suggestion
    // helps nobody, and the O(n·m) comparisons would let a hostile spec
    // spend minutes here.
    guard length <= maximumSuggestedLength else { return nil }
    let limit = max(2, length / 3)
    var best: (candidate: String, distance: Int)?
    let lowercasedWord = word.lowercased()
    for candidate in candidates where candidate != word {
        // The distance is at least the difference in length.
        guard abs(length - candidate.unicodeScalars.count) <= limit else { continue }
        let distance = editDistance(lowercasedWord, candidate.lowercased(), limit: limit)
        guard distance <= limit else { continue }
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
}

/// Words longer than this get no did-you-mean suggestion.
package let maximumSuggestedLength = 64

/// Spec text inside a message, cut short: a diagnostic quotes what the
/// author wrote, not a megabyte of it.
package func quoted(_ text: String, limit: Int = 48) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return "'\(text)'" }
    var short = String.UnicodeScalarView()
    short.append(contentsOf: scalars.prefix(limit - 8))
    return "'\(String(short))…' (\(scalars.count) characters)"
}
