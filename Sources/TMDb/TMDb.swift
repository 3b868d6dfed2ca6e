// The TMDb module. See README.md (Repository layout).
