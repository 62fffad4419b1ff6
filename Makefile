# Segue — the two set-up commands are `make run` and `make test` (see README.md).
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
# The toolchain's own formatter, beside `swift` (no download).
SWIFT_FORMAT ?= $(dir $(realpath $(SWIFT)))swift-format
# librsvg2-common: the SVG loader Adwaita 48 (Debian 13) needs for every symbolic icon.
BUILD_PACKAGES = pkg-config libgtk-4-dev libsqlite3-dev libglib2.0-bin gettext librsvg2-common
TEST_PACKAGES = xvfb xauth dbus dbus-x11 at-spi2-core python3-gi gir1.2-atspi-2.0 gir1.2-gtk-4.0 xdotool \
	desktop-file-utils appstream libglib2.0-bin gettext libgtk-4-bin meson ninja-build locales orca weston \
	sway wtype wl-clipboard libenchant-2-2 hunspell-en-us libwebkitgtk-6.0-4
BENCH_PACKAGES = gcc libx11-dev libxtst-dev

.PHONY: all build run test test-build test-unit test-bus test-speech test-wayland test-changed test-debian13 lint bench deps test-deps bench-deps clean schemas locale resources install uninstall docs api-baseline deb test-deb

all: build

deps:
	@tools/install-deps $(BUILD_PACKAGES)

test-deps: deps
	@tools/install-deps $(TEST_PACKAGES)
	@tools/install-locales de_DE.UTF-8 zh_TW.UTF-8 en_US.UTF-8 he_IL.UTF-8 tr_TR.UTF-8

bench-deps: test-deps
	@tools/install-deps $(BENCH_PACKAGES)

build: deps schemas locale resources
	$(SWIFT) build --product segue

# Compiled translations where an uninstalled `segue` looks for them (.build/locale).
locale: $(patsubst po/%.po,.build/locale/%/LC_MESSAGES/segue.mo,$(wildcard po/*.po))
.build/locale/%/LC_MESSAGES/segue.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

# CSS and UI files bundled in a GResource, where an uninstalled `segue` looks for it.
resources: .build/resources/segue.gresource
.build/resources/segue.gresource: Resources/segue.gresource.xml $(filter-out Resources/segue.gresource.xml,$(wildcard Resources/*))
	@mkdir -p .build/resources
	glib-compile-resources --sourcedir=Resources --target=$@ $<

# The GSettings schema, compiled where an uninstalled `segue` looks for it (.build/schemas).
schemas: .build/schemas/gschemas.compiled
.build/schemas/gschemas.compiled: data/io.github.segue.Segue.gschema.xml.in
	@mkdir -p .build/schemas
	@tools/configure-data $< .build/schemas/io.github.segue.Segue.gschema.xml
	glib-compile-schemas --strict .build/schemas

run: build
	@tools/run-app "$$($(SWIFT) build --show-bin-path)/segue"

# swift-format's lint with the repository's .swift-format (4 spaces, 140 columns): any finding fails.
# Tests/fixtures holds other projects' code as they write it (gtkkit-port's Xcode samples).
lint:
	$(SWIFT_FORMAT) lint --strict --recursive Sources Plugins Package.swift Examples/Notes \
		$$(find Tests -name '*.swift' -not -path 'Tests/fixtures/*')

# What every test stage runs: the package's and Examples/Notes' debug builds with their tests.
test-build: test-deps schemas locale resources
	tools/rebuild-gtkkit-dependents
	$(SWIFT) build --build-tests
	# SwiftPM keeps an example's build plan when a file is added to the package it depends on by
	# path (GtkKit), and then fails to find the new file's types: plan it afresh every time.
	rm -f Examples/Notes/.build/*/debug/description.json
	cd Examples/Notes && $(SWIFT) build --build-tests
	# gtkkit-port's sample Xcode project, ported and built as a user would (Tests/a11y/test_gtkkit_port.py runs it).
	$$($(SWIFT) build --show-bin-path)/gtkkit-port Tests/fixtures/xcode/Greeter .build/ported/Greeter
	# Its own module is always rebuilt (seconds): its classes subclass GtkKit's, and Swift's
	# incremental build does not rebuild them when a GtkKit class only gains an internal field.
	rm -rf .build/ported/Greeter/.build/*/debug/description.json .build/ported/Greeter/.build/*/debug/Greeter.build
	$(SWIFT) build --package-path .build/ported/Greeter
	# The storyboard sample: its first screen, outlet and action come from Main.storyboard
	# (Tests/a11y/test_storyboard_port.py runs it), and its XCUITest target, ported onto
	# GtkKitTesting, is built with it (tools/run-stages runs it).
	$$($(SWIFT) build --show-bin-path)/gtkkit-port Tests/fixtures/xcode/Tally .build/ported/Tally
	rm -rf .build/ported/Tally/.build/*/debug/description.json .build/ported/Tally/.build/*/debug/Tally.build
	$(SWIFT) build --build-tests --package-path .build/ported/Tally
	# The sample from before scenes: its window from Info.plist's UIMainStoryboardFile
	# (Tests/a11y/test_scene_less_port.py runs it).
	$$($(SWIFT) build --show-bin-path)/gtkkit-port Tests/fixtures/xcode/Pantry .build/ported/Pantry
	rm -rf .build/ported/Pantry/.build/*/debug/description.json .build/ported/Pantry/.build/*/debug/Pantry.build
	$(SWIFT) build --package-path .build/ported/Pantry
	# The petitions reader: a tab added in code with a system item, symbols, a web page from
	# loadHTMLString (Tests/a11y/test_web_port.py runs it).
	$$($(SWIFT) build --show-bin-path)/gtkkit-port Tests/fixtures/xcode/Petitions .build/ported/Petitions
	rm -rf .build/ported/Petitions/.build/*/debug/description.json .build/ported/Petitions/.build/*/debug/Petitions.build
	$(SWIFT) build --package-path .build/ported/Petitions

# Everything: the checks, then every test stage (several at once where they only wait; each
# stage's time is printed at the end). SEGUE_TEST_JOBS sets how many run at once (default 3).
test: test-build lint
	tools/check-architecture
	tools/check-ownership
	SWIFT=$(SWIFT) tools/check-public-api
	SWIFT=$(SWIFT) tools/check-api-baseline --reuse-graph
	SWIFT=$(SWIFT) tools/build-docs
	tools/check-doc-snippets
	SWIFT=$(SWIFT) tools/run-tests

# One group of stages at a time (docs/testing.md): unit and widget tests (XCTest under Xvfb), the
# accessibility bus, the screen reader, Wayland; and the stages the uncommitted change touches
# (`make test-changed BASE=main` for the commits since main).
test-unit test-bus test-speech test-wayland: test-build
	SWIFT=$(SWIFT) tools/run-tests $(patsubst test-%,%,$@)

test-changed: test-build
	SWIFT=$(SWIFT) tools/run-tests --changed$(if $(BASE),=$(BASE))

# The whole suite again on Debian 13 (GTK 4.18, Orca 48), in a chroot made once per machine
# (tools/debian13; root only). CI (.ci/run) runs it after `make test`.
test-debian13:
	SWIFT=$(SWIFT) tools/debian13 'make test'

# GtkKit's reference documentation (DocC, the toolchain's own) as a static site in .build/docs/GtkKit.
docs: deps
	$(SWIFT) build --target GtkKit
	SWIFT=$(SWIFT) tools/build-docs

# Records GtkKit's public API as the baseline `make test` checks against (after an intended change).
api-baseline: deps
	$(SWIFT) build --target GtkKit
	SWIFT=$(SWIFT) tools/check-api-baseline --update

bench: bench-deps schemas
	tools/rebuild-gtkkit-dependents
	$(SWIFT) build -c release --static-swift-stdlib --product segue
	SWIFT=$(SWIFT) tools/bench/run

# Installs to ~/.local (PREFIX=... to change), so "Segue" appears in the desktop's app grid.
PREFIX ?= $(HOME)/.local
PROFILE ?= default
install: deps
	@tools/install-deps meson ninja-build desktop-file-utils
	meson setup .build/meson-install --prefix=$(PREFIX) -Dprofile=$(PROFILE) -Dtests=false --reconfigure >/dev/null 2>&1 || \
	  meson setup .build/meson-install --prefix=$(PREFIX) -Dprofile=$(PROFILE) -Dtests=false
	meson install -C .build/meson-install

uninstall:
	ninja -C .build/meson-install uninstall

# A binary Debian package of the release app (.build/deb/segue_<version>_<arch>.deb), checked by
# lintian (no error or warning); `make test-deb` (root) also installs it with apt-get into a fresh
# Debian 12 and a fresh Debian 13 (tools/test-deb-fresh), launches it, purges it and checks that
# nothing is left. CI (.ci/run) runs it after both stacks' suites.
deb: deps
	@tools/install-deps meson ninja-build desktop-file-utils lintian
	tools/make-deb

test-deb: deb
	tools/test-deb-all

clean:
	rm -rf .build
