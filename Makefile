# Popcorn for GNOME — the two commands: `make run` and `make test`. See README.md.
SWIFT ?= swift

.PHONY: build run test
build:
	$(SWIFT) build

run: build
	$(SWIFT) run popcorn

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test
