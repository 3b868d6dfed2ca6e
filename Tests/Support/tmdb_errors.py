"""TMDb's errors table (https://developer.themoviedb.org/docs/errors), read from tmdb_errors.json: every
status_code with the HTTP status TMDb answers it with and its status_message. The fake TMDb answers its
errors from here, so that status, code and message are always the documented ones."""
import json
import os

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "tmdb_errors.json"), encoding="utf-8") as handle:
    TABLE = {entry["code"]: (entry["status"], entry["message"]) for entry in json.load(handle)["errors"]}

SUCCESS_CODES = (1, 12, 13)


def status(code):
    """The HTTP status TMDb answers `code` with."""
    return TABLE[code][0]


def body(code):
    """TMDb's body for `code`: {"success", "status_code", "status_message"}."""
    return {"success": code in SUCCESS_CODES, "status_code": code, "status_message": TABLE[code][1]}


def reply(code, **extra):
    """(HTTP status, body bytes, content type) of TMDb's answer with `code` (and `extra` fields)."""
    return status(code), json.dumps(dict(body(code), **extra)).encode(), "application/json;charset=utf-8"
