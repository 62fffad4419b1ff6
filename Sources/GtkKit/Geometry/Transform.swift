internal import CGtk
import Glibc

/// A 2D affine transform (UIKit's `CGAffineTransform`): a view's ``View/transform`` rotates,
/// scales or moves how it is drawn and where it is clicked, around its centre, without changing
/// its layout.
///
/// ```swift
/// badge.transform = Transform(scaleX: 1.2, y: 1.2)
/// arrow.transform = Transform(rotationAngle: .pi / 2)
/// ```
///
/// A point (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty), as in Core Graphics. Its own name,
/// not Foundation's `AffineTransform` (a different type a ported file may also see).
public struct Transform: Hashable, Sendable {
    /// The matrix's entries, as Core Graphics names them.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform with these entries (UIKit's `init(a:b:c:d:tx:ty:)`).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// No change (UIKit's `.identity`).
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (`x`, `y`) (UIKit's `init(translationX:y:)`).
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale (UIKit's `init(scaleX:y:)`).
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    /// A rotation by `angle` radians, clockwise on the screen (UIKit's `init(rotationAngle:)`).
    public init(rotationAngle angle: Double) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// Whether it changes nothing (UIKit's `isIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other` (UIKit's `concatenating(_:)`).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d, c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
    /// A move by (`x`, `y`), then this transform (UIKit's `translatedBy(x:y:)`).
    public func translatedBy(x: Double, y: Double) -> Transform { Transform(translationX: x, y: y).concatenating(self) }
    /// A scale, then this transform (UIKit's `scaledBy(x:y:)`).
    public func scaledBy(x: Double, y: Double) -> Transform { Transform(scaleX: x, y: y).concatenating(self) }
    /// A rotation, then this transform (UIKit's `rotated(by:)`).
    public func rotated(by angle: Double) -> Transform { Transform(rotationAngle: angle).concatenating(self) }
    /// The transform that undoes this one (UIKit's `inverted()`); itself when it cannot be undone.
    public func inverted() -> Transform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return Transform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension Point {
    /// The point moved by `transform` (UIKit's `applying(_:)`).
    public func applying(_ transform: Transform) -> Point {
        Point(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension Size {
    /// The size scaled and rotated by `transform`, without its move (UIKit's `applying(_:)`).
    public func applying(_ transform: Transform) -> Size {
        Size(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension Transform {
    /// The transform as GSK's, after `next`: a move, a rotation, a skew and a scale (GSK's
    /// renderers draw those; a general matrix is an unknown kind the cairo renderer cannot).
    /// The matrix [a c; b d] is R(θ)·[1 k; 0 1]·diag(sx, sy): θ and sx from its first column,
    /// sy and k from the second turned back by θ.
    func gsk(after next: OpaquePointer?) -> OpaquePointer? {
        let scaleX = (a * a + b * b).squareRoot()
        let angle = atan2(b, a)
        let (cosine, sine) = (cos(angle), sin(angle))
        let scaleY = d * cosine - c * sine
        let shear = scaleY != 0 ? (c * cosine + d * sine) / scaleY : 0
        var move = graphene_point_t(x: Float(tx), y: Float(ty))
        var result = gsk_transform_translate(next, &move)
        if angle != 0 { result = gsk_transform_rotate(result, Float(angle * 180 / .pi)) }
        if shear != 0 { result = gsk_transform_skew(result, Float(atan(shear) * 180 / .pi), 0) }
        return gsk_transform_scale(result, Float(scaleX), Float(scaleY))
    }
}
