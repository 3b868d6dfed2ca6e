// The Images module. See README.md (Repository layout).
