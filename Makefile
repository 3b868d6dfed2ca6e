# Popcorn for GNOME — the two commands: `make run` and `make test`. See README.md.
#
# Both install the Debian packages they need (build-aux/ensure-debian-packages.sh), build with SwiftPM,
# then run the app / the tests. Other targets add packages by appending to the *_PACKAGES variables and
# can hang extra steps on `test` (a prerequisite) or define their own target (e.g. `make bench`).
SWIFT ?= swift
ENSURE_PACKAGES := build-aux/ensure-debian-packages.sh

# Packages to build and run the app.
BUILD_PACKAGES += pkg-config binutils libc6-dev zlib1g-dev libgtk-4-dev libadwaita-1-dev \
	libcurl4-openssl-dev libsqlite3-dev libjpeg-dev libglib2.0-bin gettext
# Packages the tests need besides the build packages: headless X, D-Bus, AT-SPI, python bindings, screenshots.
TEST_PACKAGES += xvfb dbus at-spi2-core python3 python3-gi gir1.2-gtk-4.0 gir1.2-adw-1 gir1.2-atspi-2.0 \
	python3-pyatspi imagemagick xdotool x11-utils desktop-file-utils appstream

BIN_DIR = $(shell $(SWIFT) build --show-bin-path)
UI_TESTS ?= $(wildcard Tests/UI/test_*.py)

# The app's own TMDb API Read Access Token, from the environment (`POPCORN_BUILD_TMDB_API_TOKEN=… make run`):
# build-aux/write-builtin-token.sh writes it to a git-ignored Swift file that -DPOPCORN_BUILTIN_TOKEN compiles
# in (Sources/AppEnvironment/BuiltInToken.swift). The token itself never appears on a command line. The tests
# build without it: they expect a first start with no credential.
TOKEN_SWIFT_FLAGS = $(if $(POPCORN_BUILD_TMDB_API_TOKEN),-Xswiftc -DPOPCORN_BUILTIN_TOKEN)
test unit-test ui-test: POPCORN_BUILD_TMDB_API_TOKEN =

# `make test` compiles Popcorn's Swift code with warnings as errors (issue 34; docs/development.md, "Warnings and
# formatting"). -Xswiftc reaches Swift targets only, and SwiftPM compiles the remote dependencies with their
# warnings suppressed, so only Popcorn's own warnings fail. Every build step of `make test` passes the same flags:
# other flags recompile every module.
WARNINGS_AS_ERRORS = -Xswiftc -warnings-as-errors
test unit-test ui-test: SWIFT_BUILD_FLAGS = $(WARNINGS_AS_ERRORS)
test unit-test ui-test: IF_BUILD_FAILS = || { echo "make test: build failed (warnings are errors here)" >&2; exit 1; }

.PHONY: build run test build-packages test-packages swift-toolchain unit-test ui-test
build: build-packages
	@build-aux/write-builtin-token.sh .
	$(SWIFT) build $(TOKEN_SWIFT_FLAGS) $(SWIFT_BUILD_FLAGS) $(IF_BUILD_FAILS)

run: build
	"$(BIN_DIR)/popcorn"

test: lint build-packages test-packages unit-test ui-test

unit-test: build
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS) $(IF_BUILD_FAILS)
	$(SWIFT) test $(SWIFT_BUILD_FLAGS)

ui-test: build test-packages
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS) $(IF_BUILD_FAILS)
	Tests/UI/run-ui-tests.sh "$(BIN_DIR)/popcorn" $(UI_TESTS)

build-packages: swift-toolchain
	@$(ENSURE_PACKAGES) $(BUILD_PACKAGES)

test-packages:
	@$(ENSURE_PACKAGES) $(TEST_PACKAGES)

swift-toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
		echo "The Swift toolchain (6.x) is not on PATH: install it from https://www.swift.org/install/linux/" \
		     "(Debian 12 tarball) and add its usr/bin to PATH." >&2; exit 1; }

# Formatting (issue 34): the toolchain's swift-format with the repository's .swift-format. `make lint` checks every
# Swift file (and fails on any finding), `make format` rewrites them in place.
FORMAT_PATHS := Sources Tests Benchmarks Package.swift

.PHONY: lint format
lint: swift-toolchain
	@$(SWIFT) format lint --strict --parallel --recursive $(FORMAT_PATHS) \
		|| { echo "make lint: the Swift code above does not follow .swift-format; \`make format\` rewrites it." >&2; \
		     exit 1; }

format: swift-toolchain
	$(SWIFT) format format --in-place --parallel --recursive $(FORMAT_PATHS)

# GNOME integration (issue 7): translations and the GSettings schema compiled into .build for uninstalled
# runs (found by Sources/AppEnvironment/DataLocations.swift), validators, and the translation template.
LINGUAS := $(shell cat po/LINGUAS)
MO_FILES := $(foreach lang,$(LINGUAS),.build/locale/$(lang)/LC_MESSAGES/popcorn.mo)

BUILD_PACKAGES += libsecret-1-dev libical-dev
TEST_PACKAGES += gnome-keyring dbus python3-dbusmock
# Year in Review (issue 35): the exported image's text is read back with OCR (Tests/UI/test_year_in_review.py).
TEST_PACKAGES += tesseract-ocr
# The Flatpak manifest (issue 37): `make validate` runs `flatpak-builder --show-manifest` on it.
TEST_PACKAGES += flatpak-builder

.PHONY: data-files validate pot update-po
build: data-files
test: validate
data-files: $(MO_FILES) .build/schemas/gschemas.compiled

.build/locale/%/LC_MESSAGES/popcorn.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

.build/schemas/gschemas.compiled: data/io.github.popcorn.Popcorn.gschema.xml
	@mkdir -p $(dir $@)
	glib-compile-schemas --strict --targetdir=$(dir $@) data

validate:
	build-aux/validate.sh

pot:
	build-aux/update-pot.sh

update-po: pot
	for lang in $(LINGUAS); do msgmerge --quiet --update --backup=none po/$$lang.po po/popcorn.pot; done

# Benchmarks (issue 8): a release build in its own scratch path, then every figure as a ratio against a
# baseline measured in the same run (Benchmarks/bench.py; see docs/benchmarks.md).
BENCH_PACKAGES += xvfb dbus curl imagemagick gcc python3

.PHONY: bench
bench: build-packages
	@$(ENSURE_PACKAGES) $(BENCH_PACKAGES)
	$(SWIFT) build -c release --scratch-path .build-release
	/usr/bin/python3 Benchmarks/bench.py --bin .build-release/release

# Demo catalog (issue 4): data/demo is generated by tools/generate_demo_catalog.py and committed;
# `make test` checks that the committed files are exactly what the generator writes.
.PHONY: demo-catalog demo-check
test: demo-check
demo-check:
	python3 tools/generate_demo_catalog.py --check
demo-catalog:
	python3 tools/generate_demo_catalog.py

# AppStream screenshots of the demo catalog (data/screenshots), taken under the UI-test harness.
.PHONY: screenshots
screenshots: build test-packages
	Tests/UI/run-ui-tests.sh "$(BIN_DIR)/popcorn" Tests/UI/make_screenshots.py

# Screenshots of every details page (light, dark, narrow) for review: .build/ui-artifacts/page-*.png.
.PHONY: page-screenshots
page-screenshots: build test-packages
	Tests/UI/run-ui-tests.sh "$(BIN_DIR)/popcorn" Tests/UI/page_screenshots.py

# Issue 22's adaptive layout: Explore, Search, Watchlist and the details pages at 360, 800 and 1280 px, light
# and dark (.build/ui-artifacts/layout-*.png).
.PHONY: layout-screenshots
layout-screenshots: build test-packages
	Tests/UI/run-ui-tests.sh "$(BIN_DIR)/popcorn" Tests/UI/layout_screenshots.py

# Issue 21's account row in Preferences: signed out, signed in, sign in again, at 360 and 640 px, light and dark
# (.build/ui-artifacts/account-*.png), against the fake TMDb.
.PHONY: account-screenshots
account-screenshots: build test-packages
	Tests/UI/run-ui-tests.sh "$(BIN_DIR)/popcorn" Tests/UI/account_screenshots.py

# Fuzzing (issue 20): coverage-guided libFuzzer targets (Tests/Fuzz/PopcornFuzz), built by SwiftPM with
# `--sanitize=fuzzer` in their own scratch path; each runs FUZZ_SECONDS from the seed corpus in
# Tests/Fuzz/corpus/<target> (new inputs go to .build-fuzz/corpus, crashes to .build-fuzz/artifacts).
# `make test` runs each target for a few seconds (fuzz-smoke). See docs/fuzzing.md.
FUZZ_TARGETS := tmdb route image backup trakt csv account-list sync-write-answer
FUZZ_SECONDS ?= 60
FUZZ_SCRATCH := .build-fuzz

.PHONY: fuzz fuzz-smoke fuzz-build
fuzz: fuzz-build
	@set -e; mkdir -p $(FUZZ_SCRATCH)/artifacts; for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_SCRATCH)/corpus/$$target; log=$(FUZZ_SCRATCH)/artifacts/$$target.log; \
		echo "fuzz $$target: $(FUZZ_SECONDS) s (log: $$log)"; \
		POPCORN_FUZZ_TARGET=$$target $(FUZZ_SCRATCH)/debug/popcorn-fuzz -max_total_time=$(FUZZ_SECONDS) $(FUZZ_FLAGS) \
			-timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=$(FUZZ_SCRATCH)/artifacts/$$target- \
			$(FUZZ_SCRATCH)/corpus/$$target Tests/Fuzz/corpus/$$target >$$log 2>&1 \
			|| { tail -n 60 $$log; echo "fuzz $$target: crash, input saved under $(FUZZ_SCRATCH)/artifacts/"; exit 1; }; \
		grep -E "DONE|number_of_executed_units|new_units_added" $$log; \
	done

# The smoke run is the same every time (a fixed seed and number of inputs), so `make test` does not turn
# red on a new finding by chance; `make fuzz` explores.
fuzz-smoke:
	$(MAKE) fuzz FUZZ_SECONDS=30 FUZZ_FLAGS="-seed=1 -runs=20000"

fuzz-build: build-packages
	$(SWIFT) build --sanitize=fuzzer --scratch-path $(FUZZ_SCRATCH) --product popcorn-fuzz

test: fuzz-smoke
