import CGtk
import CGtkShim

/// A Swift wrapper that owns one strong reference to a GObject for as long as the wrapper lives.
///
/// Wrappers do not keep an identity map: keep the Swift object you created. Signal handlers are retained
/// by the GObject, so capture `self` weakly in handlers connected to the object's own children.
@MainActor
open class Object {
    /// The wrapped GObject; valid while this wrapper lives.
    /// Unsafe: the nonisolated `deinit` reads it; it never changes.
    nonisolated(unsafe) public let objectPointer: UnsafeMutablePointer<CGtk.GObject>

    /// Adopts `pointer`: sinks a floating reference (new widgets) or adopts a full reference
    /// (`transfer full` constructors of plain GObjects such as `g_list_store_new`).
    public init(taking pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { preconditionFailure("GtkKit: a constructor returned NULL") }
        let object: UnsafeMutablePointer<CGtk.GObject> = popcorn_g_object(pointer)
        if popcorn_is_floating(object) != 0 {
            g_object_ref_sink(object)
        }
        objectPointer = object
        ObjectCensus.wrapperCreated(for: object)
    }

    /// Adds a reference to an object owned elsewhere (`transfer none`), e.g. GTK's own windows.
    public init(retaining pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { preconditionFailure("GtkKit: wrapping a NULL object") }
        let object: UnsafeMutablePointer<CGtk.GObject> = popcorn_g_object(pointer)
        g_object_ref_sink(object)
        objectPointer = object
        ObjectCensus.wrapperCreated(for: object)
    }

    deinit {
        ObjectCensus.wrapperReleased()
        g_object_unref(objectPointer)
    }

    /// The pointer as an `OpaquePointer`, the type final GTK/libadwaita classes import as.
    public var opaque: OpaquePointer { OpaquePointer(objectPointer) }

    /// The pointer as `UnsafeMutablePointer<T>`, the type classes with public instance structs import as
    /// (GtkBox, GtkButton, GtkWindow…); `T` is inferred from the C function's parameter.
    public func typed<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: T.self)
    }

    /// The pointer checked against `type` (a critical is logged on mismatch, like the C cast macros).
    public func cast(to type: GType) -> UnsafeMutableRawPointer {
        popcorn_check_cast(objectPointer, type)
    }

    /// Whether the wrapped object is an instance of `type`.
    public func isA(_ type: GType) -> Bool {
        popcorn_is_a(objectPointer, type) != 0
    }

    /// The number of references the object currently holds (diagnostics and tests).
    public var referenceCount: UInt32 {
        objectPointer.pointee.ref_count
    }
}

/// Any C pointer as the raw pointer `Object.init(taking:)` and `init(retaining:)` expect.
public func rawPointer(_ pointer: OpaquePointer?) -> UnsafeMutableRawPointer? {
    UnsafeMutableRawPointer(pointer)
}

/// Any C pointer as the raw pointer `Object.init(taking:)` and `init(retaining:)` expect.
public func rawPointer<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutableRawPointer? {
    UnsafeMutableRawPointer(pointer)
}
