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

# GNOME integration (issue 7): translations and the GSettings schema compiled into .build for uninstalled
# runs (found by Sources/AppEnvironment/DataLocations.swift), validators, and the translation template.
LINGUAS := $(shell cat po/LINGUAS)
MO_FILES := $(foreach lang,$(LINGUAS),.build/locale/$(lang)/LC_MESSAGES/popcorn.mo)

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
