// The web page in a real browser: Debian's Chromium, headless, drawing WebGL2 with
// SwiftShader, driven by playwright-core (which downloads no browser). `.ci/web.sh check`
// builds and serves the page, then runs
//
//   node tests/web/check.mjs URL OUT_DIR
//
// and this checks, in order, with a fresh profile (empty local storage):
//   1. the page loads and the app draws a first frame (a screenshot that is not blank)
//      within FIRST_FRAME_BUDGET_MS of the start of navigation;
//   2. the key H turns hints on (the board gains the hint colours) and off again (the
//      page is as before), and the remoteness the hints show was searched in a web worker
//      (the page's performance marks grundy-task-sent / grundy-task-answered);
//   3. a click on the first pile's bottom stone takes the pile: fewer stones are drawn, and
//      the computer answers with a move searched in a web worker;
//   4. with hints on, a reload restores the game: the state in local storage holds the
//      moves and the hints, and the page after the reload looks as it did before;
//   5. a page whose saved state opens the explorer's largest Wythoff table (seconds of work,
//      started in the first frame) still draws its first frame within the budget and then
//      a frame at least every FRAME_GAP_BUDGET_MS while a web worker computes the table;
//      the table comes, and the explorer's Set Nim sequence and a judge run (its Solve
//      button found below the input box) come from web workers too;
//   6. the language menu of the top bar (found as the rightmost filled widget of the bar)
//      switches the page to 简体中文: the page changes, local storage holds the choice,
//      and a reload keeps it;
//   7. the explorer's "Save the table as CSV…" (found as the first wide button under the
//      page's tabs) gives a browser download named set-nim-2-5-7.csv whose rows are the
//      Grundy values of S = {2, 5, 7}, computed here by the mex rule;
//  7b. the explorer's "Save the heat map as PNG…" (Wythoff, side 64; the second button of
//      the row below "Compute") gives a browser download wythoff-64.png that is a PNG
//      picture of the map, its P-positions white;
//   8. a page whose saved game is a sum whose every line of play lasts 200 moves (the
//      core's deepest search) gets the remoteness from a web worker: the search at its
//      full depth fits the worker's stack (a failure would set grundy-task-failed);
//  8b. a page whose saved game is a game from rules (the first example script, Grundy's game)
//      gets its analysis from the Rhai engine in a web worker, and its options are drawn in
//      the hint colours;
//   9. no console error, page error or failed request came at any point.
// Screenshots go to OUT_DIR (web-first.png, web-hints.png, web-reloaded.png, …). The
// first-frame time is printed; the last line is "N passed, N failed".

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { chromium } from "playwright-core";

const URL = process.argv[2] ?? "http://127.0.0.1:8080/";
const OUT = process.argv[3] ?? "target/web/check";
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FIRST_FRAME_BUDGET_MS = 3000;
// The longest the page may go without a frame while a worker computes (SwiftShader draws a
// frame in tens of milliseconds; the table takes seconds).
const FRAME_GAP_BUDGET_MS = 1000;
// The explorer's 1024 × 1024 Wythoff table, from the task sent to the answer.
const WYTHOFF_BUDGET_MS = 1000;
const VIEWPORT = { width: 1280, height: 800 };
// The stones' colour (src/games/draw.rs, STONE_COLOR) and the hint colours (WINNING, LOSING).
const STONE = [0x8a, 0x7f, 0x70];
const HINTS = [
  [0x00, 0x72, 0xb2],
  [0xd5, 0x5e, 0x00],
];
// The seconds the computer waits before its move (src/controller.rs, COMPUTER_DELAY), with
// room.
const SETTLE_MS = 2500;

mkdirSync(OUT, { recursive: true });
let passed = 0;
let failed = 0;
function check(name, ok, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
}

// ---- PNG screenshots as pixels (8-bit RGB or RGBA, not interlaced: what Chromium writes).

function decodePng(buf) {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString("latin1", pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, , , interlace] = data.subarray(8, 13);
      channels = { 2: 3, 6: 4 }[colour];
      if (depth !== 8 || !channels || interlace !== 0) {
        throw new Error(`unexpected PNG: depth ${depth}, colour type ${colour}`);
      }
    } else if (type === "IDAT") {
      idat.push(data);
    }
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rgb = new Uint8Array(width * height * 3);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      let p;
      switch (filter) {
        case 0: p = 0; break;
        case 1: p = a; break;
        case 2: p = b; break;
        case 3: p = (a + b) >> 1; break;
        case 4: {
          const pa = Math.abs(b - c);
          const pb = Math.abs(a - c);
          const pc = Math.abs(a + b - 2 * c);
          p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default: throw new Error(`PNG filter ${filter}`);
      }
      cur[i] = (line[i] + p) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) rgb[(y * width + x) * 3 + k] = cur[x * channels + k];
    }
    prev = cur;
  }
  return { width, height, rgb };
}

async function shot(page, name) {
  const png = await page.screenshot();
  writeFileSync(join(OUT, `${name}.png`), png);
  return decodePng(png);
}

const near = (img, i, [r, g, b], tol = 6) =>
  Math.abs(img.rgb[i * 3] - r) <= tol &&
  Math.abs(img.rgb[i * 3 + 1] - g) <= tol &&
  Math.abs(img.rgb[i * 3 + 2] - b) <= tol;

function distinctColours(img) {
  const seen = new Set();
  for (let i = 0; i < img.width * img.height; i += 7) {
    seen.add((img.rgb[i * 3] << 16) | (img.rgb[i * 3 + 1] << 8) | img.rgb[i * 3 + 2]);
  }
  return seen.size;
}

// The stones: connected blobs of the stone colour, each with its centre, sorted left to
// right then top to bottom. Blobs smaller than a stone's core are anti-aliasing noise.
function stones(img) {
  const { width, height } = img;
  const seen = new Uint8Array(width * height);
  const blobs = [];
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || !near(img, start, STONE)) continue;
    const stack = [start];
    seen[start] = 1;
    let n = 0;
    let sx = 0;
    let sy = 0;
    while (stack.length) {
      const i = stack.pop();
      const x = i % width;
      const y = (i - x) / width;
      n++;
      sx += x;
      sy += y;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (j < 0 || j >= width * height || seen[j]) continue;
        if (Math.abs((j % width) - x) > 1) continue;
        if (near(img, j, STONE)) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (n >= 150) blobs.push({ x: sx / n, y: sy / n, n });
  }
  blobs.sort((a, b) => Math.round(a.x - b.x) || a.y - b.y);
  return blobs;
}

function hintPixels(img) {
  let n = 0;
  for (let i = 0; i < img.width * img.height; i++) {
    if (HINTS.some((c) => near(img, i, c, 10))) n++;
  }
  return n;
}

// The share of pixels that differ by more than a little.
function difference(a, b) {
  let n = 0;
  for (let i = 0; i < a.width * a.height; i++) {
    const d =
      Math.abs(a.rgb[i * 3] - b.rgb[i * 3]) +
      Math.abs(a.rgb[i * 3 + 1] - b.rgb[i * 3 + 1]) +
      Math.abs(a.rgb[i * 3 + 2] - b.rgb[i * 3 + 2]);
    if (d > 24) n++;
  }
  return n / (a.width * a.height);
}

// Runs of one colour along row `y` at least `min` pixels long, other than the colour at the
// row's right end (the panel's background): [x0, x1, colour].
function runs(img, y, min) {
  const at = (x) => {
    const i = (y * img.width + x) * 3;
    return (img.rgb[i] << 16) | (img.rgb[i + 1] << 8) | img.rgb[i + 2];
  };
  const background = at(img.width - 2);
  const found = [];
  let x0 = 0;
  for (let x = 1; x <= img.width; x++) {
    if (x < img.width && at(x) === at(x0)) continue;
    if (x - x0 >= min && at(x0) !== background) found.push([x0, x - 1, at(x0)]);
    x0 = x;
  }
  return found;
}

// A filled widget as a box: the run [x0, x1, colour] of row y grown up and down while a
// column near its right end (past its text) keeps the colour.
function widgetBox(img, [x0, x1, colour], y) {
  const mid = Math.round((x0 + x1) / 2);
  const edge = Math.max(x0, x1 - 3);
  const same = (yy) => {
    const i = (yy * img.width + edge) * 3;
    return ((img.rgb[i] << 16) | (img.rgb[i + 1] << 8) | img.rgb[i + 2]) === colour;
  };
  let top = y;
  let bottom = y;
  while (top > 0 && same(top - 1)) top--;
  while (bottom < img.height - 1 && same(bottom + 1)) bottom++;
  return { x0, x1, top, bottom, colour, x: mid, y: Math.round((top + bottom) / 2) };
}

// The language menu: the filled widget that ends furthest right in the top bar (the tabs,
// the hints box and the menu, in that order).
function languageMenu(img) {
  let best = null;
  for (let y = 2; y < 50; y++) {
    for (const run of runs(img, y, 40)) {
      if (!best || run[1] > best.run[1]) best = { run, y };
    }
  }
  return best && widgetBox(img, best.run, best.y);
}

// The first filled widget at least `min` pixels wide below row `from` whose run is of
// `colour`, or (with `colour` null) passes `accept`.
function firstButton(img, colour, from, min, accept = () => true) {
  for (let y = from; y < Math.min(img.height, from + 600); y++) {
    const run = runs(img, y, min).find((r) => (colour === null ? accept(r) : r[2] === colour));
    if (run) return widgetBox(img, run, y);
  }
  return null;
}

// ---- The browser.

// The app's first-frame mark on `page`: milliseconds from the start of navigation.
async function firstFrame(page) {
  await page.waitForFunction(
    () => performance.getEntriesByName("grundy-first-frame").length > 0,
    null,
    { timeout: 30000 },
  );
  return page.evaluate(() => performance.getEntriesByName("grundy-first-frame")[0].startTime);
}

// The tasks the page sent to its web workers and the answers that came back (performance
// marks set by src/web/worker.rs), and the workers.
async function tasksInWorkers(page) {
  const [sent, answered] = await page.evaluate(() => [
    performance.getEntriesByName("grundy-task-sent").length,
    performance.getEntriesByName("grundy-task-answered").length,
  ]);
  return { workers: page.workers().length, sent, answered };
}

const problems = [];
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  // WebGL2 without a GPU: ANGLE on SwiftShader. (--disable-gpu would turn WebGL off.)
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
});
try {
  const watch = (page) => {
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => {
      // Closing a page while its worker computes aborts nothing of the app's.
      if (!r.failure()?.errorText.includes("ERR_ABORTED")) {
        problems.push(`request failed: ${r.url()}`);
      }
    });
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
  };
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  watch(page);

  // 1. The first frame.
  await page.goto(URL);
  const mark = await firstFrame(page);
  // The page is drawn when the screenshot shows the app (many colours), not the grey page.
  let drawnAt = null;
  for (let t = 0; t < 50 && drawnAt === null; t++) {
    const img = decodePng(await page.screenshot());
    if (distinctColours(img) > 20) {
      drawnAt = await page.evaluate(() => performance.now());
    }
  }
  console.log(
    `first frame: ${mark.toFixed(0)} ms after navigation start (the app's mark); ` +
      `a non-blank screenshot by ${drawnAt?.toFixed(0)} ms`,
  );
  check(
    `first frame within ${FIRST_FRAME_BUDGET_MS} ms`,
    mark <= FIRST_FRAME_BUDGET_MS,
    `${mark.toFixed(0)} ms`,
  );
  await page.waitForTimeout(500);
  const first = await shot(page, "web-first");
  const colours = distinctColours(first);
  check("the first frame is not blank", colours > 20, `${colours} colours`);
  const before = stones(first);
  check("the board shows Nim 3 4 5 (12 stones)", before.length === 12, `${before.length} stones`);

  // 2. Hints on and off with the key H (a click on an empty spot gives the canvas the focus).
  await page.mouse.click(VIEWPORT.width - 40, VIEWPORT.height - 40);
  await page.keyboard.press("h");
  await page.waitForTimeout(1500);
  const hinted = await shot(page, "web-hints");
  await page.keyboard.press("h");
  await page.waitForTimeout(1000);
  const unhinted = await shot(page, "web-hints-off");
  const [h0, h1, h2] = [first, hinted, unhinted].map(hintPixels);
  check("H turns hints on", h1 > h0 + 500, `${h0} hint-coloured pixels, then ${h1}`);
  const back = difference(first, unhinted);
  check(
    "H turns hints off again",
    h2 <= h0 + 50 && back < 0.002,
    `${h2} hint-coloured pixels; ${(back * 100).toFixed(2)}% of pixels differ from the first frame`,
  );
  const tasks = await tasksInWorkers(page);
  check(
    "the remoteness the hints show was searched in a web worker",
    tasks.answered >= 1,
    `${tasks.sent} task(s) sent to ${tasks.workers} worker(s), ${tasks.answered} answered`,
  );

  // 3. A click on the first pile's bottom stone (the blobs are sorted by column, then
  // from the top: the first pile's bottom stone is the last of the leftmost column).
  const column = before.filter((s) => Math.abs(s.x - before[0].x) < 5);
  const target = column[column.length - 1];
  const beforeClick = await tasksInWorkers(page);
  if (target) {
    await page.mouse.click(target.x, target.y);
    await page.mouse.move(VIEWPORT.width - 40, VIEWPORT.height - 40);
  }
  await page.waitForTimeout(SETTLE_MS);
  const played = await shot(page, "web-played");
  const after = stones(played);
  check(
    "a click on a stone changes the position",
    target && after.length <= before.length - column.length,
    `${before.length} stones, then ${after.length}`,
  );
  // Hints are off now: the one task is the computer's perfect move (skill 100).
  const afterClick = await tasksInWorkers(page);
  check(
    "the computer's move was searched in a web worker",
    afterClick.answered > beforeClick.answered && afterClick.sent > beforeClick.sent,
    `${afterClick.sent - beforeClick.sent} task(s) sent, ` +
      `${afterClick.answered - beforeClick.answered} answered`,
  );

  // 4. Hints on, then a reload.
  await page.keyboard.press("h");
  await page.waitForTimeout(1500);
  const kept = await shot(page, "web-before-reload");
  await page.reload();
  await firstFrame(page);
  await page.waitForTimeout(1500);
  const reloaded = await shot(page, "web-reloaded");
  const stored = await page.evaluate(() => localStorage.getItem("app") ?? "");
  check(
    "local storage holds the game with hints on",
    /hints:\s*true/.test(stored) && /plies:\s*\[\s*\(/.test(stored),
    `${stored.length} characters`,
  );
  const changed = difference(kept, reloaded);
  check(
    "a reload restores the game",
    changed < 0.01 && stones(reloaded).length === stones(kept).length,
    `${(changed * 100).toFixed(2)}% of pixels differ`,
  );
  await context.close();

  // 5. A computation leaves the page drawing: the explorer's 1024 × 1024 Wythoff table
  // (under a second in the worker, WYTHOFF_BUDGET_MS; 13 to 21 s by the plain scan it used
  // before) in a fresh profile whose saved state opens that page, so that the
  // computation starts in the first frame. The gaps between animation frames are recorded
  // from the page's start.
  const busy = await browser.newContext({ viewport: VIEWPORT });
  await busy.addInitScript(() => {
    localStorage.setItem("app", "(tab: Explore, explore: (page: Wythoff, wythoff: (side: 1024)))");
    window.frameGaps = [];
    let last = performance.now();
    const frame = (now) => {
      window.frameGaps.push([now, now - last]);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const explorer = await busy.newPage();
  watch(explorer);
  await explorer.goto(URL);
  const busyMark = await firstFrame(explorer);
  await explorer.waitForTimeout(2000);
  const longest = await explorer.evaluate(
    (from) => Math.max(0, ...window.frameGaps.filter(([t]) => t > from).map(([, gap]) => gap)),
    busyMark,
  );
  const computing = await tasksInWorkers(explorer);
  await shot(explorer, "web-explore-busy");
  // The table takes well under a second now (bitsets per row, column and diagonal), so
  // it may be answered within the 2 s watched: the frames are what is checked here, the
  // table's time below.
  check(
    "the page keeps drawing while a worker computes the Wythoff table",
    busyMark <= FIRST_FRAME_BUDGET_MS && longest < FRAME_GAP_BUDGET_MS && computing.sent > 0,
    `first frame ${busyMark.toFixed(0)} ms, then 2 s with frames at most ` +
      `${longest.toFixed(0)} ms apart while ${computing.sent - computing.answered} ` +
      `task(s) ran in ${computing.workers} worker(s)`,
  );
  // The table comes (then the heat map shows: many colours).
  await explorer.waitForFunction(
    () => performance.getEntriesByName("grundy-task-answered").length > 0,
    null,
    { timeout: 120000 },
  );
  const table = await explorer.evaluate(() => [
    performance.getEntriesByName("grundy-task-sent")[0].startTime,
    performance.getEntriesByName("grundy-task-answered")[0].startTime,
  ]);
  await explorer.waitForTimeout(500);
  const map = await shot(explorer, "web-explore-wythoff");
  check(
    "the Wythoff table comes from the worker within a second and its heat map is drawn",
    table[1] - table[0] < WYTHOFF_BUDGET_MS && distinctColours(map) > 100,
    `the table ${(table[1] - table[0]).toFixed(0)} ms after it was sent; ` +
      `${distinctColours(map)} colours`,
  );
  await busy.close();

  // The explorer's Set Nim sequence (its default set, certified in a table of 4096 cells),
  // and a judge run.
  const answeredOn = async (state, act) => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript((s) => localStorage.setItem("app", s), state);
    const p = await context.newPage();
    watch(p);
    await p.goto(URL);
    await firstFrame(p);
    await p.waitForTimeout(500);
    const shown = await act(p);
    await p.waitForFunction(
      () => performance.getEntriesByName("grundy-task-answered").length > 0,
      null,
      { timeout: 30000 },
    );
    await p.waitForTimeout(500);
    const done = await tasksInWorkers(p);
    return { context, page: p, shown, done };
  };
  {
    const { context, done } = await answeredOn("(tab: Explore)", async () => null);
    check(
      "the explorer's Set Nim sequence came from a web worker",
      done.answered >= 1,
      `${done.sent} task(s) sent, ${done.answered} answered`,
    );
    await context.close();
  }
  {
    const { context, page: judge, shown, done } = await answeredOn("(tab: Judge)", async (p) => {
      // The input box is the tall white area under the heading; Solve is the first thing
      // drawn under it, at its left edge.
      const img = await shot(p, "web-judge");
      // Down the middle of the box (no text there), then down its left edge.
      const white = (y) => near(img, y * img.width + img.width / 2, [255, 255, 255], 3);
      const x = 20;
      let y = 60;
      while (y < img.height && !white(y)) y++;
      while (y < img.height && white(y)) y++;
      const background = img.rgb.slice((y + 2) * img.width * 3, (y + 2) * img.width * 3 + 3);
      let button = y + 2;
      while (button < img.height && near(img, button * img.width + x, [...background], 2)) button++;
      await p.mouse.click(x + 10, button + 8);
      return { img, button };
    });
    const solved = await shot(judge, "web-judge-solved");
    // The output ("Output", then "Yes") is text under the button, where nothing was.
    const text = (img) => {
      let n = 0;
      for (let y = shown.button + 20; y < Math.min(shown.button + 60, img.height); y++) {
        for (let x = 0; x < 200; x++) {
          const i = (y * img.width + x) * 3;
          if (img.rgb[i] + img.rgb[i + 1] + img.rgb[i + 2] < 400) n++;
        }
      }
      return n;
    };
    check(
      "a judge run came from a web worker and its output is shown",
      done.answered >= 1 && text(shown.img) === 0 && text(solved) > 20,
      `${done.sent} task(s) sent, ${done.answered} answered; text pixels under Solve: ` +
        `${text(shown.img)}, then ${text(solved)}`,
    );
    await context.close();
  }

  // 6. The language menu: open it, pick its second entry (简体中文), then reload.
  {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: "en-US" });
    const p = await context.newPage();
    watch(p);
    await p.goto(URL);
    await firstFrame(p);
    await p.waitForTimeout(800);
    const english = await shot(p, "web-lang-en");
    const menu = languageMenu(english);
    let chinese = english;
    let opened = english;
    if (menu) {
      await p.mouse.click(menu.x, menu.y);
      await p.mouse.move(VIEWPORT.width - 40, VIEWPORT.height - 40);
      await p.waitForTimeout(500);
      opened = await shot(p, "web-lang-menu");
      // The menu opens under the button with its entries one under the other, the chosen
      // one (English) filled: the next entry is one entry's height further down.
      const chosen = firstButton(opened, null, menu.bottom + 1, 40, (r) => {
        return r[0] >= menu.x0 - 10 && r[0] <= menu.x1 && r[2] !== menu.colour;
      });
      if (chosen) {
        const next = chosen.bottom + (chosen.bottom - chosen.top) / 2 + 4;
        await p.mouse.click(chosen.x, next);
        await p.mouse.move(VIEWPORT.width - 40, VIEWPORT.height - 40);
        await p.waitForTimeout(800);
        chinese = await shot(p, "web-lang-zh");
      }
    }
    const switched = difference(english, chinese);
    check(
      "the top bar's language menu switches the page to Chinese",
      menu !== null && difference(english, opened) > 0 && switched > 0.01,
      menu
        ? `menu at (${menu.x}, ${menu.y}); ${(switched * 100).toFixed(2)}% of pixels changed`
        : "no language menu found in the top bar",
    );
    await p.reload();
    await firstFrame(p);
    await p.waitForTimeout(1500);
    const reloaded = await shot(p, "web-lang-zh-reloaded");
    const stored = await p.evaluate(() => localStorage.getItem("app") ?? "");
    const kept = difference(chinese, reloaded);
    check(
      "the language chosen is kept across a reload",
      /lang:\s*Some\([^)]*zh-CN/.test(stored) && kept < 0.01 && difference(english, reloaded) > 0.01,
      `local storage ${/zh-CN/.test(stored) ? "holds" : "lacks"} zh-CN; ` +
        `${(kept * 100).toFixed(2)}% of pixels differ from before the reload`,
    );
    await context.close();
  }

  // A page of the explorer opened from the saved state `saved` (downloads accepted), once its
  // first worker task has answered; its screenshot is saved as `name`.
  async function explorePage(saved, name) {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      locale: "en-US",
      acceptDownloads: true,
    });
    await context.addInitScript((state) => localStorage.setItem("app", state), saved);
    const p = await context.newPage();
    watch(p);
    await p.goto(URL);
    await firstFrame(p);
    await p.waitForFunction(
      () => performance.getEntriesByName("grundy-task-answered").length > 0,
      null,
      { timeout: 30000 },
    );
    await p.waitForTimeout(800);
    const img = await shot(p, name);
    return { context, p, img };
  }

  // Clicks (x, y) on `p` and returns the download it gives: its suggested name and bytes, or
  // "no download (why)" and no bytes.
  async function downloadAt(p, x, y) {
    try {
      const [download] = await Promise.all([
        p.waitForEvent("download", { timeout: 10000 }),
        p.mouse.click(x, y),
      ]);
      return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
    } catch (e) {
      return { name: `no download (${e.message.split("\n")[0]})`, bytes: Buffer.alloc(0) };
    }
  }

  // 7. An export is a browser download: the Set Nim table (S = 2 5 7, 40 rows) as CSV.
  {
    const { context, p, img } = await explorePage(
      "(tab: Explore, explore: (page: SetNim, set_nim: (rows: 40)))",
      "web-export",
    );
    // Buttons are filled with the colour of the language menu's button.
    const menu = languageMenu(img);
    const button = menu && firstButton(img, menu.colour, menu.bottom + 10, 120);
    const { name, bytes } = button
      ? await downloadAt(p, button.x, button.y)
      : { name: "", bytes: Buffer.alloc(0) };
    const text = bytes.toString("utf8");
    const lines = text.split("\n").filter((l) => l.length > 0);
    // g(n) = mex of g(n − s) for s in S, s ≤ n.
    const g = [];
    for (let n = 0; n < 40; n++) {
      const options = [2, 5, 7].filter((s) => s <= n).map((s) => g[n - s]);
      let v = 0;
      while (options.includes(v)) v++;
      g.push(v);
    }
    // S = {2, 5, 7} has period 22 from n = 0: the part column says so, quoted for its comma.
    const rowsOk = g.every((v, n) => lines[n + 1] === `${n},${v},"period, phase ${n % 22}"`);
    check(
      "Save the table as CSV… gives a download with the table",
      name === "set-nim-2-5-7.csv" && lines[0] === "n,g(n),part" && lines.length === 41 && rowsOk,
      button
        ? `${name || "no download"}: ${lines.length} lines, first ${JSON.stringify(lines[0] ?? "")}`
        : "no button found",
    );
    await context.close();
  }

  // 7b. A picture is a browser download too: the Wythoff heat map (side 64) as PNG, a
  // picture of the map (white P-positions among coloured cells).
  {
    const { context, p, img } = await explorePage(
      "(tab: Explore, explore: (page: Wythoff, wythoff: (side: 64)))",
      "web-export-png",
    );
    // Below the language menu: "Compute", then the row "Save the table as CSV…", "Save the
    // heat map as PNG…" (the second button of its row).
    const menu = languageMenu(img);
    const compute = menu && firstButton(img, menu.colour, menu.bottom + 10, 40);
    // Past Compute (a row of text is about 20 pixels): the first button wider than it.
    const csv = compute && firstButton(img, menu.colour, compute.y + 25, 100);
    // A row near the buttons' top edge, above their text, that crosses both.
    let png;
    for (let y = csv ? csv.top : 0; csv && !png && y < csv.top + 6; y++) {
      png = runs(img, y, 60).filter((r) => r[2] === menu.colour)[1];
    }
    const { name, bytes } = png
      ? await downloadAt(p, Math.round((png[0] + png[1]) / 2), csv.y)
      : { name: "", bytes: Buffer.alloc(0) };
    const signature = bytes.subarray(0, 8).toString("hex") === "89504e470d0a1a0a";
    let picture = null;
    if (signature) {
      try {
        picture = decodePng(bytes);
      } catch {
        picture = null;
      }
    }
    let white = 0;
    let other = 0;
    if (picture) {
      for (let i = 0; i < picture.width * picture.height; i++) {
        if (near(picture, i, [255, 255, 255], 2)) white++;
        else other++;
      }
    }
    check(
      "Save the heat map as PNG… gives a download with the picture",
      name === "wythoff-64.png" &&
        picture !== null &&
        picture.width >= 64 &&
        picture.height >= 64 &&
        white > 0 &&
        other > white,
      png
        ? `${name || "no download"}: ${bytes.length} bytes, ${
            picture ? `${picture.width}×${picture.height}, ${white} white pixels` : "not a PNG"
          }`
        : "no button found",
    );
    await context.close();
  }

  // 8. The deepest search: Bash with k = 1 from 193 stones and seven Nim heaps of one stone,
  // two players (no computer), hints on. Every move takes one stone, so every line of play
  // lasts 200 moves: the remoteness search recurses 200 levels of a sum (the core's
  // MAX_DEPTH), each several KiB of the worker's WebAssembly stack.
  const deep = await browser.newContext({ viewport: VIEWPORT });
  const nims = Array(7).fill("Nim(convention: Normal)").join(", ");
  const ones = Array(7).fill("[1]").join(", ");
  const saved =
    `(play: (hints: true, game: (specs: [Bash(max_take: 1, convention: Normal), ${nims}], ` +
    `start: [[193], ${ones}], turns: (mode: TwoPlayers))))`;
  await deep.addInitScript((state) => localStorage.setItem("app", state), saved);
  const deepPage = await deep.newPage();
  watch(deepPage);
  await deepPage.goto(URL);
  await firstFrame(deepPage);
  await deepPage.waitForFunction(
    () =>
      performance.getEntriesByName("grundy-task-answered").length +
        performance.getEntriesByName("grundy-task-failed").length >
      0,
    null,
    { timeout: 60000 },
  );
  const [sent, answered, failures] = await deepPage.evaluate(() => [
    performance.getEntriesByName("grundy-task-sent").map((m) => m.startTime),
    performance.getEntriesByName("grundy-task-answered").map((m) => m.startTime),
    performance.getEntriesByName("grundy-task-failed").map((m) => String(m.detail)),
  ]);
  await shot(deepPage, "web-deep-search");
  check(
    "a remoteness search 200 moves deep fits a web worker's stack",
    answered.length >= 1 && failures.length === 0,
    failures.length > 0
      ? `the worker failed: ${failures.join("; ")}`
      : `answered ${(answered[0] - sent[0]).toFixed(0)} ms after it was sent`,
  );
  await deep.close();

  // 8b. A game from rules: a saved state playing the first example script (Grundy's game,
  // compiled into the page) from a heap of 9, hints on. The Rhai engine solves it in a web
  // worker, and the options come marked in the hint colours (✔ winning, ✖ losing).
  const rules = await browser.newContext({ viewport: VIEWPORT });
  await rules.addInitScript(
    (state) => localStorage.setItem("app", state),
    "(play: (hints: true, setup: (choice: Script), playing: Script, " +
      "script: (start: [9], turns: (mode: TwoPlayers))))",
  );
  const rulesPage = await rules.newPage();
  watch(rulesPage);
  await rulesPage.goto(URL);
  await firstFrame(rulesPage);
  await rulesPage.waitForFunction(
    () =>
      performance.getEntriesByName("grundy-task-answered").length +
        performance.getEntriesByName("grundy-task-failed").length >
      0,
    null,
    { timeout: 60000 },
  );
  await rulesPage.waitForTimeout(500);
  const scriptFailures = await rulesPage.evaluate(() =>
    performance.getEntriesByName("grundy-task-failed").map((m) => String(m.detail)),
  );
  const scriptShot = await shot(rulesPage, "web-script-game");
  const marked = hintPixels(scriptShot);
  check(
    "a game from rules is solved in a web worker and its options are marked",
    scriptFailures.length === 0 && marked > 50,
    scriptFailures.length > 0 ? `the worker failed: ${scriptFailures.join("; ")}` : `${marked} hint pixels`,
  );
  await rules.close();
} catch (e) {
  check("the checks ran to the end", false, e.message);
} finally {
  await browser.close();
}

// 9.
check("no console error, page error or failed request", problems.length === 0, problems.join("; "));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
