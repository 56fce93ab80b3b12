import TranspecSpec

/// `--show-springs`: each spring as written and as UIKit physics parameters.
enum SpringReport {
    static func render(_ transition: TransitionIR) -> String {
        var out = ""
        for (label, spring) in transition.labeledSprings {
            out += "\(spring.location.description): \(transition.name.value) \(label) "
                + "[\(spring.parameterSet.rawValue)\(spring.overdamping == .critical ? ", overdamping critical" : "")]: "
                + "\(spring.equivalentDescription)\n"
        }
        return out
    }
}
