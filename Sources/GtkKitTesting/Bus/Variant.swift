internal import CGio

/// A D-Bus value (a `GVariant`), owned: what the accessibility bus answers, read by position, and
/// what GtkKitTesting sends. Only the shapes AT-SPI uses are read.
final class Variant {
    let raw: OpaquePointer

    /// Takes a reference to `raw` (sinking a floating one).
    init(taking raw: OpaquePointer) { self.raw = g_variant_ref_sink(raw) }

    deinit { g_variant_unref(raw) }

    /// A string.
    static func string(_ value: String) -> Variant { Variant(taking: g_variant_new_string(value)) }
    /// A signed 32-bit integer.
    static func int32(_ value: Int32) -> Variant { Variant(taking: g_variant_new_int32(value)) }
    /// An unsigned 32-bit integer.
    static func uint32(_ value: UInt32) -> Variant { Variant(taking: g_variant_new_uint32(value)) }
    /// A double.
    static func double(_ value: Double) -> Variant { Variant(taking: g_variant_new_double(value)) }
    /// `value` boxed as a `v`.
    static func boxed(_ value: Variant) -> Variant { Variant(taking: g_variant_new_variant(value.raw)) }

    /// The tuple of `items`, as a method's arguments are sent.
    static func tuple(_ items: [Variant]) -> Variant {
        var children: [OpaquePointer?] = items.map(\.raw)
        return Variant(taking: g_variant_new_tuple(&children, gsize(children.count)))
    }

    /// The variant's type string ("s", "(so)", "a(so)").
    var typeString: String { String(cString: g_variant_get_type_string(raw)) }

    /// How many children a container (tuple, array, dictionary entry) has.
    var count: Int { g_variant_is_container(raw) != 0 ? Int(g_variant_n_children(raw)) : 0 }

    /// The child at `index` of a container.
    subscript(index: Int) -> Variant { Variant(taking: g_variant_get_child_value(raw, gsize(index))) }

    /// The children of a container, in order.
    var children: [Variant] { (0..<count).map { self[$0] } }

    /// The value inside a `v`, or this one.
    var unboxed: Variant { typeString == "v" ? Variant(taking: g_variant_get_variant(raw)) : self }

    /// A string or object path; nil for other types.
    var string: String? {
        let type = typeString
        guard type == "s" || type == "o" || type == "g" else { return nil }
        return String(cString: g_variant_get_string(raw, nil))
    }

    /// A number of any of D-Bus's numeric types, as a Double; nil for other types.
    var number: Double? {
        switch typeString {
        case "d": g_variant_get_double(raw)
        case "i": Double(g_variant_get_int32(raw))
        case "u": Double(g_variant_get_uint32(raw))
        case "x": Double(g_variant_get_int64(raw))
        case "t": Double(g_variant_get_uint64(raw))
        case "n": Double(g_variant_get_int16(raw))
        case "q": Double(g_variant_get_uint16(raw))
        case "y": Double(g_variant_get_byte(raw))
        default: nil
        }
    }

    /// A boolean; nil for other types.
    var bool: Bool? { typeString == "b" ? g_variant_get_boolean(raw) != 0 : nil }
}
