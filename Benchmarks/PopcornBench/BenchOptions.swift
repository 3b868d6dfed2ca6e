/// `--name value` options of a benchmark invocation.
struct BenchOptions {
    private var values: [String: String] = [:]

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--"), index + 1 < arguments.count {
                values[String(argument.dropFirst(2))] = arguments[index + 1]
                index += 2
            } else {
                index += 1
            }
        }
    }

    func int(_ name: String, default value: Int) -> Int {
        values[name].flatMap(Int.init) ?? value
    }

    func string(_ name: String) -> String? {
        values[name]
    }
}
