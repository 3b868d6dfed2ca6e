"""The figures of `make bench`, in order. Each measures its side and its baseline in this run."""
from . import fig_cold_start, fig_store

ALL = [
    (1, fig_cold_start.run),
    (3, fig_store.run),
]
