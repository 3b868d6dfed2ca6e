/// A small longest-common-subsequence line diff for test failure messages.
enum LineDiff {
    /// Lines only in `old` start with "−", lines only in `new` with "+", shared lines with two spaces.
    /// Long runs of shared lines are elided.
    static func render(old: [String], new: [String]) -> String {
        let rows = old.count
        let columns = new.count
        var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var output: [String] = []
        var shared: [String] = []
        func flushShared() {
            if shared.count > 4 {
                output += shared.prefix(2).map { "  " + $0 } + ["  …"] + shared.suffix(2).map { "  " + $0 }
            } else {
                output += shared.map { "  " + $0 }
            }
            shared.removeAll()
        }
        var i = 0
        var j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old[i] == new[j] {
                shared.append(old[i])
                i += 1
                j += 1
            } else if j < columns, i == rows || lengths[i][j + 1] >= lengths[i + 1][j] {
                flushShared()
                output.append("+ " + new[j])
                j += 1
            } else {
                flushShared()
                output.append("− " + old[i])
                i += 1
            }
        }
        flushShared()
        return output.joined(separator: "\n")
    }
}
