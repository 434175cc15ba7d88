// The web worker of the page's long computations (src/runtime/worker.rs): each message is
// { module, task } with the page's compiled WebAssembly module and a task's bytes; the
// answer is { ok: bytes } or { error: message }, after any number of { progress: n } that
// the module posts itself as the task counts its work. The module is instantiated once, on the
// first message; its main does nothing here (a worker has no window).
import init, { grundy_task } from "./grundy.js";

let ready = null;

self.onmessage = async ({ data }) => {
  try {
    ready ??= init({ module_or_path: data.module });
    await ready;
    const ok = grundy_task(data.task);
    self.postMessage({ ok }, [ok.buffer]);
  } catch (e) {
    self.postMessage({ error: String(e) });
  }
};
