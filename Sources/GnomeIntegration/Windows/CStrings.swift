import Foundation

/// A NULL-terminated `const char **` for the duration of `body`.
func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
    pointers.append(nil)
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
