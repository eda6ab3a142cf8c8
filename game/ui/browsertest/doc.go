// Package browsertest drives the built Pentarchy page in headless Chromium,
// the way a player does: it clicks and taps the real canvas at the
// coordinates the read-only hook window.pentarchy reports, and reads the
// outcome from the same hook.
//
// A test serves the built site (dist/, see [Dist]) with [Serve], opens it
// with [Open] at a window size, waits for a scene, clicks buttons by label
// and cells by name, reads record() and status(), and saves screenshots.
// It waits only for states that last until it acts; one that passes by
// itself (progress, an animation) it looks up afterwards in the frames the
// page drew, kept by keepShown.
// Without a built site or a Chromium it skips, loudly; with CI=true it
// fails instead.
//
// The package builds only natively: chromedp does not run in js/wasm.
package browsertest
