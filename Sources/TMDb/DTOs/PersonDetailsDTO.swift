/// `/person/{id}` with `append_to_response=combined_credits`.
struct PersonDetailsDTO: Decodable {
    let id: Int
    let name: String
    let biography: String?
    let knownForDepartment: String?
    let birthday: String?
    let placeOfBirth: String?
    let profilePath: String?
    let credits: [PersonCreditDTO]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
        biography = c.text("biography")
        knownForDepartment = c.text("known_for_department")
        birthday = c.text("birthday")
        placeOfBirth = c.text("place_of_birth")
        profilePath = c.text("profile_path")
        let combined = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "combined_credits")
        let cast: [PersonCreditDTO] = combined?.list("cast") ?? []
        let crew: [PersonCreditDTO] = combined?.list("crew") ?? []
        credits = cast + crew
    }
}
