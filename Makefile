# Pentarchy: `make serve` builds the page and serves it; `make test` runs every test.

GO       ?= go
GOROOT   := $(shell $(GO) env GOROOT)
BUILD_ID ?= $(shell git rev-parse --short HEAD 2>/dev/null || echo dev)
LDFLAGS  := -s -w -X pentarchy/game/ui.Version=$(BUILD_ID)
# The user interface and the network code are built without inlining: they
# are not hot, and their code is 120 KB smaller gzipped. The rules and the
# computer player, which are, keep it. cmd/size builds the same way.
GCFLAGS  := -gcflags=pentarchy/game/ui/...=-l -gcflags=pentarchy/net/...=-l -gcflags=pentarchy/game/clock=-l -gcflags=pentarchy/game/analysis=-l
DIST     ?= dist
ITCH_ZIP ?= pentarchy-itch.zip
# Every package but the user interface is pure Go and is tested again as
# WebAssembly under node, the way it runs in the page.
PURE_PKGS = $(shell $(GO) list ./game/... ./net/... | grep -v /game/ui)

.PHONY: dist build itch serve test size framebench clean

## dist: the page for any static host, in $(DIST)/: index.html, loader.js,
## page.css, wasm_exec.js, main.wasm.gz, sw.js, manifest.json, icons/.
## The service worker's cache is named after BUILD_ID and a checksum of the
## other files, so every different build is a new version for the browser.
dist:
	test -n "$(DIST)" && rm -rf "$(DIST)" && mkdir -p "$(DIST)"
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(GCFLAGS) -ldflags="$(LDFLAGS)" -o "$(DIST)/main.wasm" .
	gzip -9 -n -f "$(DIST)/main.wasm"
	cp index.html wasm_exec.js "$(DIST)/"
	cp -R static/. "$(DIST)/"
	sum=$$(cd "$(DIST)" && find . -type f ! -name sw.js | LC_ALL=C sort | xargs cat | cksum | cut -d' ' -f1); \
	sed "s/@BUILD@/$(BUILD_ID)-$$sum/" static/sw.js > "$(DIST)/sw.js"

## build: the same as dist
build: dist

## itch: $(ITCH_ZIP), the page zipped for itch.io (index.html at its root)
itch: dist
	$(GO) run ./cmd/zipdir -o "$(ITCH_ZIP)" "$(DIST)"

## serve: build, then serve dist/ on http://localhost:8080
serve: dist
	$(GO) run ./cmd/serve -dir "$(DIST)" -addr localhost:8080

## test: vet, unit tests, pure packages under node, browser tests in Chromium, Firefox and WebKit
test: itch
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) test -short -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" $(PURE_PKGS)
	PENTARCHY_DIST="$(abspath $(DIST))" PENTARCHY_ITCH="$(abspath $(ITCH_ZIP))" $(GO) test -timeout 25m ./...

## size: raw and gzip bytes of the WebAssembly, the ratio to a bare Ebitengine +
## pion page built the same way, the itch.io zip, and the code by package
size: itch
	$(GO) run ./cmd/size -dist "$(DIST)" -itch "$(ITCH_ZIP)" -packages 30

## framebench: build, then measure each game's frames in headless Chromium
## (draw calls, indices, vertex uploads, main-thread time)
framebench: dist
	$(GO) run ./cmd/framebench -dist "$(DIST)"

clean:
	rm -rf "$(DIST)" "$(ITCH_ZIP)"
