/// How `popcorn dump` prints an episode under spoiler protection.
enum SpoilerDump {
    /// The `members` of episode `number` as the dump prints them, `"spoilerHidden"` added last: when
    /// `hidden`, the name is "Episode N" and the overview and still are left out.
    static func episodeMembers(_ members: [(String, DumpJSON)], number: Int, hidden: Bool) -> [(String, DumpJSON)] {
        let shown: [(String, DumpJSON)] =
            hidden
            ? members.compactMap { key, value in
                switch key {
                case "name": (key, .string(DisplayFormat.episodeNumber(number)))
                case "overview", "stillURL": nil
                default: (key, value)
                }
            } : members
        return shown + [("spoilerHidden", .bool(hidden))]
    }
}
