//go:build !js

package browsertest

import (
	"strings"
	"testing"
	"time"
)

// uses runs in the page what the app and the work on its way do in the
// browser besides drawing, and must pass the Content-Security-Policy of
// index.html: a blob: download link, a data channel that gathers
// candidates from a STUN server (online play), and a text box positioned
// through element.style.
const uses = `(async () => {
	const a = document.createElement("a");
	a.href = URL.createObjectURL(new Blob(["{}"], {type: "application/json"}));
	a.download = "game.json";
	document.body.appendChild(a);
	a.click();
	a.remove();
	URL.revokeObjectURL(a.href);

	const box = document.createElement("textarea");
	box.style.position = "fixed";
	box.style.left = "10px";
	box.style.top = "10px";
	document.body.appendChild(box);
	box.remove();

	const pc = new RTCPeerConnection({iceServers: [{urls: "stun:127.0.0.1:3478"}]});
	pc.createDataChannel("game");
	await pc.setLocalDescription(await pc.createOffer());
	await new Promise((done) => {
		pc.onicegatheringstatechange = () => pc.iceGatheringState === "complete" && done();
		setTimeout(done, 3000);
	});
	pc.close();
	return true;
})()`

// TestContentSecurityPolicy loads the page, opens a scene with a text box
// and runs what other parts of the app need, and checks that the browser
// reported no violation of the page's policy; then it checks that the
// policy is in force, by adding an inline script, which must be refused.
func TestContentSecurityPolicy(t *testing.T) {
	p := Open(t, "about:blank", Screen{Width: 800, Height: 600}, Shots(t))
	p.WatchCSP()
	p.Navigate(Serve(t, Dist(t)))
	p.WaitScene("menu")
	p.Click("Open a game")
	p.WaitFor("the text box", `document.querySelector("textarea")`)
	p.Click("Back")
	p.WaitScene("menu")
	Await[bool](p, uses)
	p.CheckCSP()

	Eval[bool](p, `(() => {
		const s = document.createElement("script");
		s.textContent = "window.inlineRan = true";
		document.body.appendChild(s);
		return true;
	})()`)
	time.Sleep(100 * time.Millisecond)
	if Eval[bool](p, "window.inlineRan === true") {
		t.Error("an inline script ran: the Content-Security-Policy is not in force")
	}
	if v := p.CSPViolations(); len(v) != 1 || !strings.HasPrefix(v[0], "script-src") {
		t.Errorf("violations reported for an inline script: %q, want one of script-src", v)
	}
}
