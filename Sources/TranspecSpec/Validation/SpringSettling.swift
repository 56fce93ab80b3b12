import TranspecRuntime

/// Settle time of a spring moving `distance` points from rest.
/// Interim: replaced by the runtime's `SpringMotion` once it lands.
enum SpringSettling {
    static func settleTime(of spring: Spring, distance: Double, tolerance: RestToleranceIR) -> Double? {
        var position = -distance, velocity = 0.0, time = 0.0
        let step = 1.0 / 1000
        while time < 60 {
            let acceleration = (-spring.stiffness * position - spring.damping * velocity) / spring.mass
            velocity += acceleration * step
            position += velocity * step
            time += step
            if abs(position) < tolerance.position.value && abs(velocity) < tolerance.velocity.value { return time }
        }
        return nil
    }
}
