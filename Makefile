# Pentarchy: `make serve` builds the page and serves it; `make test` runs every test.

GO       ?= go
GOROOT   := $(shell $(GO) env GOROOT)
BUILD_ID ?= $(shell git rev-parse --short HEAD 2>/dev/null || echo dev)
LDFLAGS  := -s -w -X pentarchy/game/ui.Version=$(BUILD_ID)
# Every package but the user interface is pure Go and is tested again as
# WebAssembly under node, the way it runs in the page.
PURE_PKGS = $(shell $(GO) list ./game/... ./net/... | grep -v /game/ui)

.PHONY: build serve test size clean

## build: the page into dist/ (index.html, wasm_exec.js, main.wasm.gz, static/)
build:
	mkdir -p dist
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="$(LDFLAGS)" -o dist/main.wasm .
	gzip -9 -n -f dist/main.wasm
	cp index.html wasm_exec.js dist/
	if [ -d static ]; then cp -r static dist/; fi

## serve: build, then serve dist/ on http://localhost:8080
serve: build
	$(GO) run ./cmd/serve -dir dist -addr localhost:8080

## test: vet, unit tests, pure packages under node, browser tests in headless Chromium
test: build
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) test -short -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" $(PURE_PKGS)
	PENTARCHY_DIST=$(CURDIR)/dist $(GO) test ./...

## size: raw and gzip bytes of the WebAssembly
size: build
	@raw=$$(gzip -dc dist/main.wasm.gz | wc -c); gz=$$(wc -c < dist/main.wasm.gz); \
	echo "main.wasm: $$raw bytes raw, $$gz bytes gzip"

clean:
	rm -rf dist
