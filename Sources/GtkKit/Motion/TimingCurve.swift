import Glibc

/// How far along an animation's values are, 0 to 1 (a spring overshoots), for a fraction of its
/// time: UIKit's curves, and its damped spring.
enum TimingCurve: Equatable {
    case easeInOut, easeIn, easeOut, linear
    /// A spring with UIKit's damping ratio (1 settles without overshoot, lower ones oscillate)
    /// and initial velocity (in distances per second, relative to the whole change).
    case spring(damping: Double, velocity: Double, duration: Double)

    /// The progress at `time`, a fraction of the duration (0…1).
    func progress(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .spring(let damping, let velocity, let duration):
            guard t < 1 else { return 1 }
            return Self.spring(damping: damping, velocity: velocity, seconds: t * duration, duration: duration)
        }
    }

    /// A damped harmonic oscillator from 0 towards 1, its stiffness chosen so it has settled
    /// (within 0.1 %) by `duration`, as UIKit's spring animations settle within theirs.
    private static func spring(damping: Double, velocity: Double, seconds: Double, duration: Double) -> Double {
        let zeta = min(max(damping, 0.05), 1)
        let omega = log(1000) / (zeta * max(duration, 0.01))
        let decay = exp(-zeta * omega * seconds)
        if zeta >= 1 {
            return 1 - decay * (1 + (omega - velocity) * seconds)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let sine = (zeta * omega - velocity) / damped
        return 1 - decay * (cos(damped * seconds) + sine * sin(damped * seconds))
    }
}
