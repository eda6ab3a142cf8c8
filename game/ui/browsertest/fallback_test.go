//go:build !js

package browsertest

import (
	"fmt"
	"strings"
	"testing"
)

// TestNoServiceWorker takes the service worker away, as some hosts and
// private browsing modes do (registering fails): the page must load and
// play all the same, only not offline.
func TestNoServiceWorker(t *testing.T) {
	p := Open(t, "about:blank", Screen{Width: 800, Height: 600}, Shots(t))
	p.BeforeLoad(`ServiceWorkerContainer.prototype.register = () =>
		Promise.reject(new DOMException("The operation is insecure.", "SecurityError"));`)
	p.Navigate(Serve(t, Dist(t)))
	p.WaitScene("menu")
	p.Click("Phalanx")
	p.WaitScene("newgame")
	p.Click("Start")
	p.WaitScene("play")
	playStep(t, p, "no-sw", offlineSteps[0])
	p.WaitSteps(1)
	if Eval[bool](p, "navigator.serviceWorker.controller !== null") {
		t.Error("a service worker controls the page although registering failed")
	}
}

// TestLoaderCannotRun takes away what the game needs, before the loader
// runs: the page must say so in words a player can act on, instead of
// staying blank.
func TestLoaderCannotRun(t *testing.T) {
	for _, tc := range []struct {
		name, script, want string
	}{
		{"no WebAssembly", `delete globalThis.WebAssembly;`, "cannot run WebAssembly"},
		{"no WebGL2", `{
			const get = HTMLCanvasElement.prototype.getContext;
			HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
				return type === "webgl2" ? null : get.call(this, type, ...rest);
			};
		}`, "cannot draw with WebGL 2"},
		{"out of memory", `WebAssembly.instantiateStreaming = () => Promise.reject(
			new RangeError("WebAssembly.instantiate(): Out of memory: Cannot allocate Wasm memory for new instance"));`,
			"ran out of memory"},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "-"), func(t *testing.T) {
			p := Open(t, "about:blank", Screen{Width: 800, Height: 600}, Shots(t))
			p.BeforeLoad(tc.script)
			p.Navigate(Serve(t, Dist(t)))
			p.WaitFor("the loader's message", fmt.Sprintf(`document.getElementById("msg").textContent.includes(%q)`, tc.want))
			if !Eval[bool](p, `!document.getElementById("loader").hidden`) {
				t.Error("the message is hidden")
			}
		})
	}
}
