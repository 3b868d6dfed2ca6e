#!/usr/bin/env python3
"""Generates Popcorn's demo catalog (data/demo): fictional titles, series and people in TMDb's JSON
response formats, plus deterministic artwork (PNG, written with zlib + struct).

Everything is written for this project; nothing is copied from TMDb. The output is byte-identical on
every run (fixed seed, sorted iteration), so it is committed and `--check` verifies it.

    tools/generate_demo_catalog.py            # (re)write data/demo
    tools/generate_demo_catalog.py --check    # exit 1 if data/demo differs from what would be written
    tools/generate_demo_catalog.py --out DIR  # write somewhere else
"""

import argparse
import colorsys
import json
import os
import random
import struct
import sys
import zlib

SEED = 20261121
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "data", "demo")

POSTER = (342, 513)
BACKDROP = (780, 439)
STILL = (780, 439)
PROFILE = (185, 278)
LOGO = 92
IMAGE_SIZE_FOLDER = "original"

MOVIE_GENRES = [
    (28, "Action"), (12, "Adventure"), (16, "Animation"), (35, "Comedy"), (80, "Crime"),
    (99, "Documentary"), (18, "Drama"), (10751, "Family"), (14, "Fantasy"), (36, "History"),
    (27, "Horror"), (10402, "Music"), (9648, "Mystery"), (10749, "Romance"), (878, "Science Fiction"),
    (53, "Thriller"), (10752, "War"), (37, "Western"),
]
TV_GENRES = [
    (10759, "Action & Adventure"), (16, "Animation"), (35, "Comedy"), (80, "Crime"), (99, "Documentary"),
    (18, "Drama"), (10751, "Family"), (10762, "Kids"), (9648, "Mystery"), (10765, "Sci-Fi & Fantasy"),
    (10768, "War & Politics"), (37, "Western"),
]

# (title, year, runtime, genre ids, certification, tagline, overview)
MOVIES = [
    ("The Lantern Keeper", 2019, 112, [18, 9648], "PG-13", "Every light hides a shadow.",
     "On a storm-battered island, a retired lighthouse keeper finds a logbook that predicts shipwrecks "
     "a week before they happen, and must decide whether to warn a village that stopped listening to him."),
    ("Salt and Cinder", 2021, 127, [28, 53], "R", "Some fires are lit on purpose.",
     "A disgraced arson investigator returns to her coastal hometown when a string of warehouse fires "
     "points to the family business she walked away from."),
    ("Paper Orchard", 2016, 98, [35, 18], "PG", "Grow something. Anything.",
     "Two estranged brothers inherit a failing apple orchard and a mountain of unpaid bills, and agree to "
     "one last harvest before they sell."),
    ("Nightfall Express", 2023, 134, [53, 9648], "PG-13", "Nobody gets off before dawn.",
     "When a passenger vanishes from a sealed sleeper car crossing the Alps, a weary conductor has until "
     "the last station to find out which of the travellers is lying."),
    ("Café Lumière Nights", 2014, 104, [10749, 35], "PG-13", "Open late. Closing never.",
     "A night-shift baker and an insomniac radio host fall into a late-night ritual of coffee and "
     "arguments, until the café they share is put up for sale."),
    ("Ångström Drift", 2025, 141, [878, 12], "PG-13", "The smallest distance is the hardest to cross.",
     "The crew of a deep-space survey ship discovers that their vessel is shrinking by a fraction every "
     "hour, and that the only way home runs through the anomaly causing it."),
    ("The Quiet Cartographer", 2009, 118, [18, 36], "PG", "She mapped a world that did not want to be found.",
     "In the 1870s, a self-taught mapmaker joins a survey expedition under her brother's name and charts "
     "a river valley that powerful men would rather keep blank."),
    ("Hollow Pines", 2018, 96, [27, 9648], "R", "The forest remembers.",
     "A family renting a cabin for the winter notices that the trees around it move a little closer "
     "every night, and that the previous tenants never checked out."),
    ("Copper Sky", 2012, 121, [37, 18], "PG-13", "The frontier is wherever you stop running.",
     "A widowed rancher hires a drifter with a forged name to help drive cattle across a drought-struck "
     "territory, and both of them are followed by the past."),
    ("Marbles", 2020, 88, [16, 10751, 35], "G", "Lose them and find yourself.",
     "A shy marble who lives in a child's pocket sets out across a busy school playground to rescue a "
     "friend swapped away at recess."),
    ("Seventeen Winters", 2005, 129, [18, 10749], "PG-13", "Love, interrupted. Every year.",
     "A ski instructor and a visiting architect meet on the same mountain for one week each winter, "
     "across seventeen years of changing lives."),
    ("Blackwater Protocol", 2022, 116, [28, 53, 80], "R", "Trust no one below the waterline.",
     "A harbour police diver uncovers a smuggling route hidden in the city's flood tunnels and becomes "
     "the target of the people meant to protect her."),
    ("The Glass Menagerie Heist", 2017, 110, [80, 35], "PG-13", "Fragile. Handle with flair.",
     "A retired crew of art thieves reunites to steal a collection of glass animals from a museum gala, "
     "armed with a plan that depends on nothing breaking."),
    ("Verdant", 2011, 93, [99], "G", "A year in the life of one hedge.",
     "A patient, close-up documentary following the birds, insects and neighbours of a single hedgerow "
     "through four seasons."),
    ("Echoes of Ardent Bay", 2024, 108, [9648, 18], "PG-13", "Some songs only play once.",
     "A sound engineer restoring old radio tapes hears a voice calling her by name on a broadcast recorded "
     "thirty years before she was born."),
    ("Iron Meadow", 2007, 137, [10752, 18], "R", "Nothing grows where they fought.",
     "Three farmers conscripted into a forgotten border war try to keep each other alive long enough to "
     "bring in the harvest at home."),
    ("Starling & Finch", 2015, 101, [35, 80], "PG-13", "Partners. Mostly.",
     "A by-the-book insurance investigator is paired with a charming con artist to recover a stolen "
     "violin, and neither can prove the other is lying."),
    ("The Last Tram to Vålberg", 2013, 115, [18, 9648], "PG-13", "The line closes tonight.",
     "On the final night before a century-old tram line shuts down, the driver and six passengers find "
     "the route taking them somewhere that is not on the map."),
    ("Moonlit Static", 2026, 99, [878, 10749], "PG-13", "Tune in. Fall in.",
     "Two strangers on opposite sides of a failing satellite link start exchanging messages that arrive "
     "a day before they are sent."),
    ("Tidewater Kings", 2010, 124, [80, 18], "R", "Every empire floods eventually.",
     "Three generations of an oyster-farming family fight over a fortune hidden in the marsh as a "
     "hurricane bears down on their bay."),
    ("The Clockmaker's Daughter", 2008, 106, [14, 10751], "PG", "Time is a family business.",
     "A girl apprenticed to her father's workshop discovers that the clocks he repairs can pause the "
     "whole town, and that someone has been stealing the minutes."),
    ("Northern Thread", 2019, 117, [12, 18], "PG-13", "Follow it home.",
     "A textile restorer retraces her grandmother's journey across the Arctic to return a tapestry to "
     "the village that stitched it."),
    ("Parade of Small Wonders", 2022, 92, [16, 14, 10751], "G", "Big adventures come in small sizes.",
     "When the toys of a closing museum come to life for one last night, a wind-up mouse leads them on a "
     "parade through the sleeping city."),
    ("Signal Fire", 2001, 119, [28, 12], "PG-13", "Light it and they will come.",
     "After a plane crash in the mountains, a teenage survivor and a grumpy pilot must keep a signal "
     "fire burning through an early blizzard."),
]

# (name, year, genre ids, network, tagline, overview, seasons [(episodes, overview)])
SERIES = [
    ("Harbour Lights", 2016, [18, 80], "Northsea One", "Every port has its secrets.",
     "A small-town harbour master and the newest constable untangle crimes washed in with the tide.",
     [8, 7, 8]),
    ("The Understudies", 2019, [35, 18], "Lumen TV", "Waiting in the wings.",
     "The understudies of a struggling theatre company wait for their big break, and sometimes cause it.",
     [6, 8]),
    ("Orbit Street", 2021, [10765, 18], "Skyline", "Ordinary neighbours. Extraordinary address.",
     "The residents of a quiet cul-de-sac discover their street is drifting a little further from Earth "
     "each week.",
     [7, 7, 6]),
    ("Kestrel & Moss", 2014, [80, 9648], "Northsea One", "Two detectives. One very cold case.",
     "A meticulous forensic botanist and an impulsive detective reopen the cases everyone else gave up on.",
     [8, 8]),
    ("The Tinker's Almanac", 2018, [16, 10751, 10762], "Bramble Kids", "Fix it, then fix it better.",
     "A young tinker and her talking toolbox repair broken things across a patchwork kingdom.",
     [10, 10]),
    ("Dust & Diesel", 2012, [37, 10759], "Frontier Network", "The road runs out before the trouble does.",
     "A family of long-haul truckers crosses a lawless desert circuit, hauling cargo no one asks about.",
     [6, 6, 7]),
    ("Fieldnotes", 2023, [99], "Lumen TV", "The world, one notebook at a time.",
     "A naturalist revisits the places recorded in a century-old set of field notebooks to see what changed.",
     [6, 6]),
    ("Crown of Ash", 2020, [10768, 18], "Skyline", "A throne is only as strong as its smallest ally.",
     "After a volcanic eruption topples an island monarchy, a reluctant heir negotiates with rivals to "
     "hold her people together.",
     [8, 8, 9]),
]

PEOPLE = [
    # (name, gender 1=female 2=male 0=unknown, department, birthday, place of birth)
    ("Zoë Marchetti", 1, "Acting", "1986-03-14", "Turin, Italy"),
    ("Tomás Ibarra", 2, "Acting", "1979-11-02", "Valparaíso, Chile"),
    ("Ingrid Solheim", 1, "Acting", "1991-07-22", "Bergen, Norway"),
    ("Amara Okafor", 1, "Acting", "1988-01-09", "Enugu, Nigeria"),
    ("Léa Fontaine", 1, "Acting", "1995-05-30", "Lyon, France"),
    ("Mateo Rinaldi", 2, "Acting", "1983-09-17", "Naples, Italy"),
    ("Priya Raman", 1, "Acting", "1990-12-03", "Chennai, India"),
    ("Jonah Whitlock", 2, "Acting", "1975-04-25", "Portland, Maine, USA"),
    ("Sana Morikawa", 1, "Acting", "1993-08-11", "Sapporo, Japan"),
    ("Elif Demir", 1, "Acting", "1987-02-19", "Izmir, Türkiye"),
    ("Oskar Lindqvist", 2, "Acting", "1981-06-08", "Uppsala, Sweden"),
    ("Noor Haddad", 1, "Acting", "1998-10-27", "Beirut, Lebanon"),
    ("Callum Frey", 2, "Acting", "1989-03-02", "Galway, Ireland"),
    ("Marisol Vega", 1, "Acting", "1977-01-15", "Seville, Spain"),
    ("Kwame Mensah", 2, "Acting", "1984-05-06", "Kumasi, Ghana"),
    ("Hana Novák", 1, "Acting", "1996-09-21", "Brno, Czechia"),
    ("Felix Brandt", 2, "Acting", "1972-12-12", "Hamburg, Germany"),
    ("Aurelia Stone", 1, "Acting", "1969-07-04", "Bristol, England, UK"),
    ("Rafael Duarte", 2, "Acting", "1992-02-28", "Porto, Portugal"),
    ("Saoirse Keane", 1, "Acting", "1999-04-16", "Cork, Ireland"),
    ("Björn Ekdahl", 2, "Acting", "1980-08-30", "Gothenburg, Sweden"),
    ("Yara Nassar", 1, "Acting", "1994-11-19", "Amman, Jordan"),
    ("Theo Lambert", 2, "Acting", "2001-06-01", "Brussels, Belgium"),
    ("Olive Hartley", 1, "Acting", "1985-10-10", "Hobart, Tasmania, Australia"),
    ("Émile Girard", 2, "Directing", "1968-02-07", "Montréal, Quebec, Canada"),
    ("Nadia Petrova", 1, "Directing", "1976-09-09", "Varna, Bulgaria"),
    ("Gideon Marsh", 2, "Directing", "1971-05-18", "Leeds, England, UK"),
    ("Ines Carvalho", 1, "Writing", "1982-03-23", "Lisbon, Portugal"),
    ("Lucas Moreau", 2, "Writing", "1978-12-29", "Bordeaux, France"),
    ("Mei Lin Zhou", 1, "Writing", "1990-04-04", "Chengdu, China"),
]
# The one person without a profile photo (the UI shows initials).
PERSON_WITHOUT_PHOTO = 23

CHARACTER_FIRST = [
    "Ada", "Bram", "Clio", "Dario", "Edie", "Frank", "Greta", "Hugo", "Iris", "Jasper", "Kit", "Lena",
    "Milo", "Nell", "Otto", "Pia", "Quinn", "Rosa", "Silas", "Tess", "Ulla", "Vince", "Wren", "Yusuf",
    "Agnes", "Basil", "Cora", "Dex", "Elsa", "Fenn", "Gus", "Hattie", "Ivo", "Juno", "Leif", "Maeve",
]
CHARACTER_LAST = [
    "Ashdown", "Bellweather", "Corrigan", "Dunmore", "Ellery", "Farrow", "Galloway", "Hale", "Ingram",
    "Jessup", "Kettering", "Lowell", "Mercer", "Navarro", "Oakes", "Pell", "Quarry", "Rook", "Sallow",
    "Thorne", "Underhill", "Voss", "Wexley", "Yardley", "Ambrose", "Blythe", "Crane", "Drummond",
]
CHARACTER_TITLES = ["", "", "", "", "Dr. ", "Captain ", "Detective ", "Professor ", "Sister "]

EPISODE_NOUNS = [
    "Tide", "Lantern", "Harbour", "Letter", "Key", "Storm", "Mirror", "Bridge", "Signal", "Garden",
    "Ledger", "Compass", "Orchard", "Bell", "Window", "Ferry", "Ghost", "Clock", "Map", "Fever",
    "Winter", "Fox", "Crown", "Ash", "Well", "Thread", "Choir", "Engine", "Frontier", "Oath",
]
EPISODE_ADJECTIVES = [
    "Quiet", "Broken", "Long", "Hidden", "Borrowed", "Last", "Crooked", "Silver", "Empty", "Second",
    "Burning", "Lost", "Paper", "Distant", "Open", "Cold",
]
EPISODE_PATTERNS = [
    "The {adj} {noun}", "{noun} and {noun2}", "A {adj} {noun}", "Before the {noun}", "After the {noun}",
    "The {noun} Problem", "What the {noun} Knew", "{adj} Hours", "Under the {noun}", "The {noun}'s Return",
]
EPISODE_EVENTS = [
    "an unexpected visitor arrives with a warning",
    "a power cut leaves the town in the dark",
    "an old rivalry flares up at the worst moment",
    "a letter from years ago finally reaches its reader",
    "the weather turns and plans fall apart",
    "a secret kept for a decade slips out over dinner",
    "a stranger asks for help nobody wants to give",
    "a routine job turns out to be anything but",
    "a missing object reappears in the wrong place",
    "an anniversary brings everyone back together",
    "a deadline moves up by a full week",
    "a rumour spreads faster than anyone can stop it",
]
EPISODE_ACTIONS = [
    "team up", "clash", "go looking for answers", "make a difficult choice", "try to keep the peace",
    "take a risk", "disagree about what to do", "follow a hunch",
]
SEASON_OPENERS = [
    "Old alliances are tested", "New faces arrive", "The stakes rise", "Everything changes",
    "Loyalties shift", "A long-buried mystery resurfaces",
]
# Streaming services (fictional): (provider id, name, display priority).
PROVIDERS = [
    (9001, "Streamwell", 1), (9002, "Reelbox", 2), (9003, "Cinevault", 3), (9004, "FreeFrame", 4),
    (9005, "Adwave TV", 5), (9006, "Marquee Store", 6), (9007, "PopStream+", 7), (9008, "Nightowl Video", 8),
]
# Regions with watch providers and certifications.
REGIONS = ["US", "GB", "DE", "FR"]
# US certification -> the other regions' ones.
CERTIFICATIONS = {
    "G": {"GB": "U", "DE": "0", "FR": "U"}, "PG": {"GB": "PG", "DE": "6", "FR": "U"},
    "PG-13": {"GB": "12A", "DE": "12", "FR": "U"}, "R": {"GB": "15", "DE": "16", "FR": "12"},
}
# A series' first genre -> (US rating, DE rating, GB rating).
CONTENT_RATINGS = {18: ("TV-14", "12", "12"), 35: ("TV-PG", "6", "PG"), 10765: ("TV-14", "12", "12"),
                   80: ("TV-MA", "16", "15"), 16: ("TV-Y7", "0", "U"), 37: ("TV-14", "12", "12"),
                   99: ("TV-G", "0", "U"), 10768: ("TV-14", "12", "15")}
# The movie with no provider in any region (the page's "Not available" text).
MOVIE_WITHOUT_PROVIDERS = 24
# The movie with no trailer.
MOVIE_WITHOUT_TRAILERS = 14
KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
# Collections of movies (`/collection/{id}`, https://developer.themoviedb.org/reference/collection-details):
# id -> (name, overview, part ids in the order TMDb answers them, which is not the release order).
COLLECTIONS = {
    1: ("Signal Fire Collection",
        "Three stories of voices carried across a great distance: a flare on a frozen mountainside, a radio "
        "tape in a seaside archive, and a satellite link that is failing one night at a time.",
        [19, 24, 15]),
}

COMPANIES = [
    "Lanternfish Pictures", "Bright Ledger Films", "Northwind Studio", "Tallow & Reed", "Quayside Media",
    "Little Comet Animation", "Greyhound Hill Productions", "Open Field Documentary",
]


class Catalog:
    """Builds the JSON resources; every random choice comes from one seeded generator."""

    def __init__(self):
        self.rng = random.Random(SEED)
        self.movie_genre_names = dict(MOVIE_GENRES)
        self.tv_genre_names = dict(TV_GENRES)
        self.people = {}          # id -> person base record
        self.person_cast = {}     # id -> combined_credits cast entries
        self.person_crew = {}     # id -> combined_credits crew entries
        self.movies = {}          # id -> /movie/{id}
        self.series = {}          # id -> /tv/{id}
        self.seasons = {}         # "tv/season" -> /tv/{id}/season/{n}
        self.images = []          # (filename, kind, palette seed)
        self.special = {}         # what -> (series id, season, episode)
        self.credit_counter = 0

    # --- helpers ---------------------------------------------------------------------------------------

    def credit_id(self):
        self.credit_counter += 1
        return "demo%08x" % (self.credit_counter * 2654435761 % 0xFFFFFFFF)

    def popularity(self, low, high):
        return round(low + (high - low) * self.rng.random() ** 2, 3)

    def vote(self):
        return round(5.6 + self.rng.random() * 3.0, 1), self.rng.randint(40, 9000)

    def character(self, used):
        """A character name whose first name is not yet used in this production."""
        while True:
            first = self.rng.choice(CHARACTER_FIRST)
            if first not in used:
                used.add(first)
                return self.rng.choice(CHARACTER_TITLES) + first + " " + self.rng.choice(CHARACTER_LAST)

    def add_image(self, name, kind, seed):
        self.images.append((name, kind, seed))
        return "/" + name

    def person_summary(self, pid):
        p = self.people[pid]
        return {
            "adult": False, "gender": p["gender"], "id": pid, "known_for_department": p["known_for_department"],
            "name": p["name"], "original_name": p["name"], "popularity": p["popularity"],
            "profile_path": p["profile_path"],
        }

    # --- people ----------------------------------------------------------------------------------------

    def build_people(self):
        for index, (name, gender, department, birthday, place) in enumerate(PEOPLE, start=1):
            profile = None if index == PERSON_WITHOUT_PHOTO else self.add_image("p%d-profile.png" % index, "profile", index)
            self.people[index] = {
                "name": name, "gender": gender, "known_for_department": department, "birthday": birthday,
                "place_of_birth": place, "profile_path": profile, "popularity": self.popularity(2, 60),
            }
            self.person_cast[index] = []
            self.person_crew[index] = []

    def actors(self):
        return [pid for pid, p in sorted(self.people.items()) if p["known_for_department"] == "Acting"]

    def crew_people(self, department):
        return [pid for pid, p in sorted(self.people.items()) if p["known_for_department"] == department]

    def pick_cast(self, count, load):
        """Picks `count` actors, preferring those with fewer credits so everyone works."""
        actors = self.actors()
        self.rng.shuffle(actors)
        actors.sort(key=lambda pid: load[pid])
        chosen = actors[:count]
        for pid in chosen:
            load[pid] += 1
        return chosen

    # --- movies ----------------------------------------------------------------------------------------

    def movie_list_item(self, mid, media_type=False):
        m = self.movies[mid]
        item = {
            "adult": False, "backdrop_path": m["backdrop_path"], "id": mid, "title": m["title"],
            "original_language": "en", "original_title": m["original_title"], "overview": m["overview"],
            "poster_path": m["poster_path"], "media_type": "movie",
            "genre_ids": [g["id"] for g in m["genres"]], "popularity": m["popularity"],
            "release_date": m["release_date"], "video": False, "vote_average": m["vote_average"],
            "vote_count": m["vote_count"],
        }
        if not media_type:
            del item["media_type"]
        return item

    def build_movies(self, load):
        directors = self.crew_people("Directing")
        writers = self.crew_people("Writing")
        for mid, (title, year, runtime, genres, cert, tagline, overview) in enumerate(MOVIES, start=1):
            month, day = self.rng.randint(1, 12), self.rng.randint(1, 28)
            release = "%04d-%02d-%02d" % (year, month, day)
            vote_average, vote_count = self.vote()
            recency = max(0, year - 2000) / 26.0
            movie = {
                "adult": False,
                "backdrop_path": self.add_image("m%d-backdrop.png" % mid, "backdrop", 1000 + mid),
                "belongs_to_collection": None,
                "budget": self.rng.randint(2, 90) * 1000000,
                "genres": [{"id": g, "name": self.movie_genre_names[g]} for g in genres],
                "homepage": "",
                "id": mid,
                "imdb_id": None,
                "origin_country": ["US"],
                "original_language": "en",
                "original_title": title,
                "overview": overview,
                "popularity": round(self.popularity(8, 180) * (0.5 + recency), 3),
                "poster_path": self.add_image("m%d-poster.png" % mid, "poster", 1000 + mid),
                "production_companies": [{"id": 1 + (mid % len(COMPANIES)), "logo_path": None,
                                          "name": COMPANIES[mid % len(COMPANIES)], "origin_country": "US"}],
                "production_countries": [{"iso_3166_1": "US", "name": "United States of America"}],
                "release_date": release,
                "revenue": self.rng.randint(1, 400) * 1000000,
                "runtime": runtime,
                "spoken_languages": [{"english_name": "English", "iso_639_1": "en", "name": "English"}],
                "status": "Released",
                "tagline": tagline,
                "title": title,
                "video": False,
                "vote_average": vote_average,
                "vote_count": vote_count,
            }
            used = set()
            cast = []
            for order, pid in enumerate(self.pick_cast(5, load)):
                credit = self.credit_id()
                character = self.character(used)
                cast.append(dict(self.person_summary(pid), cast_id=order + 1, character=character,
                                 credit_id=credit, order=order))
                self.person_cast[pid].append(("movie", mid, {"character": character, "credit_id": credit,
                                                              "order": order}))
            crew = []
            for pid, department, job in [(directors[(mid - 1) % len(directors)], "Directing", "Director"),
                                         (writers[(mid - 1) % len(writers)], "Writing", "Screenplay")]:
                credit = self.credit_id()
                crew.append(dict(self.person_summary(pid), credit_id=credit, department=department, job=job))
                self.person_crew[pid].append(("movie", mid, {"credit_id": credit, "department": department,
                                                              "job": job}))
            movie["credits"] = {"cast": cast, "crew": crew}
            movie["release_dates"] = {"results": [{"iso_3166_1": "US", "release_dates": [
                {"certification": cert, "descriptors": [], "iso_639_1": "", "note": "",
                 "release_date": release + "T00:00:00.000Z", "type": 3}]}]}
            self.movies[mid] = movie
        for mid, movie in self.movies.items():
            genres = {g["id"] for g in movie["genres"]}
            others = sorted((m for m in self.movies if m != mid),
                            key=lambda o: (-len(genres & {g["id"] for g in self.movies[o]["genres"]}),
                                           -self.movies[o]["popularity"], o))
            results = [self.movie_list_item(o, media_type=True) for o in others[:6]]
            movie["recommendations"] = {"page": 1, "results": results, "total_pages": 1,
                                        "total_results": len(results)}

    # --- series ----------------------------------------------------------------------------------------

    def episode_name(self, used):
        while True:
            pattern = self.rng.choice(EPISODE_PATTERNS)
            noun, noun2 = self.rng.sample(EPISODE_NOUNS, 2)
            name = pattern.format(adj=self.rng.choice(EPISODE_ADJECTIVES), noun=noun, noun2=noun2)
            if name not in used:
                used.add(name)
                return name

    def episode_overview(self, characters):
        first, second = (name.split(" ")[-2] for name in self.rng.sample(characters, 2))
        event = self.rng.choice(EPISODE_EVENTS)
        action = self.rng.choice(EPISODE_ACTIONS)
        return "%s and %s %s when %s." % (first, second, action, event)

    def build_series(self, load):
        creators = self.crew_people("Directing") + self.crew_people("Writing")
        for tid, (name, year, genres, network, tagline, overview, season_sizes) in enumerate(SERIES, start=1):
            used = set()
            cast_ids = self.pick_cast(4, load)
            characters = [self.character(used) for _ in cast_ids]
            creator = creators[(tid - 1) % len(creators)]
            month = self.rng.randint(1, 10)
            seasons = []
            all_episodes = []
            episode_names = set()
            for number, size in enumerate(season_sizes, start=1):
                season_year = year + (number - 1) * self.rng.randint(1, 2)
                day_of_year = (month, self.rng.randint(1, 20))
                episodes = []
                for e in range(1, size + 1):
                    week = (e - 1) * 7
                    d = day_of_year[1] + week
                    m = day_of_year[0] + (d - 1) // 28
                    d = (d - 1) % 28 + 1
                    air = "%04d-%02d-%02d" % (season_year + (m - 1) // 12, (m - 1) % 12 + 1, d)
                    vote_average, vote_count = self.vote()
                    still = self.add_image("t%d-s%d-e%d-still.png" % (tid, number, e), "still",
                                           tid * 10000 + number * 100 + e)
                    episodes.append({
                        "air_date": air, "episode_number": e,
                        "episode_type": "finale" if e == size else "standard",
                        "id": tid * 10000 + number * 100 + e,
                        "name": self.episode_name(episode_names),
                        "overview": self.episode_overview(characters),
                        "production_code": "", "runtime": self.rng.choice([24, 28, 42, 45, 52, 58]),
                        "season_number": number, "show_id": tid, "still_path": still,
                        "vote_average": vote_average, "vote_count": vote_count // 10,
                        "crew": [], "guest_stars": [],
                    })
                season_overview = "%s in season %d of %s. %s" % (
                    self.rng.choice(SEASON_OPENERS), number, name, overview)
                season = {
                    "_id": "demo-season-%d-%d" % (tid, number),
                    "air_date": episodes[0]["air_date"], "episodes": episodes,
                    "name": "Season %d" % number, "overview": season_overview,
                    "id": tid * 100 + number,
                    "poster_path": self.add_image("t%d-s%d-poster.png" % (tid, number), "poster",
                                                  2000 + tid * 10 + number),
                    "season_number": number, "vote_average": round(6 + self.rng.random() * 2.5, 1),
                }
                self.seasons["%d/%d" % (tid, number)] = season
                seasons.append(season)
                all_episodes.extend(episodes)
            vote_average, vote_count = self.vote()
            recency = max(0, year - 2010) / 15.0
            in_production = year >= 2019
            series = {
                "adult": False,
                "backdrop_path": self.add_image("t%d-backdrop.png" % tid, "backdrop", 2000 + tid * 10),
                "created_by": [],
                "episode_run_time": [],
                "first_air_date": seasons[0]["air_date"],
                "genres": [{"id": g, "name": self.tv_genre_names[g]} for g in genres],
                "homepage": "",
                "id": tid,
                "in_production": in_production,
                "languages": ["en"],
                "last_air_date": None,
                "last_episode_to_air": None,
                "name": name,
                "next_episode_to_air": None,
                "networks": [{"id": 100 + tid, "logo_path": None, "name": network, "origin_country": "GB"}],
                "number_of_episodes": len(all_episodes),
                "number_of_seasons": len(seasons),
                "origin_country": ["GB"],
                "original_language": "en",
                "original_name": name,
                "overview": overview,
                "popularity": round(self.popularity(10, 160) * (0.5 + recency), 3),
                "poster_path": self.add_image("t%d-poster.png" % tid, "poster", 2000 + tid * 10),
                "production_companies": [{"id": 20 + tid, "logo_path": None,
                                          "name": COMPANIES[(tid + 3) % len(COMPANIES)], "origin_country": "GB"}],
                "production_countries": [{"iso_3166_1": "GB", "name": "United Kingdom"}],
                "seasons": [],
                "spoken_languages": [{"english_name": "English", "iso_639_1": "en", "name": "English"}],
                "status": "Returning Series" if in_production else "Ended",
                "tagline": tagline,
                "type": "Documentary" if 99 in genres else "Scripted",
                "vote_average": vote_average,
                "vote_count": vote_count,
            }
            cast = []
            for order, (pid, character) in enumerate(zip(cast_ids, characters)):
                credit = self.credit_id()
                cast.append(dict(self.person_summary(pid), character=character, credit_id=credit, order=order))
                self.person_cast[pid].append(("tv", tid, {"character": character, "credit_id": credit,
                                                           "episode_count": len(all_episodes)}))
            credit = self.credit_id()
            creator_summary = self.person_summary(creator)
            series["created_by"] = [{"id": creator, "credit_id": credit, "name": creator_summary["name"],
                                     "original_name": creator_summary["name"], "gender": creator_summary["gender"],
                                     "profile_path": creator_summary["profile_path"]}]
            series["credits"] = {"cast": cast, "crew": [dict(creator_summary, credit_id=credit,
                                                             department="Writing", job="Creator")]}
            self.person_crew[creator].append(("tv", tid, {"credit_id": credit, "department": "Writing",
                                                          "job": "Creator", "episode_count": len(all_episodes)}))
            self.series[tid] = series

        # The three special episodes the detail pages must handle.
        self.special["no still"] = (2, 1, 3)
        self.special["empty overview"] = (3, 2, 5)
        self.special["empty air date"] = (1, 3, 8)
        self.episode(2, 1, 3)["still_path"] = None
        self.images = [i for i in self.images if i[0] != "t2-s1-e3-still.png"]
        self.episode(3, 2, 5)["overview"] = ""
        self.episode(1, 3, 8)["air_date"] = ""

        for tid, series in self.series.items():
            seasons = [self.seasons["%d/%d" % (tid, n)] for n in range(1, series["number_of_seasons"] + 1)]
            aired = [e for s in seasons for e in s["episodes"] if e["air_date"]]
            last = aired[-1]
            series["last_air_date"] = last["air_date"]
            series["last_episode_to_air"] = {k: v for k, v in last.items() if k not in ("crew", "guest_stars")}
            series["seasons"] = [{
                "air_date": s["air_date"], "episode_count": len(s["episodes"]), "id": s["id"], "name": s["name"],
                "overview": s["overview"], "poster_path": s["poster_path"], "season_number": s["season_number"],
                "vote_average": s["vote_average"]} for s in seasons]

    # --- where to watch, certifications, trailers, episode credits (issue 17) --------------------------
    # A generator of its own, so the data written before (titles, credits, artwork) stays as it was.

    def build_discovery(self):
        rng = random.Random(SEED + 17)
        for pid, name, _ in PROVIDERS:
            self.add_image("w%d-logo.png" % pid, "logo", pid)
        for mid, movie in sorted(self.movies.items()):
            movie["videos"] = {"results": self.videos(rng, movie["title"], mid != MOVIE_WITHOUT_TRAILERS)}
            movie["watch/providers"] = {"results": {} if mid == MOVIE_WITHOUT_PROVIDERS else
                                        self.offers(rng, "movie", mid)}
            us = movie["release_dates"]["results"][0]
            cert = us["release_dates"][0]["certification"]
            release = us["release_dates"][0]["release_date"]
            us["release_dates"].insert(0, {"certification": "", "descriptors": [], "iso_639_1": "",
                                           "note": "Festival premiere", "release_date": release, "type": 1})
            for region in REGIONS[1:]:
                movie["release_dates"]["results"].append({"iso_3166_1": region, "release_dates": [
                    {"certification": CERTIFICATIONS[cert][region], "descriptors": [], "iso_639_1": "",
                     "note": "", "release_date": release, "type": 3}]})
        directors, writers = self.crew_people("Directing"), self.crew_people("Writing")
        for tid, series in sorted(self.series.items()):
            series["videos"] = {"results": self.videos(rng, series["name"], True)}
            series["watch/providers"] = {"results": self.offers(rng, "tv", tid)}
            us, de, gb = CONTENT_RATINGS[series["genres"][0]["id"]]
            series["content_ratings"] = {"results": [
                {"descriptors": [], "iso_3166_1": "US", "rating": us},
                {"descriptors": [], "iso_3166_1": "DE", "rating": de},
                {"descriptors": [], "iso_3166_1": "GB", "rating": gb}]}
            regulars = {c["id"] for c in series["credits"]["cast"]}
            guests = [pid for pid in self.actors() if pid not in regulars]
            jobs = {}
            for number in range(1, series["number_of_seasons"] + 1):
                for episode in self.seasons["%d/%d" % (tid, number)]["episodes"]:
                    director = directors[rng.randrange(len(directors))]
                    writer = writers[rng.randrange(len(writers))]
                    episode["crew"] = [
                        dict(self.person_summary(director), credit_id=self.discovery_credit(rng),
                             department="Directing", job="Director"),
                        dict(self.person_summary(writer), credit_id=self.discovery_credit(rng),
                             department="Writing", job="Writer")]
                    for person, department, job in [(director, "Directing", "Director"), (writer, "Writing", "Writer")]:
                        jobs.setdefault((person, department), {}).setdefault(job, 0)
                        jobs[(person, department)][job] += 1
                    used = {c["character"].split(" ")[-2] for c in series["credits"]["cast"]}
                    episode["guest_stars"] = [
                        dict(self.person_summary(pid), character=self.guest_character(rng, used),
                             credit_id=self.discovery_credit(rng), order=order)
                        for order, pid in enumerate(rng.sample(guests, rng.choice([1, 2, 2, 3])))]
            episodes = series["number_of_episodes"]
            cast = []
            for member in series["credits"]["cast"]:
                roles = [{"character": member["character"], "credit_id": member["credit_id"], "episode_count": episodes}]
                if member["order"] == 3:
                    # One regular also plays a younger self in a few episodes: the main role has the most.
                    roles.append({"character": "Young " + member["character"].split(" ")[-2],
                                  "credit_id": self.discovery_credit(rng), "episode_count": 2})
                base = {k: v for k, v in member.items() if k not in ("character", "credit_id")}
                cast.append(dict(base, roles=roles, total_episode_count=episodes))
            creator = series["credits"]["crew"][0]
            crew = [dict({k: v for k, v in creator.items() if k not in ("job", "credit_id")},
                         jobs=[{"credit_id": creator["credit_id"], "job": "Creator", "episode_count": episodes}],
                         total_episode_count=episodes)]
            for (pid, department), counts in sorted(jobs.items()):
                crew.append(dict(self.person_summary(pid), department=department,
                                 jobs=[{"credit_id": self.discovery_credit(rng), "job": job, "episode_count": n}
                                       for job, n in sorted(counts.items())],
                                 total_episode_count=sum(counts.values())))
            series["aggregate_credits"] = {"cast": cast, "crew": crew}

    @staticmethod
    def provider_list():
        return [{"display_priorities": {region: priority + index for index, region in enumerate(REGIONS)},
                 "display_priority": priority, "logo_path": "/w%d-logo.png" % pid, "provider_name": name,
                 "provider_id": pid} for pid, name, priority in PROVIDERS]

    @staticmethod
    def discovery_credit(rng):
        return "demo%08x" % rng.getrandbits(32)

    def guest_character(self, rng, used):
        while True:
            first = rng.choice(CHARACTER_FIRST)
            if first not in used:
                used.add(first)
                return first + " " + rng.choice(CHARACTER_LAST)

    @staticmethod
    def videos(rng, title, has_trailers):
        if not has_trailers:
            return [{"iso_639_1": "en", "iso_3166_1": "US", "name": "Behind the Scenes", "key": "".join(
                rng.choice(KEY_ALPHABET) for _ in range(11)), "site": "YouTube", "size": 1080, "type": "Featurette",
                "official": True, "published_at": "2020-01-01T12:00:00.000Z", "id": "demo-video-%08x" % rng.getrandbits(32)}]
        entries = [("Teaser", "Teaser", "YouTube", True), ("Official Trailer", "Trailer", "YouTube", True),
                   ("Featurette: Making " + title, "Featurette", "YouTube", True),
                   ("Fan Trailer", "Trailer", "Vimeo", False)]
        picked = entries[:2] + [e for e in entries[2:] if rng.random() < 0.5]
        results = []
        for name, kind, site, official in picked:
            key = "".join(rng.choice(KEY_ALPHABET) for _ in range(11)) if site == "YouTube" \
                else str(rng.randint(100000000, 999999999))
            results.append({"iso_639_1": "en", "iso_3166_1": "US", "name": name, "key": key, "site": site,
                            "size": 1080, "type": kind, "official": official,
                            "published_at": "2020-01-01T12:00:00.000Z",
                            "id": "demo-video-%08x" % rng.getrandbits(32)})
        return results

    @staticmethod
    def offers(rng, media_type, item_id):
        regions = {}
        for region in REGIONS:
            offer = {"link": "https://www.themoviedb.org/%s/%d/watch?locale=%s" % (media_type, item_id, region)}
            for kind, chance, most in [("flatrate", 0.75, 2), ("free", 0.25, 1), ("ads", 0.3, 1),
                                       ("rent", 0.6, 3), ("buy", 0.7, 3)]:
                if rng.random() < chance:
                    chosen = sorted(rng.sample(PROVIDERS, rng.randint(1, most)), key=lambda p: rng.random())
                    offer[kind] = [{"logo_path": "/w%d-logo.png" % pid, "provider_id": pid, "provider_name": name,
                                    "display_priority": priority} for pid, name, priority in chosen]
            if len(offer) > 1:
                regions[region] = offer
        return regions

    def episode(self, tid, season, number):
        return self.seasons["%d/%d" % (tid, season)]["episodes"][number - 1]

    def tv_list_item(self, tid, media_type=False):
        s = self.series[tid]
        item = {
            "adult": False, "backdrop_path": s["backdrop_path"], "id": tid, "name": s["name"],
            "original_language": "en", "original_name": s["original_name"], "overview": s["overview"],
            "poster_path": s["poster_path"], "media_type": "tv", "genre_ids": [g["id"] for g in s["genres"]],
            "popularity": s["popularity"], "first_air_date": s["first_air_date"], "vote_average": s["vote_average"],
            "vote_count": s["vote_count"], "origin_country": s["origin_country"],
        }
        if not media_type:
            del item["media_type"]
        return item

    # --- person details ---------------------------------------------------------------------------------

    def credit_entry(self, media_type, item_id, extra):
        base = self.movie_list_item(item_id, True) if media_type == "movie" else self.tv_list_item(item_id, True)
        return dict(base, **extra)

    def biography(self, pid, cast, crew):
        p = self.people[pid]
        pronoun = {1: "She", 2: "He"}.get(p["gender"], "They")
        credits = sorted(cast + crew, key=lambda c: -c["popularity"])
        titles = []
        for c in credits:
            title = c.get("title") or c.get("name")
            if title not in titles:
                titles.append(title)
        role = {"Acting": "an actor", "Directing": "a director", "Writing": "a screenwriter"}[
            p["known_for_department"]]
        first = p["name"].split(" ")[0]
        text = "%s is %s best known for %s." % (p["name"], role, " and ".join(titles[:2]))
        text += " Born in %s, %s %s." % (p["place_of_birth"], pronoun.lower(), self.rng.choice([
            "began in community theatre before moving to the screen",
            "studied music before finding a way into film",
            "worked as a photographer for several years first",
            "trained at a small drama school by the sea",
            "started out writing radio plays",
        ]))
        more = titles[2:5]
        if more:
            verb = "appeared in" if p["known_for_department"] == "Acting" else "worked on"
            listed = more[0] if len(more) == 1 else ", ".join(more[:-1]) + " and " + more[-1]
            text += "\n\n%s has also %s %s." % (first, verb, listed)
        return text

    def build_collections(self):
        """`/collection/{id}` bodies keyed by path; each part's details name its collection."""
        bodies = {}
        for cid, (name, overview, parts) in sorted(COLLECTIONS.items()):
            poster = self.add_image("c%d-poster.png" % cid, "poster", 3000 + cid)
            backdrop = self.add_image("c%d-backdrop.png" % cid, "backdrop", 3000 + cid)
            for mid in parts:
                self.movies[mid]["belongs_to_collection"] = {"id": cid, "name": name, "poster_path": poster,
                                                             "backdrop_path": backdrop}
            bodies["/collection/%d" % cid] = {
                "id": cid, "name": name, "overview": overview, "poster_path": poster, "backdrop_path": backdrop,
                "parts": [self.movie_list_item(mid, media_type=True) for mid in parts],
            }
        return bodies

    def person_details(self, pid):
        p = self.people[pid]
        cast = [self.credit_entry(t, i, extra) for t, i, extra in self.person_cast[pid]]
        crew = [self.credit_entry(t, i, extra) for t, i, extra in self.person_crew[pid]]
        return {
            "adult": False, "also_known_as": [], "biography": self.biography(pid, cast, crew),
            "birthday": p["birthday"], "deathday": None, "gender": p["gender"], "homepage": None, "id": pid,
            "imdb_id": None, "known_for_department": p["known_for_department"], "name": p["name"],
            "place_of_birth": p["place_of_birth"], "popularity": p["popularity"],
            "profile_path": p["profile_path"], "combined_credits": {"cast": cast, "crew": crew},
        }

    def person_list_item(self, pid):
        known = sorted(self.person_cast[pid] + self.person_crew[pid],
                       key=lambda c: -(self.movies[c[1]] if c[0] == "movie" else self.series[c[1]])["popularity"])
        known_for = []
        for media_type, item_id, _ in known:
            entry = self.movie_list_item(item_id, True) if media_type == "movie" else self.tv_list_item(item_id, True)
            if entry not in known_for:
                known_for.append(entry)
        return dict(self.person_summary(pid), media_type="person", known_for=known_for[:3])

    # --- lists -----------------------------------------------------------------------------------------

    def trending_order(self, items, date_key):
        def score(item):
            year = int(item[date_key][:4])
            return item["popularity"] * (1 + max(0, year - 2018) * 0.35) * (0.6 + 0.8 * self.rng.random())
        scored = [(score(i), i["id"], i) for i in items]
        return [i for _, _, i in sorted(scored, key=lambda t: (-t[0], t[1]))]

    def build(self):
        self.build_people()
        load = {pid: 0 for pid in self.actors()}
        self.build_movies(load)
        self.build_series(load)
        self.build_discovery()
        resources = self.build_collections()
        # Details for people, after every credit is known.
        people = {pid: self.person_details(pid) for pid in sorted(self.people)}
        for pid, details in people.items():
            if not details["combined_credits"]["cast"] and not details["combined_credits"]["crew"]:
                raise SystemExit("person %d has no credits" % pid)

        by_popularity = lambda items: sorted(items, key=lambda i: (-i["popularity"], i["id"]))
        movie_items = [self.movie_list_item(mid) for mid in sorted(self.movies)]
        tv_items = [self.tv_list_item(tid) for tid in sorted(self.series)]
        person_items = [self.person_list_item(pid) for pid in sorted(self.people)]
        lists = {
            "/trending/movie/day": self.trending_order([self.movie_list_item(m, True) for m in sorted(self.movies)],
                                                       "release_date"),
            "/trending/tv/day": self.trending_order([self.tv_list_item(t, True) for t in sorted(self.series)],
                                                    "first_air_date"),
            "/trending/person/day": by_popularity(person_items),
            "/movie/popular": by_popularity(movie_items),
            "/tv/popular": by_popularity(tv_items),
            "/discover/movie": by_popularity(movie_items),
            "/discover/tv": by_popularity(tv_items),
            "/watch/providers/movie": self.provider_list(),
            "/watch/providers/tv": self.provider_list(),
        }
        configuration = {
            "change_keys": [],
            "images": {
                "base_url": "images/", "secure_base_url": "images/",
                "backdrop_sizes": [IMAGE_SIZE_FOLDER], "logo_sizes": [IMAGE_SIZE_FOLDER],
                "poster_sizes": [IMAGE_SIZE_FOLDER], "profile_sizes": [IMAGE_SIZE_FOLDER],
                "still_sizes": [IMAGE_SIZE_FOLDER],
            },
        }
        genres = {
            "/genre/movie/list": {"genres": [{"id": i, "name": n} for i, n in MOVIE_GENRES]},
            "/genre/tv/list": {"genres": [{"id": i, "name": n} for i, n in TV_GENRES]},
        }
        return {
            "api/configuration.json": configuration,
            "api/genres.json": genres,
            "api/lists.json": lists,
            "api/movies.json": {str(k): v for k, v in sorted(self.movies.items())},
            "api/tv.json": {str(k): v for k, v in sorted(self.series.items())},
            "api/seasons.json": {k: self.seasons[k] for k in sorted(self.seasons,
                                                                   key=lambda k: tuple(map(int, k.split("/"))))},
            "api/people.json": {str(k): v for k, v in people.items()},
            "api/resources.json": resources,
        }


# --- artwork ---------------------------------------------------------------------------------------------

def png(width, height, rows):
    """A truecolour PNG from `height` rows of `width * 3` bytes (filter type 0 per row)."""
    raw = b"".join(b"\x00" + bytes(row) for row in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def rgb(h, s, v):
    r, g, b = colorsys.hsv_to_rgb(h % 1.0, max(0.0, min(1.0, s)), max(0.0, min(1.0, v)))
    return bytes((int(r * 255 + 0.5), int(g * 255 + 0.5), int(b * 255 + 0.5)))


def mix(a, b, t):
    return bytes(int(a[i] + (b[i] - a[i]) * t + 0.5) for i in range(3))


def gradient_row(width, top, bottom, y, y0, y1):
    t = 0.0 if y1 <= y0 else (y - y0) / float(y1 - y0)
    return bytearray(mix(top, bottom, max(0.0, min(1.0, t))) * width)


def paint(row, x0, x1, colour, width):
    """Fills [x0, x1) of a row; the partly covered pixels at both ends are blended (soft edges)."""
    x0, x1 = max(0.0, x0), min(float(width), x1)
    if x1 <= x0:
        return
    first, last = int(x0), int(x1)
    if first == last:
        blend(row, first, colour, x1 - x0, width)
        return
    blend(row, first, colour, first + 1 - x0, width)
    if last > first + 1:
        row[(first + 1) * 3:last * 3] = colour * (last - first - 1)
    blend(row, last, colour, x1 - last, width)


def blend(row, x, colour, coverage, width):
    if 0 <= x < width and coverage > 0:
        row[x * 3:x * 3 + 3] = mix(bytes(row[x * 3:x * 3 + 3]), colour, min(1.0, coverage))


def circle_span(cx, cy, r, y):
    dy = y + 0.5 - cy
    if abs(dy) >= r:
        return None
    half = (r * r - dy * dy) ** 0.5
    return cx - half, cx + half


def landscape(width, height, seed, title_band=False, marks=0):
    """Sky gradient, a sun, two or three mountains and a ground band; posters add a title band."""
    rng = random.Random(seed)
    hue = rng.random()
    accent = (hue + rng.choice([0.08, 0.5, 0.6, -0.1])) % 1.0
    sky_top, sky_low = rgb(hue, 0.55, 0.35 + rng.random() * 0.2), rgb(accent, 0.35, 0.85)
    sun = rgb(accent + 0.05, 0.25, 1.0)
    horizon = int(height * (0.55 + rng.random() * 0.15))
    ground_top, ground_low = rgb(hue + 0.02, 0.6, 0.3), rgb(hue + 0.04, 0.7, 0.12)
    sun_r = min(width, height) * (0.12 + rng.random() * 0.1)
    sun_x, sun_y = width * (0.2 + rng.random() * 0.6), horizon - sun_r * (0.4 + rng.random())
    mountains = []
    for i in range(rng.choice([2, 3])):
        peak_x = width * rng.random()
        peak_y = horizon - height * (0.12 + rng.random() * 0.25)
        slope = 0.8 + rng.random() * 1.4
        mountains.append((peak_x, peak_y, slope, rgb(hue + 0.01 * i, 0.45, 0.22 + 0.12 * i)))
    mountains.sort(key=lambda m: m[1])
    band_top = int(height * 0.78)
    band = rgb(hue, 0.5, 0.1)
    text = rgb(accent, 0.15, 0.95)
    bars = [(0.12, 0.88, 0.82, 0.86), (0.25, 0.75, 0.895, 0.915)]
    rows = []
    for y in range(height):
        if y < horizon:
            row = gradient_row(width, sky_top, sky_low, y, 0, horizon)
        else:
            row = gradient_row(width, ground_top, ground_low, y, horizon, height)
        span = circle_span(sun_x, sun_y, sun_r, y)
        if span and y < horizon:
            paint(row, span[0], span[1], sun, width)
        for peak_x, peak_y, slope, colour in mountains:
            if peak_y <= y < horizon:
                half = (y - peak_y) * slope
                paint(row, peak_x - half, peak_x + half, colour, width)
        if title_band and y >= band_top:
            row = bytearray(band * width)
            for x0, x1, t0, t1 in bars:
                if height * t0 <= y < height * t1:
                    paint(row, width * x0, width * x1, text, width)
            if marks and height * 0.94 <= y < height * 0.965:
                for k in range(marks):
                    cx = width / 2 + (k - (marks - 1) / 2) * width * 0.07
                    paint(row, cx - width * 0.02, cx + width * 0.02, sun, width)
        rows.append(row)
    return png(width, height, rows)


def portrait(width, height, seed):
    """A head-and-shoulders silhouette on a soft gradient."""
    rng = random.Random(seed)
    hue = rng.random()
    top, bottom = rgb(hue, 0.25, 0.92), rgb(hue + 0.05, 0.45, 0.7)
    figure = rgb(hue + 0.5, 0.35 + rng.random() * 0.2, 0.3 + rng.random() * 0.25)
    head_r = width * (0.2 + rng.random() * 0.04)
    head_x, head_y = width / 2, height * 0.4
    shoulders_y, shoulders_rx, shoulders_ry = height * 1.02, width * 0.46, height * 0.32
    rows = []
    for y in range(height):
        row = gradient_row(width, top, bottom, y, 0, height)
        dy = (y + 0.5 - shoulders_y) / shoulders_ry
        if abs(dy) < 1:
            half = shoulders_rx * (1 - dy * dy) ** 0.5
            paint(row, width / 2 - half, width / 2 + half, figure, width)
        span = circle_span(head_x, head_y, head_r, y)
        if span:
            paint(row, span[0], span[1], figure, width)
        rows.append(row)
    return png(width, height, rows)


def logo(size, seed):
    """A streaming service's logo: a rounded-looking tile with a disc and a bar."""
    rng = random.Random(seed)
    hue = rng.random()
    background, mark = rgb(hue, 0.7, 0.45), rgb(hue + 0.5, 0.2, 1.0)
    rows = []
    for y in range(size):
        row = bytearray(background * size)
        span = circle_span(size * 0.5, size * 0.42, size * 0.22, y)
        if span:
            paint(row, span[0], span[1], mark, size)
        if size * 0.72 <= y < size * 0.8:
            paint(row, size * 0.25, size * 0.75, mark, size)
        rows.append(row)
    return png(size, size, rows)


def render(kind, seed, name):
    if kind == "poster":
        marks = int(name.split("-s")[1].split("-")[0]) if "-s" in name else 0
        return landscape(POSTER[0], POSTER[1], seed, title_band=True, marks=marks)
    if kind == "backdrop":
        return landscape(BACKDROP[0], BACKDROP[1], seed)
    if kind == "still":
        return landscape(STILL[0], STILL[1], seed)
    if kind == "logo":
        return logo(LOGO, seed)
    return portrait(PROFILE[0], PROFILE[1], seed)


# --- output ----------------------------------------------------------------------------------------------

def readme(catalog):
    special = catalog.special
    count_episodes = sum(len(s["episodes"]) for s in catalog.seasons.values())
    lines = [
        "# Demo catalog",
        "",
        "Fictional TMDb-format data written for Popcorn; generated by `tools/generate_demo_catalog.py`;",
        "owned by the demo engineer. Every title, name, overview and image here was made up for this",
        "project (no text or artwork from TMDb). Do not edit by hand: change the generator and run it;",
        "`tools/generate_demo_catalog.py --check` verifies the committed files are what it writes.",
        "",
        "It is the app's catalog when no TMDb credential is set (`--demo` forces it), served by",
        "`DemoTransport` (Sources/TMDb/Demo) through the same DTO decoding as the real API.",
        "",
        "## Contents",
        "",
        "- %d movies (ids 1–%d), %d TV series (ids 1–%d) with %d seasons and %d episodes, %d people (ids 1–%d)."
        % (len(catalog.movies), len(catalog.movies), len(catalog.series), len(catalog.series),
           len(catalog.seasons), count_episodes, len(catalog.people), len(catalog.people)),
        "- Every cast and crew credit of a movie or series appears in that person's `combined_credits`, and",
        "  the other way round.",
        "- Special cases for the detail pages:",
        "  - episode with no still (`still_path: null`): `tv/%d/season/%d/episode/%d`" % special["no still"],
        "  - episode with an empty overview (`\"overview\": \"\"`): `tv/%d/season/%d/episode/%d`"
        % special["empty overview"],
        "  - episode with an empty air date (`\"air_date\": \"\"`): `tv/%d/season/%d/episode/%d`"
        % special["empty air date"],
        "  - person with no profile photo (`profile_path: null`): `person/%d`" % PERSON_WITHOUT_PHOTO,
        "  - movie with no streaming service in any region: `movie/%d`; movie with no trailer: `movie/%d`"
        % (MOVIE_WITHOUT_PROVIDERS, MOVIE_WITHOUT_TRAILERS),
    ] + [
        "- Collection `collection/%d`: “%s”, movies %s (each names it in `belongs_to_collection`)."
        % (cid, name, ", ".join(map(str, sorted(parts)))) for cid, (name, _, parts) in sorted(COLLECTIONS.items())
    ] + [
        "- Where to watch (`watch/providers`) in %s from %d fictional services with generated logos;"
        % (", ".join(REGIONS), len(PROVIDERS)),
        "  certifications (`release_dates`: a premiere without one, then the theatrical release) and series",
        "  ratings (`content_ratings`) for those regions; `videos` (YouTube and Vimeo trailers, teasers,",
        "  featurettes; the keys are made up). Series have `aggregate_credits` (one regular has a second, smaller",
        "  role); every episode has a director, a writer and guest stars (these episode credits are not in the",
        "  people's `combined_credits`).",
        "",
        "## Layout",
        "",
        "- `api/configuration.json` — `/configuration`; `secure_base_url` is `images/`, which the transport",
        "  replaces with the `file://` URL of this folder's `images/`. One size per kind: `%s`." % IMAGE_SIZE_FOLDER,
        "- `api/genres.json` — `/genre/movie/list` and `/genre/tv/list` bodies, keyed by path.",
        "- `api/lists.json` — every result of `/trending/{movie,tv,person}/day`, `/movie/popular`, `/tv/popular`,",
        "  `/discover/movie`, `/discover/tv`, keyed by path, in order; the transport pages them (20 per page);",
        "  `/watch/providers/movie` and `/watch/providers/tv` (the streaming services, not paged).",
        "  `/search/multi` matches over the trending lists (they hold every movie, series and person).",
        "- `api/movies.json` — `/movie/{id}` with `credits`, `recommendations`, `release_dates`, `videos`,",
        "  `watch/providers`, keyed by id.",
        "- `api/tv.json` — `/tv/{id}` with `credits`, `aggregate_credits`, `content_ratings`, `videos`,",
        "  `watch/providers`, keyed by id; `season/N` is appended from `seasons.json`.",
        "- `api/seasons.json` — `/tv/{id}/season/{n}`, keyed by `\"id/n\"`; each episode of `episodes` is also",
        "  the body of `/tv/{id}/season/{n}/episode/{e}` (without `show_id` and `episode_type`).",
        "- `api/people.json` — `/person/{id}` with `combined_credits`, keyed by id.",
        "- `api/resources.json` — the bodies of other resources, keyed by path, answered as they are (no paging,",
        "  no appended parts): `/collection/{id}`.",
        "- `images/%s/` — PNG artwork: posters %d×%d (`/m{id}-poster.png`, `/t{id}-poster.png`,"
        % ((IMAGE_SIZE_FOLDER,) + POSTER),
        "  `/t{id}-s{n}-poster.png`, `/c{id}-poster.png`), backdrops %d×%d, stills %d×%d (`/t{id}-s{n}-e{e}-still.png`),"
        % (BACKDROP + STILL),
        "  profiles %d×%d (`/p{id}-profile.png`), service logos %d×%d (`/w{id}-logo.png`)." % (PROFILE + (LOGO, LOGO)),
        "",
    ]
    return "\n".join(lines)


def generate():
    catalog = Catalog()
    resources = catalog.build()
    files = {}
    for path, value in resources.items():
        files[path] = (json.dumps(value, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    for name, kind, seed in sorted(catalog.images):
        files["images/%s/%s" % (IMAGE_SIZE_FOLDER, name)] = render(kind, seed, name)
    files["README.md"] = readme(catalog).encode("utf-8")
    return files


def existing(out):
    found = set()
    for base, _, names in os.walk(out):
        for name in names:
            found.add(os.path.relpath(os.path.join(base, name), out))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (default: data/demo)")
    parser.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on a difference")
    args = parser.parse_args()
    files = generate()
    present = existing(args.out) if os.path.isdir(args.out) else set()
    if args.check:
        differing = sorted(p for p in files if p not in present or open(os.path.join(args.out, p), "rb").read() != files[p])
        extra = sorted(present - set(files))
        for path in differing:
            print("differs: %s" % path, file=sys.stderr)
        for path in extra:
            print("not generated: %s" % path, file=sys.stderr)
        if differing or extra:
            return 1
        print("data/demo is up to date (%d files)" % len(files))
        return 0
    for path in sorted(present - set(files)):
        os.remove(os.path.join(args.out, path))
    total = 0
    for path, data in sorted(files.items()):
        target = os.path.join(args.out, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
        total += len(data)
    print("wrote %d files, %.2f MB, to %s" % (len(files), total / 1e6, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
