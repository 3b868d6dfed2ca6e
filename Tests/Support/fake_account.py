"""The fake TMDb account (one user) behind fake_tmdb.py: sign-in, watchlists and ratings (stdlib only).

fake_tmdb.py asks `route(method, path)` for every API request and answers a matched request with
`route.answer(query, authorization, body)` after its own fault step and, unless `route.user_token` is set
(the v4 account lists, which authenticate with the user's access token), the app credential check.
The endpoints and test controls are documented at the top of fake_tmdb.py.
"""
import json
import math
import re
import secrets
import threading
import time
from datetime import datetime, timezone

import tmdb_errors

ACCOUNT_ID = 4242
ACCOUNT_OBJECT_ID = "5f1a2b3c4d5e6f7a8b9c0d1e"
USERNAME = "popcorn-tester"
NAME = "Popcorn Tester"
DEFAULT_CREATED_AT = "2026-11-24T10:00:00.000Z"
PAGE_SIZE = 20
MEDIA_TYPES = ("movie", "tv")

SUCCESS = {"success": True, "status_code": 1, "status_message": "Success."}
DELETED = {"success": True, "status_code": 13, "status_message": "The item/record was deleted successfully."}
AUTHENTICATION_FAILED = (3, tmdb_errors.TABLE[3][1])
INVALID_PARAMETERS = (5, tmdb_errors.TABLE[5][1])
NOT_FOUND = (34, tmdb_errors.TABLE[34][1])
SESSION_NOT_FOUND = (37, tmdb_errors.TABLE[37][1])
# An unused request token expires after 15 minutes (https://developer.themoviedb.org/v4/docs/authentication-user).
REQUEST_TOKEN_LIFETIME = 15 * 60
INVALID_PAGE = (22, tmdb_errors.TABLE[22][1])
VALUE_TOO_LOW = (18, "Value too low: Value must be greater than 0.0.")
VALUE_TOO_HIGH = (18, "Value too high: Value must be less than, or equal to 10.0.")
VALUE_INVALID = (18, "Value invalid: Values must be a multiple of 0.50.")

LOCK = threading.Lock()
STATE = {}


def reset():
    """Forgets every token and session and empties the watchlists and ratings."""
    with LOCK:
        STATE.clear()
        STATE.update({
            "request_tokens": [],        # in issue order
            "issued_at": {},             # request token -> time.monotonic() when issued
            "approved": set(),
            "denied": set(),
            "used": set(),
            "access_tokens": [],         # live ones, in issue order
            "sessions": {},              # session id -> the access token it was converted from
            "watchlist": {"movie": {}, "tv": {}},  # id -> None, in the order added (dicts keep it)
            "ratings": {"movie": {}, "tv": {}, "episode": {}},  # id or (show, season, episode) -> (value, created_at)
        })


reset()


def revoke_all():
    """Revokes every access token and session (the user signed the app out on the website)."""
    with LOCK:
        STATE["access_tokens"].clear()
        STATE["sessions"].clear()


def error(code_and_message):
    """TMDb's error answer: the HTTP status its errors table gives the code, and the message (the table's,
    unless the endpoint's reference documents a more specific one)."""
    code, message = code_and_message
    return reply(tmdb_errors.status(code), {"status_code": code, "status_message": message, "success": False})


def reply(status, payload):
    return status, json.dumps(payload).encode(), "application/json;charset=utf-8"


def now():
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


# Test controls

def approve(request_token, deny=False):
    """The approval page: 200 text/html "Approved" (or "Denied" when the user refuses) for an issued request
    token, else 404."""
    with LOCK:
        known = request_token in STATE["request_tokens"]
        if known:
            STATE["denied" if deny else "approved"].add(request_token)
    if not known:
        return 404, b"Unknown request token", "text/html;charset=utf-8"
    return 200, b"Denied" if deny else b"Approved", "text/html;charset=utf-8"


def expire_request_tokens():
    """Every request token issued so far is past its 15 minutes (test control)."""
    with LOCK:
        for token in STATE["issued_at"]:
            STATE["issued_at"][token] = time.monotonic() - REQUEST_TOKEN_LIFETIME - 1


def snapshot():
    """The whole state as the JSON object `GET /__account` answers."""
    with LOCK:
        def rating(entry):
            return {"value": entry[0], "created_at": entry[1]}
        ratings = STATE["ratings"]
        return {
            "watchlist": {kind: sorted(STATE["watchlist"][kind]) for kind in MEDIA_TYPES},
            "ratings": {
                "movie": {str(key): rating(value) for key, value in sorted(ratings["movie"].items())},
                "tv": {str(key): rating(value) for key, value in sorted(ratings["tv"].items())},
                "episode": {"%d:%d:%d" % key: rating(value) for key, value in sorted(ratings["episode"].items())},
            },
            "requestTokens": list(STATE["request_tokens"]),
            "accessTokens": list(STATE["access_tokens"]),
            "sessions": list(STATE["sessions"]),
            "approved": [token for token in STATE["request_tokens"] if token in STATE["approved"]],
        }


def configure(payload):
    """`POST /__account`: replaces the given watchlists and rating maps, revokes on `"revoke": true`.
    Raises ValueError for a malformed payload (nothing is changed then)."""
    if not isinstance(payload, dict):
        raise ValueError("the body must be a JSON object")
    watchlists = {kind: dict.fromkeys(positive_int(item) for item in items)
                  for kind, items in checked_kinds(payload.get("watchlist"), MEDIA_TYPES).items()}
    ratings = {}
    for kind, entries in checked_kinds(payload.get("ratings"), MEDIA_TYPES + ("episode",)).items():
        if not isinstance(entries, dict):
            raise ValueError("ratings.%s must be an object" % kind)
        ratings[kind] = {rating_key(kind, key): rating_entry(value) for key, value in entries.items()}
    with LOCK:
        STATE["watchlist"].update(watchlists)
        STATE["ratings"].update(ratings)
    if payload.get("revoke") is True:
        revoke_all()
    if payload.get("expireRequestTokens") is True:
        expire_request_tokens()
    return snapshot()


def checked_kinds(section, kinds):
    if section is None:
        return {}
    if not isinstance(section, dict) or not set(section) <= set(kinds):
        raise ValueError("expected an object with keys among " + ", ".join(kinds))
    return section


def positive_int(value):
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError("not a positive integer id: %r" % (value,))
    return value


def rating_key(kind, key):
    if kind != "episode":
        return positive_int(key)
    parts = key.split(":")
    if len(parts) != 3:
        raise ValueError("episode keys are SHOW:SEASON:EPISODE, not %r" % key)
    show, season, episode = (int(part) for part in parts)
    return show, season, episode


def rating_entry(value):
    if isinstance(value, dict):
        value, created_at = value.get("value"), value.get("created_at", DEFAULT_CREATED_AT)
    else:
        created_at = DEFAULT_CREATED_AT
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not isinstance(created_at, str):
        raise ValueError("a rating is {\"value\": number, \"created_at\": ISO8601}")
    return float(value), created_at


# API

class Route:
    """One account endpoint matched by `route`, bound to the numbers in its path."""

    def __init__(self, handler, arguments, user_token=False):
        self.handler = handler
        self.arguments = arguments
        self.user_token = user_token

    def answer(self, query, authorization, body):
        """(status, body bytes, content type) for the request; `body` is the parsed JSON body or None."""
        return self.handler(Request(query, authorization, body), *self.arguments)


class Request:
    def __init__(self, query, authorization, body):
        self.query = query
        self.authorization = authorization
        self.body = body

    def parameter(self, name):
        return (self.query.get(name) or [None])[0]

    def field(self, name):
        return self.body.get(name) if isinstance(self.body, dict) else None

    def has_live_session(self):
        with LOCK:
            return self.parameter("session_id") in STATE["sessions"]

    def has_live_access_token(self):
        prefix = "Bearer "
        if not (self.authorization or "").startswith(prefix):
            return False
        with LOCK:
            return self.authorization[len(prefix):] in STATE["access_tokens"]


def create_request_token(request):
    token = secrets.token_hex(16)
    with LOCK:
        STATE["request_tokens"].append(token)
        STATE["issued_at"][token] = time.monotonic()
    return tmdb_errors.reply(1, request_token=token)


def create_access_token(request):
    """Step 3 of https://developer.themoviedb.org/v4/docs/authentication-user. Before the user approved the
    request token TMDb answers code 41 with HTTP 422; an unknown, used or expired one is code 33 (401)
    (https://developer.themoviedb.org/docs/errors). TMDb does not document the answer for a token the user
    denied: the fake answers code 17 "Session denied." (401)."""
    request_token = request.field("request_token")
    with LOCK:
        issued = STATE["issued_at"].get(request_token)
        if issued is None or request_token in STATE["used"] or \
                time.monotonic() - issued > REQUEST_TOKEN_LIFETIME:
            return tmdb_errors.reply(33)
        if request_token in STATE["denied"]:
            return tmdb_errors.reply(17)
        if request_token not in STATE["approved"]:
            return tmdb_errors.reply(41)
        STATE["used"].add(request_token)
        access_token = "acc" + secrets.token_hex(16)
        STATE["access_tokens"].append(access_token)
    return tmdb_errors.reply(1, access_token=access_token, account_id=ACCOUNT_OBJECT_ID)


def delete_access_token(request):
    access_token = request.field("access_token")
    if not isinstance(access_token, str):
        return error(INVALID_PARAMETERS)
    with LOCK:
        if access_token in STATE["access_tokens"]:
            STATE["access_tokens"].remove(access_token)
        for session, owner in list(STATE["sessions"].items()):
            if owner == access_token:
                del STATE["sessions"][session]
    return reply(200, DELETED)


def create_session(request):
    access_token = request.field("access_token")
    with LOCK:
        if access_token not in STATE["access_tokens"]:
            return error(AUTHENTICATION_FAILED)
        session = "ses" + secrets.token_hex(10)
        STATE["sessions"][session] = access_token
    return reply(200, {"success": True, "session_id": session})


def delete_session(request):
    session = request.field("session_id")
    with LOCK:
        if not isinstance(session, str) or STATE["sessions"].pop(session, None) is None:
            return error(SESSION_NOT_FOUND)
    return reply(200, {"success": True})


def account_details(request):
    if not request.has_live_session():
        return error(AUTHENTICATION_FAILED)
    return reply(200, {"id": ACCOUNT_ID, "username": USERNAME, "name": NAME, "include_adult": False,
                       "iso_639_1": "en", "iso_3166_1": "US", "avatar": {}})


def paged(request, results):
    """The TMDb page envelope of `results` for the request's `page` parameter, or an error reply."""
    try:
        page = int(request.parameter("page") or "1")
    except ValueError:
        page = 0
    if not 1 <= page <= 500:
        return error(INVALID_PAGE)
    return reply(200, {"page": page, "results": results[(page - 1) * PAGE_SIZE:page * PAGE_SIZE],
                       "total_pages": max(1, math.ceil(len(results) / PAGE_SIZE)),
                       "total_results": len(results)})


def titled(kind, item_id):
    if kind == "movie":
        return {"id": item_id, "title": "Movie %d" % item_id}
    return {"id": item_id, "name": "Series %d" % item_id}


def sorted_by_creation(request, entries, created_at=lambda entry: ""):
    """`entries` (in the order they were added) in the order of the request's `sort_by`: `created_at.asc`
    (TMDb's default) or `created_at.desc`, the order added breaking ties; None for another value
    (https://developer.themoviedb.org/reference/account-watchlist-movies, account-rated-movies,
    account-rated-tv-episodes: sort_by created_at.asc|desc)."""
    order = request.parameter("sort_by") or "created_at.asc"
    if order not in ("created_at.asc", "created_at.desc"):
        return None
    ranked = sorted(enumerate(entries), key=lambda pair: (created_at(pair[1]), pair[0]),
                    reverse=order == "created_at.desc")
    return [entry for _, entry in ranked]


def v4_list(request, object_id, kind, list_name):
    if not request.has_live_access_token():
        return error(AUTHENTICATION_FAILED)
    if object_id != ACCOUNT_OBJECT_ID:
        return error(NOT_FOUND)
    with LOCK:
        if list_name == "watchlist":
            entries = sorted_by_creation(request, list(STATE["watchlist"][kind]))
            results = entries and [dict(titled(kind, item_id), media_type=kind) for item_id in entries]
        else:
            entries = sorted_by_creation(request, list(STATE["ratings"][kind].items()), lambda entry: entry[1][1])
            results = entries and [
                dict(titled(kind, item_id), account_rating={"value": value, "created_at": created_at})
                for item_id, (value, created_at) in entries]
    if entries is None:
        return error(INVALID_PARAMETERS)
    return paged(request, results)


def session_and_account(request, account_id):
    """An error reply unless the request carries a live session and names this account, else None."""
    if not request.has_live_session():
        return error(AUTHENTICATION_FAILED)
    if account_id != str(ACCOUNT_ID):
        return error(NOT_FOUND)
    return None


def rated_episodes(request, account_id):
    failure = session_and_account(request, account_id)
    if failure:
        return failure
    with LOCK:
        entries = sorted_by_creation(request, list(STATE["ratings"]["episode"].items()), lambda entry: entry[1][1])
        results = entries and [{"id": show * 1000 + season * 100 + episode, "show_id": show,
                                "season_number": season, "episode_number": episode, "rating": value,
                                "name": "Episode %d" % episode}
                               for (show, season, episode), (value, _) in entries]
    if entries is None:
        return error(INVALID_PARAMETERS)
    return paged(request, results)


def edit_watchlist(request, account_id):
    """Adds a title (201 code 1, or code 12 "updated" when it was there already) or removes it (200 code 13),
    as TMDb answers (https://developer.themoviedb.org/reference/account-add-to-watchlist,
    https://developer.themoviedb.org/docs/errors)."""
    failure = session_and_account(request, account_id)
    if failure:
        return failure
    kind, media_id, on_list = (request.field(name) for name in ("media_type", "media_id", "watchlist"))
    if kind not in MEDIA_TYPES or isinstance(media_id, bool) or not isinstance(media_id, int) or media_id <= 0 \
            or not isinstance(on_list, bool):
        return error(INVALID_PARAMETERS)
    with LOCK:
        present = media_id in STATE["watchlist"][kind]
        if on_list:
            STATE["watchlist"][kind].setdefault(media_id)
        else:
            STATE["watchlist"][kind].pop(media_id, None)
    if not on_list:
        return reply(200, tmdb_errors.body(13))
    return reply(201, tmdb_errors.body(12 if present else 1))


def rate(kind, key):
    """The handler for POST (rate) and DELETE (clear the rating) of one movie, series or episode: a first
    rating answers 201 code 1, a changed one 201 code 12 "updated", a cleared one 200 code 13
    (https://developer.themoviedb.org/reference/movie-add-rating, https://developer.themoviedb.org/docs/errors)."""
    def handler(request, method):
        if not request.has_live_session():
            return error(AUTHENTICATION_FAILED)
        if method == "DELETE":
            with LOCK:
                STATE["ratings"][kind].pop(key, None)
            return reply(200, tmdb_errors.body(13))
        value = request.field("value")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return error(INVALID_PARAMETERS)
        if value < 0.5:
            return error(VALUE_TOO_LOW)
        if value > 10:
            return error(VALUE_TOO_HIGH)
        if value * 2 != int(value * 2):
            return error(VALUE_INVALID)
        with LOCK:
            rated_before = key in STATE["ratings"][kind]
            STATE["ratings"][kind][key] = (float(value), now())
        return reply(201, tmdb_errors.body(12 if rated_before else 1))
    return handler


ROUTES = [
    ("POST", r"/4/auth/request_token", create_request_token),
    ("POST", r"/4/auth/access_token", create_access_token),
    ("DELETE", r"/4/auth/access_token", delete_access_token),
    ("POST", r"/3/authentication/session/convert/4", create_session),
    ("DELETE", r"/3/authentication/session", delete_session),
    ("GET", r"/3/account", account_details),
    ("GET", r"/4/account/([^/]+)/(movie|tv)/(watchlist|rated)", v4_list),
    ("GET", r"/3/account/([^/]+)/rated/tv/episodes", rated_episodes),
    ("POST", r"/3/account/([^/]+)/watchlist", edit_watchlist),
]
RATING_ROUTES = [
    (r"/3/movie/(\d+)/rating", "movie"),
    (r"/3/tv/(\d+)/rating", "tv"),
    (r"/3/tv/(\d+)/season/(\d+)/episode/(\d+)/rating", "episode"),
]


def route(method, path):
    """The account endpoint for `method` and `path`, or None when the request is not one of them."""
    for route_method, pattern, handler in ROUTES:
        match = re.fullmatch(pattern, path)
        if match and method == route_method:
            return Route(handler, match.groups(), user_token=handler is v4_list)
    if method in ("POST", "DELETE"):
        for pattern, kind in RATING_ROUTES:
            match = re.fullmatch(pattern, path)
            if match:
                numbers = tuple(int(group) for group in match.groups())
                return Route(rate(kind, numbers if kind == "episode" else numbers[0]), (method,))
    return None
