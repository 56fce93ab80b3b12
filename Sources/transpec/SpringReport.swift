import TranspecSpec

/// `--show-springs`: each spring as written and as UIKit physics parameters.
enum SpringReport {
    static func render(_ specs: [SpecIR]) -> String {
        var out = ""
        for spec in specs {
            for transition in spec.transitions {
                for (label, spring) in transition.labeledSprings {
                    out += "\(spring.location.description): \(transition.name.value) \(label) "
                        + "[\(spring.parameterSet.rawValue)]: \(spring.equivalentDescription)\n"
                }
            }
        }
        return out
    }
}
