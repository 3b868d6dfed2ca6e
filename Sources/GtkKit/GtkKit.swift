// The GtkKit module. See README.md (Repository layout).
