"""The fake TMDb account's v4 lists behind fake_tmdb.py (stdlib only), answering as TMDb documents them
(docs/tmdb-lists.md; https://developer.themoviedb.org/reference/list-details and the other list-… pages).

Every request needs the user's live access token (`Authorization: Bearer AT` from fake_account's sign-in),
else 401 code 3. Lists belong to fake_account's one account; an unknown list id answers 404 code 34.
    GET    /4/account/<object id>/lists?page=N      the account's lists by id, 20 a page
    POST   /4/list {name, iso_639_1, description?, public?}   201 code 1 with the new `id`; 422 code 5
                                                    without a name or iso_639_1
    GET    /4/list/<id>?page=N                      details, items (`results`, with media_type) 20 a page
    PUT    /4/list/<id> {name?, description?, public?, sort_by?}   201 code 12
    DELETE /4/list/<id>                             200 code 13
    POST   /4/list/<id>/items {items: [{media_type, media_id}]}    200 code 1, `results[].success` per item:
                                                    false for an item already there, a missing media id or
                                                    a forced failure
    DELETE /4/list/<id>/items {items: […]}          200 code 1, per item: false when it was not there
    GET    /4/list/<id>/item_status?media_type=&media_id=   200 code 1, 404 code 34 when absent
Test controls (fake_tmdb.py routes them here):
    GET  /__lists   {"lists": [{"id", "name", "description", "public", "items": [["movie", 550], …]}],
                     "missing": [["movie", 999]], "failItems": {"movie:550": n}}
    POST /__lists   any of {"lists": [{"name", "description"?, "public"?, "items"?: [[type, id]]}] (replaces
                     every list; ids are given anew unless an entry has "id"), "missing": [[type, id]]
                     (media ids TMDb does not know), "failItems": {"movie:550": n} (the next n item writes of
                     that item fail)}; answers the new state, 400 {"error"} for a malformed body
"""
import json
import re
import threading
from datetime import datetime, timezone

import fake_account
import tmdb_errors

FIRST_LIST_ID = 8500000
PAGE_SIZE = 20
MEDIA_TYPES = ("movie", "tv")
INVALID_PARAMETERS = fake_account.INVALID_PARAMETERS
NOT_FOUND = fake_account.NOT_FOUND

LOCK = threading.Lock()
STATE = {}


def reset():
    """Forgets every list, missing media id and forced failure."""
    with LOCK:
        STATE.clear()
        STATE.update({"lists": {}, "next_id": FIRST_LIST_ID, "missing": set(), "fail_items": {}})


reset()


def now():
    return datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def new_list(list_id, name, description="", public=True, items=()):
    stamp = now()
    return {"id": list_id, "name": name, "description": description, "public": bool(public),
            "iso_639_1": "en", "iso_3166_1": "US", "created_at": stamp, "updated_at": stamp,
            "items": list(items)}


# Test controls

def snapshot():
    with LOCK:
        return {
            "lists": [{"id": entry["id"], "name": entry["name"], "description": entry["description"],
                       "public": entry["public"], "items": [list(item) for item in entry["items"]]}
                      for _, entry in sorted(STATE["lists"].items())],
            "missing": sorted(list(item) for item in STATE["missing"]),
            "failItems": dict(STATE["fail_items"]),
        }


def configure(payload):
    """`POST /__lists`. Raises ValueError for a malformed payload (nothing is changed then)."""
    if not isinstance(payload, dict):
        raise ValueError("the body must be a JSON object")
    lists = None
    if "lists" in payload:
        if not isinstance(payload["lists"], list):
            raise ValueError("lists must be a list")
        lists = []
        for entry in payload["lists"]:
            if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
                raise ValueError("a list is {\"name\": text, …}")
            lists.append(entry)
    missing = {media(item) for item in payload.get("missing") or []}
    fail_items = payload.get("failItems") or {}
    if not isinstance(fail_items, dict) or not all(isinstance(n, int) for n in fail_items.values()):
        raise ValueError("failItems is {\"movie:550\": count}")
    with LOCK:
        if lists is not None:
            STATE["lists"].clear()
            for entry in lists:
                list_id = entry.get("id") or STATE["next_id"]
                STATE["next_id"] = max(STATE["next_id"], list_id + 1)
                STATE["lists"][list_id] = new_list(
                    list_id, entry["name"], entry.get("description", ""), entry.get("public", True),
                    [media(item) for item in entry.get("items") or []])
        if "missing" in payload:
            STATE["missing"] = missing
        if "failItems" in payload:
            STATE["fail_items"] = {key: count for key, count in fail_items.items() if count > 0}
    return snapshot()


def media(item):
    if isinstance(item, dict):
        item = [item.get("media_type"), item.get("media_id")]
    if not isinstance(item, list) or len(item) != 2 or item[0] not in MEDIA_TYPES \
            or isinstance(item[1], bool) or not isinstance(item[1], int) or item[1] <= 0:
        raise ValueError("an item is [\"movie\"|\"tv\", positive id], not %r" % (item,))
    return item[0], item[1]


# API

def reply(status, payload):
    return fake_account.reply(status, payload)


def summary(entry):
    """An entry of the account's lists as https://developer.themoviedb.org/reference/account-lists shows it."""
    return {"account_object_id": fake_account.ACCOUNT_OBJECT_ID, "adult": 0, "average_rating": 0,
            "backdrop_path": None, "created_at": entry["created_at"], "description": entry["description"],
            "featured": 0, "id": entry["id"], "iso_3166_1": entry["iso_3166_1"], "iso_639_1": entry["iso_639_1"],
            "name": entry["name"], "number_of_items": len(entry["items"]), "poster_path": None,
            "public": 1 if entry["public"] else 0, "revenue": "0", "runtime": 0, "sort_by": 1,
            "updated_at": entry["updated_at"]}


def item_result(kind, media_id):
    title = fake_account.titled(kind, media_id)
    return dict(title, media_type=kind, adult=False, overview="", poster_path=None, backdrop_path=None,
                genre_ids=[], popularity=0, vote_average=0, vote_count=0)


def page_number(request):
    try:
        page = int(request.parameter("page") or "1")
    except ValueError:
        return None
    return page if 1 <= page <= 500 else None


def authorised(request):
    return request.has_live_access_token()


def account_lists(request, object_id):
    if not authorised(request):
        return fake_account.error(fake_account.AUTHENTICATION_FAILED)
    if object_id != fake_account.ACCOUNT_OBJECT_ID:
        return fake_account.error(NOT_FOUND)
    with LOCK:
        results = [summary(entry) for _, entry in sorted(STATE["lists"].items())]
    return fake_account.paged(request, results)


def create_list(request):
    if not authorised(request):
        return fake_account.error(fake_account.AUTHENTICATION_FAILED)
    name, language = request.field("name"), request.field("iso_639_1")
    description, public = request.field("description"), request.field("public")
    if not isinstance(name, str) or not name.strip() or not isinstance(language, str) \
            or not isinstance(description, (str, type(None))) or not isinstance(public, (bool, type(None))):
        return fake_account.error(INVALID_PARAMETERS)
    with LOCK:
        list_id = STATE["next_id"]
        STATE["next_id"] += 1
        STATE["lists"][list_id] = new_list(list_id, name, description or "", True if public is None else public)
    return reply(201, {"status_message": "The item/record was created successfully.", "id": list_id,
                       "success": True, "status_code": 1})


def with_list(handler):
    """A handler for /4/list/<id>…: checks the token and finds the list (404 code 34 when unknown)."""
    def checked(request, list_id, *rest):
        if not authorised(request):
            return fake_account.error(fake_account.AUTHENTICATION_FAILED)
        with LOCK:
            entry = STATE["lists"].get(int(list_id))
        if entry is None:
            return fake_account.error(NOT_FOUND)
        return handler(request, entry, *rest)
    return checked


@with_list
def list_details(request, entry):
    page = page_number(request)
    if page is None:
        return fake_account.error(fake_account.INVALID_PAGE)
    with LOCK:
        items = list(entry["items"])
        body = {key: entry[key] for key in ("id", "name", "description", "public", "iso_639_1", "iso_3166_1")}
    body.update({
        "average_rating": 0, "backdrop_path": None, "poster_path": None, "revenue": 0, "runtime": 0,
        "sort_by": "original_order.asc",
        "created_by": {"id": fake_account.ACCOUNT_OBJECT_ID, "username": fake_account.USERNAME,
                       "name": fake_account.NAME, "avatar_path": None, "gravatar_hash": ""},
        "item_count": len(items),
        "results": [item_result(kind, media_id) for kind, media_id in items[(page - 1) * PAGE_SIZE:page * PAGE_SIZE]],
        "comments": {"%s:%d" % item: None for item in items},
        "object_ids": {"%s:%d" % item: "obj%d" % item[1] for item in items},
        "page": page, "total_pages": max(1, (len(items) + PAGE_SIZE - 1) // PAGE_SIZE),
        "total_results": len(items),
    })
    return reply(200, body)


@with_list
def update_list(request, entry):
    body = request.body if isinstance(request.body, dict) else None
    checks = {"name": str, "description": str, "public": bool, "sort_by": str}
    if body is None or any(key in body and not isinstance(body[key], kind) for key, kind in checks.items()) \
            or ("name" in body and not body["name"].strip()):
        return fake_account.error(INVALID_PARAMETERS)
    with LOCK:
        for key in ("name", "description", "public"):
            if key in body:
                entry[key] = body[key]
        entry["updated_at"] = now()
    return tmdb_errors.reply(12)


@with_list
def delete_list(request, entry):
    with LOCK:
        STATE["lists"].pop(entry["id"], None)
    return tmdb_errors.reply(13)


def requested_items(request):
    items = request.field("items")
    if not isinstance(items, list) or not items:
        return None
    try:
        return [media(item) for item in items]
    except ValueError:
        return None


def forced_failure(item):
    """True (and one fewer to come) when the tests asked this item's next write to fail. Under LOCK."""
    key = "%s:%d" % item
    count = STATE["fail_items"].get(key, 0)
    if count <= 0:
        return False
    if count == 1:
        del STATE["fail_items"][key]
    else:
        STATE["fail_items"][key] = count - 1
    return True


def item_answer(results):
    return reply(200, {"status_message": "Success.", "results": results, "success": True, "status_code": 1})


def edit_items(request, entry, change):
    """Answers an add or a removal item by item: `change(entry, item)` (under LOCK) changes the list and
    returns None, or returns why TMDb refuses the item; a forced failure refuses it first."""
    items = requested_items(request)
    if items is None:
        return fake_account.error(INVALID_PARAMETERS)
    results = []
    with LOCK:
        for item in items:
            outcome = {"media_type": item[0], "media_id": item[1], "success": False}
            refusal = "Internal error: Something went wrong, contact TMDB." if forced_failure(item) \
                else change(entry, item)
            if refusal:
                outcome["error"] = [refusal]
            else:
                outcome["success"] = True
            results.append(outcome)
        entry["updated_at"] = now()
    return item_answer(results)


def add(entry, item):
    if item in STATE["missing"]:
        return "Media not found"
    if item in entry["items"]:
        return "Media has already been taken"
    entry["items"].append(item)
    return None


def remove(entry, item):
    if item not in entry["items"]:
        return "Media not found"
    entry["items"].remove(item)
    return None


@with_list
def add_items(request, entry):
    return edit_items(request, entry, add)


@with_list
def remove_items(request, entry):
    return edit_items(request, entry, remove)


@with_list
def item_status(request, entry):
    try:
        item = media([request.parameter("media_type"), int(request.parameter("media_id") or "0")])
    except ValueError:
        return fake_account.error(INVALID_PARAMETERS)
    with LOCK:
        present = item in entry["items"]
    if not present:
        return fake_account.error(NOT_FOUND)
    return reply(200, {"media_type": item[0], "success": True, "status_message": "Success.", "id": entry["id"],
                       "media_id": item[1], "status_code": 1})


ROUTES = [
    ("GET", r"/4/account/([^/]+)/lists", account_lists),
    ("POST", r"/4/list", create_list),
    ("GET", r"/4/list/(\d+)", list_details),
    ("PUT", r"/4/list/(\d+)", update_list),
    ("DELETE", r"/4/list/(\d+)", delete_list),
    ("POST", r"/4/list/(\d+)/items", add_items),
    ("DELETE", r"/4/list/(\d+)/items", remove_items),
    ("GET", r"/4/list/(\d+)/item_status", item_status),
]


def route(method, path):
    """The list endpoint for `method` and `path` (a fake_account.Route that takes the user's token), or None."""
    for route_method, pattern, handler in ROUTES:
        match = re.fullmatch(pattern, path)
        if match and method == route_method:
            return fake_account.Route(handler, match.groups(), user_token=True)
    return None
