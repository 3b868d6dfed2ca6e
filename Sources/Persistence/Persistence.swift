// The Persistence module. See README.md (Repository layout).
