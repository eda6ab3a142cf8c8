// The frame counter of cmd/framebench, run before any script of the page.
// It counts the WebGL2 calls of each frame and times the JavaScript task
// that made them. A frame is the GL work of one run of a callback the page
// gave the browser: an animation-frame callback, an event listener or a
// timer. GL work outside any of them (none is expected) closes as a frame
// of kind "other" when the next callback starts.
(() => {
	const ARRAY_BUFFER = 0x8892, ELEMENT_ARRAY_BUFFER = 0x8893;
	const frames = [];
	let counts = null; // the GL work since the last frame closed, or null
	let depth = 0;     // how many wrapped callbacks are running
	let looseAt = 0;   // when GL work outside a callback began
	let lastGL = 0;    // when the last counted GL call was made

	const count = () => {
		lastGL = performance.now();
		if (!counts) {
			counts = {draws: 0, indices: 0, vertexBytes: 0, indexBytes: 0, fbBinds: 0, finishes: 0, finishMs: 0, texUploads: 0};
			if (depth === 0) looseAt = lastGL;
		}
		return counts;
	};
	const close = (kind, at, ms) => {
		const frame = {kind, at, ms, ...counts};
		counts = null;
		frame.scene = window.pentarchy ? window.pentarchy.scene() : "";
		frames.push(frame);
	};

	// Every callback the page gives the browser runs through wrap.
	const wrap = (kind, fn) => function (...args) {
		if (depth > 0) return fn.apply(this, args);
		if (counts) close("other", looseAt, null);
		depth++;
		const at = performance.now();
		try {
			return fn.apply(this, args);
		} finally {
			const ms = performance.now() - at;
			depth--;
			if (counts) close(kind === "event" ? args[0].type : kind, at, ms);
		}
	};

	const raf = window.requestAnimationFrame, timeout = window.setTimeout;
	window.requestAnimationFrame = (cb) => raf.call(window, wrap("raf", cb));
	window.setTimeout = (cb, ...rest) => timeout.call(window, typeof cb === "function" ? wrap("timeout", cb) : cb, ...rest);
	const listeners = new WeakMap();
	const add = EventTarget.prototype.addEventListener, remove = EventTarget.prototype.removeEventListener;
	EventTarget.prototype.addEventListener = function (type, fn, ...rest) {
		if (typeof fn === "function") {
			if (!listeners.has(fn)) listeners.set(fn, wrap("event", fn));
			fn = listeners.get(fn);
		}
		return add.call(this, type, fn, ...rest);
	};
	EventTarget.prototype.removeEventListener = function (type, fn, ...rest) {
		return remove.call(this, type, listeners.get(fn) || fn, ...rest);
	};

	// The GL calls counted, each with what it adds to the frame.
	const bytes = (data, offset, length) => {
		if (typeof data === "number" || !data) return 0;
		const size = data.BYTES_PER_ELEMENT || 1;
		return length ? length * size : data.byteLength - (offset || 0) * size;
	};
	const upload = (c, target, n) => {
		if (target === ARRAY_BUFFER) c.vertexBytes += n;
		if (target === ELEMENT_ARRAY_BUFFER) c.indexBytes += n;
	};
	const draw = (i) => (a) => { const c = count(); c.draws++; c.indices += a[i]; };
	const hooks = {
		drawArrays: draw(2),
		drawElements: draw(1),
		drawArraysInstanced: draw(2),
		drawElementsInstanced: draw(1),
		drawRangeElements: draw(3),
		bufferData: (a) => upload(count(), a[0], bytes(a[1], a[3], a[4])),
		bufferSubData: (a) => upload(count(), a[0], bytes(a[2], a[3], a[4])),
		bindFramebuffer: () => { count().fbBinds++; },
		finish: () => { count().finishes++; },
		texSubImage2D: () => { count().texUploads++; },
	};
	const gl = WebGL2RenderingContext.prototype;
	for (const [name, hook] of Object.entries(hooks)) {
		const fn = gl[name];
		gl[name] = function (...args) { hook(args); return fn.apply(this, args); };
	}
	const finish = gl.finish;
	gl.finish = function () {
		const at = performance.now();
		try { return finish.apply(this); } finally { count().finishMs += performance.now() - at; }
	};

	// What cmd/framebench reads: the frames closed from index i on, and how
	// long ago (ms) the last GL call was.
	window.framebench = {
		frames: (i) => frames.slice(i),
		closed: () => frames.length,
		idle: () => counts ? 0 : performance.now() - lastGL,
	};
})();
