#!/usr/bin/env node
"use strict";

// src/cli.ts
var import_node_url2 = require("node:url");

// src/shell/cli/compile-cache.ts
var import_node_fs3 = require("node:fs");
var import_node_module = require("node:module");
var import_node_path2 = require("node:path");
var import_node_url = require("node:url");
var import_node_vm = require("node:vm");

// src/shell/fs/make-dirs.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function makeDirs(dir, mode, deps = { mkdirSync: import_node_fs.mkdirSync, dirname: import_node_path.dirname }) {
  const options = mode === void 0 ? void 0 : { mode };
  const missing = [];
  let made = false;
  for (let at = dir; ; ) {
    try {
      deps.mkdirSync(at, options);
      made = at === dir;
      break;
    } catch (err) {
      const code = err.code;
      if (code === "EEXIST") break;
      const parent = deps.dirname(at);
      if (code !== "ENOENT" || parent === at) throw err;
      missing.push(at);
      at = parent;
    }
  }
  for (let i = missing.length - 1; i >= 0; i--) {
    try {
      deps.mkdirSync(missing[i], options);
      made = i === 0;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
  }
  return made;
}

// src/shell/fs/replace-file.ts
var import_node_fs2 = require("node:fs");

// src/shell/fs/retry-held.ts
var HELD_WAIT_MS = 1e4;
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
function retryHeld(op, codes, options, lasting) {
  let waited = 0;
  let delay = 0;
  for (; ; ) {
    try {
      return op();
    } catch (err) {
      const code = err?.code;
      if (options.platform !== "win32" || typeof code !== "string" || !codes.includes(code)) throw err;
      if (lasting?.(err)) throw err;
      if (waited >= options.waitMs) {
        const seconds = Math.round(waited / 100) / 10;
        throw Object.assign(
          new Error(
            `${err.message} (still refused after ${seconds} s of retries: another program, such as a virus scanner, the search indexer or an editor, may be holding ${options.holding ?? "the file"} open)`,
            { cause: err }
          ),
          { code }
        );
      }
      delay = Math.min(delay + 10, 100, options.waitMs - waited);
      options.sleep(delay);
      waited += delay;
    }
  }
}

// src/shell/fs/replace-file.ts
var realDeps = { writeFileSync: import_node_fs2.writeFileSync, renameSync: import_node_fs2.renameSync, lstatSync: import_node_fs2.lstatSync, rmSync: import_node_fs2.rmSync, sleep: sleepSync, retryHeld };
function replaceFile(target, tmp, bytes, deps = realDeps, options = { platform: process.platform, waitMs: HELD_WAIT_MS }) {
  const folder = () => {
    try {
      return deps.lstatSync(target, { throwIfNoEntry: false })?.isDirectory() === true;
    } catch {
      return false;
    }
  };
  try {
    deps.writeFileSync(tmp, bytes);
    deps.retryHeld(
      () => deps.renameSync(tmp, target),
      ["EPERM", "EACCES", "EBUSY"],
      { platform: options.platform, waitMs: options.waitMs, sleep: deps.sleep },
      folder
    );
  } catch (err) {
    try {
      deps.rmSync(tmp, { force: true });
    } catch {
    }
    throw err;
  }
}

// src/shell/cli/compile-cache.ts
var CACHE_ENV = "MODEL_REGISTRY_COMPILE_CACHE";
var CACHE_RENAME_WAIT_MS = 250;
var STALE_MS = 30 * 24 * 3600 * 1e3;
function cacheDir(env) {
  const set = env[CACHE_ENV];
  if (set) return /^(off|0|false)$/i.test(set) ? null : set;
  const xdg = env.XDG_CACHE_HOME && (0, import_node_path2.isAbsolute)(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : void 0;
  const base = xdg ?? env.LOCALAPPDATA ?? (env.HOME ? (0, import_node_path2.join)(env.HOME, ".cache") : void 0);
  return base ? (0, import_node_path2.join)(base, "model-registry") : null;
}
var CACHED_COMMANDS = /* @__PURE__ */ new Set(["validate", "build", "diff", "init", "worker"]);
function cacheFileName(bundle, command2) {
  const cmd = command2 !== void 0 && CACHED_COMMANDS.has(command2) ? command2 : "other";
  const id = `${bundle.hash.replace(/[^0-9a-f]/gi, "").slice(0, 16)}-${bundle.size}-${Math.trunc(bundle.mtimeMs)}`;
  return `cli-${id}-${process.version}-${process.arch}-${cmd}.v8`;
}
function readCache(file) {
  if (file === null) return void 0;
  try {
    return (0, import_node_fs3.readFileSync)(file);
  } catch {
    return void 0;
  }
}
function removeStaleCaches(dir, keep, now = Date.now(), deps = { readdirSync: import_node_fs3.readdirSync, statSync: import_node_fs3.statSync, rmSync: import_node_fs3.rmSync }) {
  const removed = [];
  for (const name of deps.readdirSync(dir)) {
    const other = (0, import_node_path2.join)(dir, name);
    if (other === keep || !name.startsWith("cli-")) continue;
    try {
      if (now - deps.statSync(other).mtimeMs <= STALE_MS) continue;
      deps.rmSync(other, { force: true });
      removed.push(other);
    } catch {
    }
  }
  return removed;
}
function writeCache(file, script) {
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const dir = (0, import_node_path2.dirname)(file);
    makeDirs(dir, 448);
    replaceFile(file, tmp, script.createCachedData(), void 0, {
      platform: process.platform,
      waitMs: CACHE_RENAME_WAIT_MS
    });
    removeStaleCaches(dir, file);
  } catch {
  }
}
function loadBundle(bundle, options) {
  const filename = (0, import_node_url.fileURLToPath)(bundle);
  const source = (0, import_node_fs3.readFileSync)(filename, "utf8");
  const dir = cacheDir(process.env);
  let file = null;
  if (dir !== null) {
    const { size, mtimeMs } = (0, import_node_fs3.statSync)(filename);
    file = (0, import_node_path2.join)(dir, cacheFileName({ hash: options.hash, size, mtimeMs }, options.command));
  }
  const cachedData = readCache(file);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}
})`;
  const script = new import_node_vm.Script(wrapped, { filename, ...cachedData ? { cachedData } : {} });
  if (file !== null && (!cachedData || script.cachedDataRejected))
    process.once("exit", () => {
      try {
        options.warm?.();
      } catch {
      }
      writeCache(file, script);
    });
  const module2 = { exports: {} };
  script.runInThisContext()(module2.exports, (0, import_node_module.createRequire)(filename), module2, filename, (0, import_node_path2.dirname)(filename));
  return module2.exports;
}

// src/shell/parallel/worker-arg.ts
var WORKER_ARG = "--model-registry-validation-worker";

// src/cli.ts
var entry = (0, import_node_url2.pathToFileURL)(__filename);
var command = process.argv[2] === WORKER_ARG ? "worker" : process.argv[2];
var app = loadBundle(new URL("./cli-main.cjs", entry), {
  hash: "015cf06a70cfa62a1c480f23db04c8d851c38de75b29e829ac86020cda27405f",
  command,
  // At exit, when `app` is set.
  warm: () => app.warmUp(command)
});
void app.start(entry);
