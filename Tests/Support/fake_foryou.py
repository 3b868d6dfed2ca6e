"""For You's requests behind fake_tmdb.py (stdlib only), answered as TMDb documents them.

A movie's recommendations come with its details (`append_to_response=recommendations`, from the movie's
fixture). A series' are a request of their own, and the signed-in account's are v4 requests:
    GET /3/tv/<id>/recommendations?page=N     https://developer.themoviedb.org/reference/tv-series-recommendations:
                                              the `results` of DIR/tv/<id>/recommendations.json, 20 a page,
                                              with `page`, `total_pages`, `total_results`; an id without that
                                              fixture 404 code 34; `page` not 1…500 400 code 22. The app's
                                              credential is checked by fake_tmdb.py as for every v3 request.
    GET /4/account/<object id>/{movie,tv}/recommendations?page=N
        https://developer.themoviedb.org/v4/reference/account-movie-recommendations and
        …/account-tv-recommendations: the user's live access token (`Authorization: Bearer AT`), else 401
        code 3; another object id 404 code 34; the account's list from DIR/account/recommendations.json
        (`{"movie": [items], "tv": [items]}`, each item with `media_type`), 20 a page as above.
"""
import json
import os
import re

import fake_account

FIXTURES = {"dir": os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")}


def read_fixture(*parts):
    path = os.path.join(FIXTURES["dir"], *parts)
    if not os.path.isfile(path):
        return None
    with open(path, "rb") as handle:
        return json.load(handle)


def series_recommendations(request, series_id):
    body = read_fixture("tv", series_id, "recommendations.json")
    if body is None:
        return fake_account.error(fake_account.NOT_FOUND)
    return fake_account.paged(request, body.get("results") or [])


def account_recommendations(request, object_id, kind):
    if not request.has_live_access_token():
        return fake_account.error(fake_account.AUTHENTICATION_FAILED)
    if object_id != fake_account.ACCOUNT_OBJECT_ID:
        return fake_account.error(fake_account.NOT_FOUND)
    body = read_fixture("account", "recommendations.json") or {}
    return fake_account.paged(request, body.get(kind) or [])


ROUTES = [
    (r"/3/tv/(\d+)/recommendations", series_recommendations, False),
    (r"/4/account/([^/]+)/(movie|tv)/recommendations", account_recommendations, True),
]


def route(method, path, fixtures):
    """The For You endpoint for `method` and `path` (a fake_account.Route), or None. `fixtures`: DIR."""
    FIXTURES["dir"] = fixtures
    if method != "GET":
        return None
    for pattern, handler, user_token in ROUTES:
        match = re.fullmatch(pattern, path)
        if match:
            return fake_account.Route(handler, match.groups(), user_token=user_token)
    return None
