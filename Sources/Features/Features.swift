// The Features module. See README.md (Repository layout).
