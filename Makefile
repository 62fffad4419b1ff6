# Segue — the two set-up commands are `make run` and `make test` (see README.md).
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
BUILD_PACKAGES = pkg-config libgtk-4-dev libsqlite3-dev
TEST_PACKAGES = xvfb xauth dbus dbus-x11 at-spi2-core python3-gi gir1.2-atspi-2.0 gir1.2-gtk-4.0 xdotool \
	desktop-file-utils appstream libglib2.0-bin gettext libgtk-4-bin meson ninja-build
BENCH_PACKAGES = gcc libx11-dev

.PHONY: all build run test bench deps test-deps bench-deps clean schemas install uninstall

all: build

deps:
	@tools/install-deps $(BUILD_PACKAGES)

test-deps: deps
	@tools/install-deps $(TEST_PACKAGES)

bench-deps: test-deps
	@tools/install-deps $(BENCH_PACKAGES)

build: deps schemas
	$(SWIFT) build --product segue

# The GSettings schema, compiled where an uninstalled `segue` looks for it (.build/schemas).
schemas: .build/schemas/gschemas.compiled
.build/schemas/gschemas.compiled: data/io.github.segue.Segue.gschema.xml.in
	@mkdir -p .build/schemas
	@tools/configure-data $< .build/schemas/io.github.segue.Segue.gschema.xml
	glib-compile-schemas --strict .build/schemas

run: build
	@tools/run-app "$$($(SWIFT) build --show-bin-path)/segue"

test: test-deps schemas
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) tools/run-tests

bench: bench-deps
	$(SWIFT) build -c release --static-swift-stdlib --product segue
	SWIFT=$(SWIFT) tools/bench/run

clean:
	rm -rf .build
