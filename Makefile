# Popcorn for GNOME — the two commands: `make run` and `make test`. See README.md.
#
# Both install the Debian packages they need (build-aux/ensure-debian-packages.sh), build with SwiftPM,
# then run the app / the tests. Other targets add packages by appending to the *_PACKAGES variables and
# can hang extra steps on `test` (a prerequisite) or define their own target (e.g. `make bench`).
SWIFT ?= swift
ENSURE_PACKAGES := build-aux/ensure-debian-packages.sh

# Packages to build and run the app.
BUILD_PACKAGES += pkg-config libgtk-4-dev libadwaita-1-dev libcurl4-openssl-dev libsqlite3-dev \
	libglib2.0-bin gettext
# Packages the tests need besides the build packages: headless X, D-Bus, AT-SPI, python bindings, screenshots.
TEST_PACKAGES += xvfb dbus at-spi2-core python3 python3-gi gir1.2-gtk-4.0 gir1.2-adw-1 gir1.2-atspi-2.0 \
	python3-pyatspi imagemagick xdotool x11-utils desktop-file-utils appstream

BIN_DIR = $(shell $(SWIFT) build --show-bin-path)
UI_TESTS ?= $(wildcard Tests/UI/test_*.py)

.PHONY: build run test build-packages test-packages swift-toolchain unit-test ui-test
build: build-packages
	$(SWIFT) build

run: build
	"$(BIN_DIR)/popcorn"

test: build-packages test-packages unit-test ui-test

unit-test: build
	$(SWIFT) build --build-tests
	$(SWIFT) test

ui-test: build test-packages
	Tests/UI/run-ui-tests.sh "$(BIN_DIR)/popcorn" $(UI_TESTS)

build-packages: swift-toolchain
	@$(ENSURE_PACKAGES) $(BUILD_PACKAGES)

test-packages:
	@$(ENSURE_PACKAGES) $(TEST_PACKAGES)

swift-toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
		echo "The Swift toolchain (6.x) is not on PATH: install it from https://www.swift.org/install/linux/" \
		     "(Debian 12 tarball) and add its usr/bin to PATH." >&2; exit 1; }

# GNOME integration (issue 7): translations and the GSettings schema compiled into .build for uninstalled
# runs (found by Sources/AppEnvironment/DataLocations.swift), validators, and the translation template.
LINGUAS := $(shell cat po/LINGUAS)
MO_FILES := $(foreach lang,$(LINGUAS),.build/locale/$(lang)/LC_MESSAGES/popcorn.mo)

BUILD_PACKAGES += libsecret-1-dev
TEST_PACKAGES += gnome-keyring dbus

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
# baseline measured in the same run (Benchmarks/bench.py; see README.md "Benchmarks").
BENCH_PACKAGES += xvfb curl imagemagick gcc python3

.PHONY: bench
bench: build-packages
	@$(ENSURE_PACKAGES) $(BENCH_PACKAGES)
	$(SWIFT) build -c release --scratch-path .build-release
	/usr/bin/python3 Benchmarks/bench.py --bin .build-release/release
