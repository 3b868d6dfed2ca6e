// The Store module. See README.md (Repository layout).
