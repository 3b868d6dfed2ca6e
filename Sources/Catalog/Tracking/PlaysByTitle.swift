/// The plays of a snapshot grouped by title, in one pass and without an array per title: the positions of
/// the plays in one array, title after title (each title's in the plays' order), and where each title's
/// run starts. Titles are numbered in the order of their first play.
struct PlaysByTitle: Sendable {
    /// The title number of each packable title (``PackedTitleKey``).
    private let packedTitles: PackedTitleTable
    /// The title number of the titles that cannot be packed (ids out of range; in practice none).
    private let otherTitles: [TrackedTitle: Int32]
    /// Positions in the plays, title by title.
    private let positions: [Int32]
    /// Where each title's positions start in `positions`, then `positions.count`.
    private let starts: [Int32]

    /// Groups `plays` (in whatever order: each title's positions keep it).
    init(_ plays: [Play]) {
        // A guess at the titles (a long history has rewatches) that spares the table its first regrowths.
        var packed = PackedTitleTable(minimumCapacity: plays.count / 4)
        var others: [TrackedTitle: Int32] = [:]
        var titleOfPlay: [Int32] = []
        var counts: [Int32] = []
        titleOfPlay.reserveCapacity(plays.count)
        for play in plays {
            let next = Int32(counts.count)
            let title: Int32
            if let key = PackedTitleKey(play.title) {
                title = packed.value(for: key.rawValue, insertingIfAbsent: next)
            } else {
                title = others[play.title] ?? next
                if title == next { others[play.title] = next }
            }
            if title == next { counts.append(0) }
            counts[Int(title)] += 1
            titleOfPlay.append(title)
        }
        var starts = [Int32](repeating: 0, count: counts.count + 1)
        for (title, count) in counts.enumerated() { starts[title + 1] = starts[title] + count }
        var ends = Array(starts.dropLast())
        var positions = [Int32](repeating: 0, count: plays.count)
        for (position, title) in titleOfPlay.enumerated() {
            positions[Int(ends[Int(title)])] = Int32(position)
            ends[Int(title)] += 1
        }
        packedTitles = packed
        otherTitles = others
        self.positions = positions
        self.starts = starts
    }

    /// How many distinct titles were played.
    var titleCount: Int { starts.count - 1 }

    /// The position of the first play of title number `title` (0 ..< ``titleCount``).
    func firstPosition(ofTitle title: Int) -> Int { Int(positions[Int(starts[title])]) }

    /// The position of the last play of title number `title` (0 ..< ``titleCount``).
    func lastPosition(ofTitle title: Int) -> Int { Int(positions[Int(starts[title + 1]) - 1]) }

    /// The positions of the plays of `title`, in the plays' order; empty when it was never played.
    func positions(of title: TrackedTitle) -> ArraySlice<Int32> {
        let number: Int32?
        if let key = PackedTitleKey(title) {
            number = packedTitles.value(for: key.rawValue)
        } else {
            number = otherTitles[title]
        }
        guard let number = number.map(Int.init) else { return [] }
        return positions[Int(starts[number])..<Int(starts[number + 1])]
    }
}
