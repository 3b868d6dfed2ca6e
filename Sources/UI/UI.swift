// The UI module. See README.md (Repository layout).
