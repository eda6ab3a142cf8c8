// Pentarchy's loader. It checks that the browser can run the game, loads
// main.wasm.gz with a progress bar, runs it, and then registers the service
// worker (sw.js) that keeps the page working offline. The file is gzip: when
// the host already decompressed it (Content-Encoding: gzip), the body no
// longer starts with the gzip magic and is used as it is; otherwise it is
// inflated here with DecompressionStream. All paths are relative, so the
// page also works from a subfolder or inside an itch.io zip.
//
// It gives the game one object, window.pentarchyShell:
//   onUpdate(f)   calls f once, when a new version of the page is installed
//                 and waiting (at once if it already is);
//   applyUpdate() hands over to that version and reloads the page;
//   sharePicture(pixels, w, h, name, alt, done) offers a picture the game
//                 drew (sharePicture, below);
//   videoType     the type of video the browser records, "" if none
//                 (known a moment after the page loads);
//   recordVideo(w, h) starts a video of frames the game draws
//                 (recordVideo, below).
"use strict";
(() => {
  const loader = document.getElementById("loader");
  const bar = document.getElementById("bar");
  const msg = document.getElementById("msg");
  let failed = false;
  const fail = (text) => {
    failed = true;
    loader.hidden = false;
    loader.classList.add("failed");
    msg.textContent = text;
  };
  // progress shows how loading goes, unless it failed: the stream may
  // still be read after a failure, and the reason must stay on screen.
  const progress = (text, fraction) => {
    if (failed) return;
    msg.textContent = text;
    if (fraction !== undefined) bar.value = fraction;
  };
  const outOfMemory = "Pentarchy ran out of memory. Please close other tabs or apps and reload the page.";

  // unsupported says what the browser lacks to run the game, or "".
  const unsupported = () => {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiateStreaming !== "function") {
      return "This browser cannot run WebAssembly, which Pentarchy needs. Please use a current Firefox, Chrome, Edge or Safari, with WebAssembly enabled.";
    }
    const probe = document.createElement("canvas").getContext("webgl2");
    if (!probe) {
      return "This browser cannot draw with WebGL 2, which Pentarchy needs. Please use a current browser and check that hardware acceleration is on.";
    }
    const lose = probe.getExtension("WEBGL_lose_context");
    if (lose) lose.loseContext();
    if (typeof Go !== "function") {
      return "Pentarchy could not load its loader (wasm_exec.js). Please reload the page.";
    }
    return "";
  };

  const megabytes = (n) => (n / 1e6).toFixed(1) + " MB";

  // wasmBody returns the bytes of main.wasm.gz as a stream of plain wasm,
  // moving the progress bar as they arrive.
  const wasmBody = async () => {
    const res = await fetch("main.wasm.gz");
    if (!res.ok || !res.body) throw new Error(`main.wasm.gz: HTTP ${res.status}`);
    // Content-Length counts the bytes on the wire; when the host encoded
    // them, the body is larger, so the bar would lie: show it indeterminate.
    const total = res.headers.get("Content-Encoding") ? 0 : Number(res.headers.get("Content-Length")) || 0;
    let loaded = 0;
    const reader = res.body.getReader();
    const read = async () => {
      const r = await reader.read();
      if (!r.done) {
        loaded += r.value.byteLength;
        if (total) progress(`Loading… ${megabytes(loaded)} of ${megabytes(total)}`, Math.min(loaded / total, 1));
      }
      return r;
    };

    // Read the first two bytes to sniff the gzip magic 1f 8b.
    const head = [];
    let done = false;
    while (!done && head.reduce((n, c) => n + c.length, 0) < 2) {
      const r = await read();
      done = r.done;
      if (!done) head.push(r.value);
    }
    const bytes = head.flatMap((c) => Array.from(c.subarray(0, 2)));
    const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
    const body = new ReadableStream({
      start(ctl) {
        head.forEach((c) => ctl.enqueue(c));
        if (done) ctl.close();
      },
      async pull(ctl) {
        const r = await read();
        if (r.done) {
          progress("Starting…");
          ctl.close();
        } else {
          ctl.enqueue(r.value);
        }
      },
      cancel(reason) { return reader.cancel(reason); },
    });
    if (!gzip) return body;
    if (typeof DecompressionStream !== "function") {
      throw new Error("this browser cannot inflate gzip (no DecompressionStream)");
    }
    return body.pipeThrough(new DecompressionStream("gzip"));
  };

  // errorTail keeps the end of what the Go program writes to stderr, to
  // tell why it stopped.
  let errorTail = "";
  const watchStderr = () => {
    const write = globalThis.fs.writeSync;
    const decoder = new TextDecoder();
    globalThis.fs.writeSync = (fd, buf) => {
      if (fd === 2) errorTail = (errorTail + decoder.decode(buf)).slice(-4096);
      return write.call(globalThis.fs, fd, buf);
    };
  };

  // worker is navigator.serviceWorker, or null where there is none or
  // reading it throws (Firefox with storage blocked).
  const worker = () => {
    try {
      return navigator.serviceWorker || null;
    } catch (e) {
      return null;
    }
  };

  // updates follows the service worker: it learns when a new version of
  // the page is installed and waiting, tells the game, and on request hands
  // over to that version and reloads.
  const updates = (() => {
    let ready = false;
    let reloading = false;
    let registration = null;
    const listeners = [];
    const announce = () => {
      if (ready) return;
      ready = true;
      listeners.splice(0).forEach((f) => f());
    };
    const api = Object.freeze({
      onUpdate(f) {
        if (ready) f();
        else listeners.push(f);
      },
      applyUpdate() {
        reloading = true;
        const waiting = registration && registration.waiting;
        if (!waiting) {
          location.reload();
          return;
        }
        waiting.postMessage("activate"); // the page reloads when it takes over
        setTimeout(() => location.reload(), 3000);
      },
    });
    // The worker in charge changes when a page with none gets its first
    // (a first visit: nothing to announce) or when another tab switched
    // to a new version: a worker other than the one the page had. Which
    // one it had is read as it loads (in Firefox the first worker claims
    // the page before register() resolves), and workers are told apart by
    // identity, not by the order of their events: the page learns of its
    // controller and of its workers' states separately, so the first
    // worker, just installed, may already show as the controller.
    const sw = worker();
    let controller = (sw && sw.controller) || null;
    if (sw) {
      sw.addEventListener("controllerchange", () => {
        if (reloading) location.reload();
        else if (controller && sw.controller !== controller) announce();
        controller = controller || sw.controller;
      });
    }
    const watch = (reg) => {
      registration = reg;
      const waiting = () => {
        if (reg.waiting && sw.controller && reg.waiting !== sw.controller) announce();
      };
      waiting();
      reg.addEventListener("updatefound", () => {
        if (reg.installing) reg.installing.addEventListener("statechange", waiting);
      });
      // Look for a new version now, whenever the page is shown again, and
      // every few minutes; offline, the check fails and is tried later.
      const check = () => reg.update().catch(() => {});
      if (sw.controller) check();
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
      setInterval(check, 5 * 60 * 1000);
    };
    return { api, watch };
  })();
  // offer offers a file the page made, named name, with alt, its
  // description: through the system's share sheet where the browser shares
  // files, else as a download, alt then put on the clipboard. done gets
  // what happened: "shared", "cancelled", "saved-alt", "saved" or
  // "failed".
  const offer = async (blob, name, alt, done) => {
    if (!blob || !blob.size) return done("failed");
    const data = { files: [new File([blob], name, { type: blob.type })], text: alt };
    if (navigator.canShare && navigator.canShare(data)) {
      try {
        await navigator.share(data);
        return done("shared");
      } catch (e) {
        if (e.name === "AbortError") return done("cancelled");
      }
    }
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
    try {
      await navigator.clipboard.writeText(alt);
      done("saved-alt");
    } catch {
      done("saved");
    }
  };
  // canvasOf is a w×h canvas and a function that paints RGBA pixels (a
  // Uint8ClampedArray) on it.
  const canvasOf = (w, h) => {
    const canvas = document.createElement("canvas");
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext("2d");
    return [canvas, (pixels) => ctx.putImageData(new ImageData(pixels, w, h), 0, 0)];
  };
  // sharePicture offers the w×h RGBA pixels as a PNG named name, encoded
  // by the browser, with alt (see offer).
  const sharePicture = (pixels, w, h, name, alt, done) => {
    const [canvas, paint] = canvasOf(w, h);
    paint(pixels);
    canvas.toBlob((blob) => offer(blob, name, alt, done), "image/png");
  };
  // videoType is the first of the types the browser records: MP4 plays
  // on every phone; WebM is what Chromium and Firefox make otherwise.
  let videoType =
    (window.MediaRecorder &&
      HTMLCanvasElement.prototype.captureStream &&
      ["video/mp4;codecs=avc1", "video/webm;codecs=vp8", "video/webm"].find((t) => MediaRecorder.isTypeSupported(t))) ||
    "";
  // frameOf asks a canvas's stream for a frame: the spec asks its track,
  // Firefox the stream.
  const frameOf = (stream) => {
    const track = stream.getVideoTracks()[0];
    return () => (track.requestFrame ? track.requestFrame() : stream.requestFrame());
  };
  // A browser may say it records a type and record nothing (WebKitGTK
  // without an H.264 encoder): a short recording of a tiny canvas, at
  // once, tells, and then the page records no video. Its frames are asked
  // for once the recorder has started, several times: a frame asked for
  // before the recorder listens is lost.
  if (videoType) {
    try {
      const [canvas, paint] = canvasOf(64, 64);
      const stream = canvas.captureStream(0);
      const frame = frameOf(stream);
      const probe = new MediaRecorder(stream, { mimeType: videoType });
      let bytes = 0;
      probe.ondataavailable = (e) => (bytes += e.data.size);
      probe.onstop = () => bytes || (videoType = "");
      probe.onstart = () => {
        const pixels = new Uint8ClampedArray(64 * 64 * 4);
        const ask = setInterval(() => {
          paint(pixels);
          frame();
        }, 50);
        setTimeout(() => {
          clearInterval(ask);
          probe.stop();
        }, 500);
      };
      probe.start();
    } catch {
      videoType = "";
    }
  }
  // recordVideo starts a w×h video of the frames the game paints, as the
  // browser records a canvas: each frame lasts until the next, so the
  // video keeps the time the frames were painted at. Recording pauses
  // while the page is hidden (the game draws nothing then). It returns
  // null where the browser records no video, else
  //   frame(pixels)          paints the next frame (w×h RGBA pixels);
  //   finish(name, alt, done) ends the video, after showing the last
  //                          frame until now, and offers it as name plus
  //                          ".mp4" or ".webm" (see offer);
  //   cancel()               ends it, keeping nothing.
  const recordVideo = (w, h) => {
    if (!videoType) return null;
    const [canvas, paint] = canvasOf(w, h);
    const stream = canvas.captureStream(0);
    const track = stream.getVideoTracks()[0];
    const request = frameOf(stream);
    let recorder;
    try {
      recorder = new MediaRecorder(stream, { mimeType: videoType, videoBitsPerSecond: 1500000 });
      recorder.start();
    } catch {
      return null;
    }
    const parts = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    const hidden = () => {
      if (document.hidden && recorder.state === "recording") recorder.pause();
      if (!document.hidden && recorder.state === "paused") recorder.resume();
    };
    document.addEventListener("visibilitychange", hidden);
    // stop ends the recording (then runs once the last part is in), unless
    // the recorder ended it already, after an error.
    const stop = (then) => {
      document.removeEventListener("visibilitychange", hidden);
      track.stop();
      if (recorder.state === "inactive") return then && then();
      recorder.onstop = then;
      recorder.stop();
    };
    let last = null;
    return {
      frame(pixels) {
        paint((last = pixels));
        request();
      },
      finish(name, alt, done) {
        // The last frame again, or the video would end where it began.
        if (last) paint(last);
        request(); // taken at the next paint: stop after it
        const type = videoType.split(";")[0];
        const made = () => offer(new Blob(parts, { type }), name + (type === "video/mp4" ? ".mp4" : ".webm"), alt, done);
        setTimeout(() => stop(made), 100);
      },
      cancel() {
        stop(null);
      },
    };
  };
  Object.defineProperty(window, "pentarchyShell", {
    value: {
      ...updates.api,
      sharePicture,
      get videoType() {
        return videoType;
      },
      recordVideo,
    },
  });

  // registerWorker installs the service worker. Where it cannot (file://,
  // some private modes, sandboxed frames), the game plays all the same,
  // only not offline.
  const registerWorker = async () => {
    try {
      const sw = worker();
      if (!sw) return;
      updates.watch(await sw.register("sw.js"));
    } catch (e) {
      console.info(`Pentarchy will not work offline here: ${e && e.message ? e.message : e}`);
    }
  };

  // leaveFlushToBrowser makes WebGL's flush() do nothing. The game's
  // engine calls it at the end of every frame, as native GL needs; in a
  // browser it hands the GPU process the frame's commands while the task
  // that drew them still runs, and on a device with few cores the GPU
  // process then takes a core from the page's main thread: frames after a
  // step took 8–13 ms of main thread for 4–6 ms of its CPU (go run
  // ./cmd/framebench). The browser flushes by itself when the task ends
  // and the canvas is composited, so the GPU gets the commands as soon.
  const leaveFlushToBrowser = () => {
    WebGL2RenderingContext.prototype.flush = function flush() {};
  };

  // pollNoGamepads tells the game's engine there are no gamepads, without
  // asking the browser. The engine calls navigator.getGamepads() on every
  // frame, and from the first call on, Chromium polls the devices every
  // 4 ms for as long as the page is open, in a thread of its browser
  // process, that wakes up 250 times a second. Pentarchy plays with a
  // mouse, touch or keys; a gamepad does nothing in it.
  const pollNoGamepads = () => {
    navigator.getGamepads = () => null;
  };

  const run = async () => {
    const problem = unsupported();
    if (problem) {
      fail(problem);
      return;
    }
    leaveFlushToBrowser();
    pollNoGamepads();
    try {
      watchStderr();
      const go = new Go();
      const wasm = new Response(await wasmBody(), { headers: { "Content-Type": "application/wasm" } });
      const { instance } = await WebAssembly.instantiateStreaming(wasm, go.importObject);
      registerWorker();
      loader.hidden = true;
      const exit = go.exit;
      go.exit = (code) => {
        exit.call(go, code);
        if (code === 0) return;
        fail(/out of memory/i.test(errorTail) ? outOfMemory
          : `Pentarchy stopped with an error (exit code ${code}). Please reload the page.`);
      };
      await go.run(instance);
    } catch (e) {
      const why = e && e.message ? e.message : String(e);
      fail(e instanceof RangeError && /memory/i.test(why) ? outOfMemory
        : `Pentarchy could not load: ${why}. Please check your connection and reload the page.`);
    }
  };
  run();
})();
