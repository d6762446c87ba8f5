var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// <define:WARM_UP_RECORDS>
var define_WARM_UP_RECORDS_default;
var init_define_WARM_UP_RECORDS = __esm({
  "<define:WARM_UP_RECORDS>"() {
    define_WARM_UP_RECORDS_default = [{ path: "models/cadence/cadence-tts-2.toml", text: 'documentation_state = "documented"\nschema_version = 1\n\n[model]\nid = "cadence/cadence-tts-2"\nname = "Cadence TTS 2"\nlab = "Cadence"\nmodality = "audio"\nstatus = "available"\nsource_ids = ["models", "api"]\n\n[verification]\nstate = "unverified"\n\n[[api_identifiers]]\nkind = "model_id"\nvalue = "cadence-tts-2"\nsource_ids = ["api"]\n\n[language_support]\nstate = "supported"\nscope = "speech_output"\npublished_label = "English, Spanish and German"\nlisted_count = 3\nlanguages = [{ code = "eng", name = "English" }, { code = "spa", name = "Spanish" }, { code = "deu", name = "German" }]\nsource_ids = ["models"]\n\n[[capability_profiles]]\nid = "text-to-speech"\ntask = "text_to_audio"\nendpoint = "POST /v2/speech"\nsource_ids = ["api"]\ntext_input = { state = "supported", unit = "character", max = 5000, source_ids = ["api"] }\n\n[[capability_profiles.audio_formats]]\nfamily = "mp3"\nsample_rate_mode = "exact_set"\nsample_rate_unit = "hertz"\nsample_rates = [22050, 44100]\nbitrate_mode = "exact_set"\nbitrate_unit = "kilobit_per_second"\nbitrates = [64, 128]\nsource_ids = ["api"]\n\n[[capability_profiles.audio_formats]]\nfamily = "pcm"\nsample_rate_mode = "exact_set"\nsample_rate_unit = "hertz"\nsample_rates = [16000, 24000]\nbit_depth_unit = "bit"\nbit_depths = [16]\nsource_ids = ["api"]\n\n[[capability_profiles.audio_formats]]\nfamily = "opus"\nsample_rate_mode = "exact_set"\nsample_rate_unit = "hertz"\nsample_rates = [48000]\nbitrate_mode = "exact_set"\nbitrate_unit = "kilobit_per_second"\nbitrates = [32, 64]\nsource_ids = ["api"]\n\n[[capability_profiles.delivery_profiles]]\nid = "inline"\nstate = "supported"\ntransport = "base64_inline"\nformats = ["mp3", "pcm", "opus"]\ndefault_format = "mp3"\nsource_ids = ["api"]\n\n[pricing]\nstate = "known"\nsource_ids = ["pricing"]\n\n[[pricing.charges]]\nid = "characters"\nstate = "known"\nkind = "metered"\namount = 15\ndenomination = "USD"\nper = 1000000\nunit = "input_character"\nprofile_id = "text-to-speech"\nsource_ids = ["pricing"]\n\n[[sources]]\nid = "models"\nkind = "documentation"\nurl = "https://docs.cadence.example/models"\nretrieved_on = 2026-10-05\n\n[[sources]]\nid = "api"\nkind = "api_reference"\nurl = "https://docs.cadence.example/api/speech"\nretrieved_on = 2026-10-05\n\n[[sources]]\nid = "pricing"\nkind = "pricing"\nurl = "https://cadence.example/pricing"\nretrieved_on = 2026-10-05\n' }, { path: "models/northwind/aurora-image-1.toml", text: 'schema_version = 1\ndocumentation_state = "documented"\n\n[model]\nid = "northwind/aurora-image-1"\nname = "Aurora Image 1"\naliases = ["aurora-1"]\nlab = "Northwind"\nmodality = "image"\nstatus = "preview"\nsource_ids = ["model-page", "api"]\n\n[verification]\nstate = "unverified"\n\n[[api_identifiers]]\nkind = "model_id"\nvalue = "aurora-image-1"\nresolves_to = "aurora-image-1-2026-09"\nsource_ids = ["api"]\n\n[[api_identifiers]]\nkind = "snapshot_id"\nvalue = "aurora-image-1-2026-09"\nsource_ids = ["api"]\n\n[[capability_profiles]]\nid = "text-to-image"\ntask = "text_to_image"\nendpoint = "POST /v1/images"\nsource_ids = ["api"]\n\n[capability_profiles.text_input]\nstate = "supported"\nunit = "character"\nmax = 4000\nsource_ids = ["api"]\n\n[capability_profiles.size]\nstate = "supported"\nmode = "range"\nunit = "pixel"\ndefault = "1024x1024"\nedge_multiple = 32\nmin_total_pixels = 262144\nmax_total_pixels = 4194304\nsource_ids = ["api"]\n\n[[capability_profiles.size.examples]]\nwidth = 1024\nheight = 1024\nunit = "pixel"\naspect_ratio = "1:1"\nsource_ids = ["api"]\n\n[[capability_profiles.delivery_profiles]]\nid = "url"\nstate = "supported"\ntransport = "temporary_url"\nformats = ["png", "webp"]\ndefault_format = "png"\nsource_ids = ["api"]\n\n[[capability_profiles.controls]]\nname = "seed"\nstate = "supported"\nmode = "range"\nmin = 0\nmax = 4294967295\nstep = 1\nsource_ids = ["api"]\n\n[[capability_profiles]]\nid = "image-edit"\ntask = "image_edit"\nendpoint = "POST /v1/images/edits"\nsource_ids = ["api"]\n\n[[capability_profiles.reference_inputs]]\nrole = "image_reference"\nmedia_type = "image"\nstate = "supported"\nmin_count = 1\nmax_count = 4\nformats = ["png", "jpeg"]\nencodings = ["url", "base64_data"]\nconstraints = ["max_megabytes=20"]\nsource_ids = ["api"]\n\n[pricing]\nstate = "partial"\nsource_ids = ["pricing"]\n\n[[pricing.charges]]\nid = "output"\nstate = "known"\nkind = "metered"\namount = 0.03\ndenomination = "USD"\nper = 1\nunit = "output_megapixel"\nprofile_id = "text-to-image"\nsource_ids = ["pricing"]\n\n[[pricing.charges]]\nid = "edit-reference"\nstate = "unknown"\nqualifier = "The pricing page lists edits as coming soon."\nsource_ids = ["pricing"]\n\n[[limitations]]\nid = "no-transparency"\nsummary = "Transparent backgrounds are not supported."\nsource_ids = ["model-page"]\n\n[[sources]]\nid = "model-page"\nkind = "documentation"\nurl = "https://northwind.example/models/aurora-image-1"\nretrieved_on = 2026-09-10\n\n[[sources]]\nid = "api"\nkind = "api_reference"\nurl = "https://docs.northwind.example/api/images"\nretrieved_on = 2026-09-10\n\n[[sources]]\nid = "pricing"\nkind = "pricing"\nurl = "https://northwind.example/pricing"\nretrieved_on = 2026-09-10\n' }, { path: "models/northwind/aurora-video-1.toml", text: 'schema_version = 1\ndocumentation_state = "documented"\n\n[model]\nid = "northwind/aurora-video-1"\nname = "Aurora Video 1"\nlab = "Northwind"\nmodality = "video"\nstatus = "available"\nsource_ids = ["model-page", "api"]\n\n[verification]\nstate = "unverified"\n\n[[api_identifiers]]\nkind = "model_id"\nvalue = "aurora-video-1"\nsource_ids = ["api"]\n\n[[capability_profiles]]\nid = "text-to-video"\ntask = "text_to_video"\nendpoint = "POST /v1/videos"\nsource_ids = ["api"]\n\n[capability_profiles.duration]\nstate = "supported"\nmode = "range"\nunit = "second"\nmin = 4\nmax = 12\nstep = 4\nsource_ids = ["api"]\n\n[capability_profiles.frame_rate]\nstate = "supported"\nmode = "exact_set"\nunit = "frame_per_second"\nvalues = [24, 30]\nsource_ids = ["api"]\n\n[capability_profiles.size]\nstate = "supported"\nmode = "exact_set"\nunit = "resolution_tier"\ndefault = "720p"\nsource_ids = ["api"]\n\n[[capability_profiles.size.options]]\nid = "720p"\naspect_ratios = ["16:9", "9:16"]\nsource_ids = ["api"]\n\n[[capability_profiles.size.options]]\nid = "1080p"\naspect_ratios = ["16:9"]\nsource_ids = ["api"]\n\n[capability_profiles.native_audio]\nstate = "supported"\ndefault = true\nsource_ids = ["model-page"]\n\n[[capability_profiles.delivery_profiles]]\nid = "operation"\nstate = "supported"\ntransport = "long_running_operation"\nendpoint = "GET {polling_url}"\nformats = ["mp4"]\nsource_ids = ["api"]\n\n[pricing]\nstate = "known"\nsource_ids = ["pricing"]\n\n[[pricing.charges]]\nid = "per-second"\nstate = "known"\nkind = "metered"\namount = 0.25\ndenomination = "USD"\nper = 1\nunit = "output_video_second"\napplies_when = ["resolution=720p"]\nprofile_id = "text-to-video"\nsource_ids = ["pricing"]\n\n[[pricing.charges]]\nid = "per-second-1080p"\nstate = "known"\nkind = "metered"\namount = 0.4\ndenomination = "USD"\nper = 1\nunit = "output_video_second"\napplies_when = ["resolution=1080p"]\nprofile_id = "text-to-video"\nsource_ids = ["pricing"]\n\n[[sources]]\nid = "model-page"\nkind = "documentation"\nurl = "https://northwind.example/models/aurora-video-1"\nretrieved_on = 2026-10-12\n\n[[sources]]\nid = "api"\nkind = "api_reference"\nurl = "https://docs.northwind.example/api/videos"\nretrieved_on = 2026-10-12\n\n[[sources]]\nid = "pricing"\nkind = "pricing"\nurl = "https://northwind.example/pricing"\nretrieved_on = 2026-10-12\n' }];
  }
});

// src/core/record-path.ts
function notRecordName(name) {
  return name.startsWith(".") || name === "node_modules";
}
function labEntryName(modelsDir, repoPath) {
  const prefix = modelsDir === "." ? "" : `${modelsDir}/`;
  if (!repoPath.startsWith(prefix)) return null;
  const name = repoPath.slice(prefix.length);
  return name === "" || name.includes("/") || notRecordName(name) ? null : name;
}
function submoduleRecordPath(paths, repoPath) {
  const lab = labEntryName(paths.modelsDir, repoPath);
  return lab !== null ? `models/${lab}` : paths.toRecordPath(repoPath);
}
function misnamed(name) {
  const trimmed = name.replace(/[ .]+$/, "");
  if (trimmed !== name && trimmed !== "" && !trimmed.startsWith(".")) {
    const inner = trimmed.endsWith(".toml") ? { fixed: trimmed } : misnamed(trimmed);
    return inner === null ? null : { fixed: inner.fixed, caseOnly: false, trailing: true };
  }
  if (name.endsWith(".toml") || name.startsWith(".")) return null;
  const lower = name.toLowerCase();
  if (lower.endsWith(".toml")) return { fixed: `${name.slice(0, -".toml".length)}.toml`, caseOnly: true };
  const copy = /^(.+)\.toml(?:~|\.(?:txt|bak|orig|old|tmp))$/i.exec(name);
  if (copy) return { fixed: `${copy[1]}.toml`, caseOnly: false };
  const dot = name.lastIndexOf(".");
  if (dot > 0 && TOML_SLIPS.has(lower.slice(dot + 1)))
    return { fixed: `${name.slice(0, dot)}.toml`, caseOnly: false };
  return null;
}
function adviceOf(name, m) {
  const lead = m.trailing ? "a record's file name ends in .toml, with no space or dot after it" : m.caseOnly ? "a record's file name ends in .toml in lower case" : "a record's file name ends in .toml";
  const how = m.caseOnly ? ` with git mv, as ${CASE_RENAME}` : "";
  return `${lead}: rename ${m.trailing ? JSON.stringify(name) : name} to ${m.fixed}${how}`;
}
function problemOf(name, m) {
  return { rule: "file/location", message: `${adviceOf(name, m)} (as it is, it is not read as a record)` };
}
function classifyMisnamed(paths, repoPath, exists) {
  const slash = repoPath.lastIndexOf("/");
  const name = repoPath.slice(slash + 1);
  const m = misnamed(name);
  if (m === null) return null;
  const renamed = `${repoPath.slice(0, slash + 1)}${m.fixed}`;
  const as = paths.toRecordPath(renamed);
  if (as === null) return null;
  if (!m.caseOnly && exists(renamed)) return { leftAlone: `a copy beside ${m.fixed}` };
  if (!m.caseOnly && !RECORD_AT.test(as)) return { leftAlone: "renamed, it would be at no record path" };
  const path = `${as.slice(0, as.length - m.fixed.length)}${name}`;
  return { path, problem: problemOf(name, m), advice: adviceOf(name, m) };
}
function misnamedRecord(paths, repoPath, exists = () => false) {
  const c = classifyMisnamed(paths, repoPath, exists);
  return c === null || "leftAlone" in c ? null : { path: c.path, problem: c.problem };
}
function recordPaths(modelsDir) {
  const dir = modelsDir.replace(/^\.\/+/, "").replace(/\/+$/, "");
  const atRoot = dir === "" || dir === ".";
  const prefix = atRoot ? "" : `${dir}/`;
  return {
    modelsDir: atRoot ? "." : dir,
    toRecordPath: (repoPath) => {
      if (!repoPath.startsWith(prefix) || !repoPath.endsWith(".toml")) return null;
      const rest = repoPath.slice(prefix.length);
      if (rest === "" || rest.startsWith("/") || rest.split("/").some(notRecordName)) return null;
      return `models/${rest}`;
    },
    toRepoPath: (recordPath) => recordPath === "models" ? atRoot ? "." : dir : `${prefix}${recordPath.replace(/^models\//, "")}`
  };
}
function normalizeModelsDir(raw, what = "input models-dir") {
  const trimmed = raw.trim().replace(/\\/g, "/");
  if (trimmed === "") return "models";
  const segments = trimmed.split("/").filter((s) => s !== "" && s !== ".");
  if (trimmed.startsWith("/") || /^[A-Za-z]:/.test(trimmed) || segments.includes("..")) {
    throw new Error(`${what} must be a folder inside the repository, got ${JSON.stringify(raw)}`);
  }
  return segments.length === 0 ? "." : segments.join("/");
}
var TOML_SLIPS, CASE_RENAME, RECORD_AT, DEFAULT_RECORD_PATHS;
var init_record_path = __esm({
  "src/core/record-path.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    TOML_SLIPS = /* @__PURE__ */ new Set([
      "tml",
      "tol",
      "tom",
      "oml",
      "tmol",
      "otml",
      "tooml",
      "tomml",
      "tomll",
      "ttoml"
    ]);
    CASE_RENAME = "a rename of letter case alone goes unseen by git on macOS and Windows";
    RECORD_AT = /^models\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*\.toml$/;
    DEFAULT_RECORD_PATHS = recordPaths("models");
  }
});

// src/core/scaffold/quote.ts
function yamlScalar(s) {
  const plain = /^[A-Za-z_][A-Za-z0-9_./:%-]*$/.test(s) && !/^(true|false|yes|no|on|off|y|n|null)$/i.test(s);
  return plain ? s : JSON.stringify(s);
}
function shellWord(s) {
  if (/^[\w./:\\@%+,=-]+$/.test(s)) return s;
  if (!/["$`!]|\\\\|\\$/.test(s)) return `"${s}"`;
  return `'${s.replaceAll("'", `'\\''`)}'`;
}
var init_quote = __esm({
  "src/core/scaffold/quote.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
  }
});

// src/core/scaffold/registry.ts
function schemaUrl(input) {
  return input.siteUrl ? `${input.siteUrl}${SCHEMA_PATH}` : `https://raw.githubusercontent.com/${input.actionRepository}/v${input.version}/${SCHEMA_PATH}`;
}
function npxCommand(input) {
  return `npx github:${input.actionRepository}#v${input.version}`;
}
function scaffoldFiles(input, recordPath) {
  const example = input.example === false ? [] : [[recordPath(EXAMPLE_RECORD), exampleRecord(schemaUrl(input))]];
  return new Map([
    ...example,
    [".github/workflows/model-registry.yml", workflow(input)],
    ["README.md", readme(input, recordPath)]
  ]);
}
function workflow(input) {
  const extra = (input.passSiteUrl && input.siteUrl ? `
      site-url: ${yamlScalar(input.siteUrl)}` : "") + (input.cname ? `
      cname: ${yamlScalar(input.cname)}  # written to gh-pages' CNAME on every publish` : "");
  return `# Validates records on pull requests (annotations + a drift preview comment) and publishes the
# catalog, the drift feeds and the site to the gh-pages branch on pushes to ${input.branch}.
# Then turn Pages on: Settings \u2192 Pages \u2192 Deploy from a branch \u2192 gh-pages, / (root).
name: model registry
on:
  pull_request:
  push:
    branches: [${yamlScalar(input.branch)}]
  workflow_dispatch:

permissions: {}  # none for the whole workflow: each job names what it uses

jobs:
  registry:
    uses: ${input.actionRepository}/.github/workflows/registry.yml@v${input.version}
    permissions:
      contents: write       # publish to the gh-pages branch
      checks: write         # annotations at the offending lines
      pull-requests: write  # the drift preview comment
    with:
      models-dir: ${yamlScalar(input.modelsDir)}${extra}
`;
}
function modelsDirFlag(modelsDir) {
  return modelsDir === "models" ? "" : ` --models-dir ${shellWord(modelsDir)}`;
}
function readme(input, recordPath) {
  const site = input.siteUrl ?? "https://<owner>.github.io/<repo>/";
  return `# Model registry

One TOML record per generative model, at \`${recordPath("models/<lab_slug>/<model_slug>.toml")}\`,
validated and published by [model-registry-action](https://github.com/${input.actionRepository}).

- Add or change a record in a pull request: the check annotates problems at their lines and
  comments the changes the merge will publish.
- Pushes to \`${input.branch}\` publish the catalog, the drift feeds and the site to \`gh-pages\`.
  Turn Pages on once: Settings \u2192 Pages \u2192 Deploy from a branch \u2192 \`gh-pages\`, \`/ (root)\`.

Site: ${site} \xB7 catalog: ${site}api/index.json \xB7 changes: ${site}drift.atom.xml

Check locally before pushing:

\`\`\`sh
${npxCommand(input)} validate${modelsDirFlag(input.modelsDir)}
\`\`\`
${input.example === false ? "" : `
\`${recordPath(EXAMPLE_RECORD)}\` is an example: replace it with your first real record.
`}`;
}
function exampleRecord(schema) {
  return `#:schema ${schema}
# An example record: replace it with a real one (the file path must equal model.id).
schema_version = 1
documentation_state = "documented"

[model]
id = "example-lab/example-image-1"
name = "Example Image 1"
aliases = ["example-1"]
lab = "Example Lab"
modality = "image"
status = "preview"
source_ids = ["model-page", "api"]

[verification]
state = "unverified"

[[api_identifiers]]
kind = "model_id"
value = "example-image-1"
source_ids = ["api"]

[[capability_profiles]]
id = "text-to-image"
task = "text_to_image"
endpoint = "POST /v1/images"
source_ids = ["api"]

[capability_profiles.text_input]
state = "supported"
unit = "character"
max = 4000
source_ids = ["api"]

[capability_profiles.size]
state = "supported"
mode = "range"
unit = "pixel"
default = "1024x1024"
edge_multiple = 32
min_total_pixels = 262144
max_total_pixels = 4194304
source_ids = ["api"]

[[capability_profiles.size.examples]]
width = 1024
height = 1024
unit = "pixel"
aspect_ratio = "1:1"
source_ids = ["api"]

[[capability_profiles.delivery_profiles]]
id = "url"
state = "supported"
transport = "temporary_url"
formats = ["png", "webp"]
default_format = "png"
source_ids = ["api"]

[pricing]
state = "partial"
source_ids = ["pricing"]

[[pricing.charges]]
id = "output"
state = "known"
kind = "metered"
amount = 0.03
denomination = "USD"
per = 1
unit = "output_megapixel"
profile_id = "text-to-image"
source_ids = ["pricing"]

[[limitations]]
id = "no-transparency"
summary = "Transparent backgrounds are not supported."
source_ids = ["model-page"]

[[sources]]
id = "model-page"
kind = "documentation"
url = "https://example.com/models/example-image-1"
retrieved_on = 2026-09-10

[[sources]]
id = "api"
kind = "api_reference"
url = "https://example.com/docs/api/images"
retrieved_on = 2026-09-10

[[sources]]
id = "pricing"
kind = "pricing"
url = "https://example.com/pricing"
retrieved_on = 2026-09-10
`;
}
var SCHEMA_PATH, ACTION_REPOSITORY, EXAMPLE_RECORD, OPTIONAL_FILES;
var init_registry = __esm({
  "src/core/scaffold/registry.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_quote();
    SCHEMA_PATH = "schema/source-record.v1.schema.json";
    ACTION_REPOSITORY = "model-registry-action/model-registry-action";
    EXAMPLE_RECORD = "models/example-lab/example-image-1.toml";
    OPTIONAL_FILES = /* @__PURE__ */ new Set(["README.md"]);
  }
});

// src/shell/cli/io.ts
function registryRoot(io, arg) {
  const root = (0, import_node_path.resolve)(io.cwd, arg);
  if (!(0, import_node_fs.existsSync)(root)) throw new Error(`registry root ${root} does not exist`);
  if (!(0, import_node_fs.statSync)(root).isDirectory()) throw new Error(`registry root ${root} is not a folder`);
  return root;
}
function fromCwd(io, root) {
  const prefix = (0, import_node_path.relative)(io.cwd, root).split(import_node_path.sep).join("/");
  return prefix ? (path) => `${prefix}/${path}` : (path) => path;
}
function noModelsFolder(modelsDir, root, at2 = "") {
  const around = registryAround(root, modelsDir);
  const fix = around === null ? "run in the registry's folder, or pass --root DIR or --models-dir PATH" : `${root} is inside the registry at ${around}: run it from ${around} or pass --root ${shellWord(around)}${modelsDirFlag(modelsDir)}`;
  return new Error(
    `no folder ${modelsDir} in ${root}${at2}: records go in ${modelsDir}/<lab_slug>/<model_slug>.toml (${fix})`
  );
}
function registryAround(root, modelsDir) {
  for (let dir = (0, import_node_path.dirname)(root); (0, import_node_path.dirname)(dir) !== dir; dir = (0, import_node_path.dirname)(dir)) {
    const folder = (0, import_node_path.join)(dir, modelsDir);
    const rel = (0, import_node_path.relative)(folder, root);
    if (!rel.startsWith("..") && !(0, import_node_path.isAbsolute)(rel) && (0, import_node_fs.existsSync)(folder)) return dir;
  }
  return null;
}
function modelsDirPaths(flag) {
  try {
    return recordPaths(normalizeModelsDir(flag ?? "models", "--models-dir"));
  } catch (err) {
    throw new UsageError(err.message);
  }
}
var import_node_fs, import_node_path, UsageError, EXIT;
var init_io = __esm({
  "src/shell/cli/io.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs = require("node:fs");
    import_node_path = require("node:path");
    init_record_path();
    init_quote();
    init_registry();
    UsageError = class extends Error {
    };
    EXIT = { ok: 0, invalid: 1, usage: 2 };
  }
});

// src/core/graphemes.ts
function plainBoundary(text3, at2) {
  const a = text3.charCodeAt(at2 - 1);
  const b = text3.charCodeAt(at2);
  return a < 768 && b < 768 && !(a === 13 && b === 10);
}
function regionalAt(text3, at2) {
  const low = text3.charCodeAt(at2 + 1);
  return text3.charCodeAt(at2) === 55356 && low >= 56806 && low <= 56831;
}
function graphemeStart(text3, at2) {
  if (at2 <= 0) return 0;
  if (at2 >= text3.length) return text3.length;
  if (plainBoundary(text3, at2)) return at2;
  const last3 = text3.charCodeAt(at2 - 1);
  const inPair = last3 >= 55296 && last3 <= 56319;
  const cut = inPair ? at2 - 1 : at2;
  if (regionalAt(text3, cut) && cut >= 2 && regionalAt(text3, cut - 2)) {
    let before2 = 0;
    while (cut - 2 * (before2 + 1) >= 0 && regionalAt(text3, cut - 2 * (before2 + 1))) before2++;
    return before2 % 2 === 0 ? cut : cut - 2;
  }
  const from = Math.max(0, cut - 2 * MAX_CLUSTER);
  segmenter ??= new Intl.Segmenter(void 0, { granularity: "grapheme" });
  let start2 = from;
  for (const { index: index2 } of segmenter.segment(text3.slice(from, cut + 2))) {
    if (from + index2 > cut) break;
    start2 = from + index2;
  }
  return start2 === from && from > 0 || cut - start2 > MAX_CLUSTER ? cut : start2;
}
function codePointsEnd(text3, n) {
  let end = 0;
  for (let i = 0; i < n && end < text3.length; i++) {
    const c = text3.charCodeAt(end);
    const next = text3.charCodeAt(end + 1);
    end += c >= 55296 && c <= 56319 && next >= 56320 && next <= 57343 ? 2 : 1;
  }
  return end;
}
var segmenter, MAX_CLUSTER;
var init_graphemes = __esm({
  "src/core/graphemes.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    MAX_CLUSTER = 32;
  }
});

// src/core/message-text.ts
function clip(s, max = 80) {
  const end = codePointsEnd(s, max);
  return end >= s.length ? s : `${s.slice(0, graphemeStart(s, end))}\u2026`;
}
function closest(name, known2) {
  if (name.length > 64) return void 0;
  const loose = (s) => s.toLowerCase().replaceAll("-", "_");
  const looseName = loose(name);
  const same2 = known2.find((k) => loose(k) === looseName);
  if (same2 !== void 0) return same2;
  let best;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const k of known2) {
    if (Math.abs(name.length - k.length) >= bestDistance) continue;
    const d = editDistance(name, k);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}
function editDistance(a, b) {
  let before2 = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cur[j] = Math.min(cur[j], before2[j - 2] + 1);
    }
    before2 = prev;
    prev = cur;
  }
  return prev[b.length];
}
var init_message_text = __esm({
  "src/core/message-text.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_graphemes();
  }
});

// src/core/invisible.ts
function hasInvisible(s) {
  return MAYBE_INVISIBLE.test(s) && ANY_INVISIBLE.test(s);
}
function replaceInvisible(s, shown4) {
  return MAYBE_INVISIBLE.test(s) ? s.replace(INVISIBLE, shown4) : s;
}
function unicodeEscape(c) {
  let out = "";
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
function codePointEscape(c) {
  const code = c.codePointAt(0);
  return code > 65535 ? `\\u{${code.toString(16)}}` : unicodeEscape(c);
}
var SOURCE, INVISIBLE, ANY_INVISIBLE, MAYBE_INVISIBLE;
var init_invisible = __esm({
  "src/core/invisible.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    SOURCE = "[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufffe\\uffff\\ud800-\\udfff]|(?![\\ufe0e\\ufe0f])\\p{Default_Ignorable_Code_Point}|(?<!\\p{Emoji})[\\ufe0e\\ufe0f]";
    INVISIBLE = new RegExp(SOURCE, "gu");
    ANY_INVISIBLE = new RegExp(SOURCE, "u");
    MAYBE_INVISIBLE = // biome-ignore lint/suspicious/noControlCharactersInRegex lint/suspicious/noMisleadingCharacterClass: finding each of them alone is the point
    /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\uffff\ud800-\udfff]/;
  }
});

// src/core/report/workflow-commands.ts
function visibleControls(s) {
  return replaceInvisible(s, shown);
}
function visibleControlsButBreaks(s) {
  return replaceInvisible(s, shownButBreaks);
}
function inertLine(line) {
  return COMMAND_START.test(line) ? `./${line.replace(/^[\s\u0085]+/, "")}` : line;
}
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function workflowCommand(d, fileOf = (p) => p) {
  const level = d.severity === "error" ? "error" : "warning";
  const props = [
    `file=${escapeProperty(fileOf(d.file))}`,
    `line=${d.line}`,
    `col=${d.column}`,
    `title=${escapeProperty(visibleControlsButBreaks(d.rule))}`
  ].join(",");
  return `::${level} ${props}::${escapeData(visibleControlsButBreaks(d.message))}`;
}
var NAMED, shown, shownButBreaks, COMMAND_START;
var init_workflow_commands = __esm({
  "src/core/report/workflow-commands.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_invisible();
    NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
    shown = (c) => NAMED[c] ?? codePointEscape(c);
    shownButBreaks = (c) => c === "\n" || c === "\r" ? c : shown(c);
    COMMAND_START = /^[\s\u0085]*::/;
  }
});

// src/shell/builtins.ts
function lazy(name) {
  let loaded;
  return () => {
    loaded ??= requireHere(name);
    return loaded;
  };
}
var import_node_module, requireHere, childProcess, os, workerThreads;
var init_builtins = __esm({
  "src/shell/builtins.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_module = require("node:module");
    requireHere = (0, import_node_module.createRequire)(__importMetaUrl);
    childProcess = lazy("node:child_process");
    os = lazy("node:os");
    workerThreads = lazy("node:worker_threads");
  }
});

// src/shell/git/exec.ts
function receivingHere(cwd) {
  const quarantine = process.env.GIT_QUARANTINE_PATH;
  if (!quarantine || cwd === void 0) return false;
  const gitDir = (0, import_node_path2.resolve)(quarantine, "..", "..");
  const top = (0, import_node_path2.basename)(gitDir) === ".git" ? (0, import_node_path2.dirname)(gitDir) : gitDir;
  let here;
  try {
    here = (0, import_node_fs2.realpathSync)((0, import_node_path2.resolve)(cwd));
  } catch {
    return false;
  }
  return here === top || here.startsWith(top + import_node_path2.sep);
}
function gitEnv(extra = {}, cwd) {
  const env = { ...process.env };
  const keep = receivingHere(cwd) ? QUARANTINE_ENV : [];
  for (const name of REPOSITORY_ENV) if (!keep.includes(name)) delete env[name];
  for (const name of PATHSPEC_ENV) delete env[name];
  env.GIT_NO_REPLACE_OBJECTS = "1";
  env.GIT_GRAFT_FILE = "/dev/null/no-grafts";
  env.LC_ALL = "C";
  delete env.LANGUAGE;
  if (trusted.length > 0) {
    const given = Number(env.GIT_CONFIG_COUNT ?? 0);
    let n = Number.isInteger(given) && given > 0 ? given : 0;
    for (const dir of trusted) {
      env[`GIT_CONFIG_KEY_${n}`] = "safe.directory";
      env[`GIT_CONFIG_VALUE_${n}`] = dir;
      n++;
    }
    env.GIT_CONFIG_COUNT = String(n);
    if (trustFile !== null) env.GIT_CONFIG_GLOBAL = trustFile;
  }
  return { ...env, ...extra };
}
function spawnGit(args, cwd, env) {
  const child2 = childProcess().spawn("git", args, { cwd, env: gitEnv(env, cwd), stdio: "pipe" });
  child2.stdin.on("error", () => {
  });
  return child2;
}
function command(args) {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "-c" || args[i] === "-C") i++;
    else if (!args[i].startsWith("-")) return args[i];
  }
  return args[0] ?? "";
}
function gitEnded(stderr, code, signal) {
  if (stderr) return stderr;
  if (code === null && signal !== null)
    return `git was stopped by ${signal} from outside (a cancelled job? the system out of memory?)`;
  return `exit code ${code}`;
}
function git(args, options) {
  return new Promise((resolve9, reject) => {
    const child2 = spawnGit(args, options.cwd, options.env);
    const out = [];
    const err = [];
    let timedOut = false;
    const timer = options.timeoutMs === void 0 ? void 0 : setTimeout(() => {
      timedOut = true;
      child2.kill();
    }, options.timeoutMs);
    child2.stdout.on("data", (b) => out.push(b));
    child2.stderr.on("data", (b) => err.push(b));
    child2.on("error", (e) => reject(new GitError(`cannot run git: ${e.message}`, null, "")));
    child2.on("close", (code, signal) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString("utf8").trim();
      if (code === 0 && !timedOut) resolve9(Buffer.concat(out));
      else if (timedOut)
        reject(
          new GitError(`git ${command(args)} stopped after ${options.timeoutMs / 1e3} s`, code, stderr)
        );
      else
        reject(new GitError(`git ${command(args)} failed: ${gitEnded(stderr, code, signal)}`, code, stderr));
    });
    child2.stdin.end(options.input ?? "");
  });
}
async function gitAnswer(args, cwd) {
  try {
    return await gitText(args, cwd);
  } catch {
    return null;
  }
}
function refusedRepository(err, cwd) {
  if (!(err instanceof GitError)) return null;
  const m = /dubious ownership in repository at '(.*)'|unsafe repository \('(.*)' is owned/.exec(err.stderr);
  if (!m) return null;
  const top = m[1] ?? m[2] ?? cwd;
  return `git refuses to read ${top}: it belongs to another user than the one running git (git's safe.directory check). If you trust it: git config --global --add safe.directory ${top}`;
}
async function gitText(args, cwd) {
  return (await git(args, { cwd })).toString("utf8").trim();
}
var import_node_fs2, import_node_path2, GitError, REPOSITORY_ENV, PATHSPEC_ENV, trusted, trustFile, QUARANTINE_ENV, GitLinesError;
var init_exec = __esm({
  "src/shell/git/exec.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs2 = require("node:fs");
    import_node_path2 = require("node:path");
    init_builtins();
    GitError = class extends Error {
      constructor(message, exitCode, stderr) {
        super(message);
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.name = "GitError";
      }
      exitCode;
      stderr;
    };
    REPOSITORY_ENV = [
      "GIT_DIR",
      "GIT_WORK_TREE",
      "GIT_IMPLICIT_WORK_TREE",
      "GIT_COMMON_DIR",
      "GIT_INDEX_FILE",
      "GIT_OBJECT_DIRECTORY",
      "GIT_ALTERNATE_OBJECT_DIRECTORIES",
      "GIT_GRAFT_FILE",
      "GIT_SHALLOW_FILE",
      "GIT_PREFIX",
      "GIT_INTERNAL_SUPER_PREFIX"
    ];
    PATHSPEC_ENV = [
      "GIT_GLOB_PATHSPECS",
      "GIT_NOGLOB_PATHSPECS",
      "GIT_ICASE_PATHSPECS",
      "GIT_LITERAL_PATHSPECS"
    ];
    trusted = [];
    trustFile = null;
    QUARANTINE_ENV = ["GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES"];
    GitLinesError = class extends Error {
      constructor(words, gitLines) {
        super(`${words}
${gitLines.trim()}`);
        this.name = "GitLinesError";
      }
    };
  }
});

// package.json
var package_default;
var init_package = __esm({
  "package.json"() {
    package_default = { version: "0.1.0" };
  }
});

// src/shell/cli/usage.ts
function footer(command2) {
  const exits = command2 === void 0 ? "0 valid (diff, init: done), 1 invalid (validate, build)" : command2 === "validate" || command2 === "build" ? "0 valid, 1 invalid" : "0 done";
  return `
--models-dir PATH: the records' folder inside DIR (default: models).

Exit codes: ${exits}, 2 usage or I/O error.
`;
}
function commandUsage(command2) {
  const help = COMMAND_HELP[command2];
  return help ? `Usage: model-registry ${command2} [options]

${help}${footer(command2)}` : USAGE;
}
var VERSION, COMMAND_HELP, USAGE;
var init_usage = __esm({
  "src/shell/cli/usage.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_package();
    VERSION = package_default.version;
    COMMAND_HELP = {
      validate: `  validate [--root DIR] [--models-dir PATH] [--format text|json|github] [--jobs N] [FILE...]
      Validate the records under DIR/PATH (DIR: default the current directory; PATH: --models-dir,
      default models). With FILE arguments (record files, named from the current directory),
      report only those files;
      cross-record rules still see the whole registry.
      From 400 files the records are checked on N threads (at most 8; default: one per core).
      --stdin-filename PATH -: the record at PATH (named from the current directory; it need not
      exist yet) is read from stdin instead, as an editor passes an unsaved buffer; the rest of
      the registry is read from DIR.
`,
      build: `  build --root DIR --out DIR [--models-dir PATH] [--repository-url URL] [--site-url URL] [--cname HOST] [--rev REV]
      Validate the registry at REV (default HEAD) and, if it is valid, write the published
      layout to --out: api.json and api/index.json with one api/models/<id>.json per model,
      drift.json with its drift/pages/, drift.rss.xml, drift.atom.xml, drift.feed.json,
      feeds/models/ and feeds/labs/ (Atom and JSON Feed per model and lab), their versioned
      copies, the schema and the site (index.html, model.html, drift.html, assets/,
      .nojekyll). Writes nothing when invalid. A file under api/models/,
      drift/pages/ or feeds/ of --out that the build does not write (a model that left) is
      removed, and an interrupted build's <file>.tmp-<pid> beside a file it writes; nothing
      else in --out is. --out may not be DIR or a folder that holds it.
      Commits only: without --rev, a note on stderr names the record files that differ from
      HEAD (not committed), which the build leaves out.
      --site-url: the address the output is served at, for the feeds' self links
      (default: https://HOST/ with --cname, else https://<owner>.github.io/<repo>/ from the
      repository URL; on a GitHub Enterprise Server host, https://pages.<host>/<owner>/<repo>/).
      --cname: the site's custom domain (models.example.org), written to --out's CNAME, where
      GitHub Pages reads it; without it, a CNAME already in --out is kept.
`,
      diff: `  diff [--root DIR] [--models-dir PATH] [--format text|json] [--repository-url URL] BASE HEAD
      The drift events the commits in BASE..HEAD add to the feed (commits only: not the working
      tree). One argument BASE..HEAD is the same; BASE...HEAD starts at their merge base, as
      git diff does; an end left out is HEAD. BASE is expected on HEAD's first-parent line (a
      warning says when it is not: then they are the events since the two histories meet).
      Where BASE's version of a record does not parse, the change is measured, as build
      measures it, from the last version before it that parses (a note says which). BASE may be
      git's empty tree (4b825dc642cb6eb9a060e54bf8d69288fbee4904): the events from the first
      commit on. --format json prints {"base", "head", "events", "notes"}: notes holds the
      warnings and notes stderr has, each with a stable kind.
`,
      init: `  init [DIR] [--models-dir PATH] [--site-url URL] [--cname HOST]
      Start a new registry in DIR (default: the current directory): an example record (none
      when the models folder holds records), the workflow that validates and publishes it, and
      a README. Never overwrites a file. DIR is a
      repository's root or outside any repository (GitHub runs only the root's workflows).
      --site-url: the registry's site, for the records' #:schema line (default: https://HOST/
      with --cname, else the GitHub Pages address of a github.com origin remote, else the
      schema at this release's tag).
      --cname: the site's custom domain, passed to the workflow's cname input.
`
    };
    USAGE = `Usage: model-registry <command> [options]
       model-registry --version

Commands:
${Object.values(COMMAND_HELP).join("")}${footer()}`;
  }
});

// src/core/diagnostics.ts
function countDiagnostics(diagnostics) {
  let errors = 0;
  let warnings = 0;
  const all = /* @__PURE__ */ new Set();
  const withErrors = /* @__PURE__ */ new Set();
  for (const d of diagnostics) {
    all.add(d.file);
    if (d.severity === "error") {
      errors += problems(d);
      withErrors.add(d.file);
    } else warnings += problems(d);
  }
  return { errors, warnings, filesWithErrors: withErrors.size, files: all.size };
}
function hasErrors(diagnostics) {
  return diagnostics.some((d) => d.severity === "error");
}
var problems;
var init_diagnostics = __esm({
  "src/core/diagnostics.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    problems = (d) => d.heldBack ?? 1;
  }
});

// src/core/json-pointer.ts
function encodeSegment(s) {
  const t = String(s);
  return t.includes("~") || t.includes("/") ? t.replace(/~/g, "~0").replace(/\//g, "~1") : t;
}
function decodeSegment(s) {
  return s.includes("~") ? s.replace(/~1/g, "/").replace(/~0/g, "~") : s;
}
function append(pointer, s) {
  return `${pointer}/${encodeSegment(s)}`;
}
function format(path) {
  let out = "";
  for (const s of path) out += `/${encodeSegment(s)}`;
  return out;
}
function parse(pointer) {
  return pointer === "" ? [] : pointer.slice(1).split("/").map(decodeSegment);
}
function parent(pointer) {
  return pointer.slice(0, Math.max(0, pointer.lastIndexOf("/")));
}
function last(pointer) {
  return decodeSegment(pointer.slice(pointer.lastIndexOf("/") + 1));
}
var init_json_pointer = __esm({
  "src/core/json-pointer.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
  }
});

// src/core/validate/format.ts
function quote(s) {
  return JSON.stringify(clip(s, MAX_QUOTED));
}
function describe(v) {
  if (v === void 0) return "nothing";
  if (v === null) return "null";
  if (typeof v === "string") return quote(v);
  if (Array.isArray(v)) return v.length === 0 ? "an empty array" : "an array";
  if (typeof v === "object") return "a table";
  return String(v);
}
function fieldPath(pointer, root) {
  return clipMiddle(fullFieldPath(pointer, root), MAX_PATH);
}
function clipMiddle(s, max) {
  if (s.length <= max) return s;
  const chars = [...s];
  if (chars.length <= max) return s;
  const head = Math.ceil((max - 1) / 2);
  return `${chars.slice(0, head).join("")}\u2026${chars.slice(chars.length - (max - 1 - head)).join("")}`;
}
function fullFieldPath(pointer, root) {
  let out = "";
  let node = root;
  for (const seg of parse(pointer)) {
    const isIndex = Array.isArray(node) || node === void 0 && /^(0|[1-9]\d*)$/.test(seg);
    if (isIndex) out += `[${seg}]`;
    else if (BARE_KEY.test(seg)) out += out === "" ? seg : `.${seg}`;
    else out += `[${quote(seg)}]`;
    node = child(node, seg);
  }
  return out;
}
function child(node, seg) {
  if (Array.isArray(node)) return node[Number(seg)];
  if (node !== null && typeof node === "object") return Object.hasOwn(node, seg) ? node[seg] : void 0;
  return void 0;
}
function valueAt(root, pointer) {
  let node = root;
  for (const seg of parse(pointer)) node = child(node, seg);
  return node;
}
function listIds(ids, max = 10) {
  const shown4 = ids.slice(0, max).map((id) => /^[\w.:-]{1,60}$/.test(id) ? id : quote(id));
  return ids.length > max ? `${shown4.join(", ")}, \u2026 (${ids.length} in total)` : shown4.join(", ");
}
function inTable(path, text3) {
  return path === "" ? text3 : `${path}: ${text3}`;
}
var MAX_QUOTED, MAX_PATH, BARE_KEY;
var init_format = __esm({
  "src/core/validate/format.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json_pointer();
    init_message_text();
    MAX_QUOTED = 60;
    MAX_PATH = 80;
    BARE_KEY = /^[A-Za-z0-9_-]+$/;
  }
});

// src/core/validate/paths.ts
function locationHelp(modelsDir) {
  const { toRepoPath } = recordPaths(modelsDir);
  return `a record must be at ${toRepoPath("models/<lab_slug>/<model_slug>.toml")}, slugs made of lowercase letters, digits and hyphens (e.g. ${toRepoPath("models/google/veo-3-1.toml")})`;
}
function isRecordFile(path) {
  return path.startsWith("models/") && path.endsWith(".toml");
}
function slugOf(name) {
  const slug = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return SLUG.test(slug) ? slug : null;
}
function slugFix(what, name, ext, own) {
  const mechanical = slugOf(name);
  const slug = own?.slug ?? mechanical;
  if (slug === null || slug === name) return "";
  const how = slug === name.toLowerCase() ? ` with git mv, as ${CASE_RENAME}` : "";
  const why = own !== void 0 && own.slug !== mechanical ? `, as in its model.id ${quote(own.id)}` : "";
  return ` (rename the ${what} to ${slug}${ext}${why}${how})`;
}
function idSlug(id, part) {
  const parts = id?.split("/") ?? [];
  if (id === void 0 || parts.length !== 2 || !parts.every((p) => SLUG.test(p) && p.length <= MAX_SLUG))
    return void 0;
  return { slug: parts[part], id };
}
function idPlace(modelsDir, id) {
  if (idSlug(id, 0) === void 0) return "";
  const folder = modelsDir === "." ? "" : `${modelsDir}/`;
  return ` (its model.id ${quote(id)} puts it at ${folder}${id}.toml)`;
}
function recordLocation(path, modelsDir = "models", ownId = () => void 0) {
  const parts = path.split("/");
  const lab = parts[1] ?? "";
  const model = (parts[2] ?? "").replace(/\.toml$/, "");
  let why;
  if (parts.length < 3) why = `this file is not inside a lab folder${idPlace(modelsDir, ownId())}`;
  else if (parts.length > 3) why = "this file is nested too deep";
  else if (!SLUG.test(lab))
    why = `${quote(lab)} is not a valid lab slug${slugFix("folder", lab, "", idSlug(ownId(), 0))}`;
  else if (!SLUG.test(model))
    why = `${quote(model)} is not a valid model slug${slugFix("file", model, ".toml", idSlug(ownId(), 1))}`;
  else if (lab.length > MAX_SLUG) why = tooLong("lab", lab);
  else if (model.length > MAX_SLUG) why = tooLong("model", model);
  return why ? { ok: false, message: `${locationHelp(modelsDir)}; ${why}` } : { ok: true, modelId: `${lab}/${model}` };
}
function windowsNameProblem(path) {
  const [, lab = "", file = ""] = path.split("/");
  const model = file.replace(/\.toml$/, "");
  const named = [
    ...WINDOWS_DEVICE.test(lab) ? [{ slug: lab, what: "lab folder", kind: "lab" }] : [],
    ...WINDOWS_DEVICE.test(model) ? [{ slug: model, what: "record", kind: "model" }] : []
  ];
  if (named.length === 0) return void 0;
  const and = (f) => named.map(f).join(" and ");
  const one = named.length === 1;
  return {
    rule: "file/windows-name",
    message: `${and((n) => `"${n.slug}"`)} ${one ? "is a device name" : "are device names"} on Windows (as are con, prn, aux, nul, com1 to com9 and lpt1 to lpt9, in any letter case and with any extension), so git cannot check this ${and((n) => n.what)} out there: a Windows contributor cannot open or edit it. Choose ${and((n) => `a ${n.kind} slug`)} that ${one ? "is not one of these names" : "are not among these names"} (e.g. ${and((n) => `"${n.slug}-1"`)})`
  };
}
function isFileProblem(path, rule) {
  return path.endsWith(".toml") || rule === "file/location";
}
function linkTarget(linkPath, target) {
  if (target.startsWith("/") || /^[A-Za-z]:/.test(target)) return null;
  const parts = linkPath.split("/").slice(0, -1);
  for (const segment of target.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") parts.push(segment);
    else if (parts.pop() === void 0) return null;
  }
  return parts.join("/");
}
function labLinkProblem(name) {
  return { path: `models/${name}`, problem: { rule: "file/symlink", message: FOLDER_LINK } };
}
function modelsFolderUnderLink(link2) {
  return `the models folder is inside ${link2}, a symbolic link: git keeps the link, not the records it leads to, so build and the action see none of them; name the real folder as models-dir`;
}
function submoduleProblem(path) {
  return { path, problem: { rule: "file/not-a-file", message: SUBMODULE } };
}
function modelsFolderInSubmodule(folder) {
  return `the models folder is inside ${folder}, a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; run the action in the repository that holds the records, or commit them in this one`;
}
function modelsFolderSubmodule(folder) {
  const message = folder === void 0 ? MODELS_FOLDER_SUBMODULE : modelsFolderInSubmodule(folder);
  return { path: "models", problem: { rule: "file/not-a-file", message } };
}
var SLUG, MAX_SLUG, tooLong, WINDOWS_DEVICE, RECORD_LINK, FOLDER_LINK, MODELS_FOLDER_LINK, SUBMODULE, MODELS_FOLDER_SUBMODULE;
var init_paths = __esm({
  "src/core/validate/paths.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_record_path();
    init_format();
    SLUG = /^[a-z0-9][a-z0-9-]*$/;
    MAX_SLUG = 200;
    tooLong = (what, slug) => `the ${what} slug is ${slug.length} characters long: at most ${MAX_SLUG}, as the files published for it add to its name (feeds/models/<lab>/<model>.feed.json and others) and file systems take names of at most 255 bytes`;
    WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/;
    RECORD_LINK = "records must be regular files, not symlinks";
    FOLDER_LINK = "this folder is a symbolic link: git keeps the link, not the records it leads to, so build and the action see none of them";
    MODELS_FOLDER_LINK = `${FOLDER_LINK}; name the real folder as models-dir`;
    SUBMODULE = "this folder is a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; commit the records in this repository instead";
    MODELS_FOLDER_SUBMODULE = "the models folder is a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; run the action in the repository that holds the records, or commit them in this one";
  }
});

// src/core/json.ts
function compareCodePoints(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) {
      if (x >= 55296 && x <= 57343) return compareBySplitting(a, b);
      continue;
    }
    if (x >= 55296 && x <= 57343 || y >= 55296 && y <= 57343) return compareBySplitting(a, b);
    return x - y;
  }
  if (a.length === b.length) return 0;
  const rest = a.length > n ? a : b;
  for (let i = n; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if (c >= 55296 && c <= 57343) return compareBySplitting(a, b);
  }
  return a.length - b.length;
}
function compareBySplitting(a, b) {
  const x = [...a];
  const y = [...b];
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = x[i].codePointAt(0) - y[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
function sortCodePoints(list2) {
  if (list2.length <= SHORT_LIST) return insertionSort(list2);
  return list2.some((k) => SURROGATE.test(k)) ? list2.sort(compareCodePoints) : list2.sort();
}
function insertionSort(list2) {
  for (let i = 1; i < list2.length; i++) {
    const x = list2[i];
    let j = i - 1;
    for (; j >= 0 && compareCodePoints(list2[j], x) > 0; j--) list2[j + 1] = list2[j];
    list2[j + 1] = x;
  }
  return list2;
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function setOwn(o, key, value3) {
  if (key === "__proto__")
    Object.defineProperty(o, key, { value: value3, enumerable: true, writable: true, configurable: true });
  else o[key] = value3;
}
function canonicalize(v) {
  if (typeof v !== "object" || v === null) return v;
  return Array.isArray(v) ? canonicalArray(v) : canonicalObject(v);
}
function canonicalArray(v) {
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    const c = canonicalize(x);
    if (c === x) continue;
    const out = v.slice(0, i);
    out.push(c);
    for (let j = i + 1; j < v.length; j++) out.push(canonicalize(v[j]));
    return out;
  }
  return v;
}
function canonicalObject(v) {
  const keys = Object.keys(v);
  if (!inCodePointOrder(v, keys)) return copyInOrder(v, sortCodePoints(keys), 0);
  for (let i = 0; i < keys.length; i++) {
    const x = v[keys[i]];
    const c = canonicalize(x);
    if (c !== x) return copyInOrder(v, keys, i, c);
  }
  return v;
}
function inCodePointOrder(v, keys) {
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  for (let i = 1; i < keys.length; i++) if (compareCodePoints(keys[i - 1], keys[i]) >= 0) return false;
  return true;
}
function copyInOrder(v, keys, done, next) {
  const out = {};
  let i = 0;
  for (; i < done; i++) setOwn(out, keys[i], v[keys[i]]);
  if (next !== void 0) {
    setOwn(out, keys[i], next);
    i++;
  }
  for (; i < keys.length; i++) setOwn(out, keys[i], canonicalize(v[keys[i]]));
  return out;
}
function canonicalJson(v, indent) {
  return JSON.stringify(canonicalize(v), null, indent);
}
function canonicalJsonWith(o, key, text3) {
  const c = canonicalize({ ...o, [key]: null });
  const members = [];
  for (const k of Object.keys(c)) {
    const member = k === key ? text3 : JSON.stringify(c[k]);
    if (member !== void 0) members.push(`${JSON.stringify(k)}:${member}`);
  }
  return `{${members.join(",")}}`;
}
function canonicalJsonWithItems(o, key, itemTexts) {
  return canonicalJsonWith(o, key, `[${itemTexts.join(",")}]`);
}
var SURROGATE, SHORT_LIST;
var init_json = __esm({
  "src/core/json.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    SURROGATE = /[\uD800-\uDFFF]/;
    SHORT_LIST = 16;
  }
});

// src/core/words.ts
function counted(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
function pricingWord(state) {
  return typeof state === "string" ? PRICING_WORDS[state] ?? state : NOT_RECORDED;
}
function idWords(id) {
  return id.replaceAll("_", " ");
}
function modelHref(id) {
  return `model.html?id=${encodeURIComponent(id).replaceAll("%2F", "/")}`;
}
function modelIdFromPath(path) {
  return path.replace(/^models\//, "").replace(/\.toml$/, "");
}
function modelChangesHref(id) {
  return `drift.html?model=${encodeURIComponent(id)}`;
}
function labNames(models) {
  const counts = /* @__PURE__ */ new Map();
  for (const m of models) {
    if (m.lab === null) continue;
    const slug = labOf(m.id);
    const names = counts.get(slug) ?? /* @__PURE__ */ new Map();
    names.set(m.lab, (names.get(m.lab) ?? 0) + 1);
    counts.set(slug, names);
  }
  const out = /* @__PURE__ */ new Map();
  for (const [slug, names] of counts) {
    let best = "";
    let most = 0;
    for (const [name, n] of names)
      if (n > most || n === most && compareCodePoints(name, best) < 0) [best, most] = [name, n];
    out.set(slug, best);
  }
  return out;
}
function labOf(modelId2) {
  return modelId2.split("/")[0];
}
function modelPath(id) {
  return `api/models/${id}.json`;
}
function modelFeedBase(id) {
  return `feeds/models/${id}`;
}
function labFeedBase(lab) {
  return `feeds/labs/${lab}`;
}
function grouped(v) {
  return String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function firstFew(items, shown4 = 3) {
  const more = items.length - shown4;
  return items.slice(0, shown4).join(", ") + (more > 0 ? ` and ${more} more` : "");
}
var PRICING_WORDS, NOT_RECORDED;
var init_words = __esm({
  "src/core/words.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    PRICING_WORDS = {
      known: "Published",
      partial: "Partly published",
      unknown: "Not published"
    };
    NOT_RECORDED = "not recorded";
  }
});

// src/core/report/diagnostics-text.ts
function diagnosticLine(d) {
  const tag = d.severity === "warning" ? " (warning)" : "";
  return visibleControls(`${d.file}:${d.line}:${d.column}: ${d.rule}${tag}  ${d.message}`);
}
function summaryLine(files, diagnostics) {
  const { errors, warnings } = countDiagnostics(diagnostics);
  const tail = warnings > 0 ? `, ${counted(warnings, "warning")}` : "";
  if (errors === 0) return `${counted(files, "file")} valid${tail}`;
  const inFiles = countDiagnostics(diagnostics.filter((d) => isFileProblem(d.file, d.rule)));
  const where = ` in ${counted(inFiles.filesWithErrors, "file")}`;
  const within = inFiles.filesWithErrors === 0 || inFiles.filesWithErrors > files ? "" : inFiles.errors === errors ? where : `, ${inFiles.errors}${where}`;
  const checked = files === 0 ? "no files" : counted(files, "file");
  return `${counted(errors, "error")}${within} (${checked} checked)${tail}`;
}
function diagnosticsJson(files, diagnostics) {
  const entries = (severity) => diagnostics.filter((d) => d.severity === severity).map(({ file, line, column, pointer, rule, message, heldBack }) => ({
    file,
    line,
    column,
    pointer,
    rule,
    message,
    // A file/too-many-diagnostics entry: the problems it stands for, so a script counts them.
    ...heldBack === void 0 ? {} : { heldBack }
  }));
  return `${JSON.stringify({ files, errors: entries("error"), warnings: entries("warning") }, null, 2)}
`;
}
var init_diagnostics_text = __esm({
  "src/core/report/diagnostics-text.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_diagnostics();
    init_paths();
    init_words();
    init_workflow_commands();
  }
});

// src/core/toml/limits.ts
function checkLimits(text3) {
  return measureLimits(text3).problem;
}
function measureLimits(text3) {
  const tally = { values: 0 };
  const problem3 = scan(text3, tally);
  return { problem: problem3, values: tally.values };
}
function scan(text3, tally) {
  let line = 1;
  let lineStart2 = 0;
  let tableDepth = 0;
  let valueDepth = 0;
  let key = null;
  let mode = "start";
  const stack = [];
  const position2 = (i2) => ({ line, column: i2 - lineStart2 + 1 });
  const tooDeep = (i2) => ({
    rule: "toml/too-deep",
    message: `keys, tables and arrays nest more than ${MAX_DEPTH} levels deep here; a record may nest at most ${MAX_DEPTH} levels`,
    ...position2(i2)
  });
  const count = (i2) => ++tally.values > MAX_VALUES ? {
    rule: "file/too-many-values",
    message: `file has more than ${grouped(MAX_VALUES)} keys and values; a record may have at most ${grouped(MAX_VALUES)}`,
    ...position2(i2)
  } : null;
  const element2 = (i2) => {
    const top = innermost(stack);
    if (top?.kind !== "[" || !top.expecting) return null;
    top.expecting = false;
    return count(i2);
  };
  const newline = (at2) => {
    line++;
    lineStart2 = at2 + 1;
  };
  const n = text3.length;
  let i = 0;
  while (i < n) {
    const c = text3.charCodeAt(i);
    if (c === NL) {
      newline(i);
      if (stack.length === 0) {
        mode = "start";
        key = null;
      }
      i++;
      continue;
    }
    if (c === SPACE || c === TAB || c === CR) {
      i++;
      continue;
    }
    if (c === HASH) {
      const end = text3.indexOf("\n", i);
      i = end < 0 ? n : end;
      continue;
    }
    let top = innermost(stack);
    if (stack.length === 0 && mode === "start") {
      if (c === OPEN_BRACKET) {
        mode = "header";
        i += text3.charCodeAt(i + 1) === OPEN_BRACKET ? 2 : 1;
        key = { parts: 1, base: 0, at: i };
        const over = count(i);
        if (over) return over;
        continue;
      }
      mode = "value";
      key = { parts: 1, base: tableDepth, at: i };
    } else if (top?.kind === "{" && top.expecting && key === null && c !== CLOSE_BRACE && c !== COMMA) {
      key = { parts: 1, base: top.depth, at: i };
    }
    if (c === DQUOTE || c === SQUOTE) {
      if (key === null) {
        const over = element2(i);
        if (over) return over;
      }
      i = skipString(text3, i, newline);
      continue;
    }
    if (key !== null) {
      if (c === DOT) {
        if (++key.parts + key.base > MAX_DEPTH) return tooDeep(i + 1);
        const over = count(key.at);
        if (over) return over;
      } else if (c === CLOSE_BRACKET && mode === "header" && stack.length === 0) {
        tableDepth = key.parts;
        key = null;
        mode = "value";
      } else if (c === EQUALS) {
        valueDepth = key.parts + key.base;
        if (valueDepth > MAX_DEPTH) return tooDeep(key.at);
        const over = count(key.at);
        if (over) return over;
        key = null;
        if (top?.kind === "{") top.expecting = false;
      } else if (c === CLOSE_BRACE && top?.kind === "{") {
        stack.pop();
        key = null;
      }
      i++;
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const over = element2(i);
      if (over) return over;
      top = innermost(stack);
      const own = top?.kind === "[" ? top.depth : valueDepth;
      const inner = c === OPEN_BRACKET ? own + 1 : own;
      if (inner > MAX_DEPTH) return tooDeep(i);
      stack.push({ kind: c === OPEN_BRACKET ? "[" : "{", depth: inner, expecting: true });
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      stack.pop();
    } else if (c === COMMA) {
      if (top) top.expecting = true;
    } else {
      const over = element2(i);
      if (over) return over;
    }
    i++;
  }
  return null;
}
function innermost(stack) {
  return stack.length === 0 ? void 0 : stack[stack.length - 1];
}
function skipString(text3, i, newline) {
  const q = text3.charCodeAt(i);
  const n = text3.length;
  const multi = text3.charCodeAt(i + 1) === q && text3.charCodeAt(i + 2) === q;
  let j = i + (multi ? 3 : 1);
  while (j < n) {
    const c = text3.charCodeAt(j);
    if (c === BACKSLASH && q === DQUOTE) {
      if (text3.charCodeAt(j + 1) === NL) newline(j + 1);
      j += 2;
      continue;
    }
    if (c === NL) {
      if (!multi) return j;
      newline(j);
    }
    if (c === q) {
      if (!multi) return j + 1;
      if (text3.charCodeAt(j + 1) === q && text3.charCodeAt(j + 2) === q) {
        let k = j + 3;
        while (k < n && k < j + 5 && text3.charCodeAt(k) === q) k++;
        return k;
      }
    }
    j++;
  }
  return n;
}
var MAX_DEPTH, MAX_VALUES, NL, SPACE, TAB, CR, HASH, DQUOTE, SQUOTE, DOT, EQUALS, COMMA, BACKSLASH, OPEN_BRACKET, CLOSE_BRACKET, OPEN_BRACE, CLOSE_BRACE;
var init_limits = __esm({
  "src/core/toml/limits.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_words();
    MAX_DEPTH = 64;
    MAX_VALUES = 1e4;
    NL = 10;
    SPACE = 32;
    TAB = 9;
    CR = 13;
    HASH = 35;
    DQUOTE = 34;
    SQUOTE = 39;
    DOT = 46;
    EQUALS = 61;
    COMMA = 44;
    BACKSLASH = 92;
    OPEN_BRACKET = 91;
    CLOSE_BRACKET = 93;
    OPEN_BRACE = 123;
    CLOSE_BRACE = 125;
  }
});

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/);
  let codeblock = "";
  let numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    if (!l)
      continue;
    codeblock += i.toString().padEnd(numberLen, " ");
    codeblock += ":  ";
    codeblock += l;
    codeblock += "\n";
    if (i === line) {
      codeblock += " ".repeat(numberLen + column + 2);
      codeblock += "^\n";
    }
  }
  return codeblock;
}
var TomlError;
var init_error = __esm({
  "node_modules/smol-toml/dist/error.js"() {
    init_define_WARM_UP_RECORDS();
    TomlError = class _TomlError extends Error {
      line;
      column;
      codeblock;
      constructor(message, options) {
        const [line, column] = getLineColFromPtr(options.toml, options.ptr);
        const codeblock = makeCodeBlock(options.toml, line, column);
        super(`Invalid TOML document: ${message}

${codeblock}`, options);
        this.line = line;
        this.column = column;
        this.codeblock = codeblock;
      }
      /** @internal */
      static x(message, ctx, ptr) {
        throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
      }
    };
  }
});

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p++);
  let first = c;
  let isLiteral = c === 39;
  let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  if (isMultiline) {
    if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10)
      ctx.p++;
    else if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)
      ctx.p += 2;
  }
  let parsed = "";
  let sliceStart = ctx.p;
  let state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++) {
    c = ctx.s.charCodeAt(ctx.p);
    if (isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)) {
      state = state && 3;
    } else if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in strings", ctx);
    } else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline) {
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
      }
      if (!state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      ctx.p += isMultiline ? 3 : 1;
      return parsed;
    } else if (!state) {
      if (!isLiteral && c === 92) {
        parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p);
        state = 1;
      }
    } else if (state === 1) {
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1;
        let value3 = 0;
        let len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p);
          let digit2 = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          if (digit2 < 0)
            TomlError.x("invalid non-hex character in unicode escape", ctx);
          value3 = value3 << 4 | digit2;
        }
        if (value3 < 0 || value3 > 1114111 || value3 >= 55296 && value3 <= 57343) {
          TomlError.x("invalid unicode escape", ctx, errPtr);
        }
        parsed += String.fromCodePoint(value3);
        sliceStart = ctx.p--;
        state = 0;
      } else if (isMultiline && (c === 32 || c === 9)) {
        state = 2;
      } else {
        if (c === 98)
          parsed += "\b";
        else if (c === 116)
          parsed += "	";
        else if (c === 110)
          parsed += "\n";
        else if (c === 102)
          parsed += "\f";
        else if (c === 114)
          parsed += "\r";
        else if (c === 101)
          parsed += "\x1B";
        else if (c === 34)
          parsed += '"';
        else if (c === 92)
          parsed += "\\";
        else
          TomlError.x("unrecognised escape sequence", ctx);
        sliceStart = ctx.p + 1;
        state = 0;
      }
    } else if (c !== 32 && c !== 9) {
      if (state === 2)
        TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart);
      state = !isLiteral && c === 92 ? 1 : 0;
      sliceStart = ctx.p;
    }
  }
  TomlError.x("unfinished string", ctx, startPtr);
}
var init_primitive = __esm({
  "node_modules/smol-toml/dist/primitive.js"() {
    init_define_WARM_UP_RECORDS();
    init_error();
  }
});

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE, TomlDate;
var init_date = __esm({
  "node_modules/smol-toml/dist/date.js"() {
    init_define_WARM_UP_RECORDS();
    DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
    TomlDate = class _TomlDate extends Date {
      #hasDate = false;
      #hasTime = false;
      #offset = null;
      constructor(date, fasttype, unsafeDelim) {
        let hasDate = true;
        let hasTime = true;
        let offset = "Z";
        let c;
        if (typeof date === "string") {
          if (fasttype)
            prep: {
              if (fasttype < 3) {
                if (+date.slice(11, 13) > 23) {
                  date = "";
                  break prep;
                }
                if (fasttype === 2) {
                  offset = null;
                  date += "Z";
                } else if ((c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122) {
                  offset = date.slice(date.length - 6);
                }
                if (unsafeDelim)
                  date = date.slice(0, 10) + "T" + date.slice(11);
              } else if (fasttype === 4) {
                date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`;
              }
              hasDate = fasttype !== 4;
              hasTime = fasttype !== 3;
            }
          else {
            let match = date.match(DATE_TIME_RE);
            if (match) {
              if (!match[1]) {
                hasDate = false;
                date = `0000-01-01T${date}`;
              }
              hasTime = !!match[2];
              hasTime && date[10] === " " && (date = date.replace(" ", "T"));
              if (match[2] && +match[2] > 23) {
                date = "";
              } else {
                offset = match[3] || null;
                if (!offset && hasTime)
                  date += "Z";
              }
            } else {
              date = "";
            }
          }
        }
        super(date);
        if (!isNaN(this.getTime())) {
          this.#hasDate = hasDate;
          this.#hasTime = hasTime;
          this.#offset = offset;
        }
      }
      isDateTime() {
        return this.#hasDate && this.#hasTime;
      }
      isLocal() {
        return !this.#hasDate || !this.#hasTime || !this.#offset;
      }
      isDate() {
        return this.#hasDate && !this.#hasTime;
      }
      isTime() {
        return this.#hasTime && !this.#hasDate;
      }
      isValid() {
        return this.#hasDate || this.#hasTime;
      }
      toISOString() {
        let iso = super.toISOString();
        if (this.isDate())
          return iso.slice(0, 10);
        if (this.isTime())
          return iso.slice(11, 23);
        if (this.#offset === null)
          return iso.slice(0, -1);
        if (this.#offset === "Z" || this.#offset === "z")
          return iso;
        let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
        offset = this.#offset[0] === "-" ? offset : -offset;
        let offsetDate = new Date(this.getTime() - offset * 6e4);
        return offsetDate.toISOString().slice(0, -1) + this.#offset;
      }
      static wrapAsOffsetDateTime(jsDate, offset = "Z") {
        let date = new _TomlDate(jsDate);
        date.#offset = offset;
        return date;
      }
      static wrapAsLocalDateTime(jsDate) {
        let date = new _TomlDate(jsDate);
        date.#offset = null;
        return date;
      }
      static wrapAsLocalDate(jsDate) {
        let date = new _TomlDate(jsDate);
        date.#hasTime = false;
        date.#offset = null;
        return date;
      }
      static wrapAsLocalTime(jsDate) {
        let date = new _TomlDate(jsDate);
        date.#hasDate = false;
        date.#offset = null;
        return date;
      }
    };
  }
});

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value3 = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    ctx.d++;
    return value3;
  }
  if (c === 34 || c === 39) {
    return parseString(ctx);
  }
  if (c === 116) {
    if (ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, true;
  }
  if (c === 102) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, false;
  }
  if (c === 43 || c === 45) {
    return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45) {
    return parseDate(ctx, c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 2) === 58) {
    return parseTime(ctx, c, end);
  }
  return parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr;
  let state = 0;
  let hasUnderscores = false;
  if (c === 105) {
    if (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, (sign || 1) / 0;
  }
  if (c === 110) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, NaN;
  }
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === true ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      else if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      else if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    if (c === 46)
      state = 2;
    else if (c === 101 || c === 69)
      state = 4;
    else
      TomlError.x("illegal leading zero", ctx, startPtr);
  } else if (!isDigit(c))
    TomlError.x("invalid value", ctx, startPtr);
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (!state)
      state = 1;
    if (c === 95) {
      if (!(state & 1))
        TomlError.x("illegal underscore", ctx);
      state += 11;
      hasUnderscores = true;
    } else if (state === 1 && c === 46)
      state = 2;
    else if ((state === 1 || state === 3) && (c === 101 || c === 69))
      state = 4;
    else if (state === 4 && (c === 43 || c === 45)) {
      state = 6;
    } else if (!isDigit(c))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (state > 9)
      state -= 11;
    else if (!(state & 1))
      state++;
  }
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === true ? BigInt(val) : val;
  }
  if (!(state & 1))
    TomlError.x("unfinished numeric value", ctx, startPtr);
  let str3 = ctx.s.slice(startPtr, ctx.p);
  if (hasUnderscores)
    str3 = str3.replaceAll("_", "");
  return state > 1 ? parseFloat(str3) : parseInteger(ctx, str3, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (c === 95) {
      if (underscore & 1)
        TomlError.x("illegal underscore", ctx);
      underscore = 3;
    } else if (!isDigit(c, base))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (underscore & 1)
      underscore--;
  }
  if (underscore & 1)
    TomlError.x("unfinished numeric value", ctx);
  let str3 = ctx.s.slice(startPtr + 2, ctx.p);
  if (underscore)
    str3 = str3.replaceAll("_", "");
  return parseInteger(ctx, str3, base, startPtr);
}
function parseInteger(ctx, str3, base, startPtr) {
  if (ctx.bi !== true)
    int: {
      let val = parseInt(str3, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return base === 10 ? BigInt(str3) : BigInt((base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str3);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++))) {
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  }
  ctx.p += 5;
  if (!isDigit(ctx.s.charCodeAt(ctx.p++)))
    TomlError.x("invalid date-time: date part is malformed", ctx, startPtr);
  if (ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, false, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58)
    TomlError.x("invalid date-time: time part is malformed", ctx, startPtr);
  if (ctx.s.charCodeAt(ctx.p += 3) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start2 = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) {
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  }
  if (ctx.s.charCodeAt(ctx.p += 4) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  let t = ctx.s.slice(start2, ctx.p);
  return readDate(ctx, t, 4, false, start2);
}
function readDate(ctx, str3, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str3, type, unsafeDelim);
    if (!date.isValid())
      TomlError.x("invalid date", ctx, errPtr);
    return date;
  }
  try {
    if (temporalSuffix)
      str3 += temporalSuffix;
    switch (type) {
      case 1:
        return Temporal.ZonedDateTime.from(str3);
      case 2:
        return Temporal.PlainDateTime.from(str3);
      case 3:
        return Temporal.PlainDate.from(str3);
      case 4:
        return Temporal.PlainTime.from(str3);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}
var init_extract = __esm({
  "node_modules/smol-toml/dist/extract.js"() {
    init_define_WARM_UP_RECORDS();
    init_primitive();
    init_struct();
    init_error();
    init_date();
  }
});

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in comments", ctx);
    }
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  while (ctx.p < ctx.s.length) {
    while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)))
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}
var init_util = __esm({
  "node_modules/smol-toml/dist/util.js"() {
    init_define_WARM_UP_RECORDS();
    init_error();
  }
});

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr;
  let state = 0;
  let parsed = [];
  let sliceStart;
  let c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end) {
      if (!state)
        TomlError.x("unexpected end of key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      return ctx.p++, parsed;
    } else if (c === 46) {
      if (!state)
        TomlError.x("illegal empty bare key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      state = 0;
    } else if (!state && (c === 34 || c === 39)) {
      if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
        TomlError.x("illegal quoted key: multiline strings are not allowed", ctx);
      parsed.push(parseString(ctx));
      state = 2;
      ctx.p--;
    } else if (c === 32 || c === 9) {
      if (state === 1) {
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
        state = 2;
      }
    } else if (state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122) {
      TomlError.x("illegal character in key", ctx);
    } else if (!state) {
      state = 1;
      sliceStart = ctx.p;
    }
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++;
  let res = /* @__PURE__ */ Object.create(null);
  let seen = /* @__PURE__ */ new Set();
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 125) {
      ctx.p++;
      return res;
    }
    let k;
    let t = res;
    let hasOwn = false;
    let errPtr = ctx.p;
    let key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      if (i)
        t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      k = key[i];
      if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== "object" || seen.has(t[k]))) {
        TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      }
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      if (!hasOwn && unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
      }
    }
    if (hasOwn) {
      TomlError.x("trying to redefine an already defined value", ctx, errPtr);
    }
    skipVoid(ctx, true, true);
    let value3 = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value3) === "object")
      seen.add(value3);
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 125) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++;
  let res = [];
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 93) {
      ctx.p++;
      return res;
    }
    res.push(extractValue(
      ctx,
      93
      /* ] */
    ));
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 93) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}
var init_struct = __esm({
  "node_modules/smol-toml/dist/struct.js"() {
    init_define_WARM_UP_RECORDS();
    init_primitive();
    init_extract();
    init_util();
    init_error();
  }
});

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table2, meta, type) {
  let t = table2;
  let m = meta;
  let k;
  let hasOwn = false;
  let state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      m = (state = m[k]).c;
      if (type === 0 && (state.t === 1 || state.t === 2)) {
        return null;
      }
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l];
        m = m[l].c;
      }
    }
    k = key[i];
    if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d) {
      return null;
    }
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return false;
      if (unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
        Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
      }
      m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: false,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  state = m[k];
  if (state.t !== type && !(type === 1 && state.t === 3)) {
    return null;
  }
  if (type === 2) {
    if (!state.d) {
      state.d = true;
      t[k] = [];
    }
    t[k].push(t = /* @__PURE__ */ Object.create(null));
    state.c[state.i++] = state = { t: 1, d: false, i: 0, c: /* @__PURE__ */ Object.create(null) };
  }
  if (state.d) {
    return null;
  }
  state.d = true;
  if (type === 1) {
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  } else if (type === 0 && hasOwn) {
    return null;
  }
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  if (peek === null || ctx.uk === 2)
    TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse2(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? false,
    ld: options.useLegacyDate ?? true,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  };
  let res = /* @__PURE__ */ Object.create(null);
  let meta = /* @__PURE__ */ Object.create(null);
  let tmp;
  let skipping = false;
  let tbl = res;
  let m = meta;
  if (toml.charCodeAt(0) === 65279)
    ctx.p++;
  skipVoid(ctx);
  while (ctx.p < toml.length) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray;
      skipping = false;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      if (isTableArray) {
        if (toml.charCodeAt(ctx.p) !== 93) {
          TomlError.x("expected end of table array declaration", ctx);
        }
        ctx.p++;
      }
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      if (!p) {
        validateTablePeek(ctx, p, tmp);
        skipping = true;
      } else {
        m = p[2];
        tbl = p[1];
      }
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx);
      let p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      if (!p && !skipping)
        validateTablePeek(ctx, p, tmp);
      skipVoid(ctx, true, true);
      let v = extractValue(ctx, void 0);
      if (p && !skipping)
        p[1][p[0]] = v;
    }
    skipVoid(ctx, true);
    if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10)) {
      TomlError.x("each key-value declaration must be followed by an end-of-line", ctx);
    }
    skipVoid(ctx);
  }
  return res;
}
var init_parse = __esm({
  "node_modules/smol-toml/dist/parse.js"() {
    init_define_WARM_UP_RECORDS();
    init_struct();
    init_extract();
    init_util();
    init_error();
  }
});

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED;
var init_stringify = __esm({
  "node_modules/smol-toml/dist/stringify.js"() {
    init_define_WARM_UP_RECORDS();
    HAS_WELLFORMED = !!"".isWellFormed;
  }
});

// node_modules/smol-toml/dist/index.js
var init_dist = __esm({
  "node_modules/smol-toml/dist/index.js"() {
    init_define_WARM_UP_RECORDS();
    init_parse();
    init_stringify();
    init_date();
    init_error();
  }
});

// schema/source-record.v1.schema.json
var source_record_v1_schema_default;
var init_source_record_v1_schema = __esm({
  "schema/source-record.v1.schema.json"() {
    source_record_v1_schema_default = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "urn:model-registry-action:schema:source-record:v1",
      title: "Source record v1",
      description: "One generative model (image, video or audio) per record, stored as TOML at models/<lab_slug>/<model_slug>.toml. Every claim links to the published references it rests on through source_ids.",
      type: "object",
      additionalProperties: false,
      required: [
        "schema_version",
        "documentation_state",
        "model",
        "capability_profiles",
        "pricing",
        "sources"
      ],
      properties: {
        schema_version: {
          description: "Always 1 for this schema.",
          type: "integer",
          const: 1
        },
        documentation_state: {
          type: "string",
          enum: [
            "indexed",
            "documented"
          ]
        },
        model: {
          $ref: "#/definitions/model"
        },
        verification: {
          description: "Present on newer records; the registry has not verified claims itself.",
          type: "object",
          additionalProperties: false,
          required: [
            "state"
          ],
          properties: {
            state: {
              type: "string",
              const: "unverified"
            }
          }
        },
        api_identifiers: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/apiIdentifier"
          }
        },
        language_support: {
          $ref: "#/definitions/languageSupport"
        },
        capability_profiles: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/capabilityProfile"
          }
        },
        limitations: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/limitation"
          }
        },
        pricing: {
          $ref: "#/definitions/pricing"
        },
        conflicts: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/conflict"
          }
        },
        sources: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/source"
          }
        }
      },
      definitions: {
        nonEmptyString: {
          type: "string",
          minLength: 1
        },
        nonEmptyStringArray: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: {
            type: "string",
            minLength: 1
          }
        },
        observedString: {
          description: "A field the spec lists as observed: any string.",
          type: "string"
        },
        observedStringArray: {
          description: "An array field the spec lists as observed: at least 1 item (as every array), any strings.",
          type: "array",
          minItems: 1,
          items: {
            type: "string"
          }
        },
        sourceIds: {
          description: "Ids of entries of this record's sources that the claim rests on.",
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: {
            type: "string",
            minLength: 1
          }
        },
        claimState: {
          type: "string",
          enum: [
            "supported",
            "unsupported",
            "not_applicable",
            "unknown"
          ]
        },
        date: {
          description: "A calendar date, YYYY-MM-DD.",
          type: "string",
          pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
        },
        aspectRatio: {
          description: "A ratio such as 16:9.",
          type: "string",
          pattern: "^[^:]+:[^:]+$"
        },
        endpoint: {
          description: `An HTTP method and a path or absolute address of the described model's own interface: "POST /v1/videos", "POST https://host/v1/x", or "GET {polling_url}" for an address an earlier call returned.`,
          type: "string",
          pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$"
        },
        dimensionExample: {
          description: "An exact output size that the sources publish.",
          type: "object",
          additionalProperties: false,
          required: [
            "width",
            "height",
            "unit",
            "aspect_ratio",
            "source_ids"
          ],
          properties: {
            width: {
              type: "integer",
              minimum: 1
            },
            height: {
              type: "integer",
              minimum: 1
            },
            unit: {
              type: "string",
              const: "pixel"
            },
            aspect_ratio: {
              $ref: "#/definitions/aspectRatio"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        model: {
          description: "Identity of the model.",
          type: "object",
          additionalProperties: false,
          required: [
            "id",
            "name",
            "lab",
            "modality",
            "status",
            "source_ids"
          ],
          properties: {
            id: {
              description: "<lab_slug>/<model_slug>, equal to the record path without models/ and .toml.",
              type: "string",
              pattern: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$"
            },
            name: {
              $ref: "#/definitions/nonEmptyString"
            },
            aliases: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            lab: {
              $ref: "#/definitions/nonEmptyString"
            },
            modality: {
              type: "string",
              enum: [
                "image",
                "video",
                "audio"
              ]
            },
            status: {
              type: "string",
              enum: [
                "available",
                "preview",
                "unknown"
              ]
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        apiIdentifier: {
          description: "An identifier under which the model is called.",
          type: "object",
          additionalProperties: false,
          required: [
            "kind",
            "value",
            "source_ids"
          ],
          properties: {
            kind: {
              type: "string",
              enum: [
                "model_id",
                "snapshot_id",
                "version_selector"
              ]
            },
            value: {
              $ref: "#/definitions/nonEmptyString"
            },
            resolves_to: {
              $ref: "#/definitions/nonEmptyString"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        language: {
          description: "A named language.",
          type: "object",
          additionalProperties: false,
          required: [
            "name"
          ],
          properties: {
            name: {
              $ref: "#/definitions/nonEmptyString"
            },
            code: {
              $ref: "#/definitions/nonEmptyString"
            }
          }
        },
        languageSupport: {
          description: "Languages of native audio, speech output or prompt input.",
          type: "object",
          additionalProperties: false,
          required: [
            "state",
            "scope",
            "source_ids"
          ],
          properties: {
            state: {
              $ref: "#/definitions/claimState"
            },
            scope: {
              type: "string",
              enum: [
                "native_audio",
                "speech_output",
                "prompt_input"
              ]
            },
            published_label: {
              $ref: "#/definitions/nonEmptyString"
            },
            listed_count: {
              type: "integer",
              minimum: 1
            },
            list_completeness: {
              type: "string",
              const: "non_exhaustive"
            },
            languages: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/language"
              }
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    enum: [
                      "unsupported",
                      "not_applicable",
                      "unknown"
                    ]
                  }
                }
              },
              then: {
                properties: {
                  published_label: false,
                  listed_count: false,
                  list_completeness: false,
                  languages: false
                }
              }
            }
          ]
        },
        capabilityProfile: {
          description: "One task the model performs; a profile with only id, task and source_ids is an undocumented placeholder.",
          type: "object",
          additionalProperties: false,
          required: [
            "id",
            "task",
            "source_ids"
          ],
          properties: {
            id: {
              $ref: "#/definitions/nonEmptyString"
            },
            task: {
              $ref: "#/definitions/nonEmptyString"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            },
            endpoint: {
              $ref: "#/definitions/endpoint"
            },
            api_mode: {
              $ref: "#/definitions/nonEmptyString"
            },
            api_mode_aliases: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            variants: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            duration: {
              $ref: "#/definitions/duration"
            },
            text_input: {
              $ref: "#/definitions/textInput"
            },
            frame_rate: {
              $ref: "#/definitions/frameRate"
            },
            size: {
              $ref: "#/definitions/size"
            },
            native_audio: {
              $ref: "#/definitions/nativeAudio"
            },
            audio_formats: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/audioFormat"
              }
            },
            audio_format_access: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/audioFormatAccess"
              }
            },
            reference_inputs: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/referenceInput"
              }
            },
            delivery_profiles: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/deliveryProfile"
              }
            },
            controls: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/control"
              }
            },
            timing: {
              $ref: "#/definitions/timing"
            }
          }
        },
        duration: {
          description: "Output duration.",
          type: "object",
          additionalProperties: false,
          required: [
            "state",
            "source_ids"
          ],
          properties: {
            state: {
              $ref: "#/definitions/claimState"
            },
            mode: {
              type: "string",
              const: "range"
            },
            unit: {
              type: "string",
              const: "second"
            },
            min: {
              type: "number",
              minimum: 0
            },
            max: {
              type: "number",
              exclusiveMinimum: 0
            },
            step: {
              type: "number",
              exclusiveMinimum: 0
            },
            automatic: {
              type: "boolean"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    const: "supported"
                  }
                }
              },
              then: {
                required: [
                  "mode",
                  "unit",
                  "min",
                  "max"
                ]
              }
            },
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    enum: [
                      "unsupported",
                      "not_applicable",
                      "unknown"
                    ]
                  }
                }
              },
              then: {
                properties: {
                  mode: false,
                  unit: false,
                  min: false,
                  max: false,
                  step: false,
                  automatic: false
                }
              }
            }
          ]
        },
        textInput: {
          description: "Length limit of the text prompt.",
          type: "object",
          additionalProperties: false,
          required: [
            "state",
            "source_ids"
          ],
          properties: {
            state: {
              $ref: "#/definitions/claimState"
            },
            unit: {
              type: "string",
              enum: [
                "character",
                "utf16_code_unit"
              ]
            },
            max: {
              type: "integer",
              minimum: 1
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    const: "supported"
                  }
                }
              },
              then: {
                required: [
                  "unit",
                  "max"
                ]
              }
            },
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    enum: [
                      "unsupported",
                      "not_applicable",
                      "unknown"
                    ]
                  }
                }
              },
              then: {
                properties: {
                  unit: false,
                  max: false
                }
              }
            }
          ]
        },
        frameRate: {
          description: "Output frame rates.",
          type: "object",
          additionalProperties: false,
          required: [
            "state",
            "source_ids"
          ],
          properties: {
            state: {
              $ref: "#/definitions/claimState"
            },
            mode: {
              type: "string",
              const: "exact_set"
            },
            unit: {
              type: "string",
              const: "frame_per_second"
            },
            values: {
              type: "array",
              minItems: 1,
              uniqueItems: true,
              items: {
                type: "number",
                exclusiveMinimum: 0
              }
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    const: "supported"
                  }
                }
              },
              then: {
                required: [
                  "mode",
                  "unit",
                  "values"
                ]
              }
            },
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    enum: [
                      "unsupported",
                      "not_applicable",
                      "unknown"
                    ]
                  }
                }
              },
              then: {
                properties: {
                  mode: false,
                  unit: false,
                  values: false
                }
              }
            }
          ]
        },
        size: {
          description: "Output size: a set of resolution tiers or a pixel range.",
          type: "object",
          additionalProperties: false,
          required: [
            "state",
            "source_ids"
          ],
          properties: {
            state: {
              $ref: "#/definitions/claimState"
            },
            mode: {
              type: "string",
              enum: [
                "exact_set",
                "range"
              ]
            },
            unit: {
              type: "string",
              enum: [
                "resolution_tier",
                "pixel"
              ]
            },
            automatic: {
              type: "boolean"
            },
            default: {
              description: "A tier id, or <width>x<height>.",
              type: "string",
              minLength: 1
            },
            edge_multiple: {
              type: "integer",
              minimum: 1
            },
            max_edge: {
              type: "integer",
              minimum: 1
            },
            min_total_pixels: {
              type: "integer",
              minimum: 1
            },
            max_total_pixels: {
              type: "integer",
              minimum: 1
            },
            experimental_above_total_pixels: {
              type: "integer",
              minimum: 1
            },
            max_long_to_short_ratio: {
              type: "number",
              minimum: 1
            },
            options: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/sizeOption"
              }
            },
            examples: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/dimensionExample"
              }
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    const: "supported"
                  }
                }
              },
              then: {
                required: [
                  "mode",
                  "unit"
                ],
                if: {
                  required: [
                    "mode"
                  ],
                  properties: {
                    mode: {
                      const: "exact_set"
                    }
                  }
                },
                then: {
                  required: [
                    "options"
                  ]
                }
              }
            },
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    enum: [
                      "unsupported",
                      "not_applicable",
                      "unknown"
                    ]
                  }
                }
              },
              then: {
                properties: {
                  mode: false,
                  unit: false,
                  automatic: false,
                  default: false,
                  edge_multiple: false,
                  max_edge: false,
                  min_total_pixels: false,
                  max_total_pixels: false,
                  experimental_above_total_pixels: false,
                  max_long_to_short_ratio: false,
                  options: false,
                  examples: false
                }
              }
            }
          ]
        },
        sizeOption: {
          description: "One size tier.",
          type: "object",
          additionalProperties: false,
          required: [
            "id",
            "source_ids"
          ],
          properties: {
            id: {
              $ref: "#/definitions/nonEmptyString"
            },
            label: {
              $ref: "#/definitions/nonEmptyString"
            },
            max_megapixels: {
              type: "number",
              exclusiveMinimum: 0
            },
            render_modes: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            aspect_ratios: {
              type: "array",
              minItems: 1,
              uniqueItems: true,
              items: {
                type: "string",
                pattern: "^[^:]+:[^:]+$"
              }
            },
            examples: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/dimensionExample"
              }
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        nativeAudio: {
          description: "Whether the model generates audio with its video.",
          type: "object",
          additionalProperties: false,
          required: [
            "state",
            "source_ids"
          ],
          properties: {
            state: {
              $ref: "#/definitions/claimState"
            },
            default: {
              type: "boolean"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    enum: [
                      "unsupported",
                      "not_applicable",
                      "unknown"
                    ]
                  }
                }
              },
              then: {
                properties: {
                  default: false
                }
              }
            }
          ]
        },
        audioFormat: {
          description: "An output audio format.",
          type: "object",
          additionalProperties: false,
          required: [
            "family",
            "sample_rate_mode",
            "sample_rate_unit",
            "sample_rates",
            "source_ids"
          ],
          properties: {
            family: {
              type: "string",
              enum: [
                "mp3",
                "pcm",
                "wav",
                "opus",
                "ulaw",
                "alaw"
              ]
            },
            encoding: {
              $ref: "#/definitions/nonEmptyString"
            },
            sample_rate_mode: {
              type: "string",
              const: "exact_set"
            },
            sample_rate_unit: {
              type: "string",
              const: "hertz"
            },
            sample_rates: {
              type: "array",
              minItems: 1,
              uniqueItems: true,
              items: {
                type: "integer",
                minimum: 1
              }
            },
            bitrate_mode: {
              type: "string",
              const: "exact_set"
            },
            bitrate_unit: {
              type: "string",
              const: "kilobit_per_second"
            },
            bitrates: {
              type: "array",
              minItems: 1,
              uniqueItems: true,
              items: {
                type: "integer",
                minimum: 1
              }
            },
            bit_depth_unit: {
              type: "string",
              const: "bit"
            },
            bit_depths: {
              type: "array",
              minItems: 1,
              uniqueItems: true,
              items: {
                type: "integer",
                minimum: 1
              }
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          dependencies: {
            bitrates: [
              "bitrate_mode",
              "bitrate_unit"
            ],
            bit_depths: [
              "bit_depth_unit"
            ]
          }
        },
        audioFormatAccess: {
          description: "Formats available only from a plan upward.",
          type: "object",
          additionalProperties: false,
          required: [
            "format_ids",
            "minimum_plan",
            "source_ids"
          ],
          properties: {
            format_ids: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            minimum_plan: {
              $ref: "#/definitions/nonEmptyString"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        referenceInput: {
          description: "An input the model conditions on (image, video, audio, mask, voice ...).",
          type: "object",
          additionalProperties: false,
          required: [
            "role",
            "media_type",
            "state",
            "source_ids"
          ],
          properties: {
            role: {
              $ref: "#/definitions/nonEmptyString"
            },
            media_type: {
              type: "string",
              enum: [
                "image",
                "video",
                "audio",
                "image_mask",
                "voice_id",
                "binary"
              ]
            },
            state: {
              $ref: "#/definitions/claimState"
            },
            min_count: {
              type: "integer",
              minimum: 0
            },
            max_count: {
              type: "integer",
              minimum: 0
            },
            max_count_state: {
              type: "string",
              const: "unknown"
            },
            demonstrated_count: {
              type: "integer",
              minimum: 1
            },
            count_scope: {
              type: "string",
              const: "unique"
            },
            position_roles: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            max_duration: {
              type: "number",
              exclusiveMinimum: 0
            },
            duration_unit: {
              type: "string",
              const: "second"
            },
            formats: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            encodings: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            constraints: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          dependencies: {
            max_count: {
              properties: {
                max_count_state: false
              }
            },
            max_duration: [
              "duration_unit"
            ]
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    enum: [
                      "unsupported",
                      "not_applicable",
                      "unknown"
                    ]
                  }
                }
              },
              then: {
                properties: {
                  min_count: false,
                  max_count: false,
                  max_count_state: false,
                  demonstrated_count: false,
                  count_scope: false,
                  position_roles: false,
                  max_duration: false,
                  duration_unit: false,
                  formats: false,
                  encodings: false,
                  constraints: false
                }
              }
            }
          ]
        },
        deliveryProfile: {
          description: "How outputs are delivered.",
          type: "object",
          additionalProperties: false,
          required: [
            "id",
            "state",
            "transport",
            "source_ids"
          ],
          properties: {
            id: {
              $ref: "#/definitions/nonEmptyString"
            },
            state: {
              $ref: "#/definitions/claimState"
            },
            transport: {
              $ref: "#/definitions/nonEmptyString"
            },
            endpoint: {
              $ref: "#/definitions/endpoint"
            },
            formats: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            default_format: {
              $ref: "#/definitions/nonEmptyString"
            },
            max_partial_outputs: {
              type: "integer",
              minimum: 1
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        control: {
          description: "A request parameter; values are written as strings, including numbers and booleans.",
          type: "object",
          additionalProperties: false,
          required: [
            "name",
            "state",
            "source_ids"
          ],
          properties: {
            name: {
              $ref: "#/definitions/nonEmptyString"
            },
            state: {
              $ref: "#/definitions/claimState"
            },
            mode: {
              type: "string",
              enum: [
                "exact_set",
                "range"
              ]
            },
            values: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            unsupported_values: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            default: {
              type: [
                "string",
                "number"
              ]
            },
            min: {
              type: "number"
            },
            max: {
              type: "number"
            },
            step: {
              type: "number",
              exclusiveMinimum: 0
            },
            unit: {
              $ref: "#/definitions/nonEmptyString"
            },
            formats: {
              $ref: "#/definitions/nonEmptyStringArray"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    const: "supported"
                  }
                }
              },
              then: {
                required: [
                  "mode"
                ]
              }
            },
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    const: "unsupported"
                  }
                }
              },
              then: {
                properties: {
                  mode: false,
                  values: false,
                  unsupported_values: false,
                  default: false,
                  min: false,
                  max: false,
                  step: false,
                  unit: false,
                  formats: false
                }
              }
            }
          ]
        },
        timing: {
          description: "Timing (alignment) data delivered with the output.",
          type: "object",
          additionalProperties: false,
          properties: {
            state: {
              $ref: "#/definitions/claimState"
            },
            granularity: {
              $ref: "#/definitions/observedString"
            },
            delivery_profile_ids: {
              $ref: "#/definitions/observedStringArray"
            },
            endpoints: {
              type: "array",
              minItems: 1,
              items: {
                type: "string",
                pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$"
              }
            },
            metadata: {
              $ref: "#/definitions/observedStringArray"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        pricing: {
          description: "Published prices.",
          type: "object",
          additionalProperties: false,
          properties: {
            state: {
              type: "string",
              enum: [
                "known",
                "partial",
                "unknown"
              ]
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            },
            charges: {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/charge"
              }
            }
          }
        },
        charge: {
          description: "One price; an unknown charge records a price that is not published, so it has no price fields (kind, amount, denomination, per, unit).",
          type: "object",
          additionalProperties: false,
          properties: {
            id: {
              $ref: "#/definitions/observedString"
            },
            state: {
              type: "string",
              enum: [
                "known",
                "unknown"
              ]
            },
            kind: {
              $ref: "#/definitions/observedString"
            },
            amount: {
              type: "number"
            },
            denomination: {
              $ref: "#/definitions/observedString"
            },
            per: {
              description: "Number of units the amount covers.",
              type: "number"
            },
            unit: {
              $ref: "#/definitions/observedString"
            },
            applies_when: {
              $ref: "#/definitions/observedStringArray"
            },
            profile_id: {
              $ref: "#/definitions/observedString"
            },
            qualifier: {
              $ref: "#/definitions/observedString"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          },
          allOf: [
            {
              if: {
                required: [
                  "state"
                ],
                properties: {
                  state: {
                    const: "unknown"
                  }
                }
              },
              then: {
                properties: {
                  kind: false,
                  amount: false,
                  denomination: false,
                  per: false,
                  unit: false
                }
              }
            }
          ]
        },
        limitation: {
          description: "A documented limitation.",
          type: "object",
          additionalProperties: false,
          properties: {
            id: {
              $ref: "#/definitions/observedString"
            },
            summary: {
              $ref: "#/definitions/observedString"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        conflict: {
          description: "Contradictory published statements; the record keeps the chosen value at path.",
          type: "object",
          additionalProperties: false,
          properties: {
            path: {
              $ref: "#/definitions/observedString"
            },
            summary: {
              $ref: "#/definitions/observedString"
            },
            handling: {
              $ref: "#/definitions/observedString"
            },
            source_ids: {
              $ref: "#/definitions/sourceIds"
            }
          }
        },
        source: {
          description: "A published reference.",
          type: "object",
          additionalProperties: false,
          required: [
            "id"
          ],
          properties: {
            id: {
              $ref: "#/definitions/observedString"
            },
            kind: {
              $ref: "#/definitions/observedString"
            },
            url: {
              $ref: "#/definitions/observedString"
            },
            retrieved_on: {
              $ref: "#/definitions/date"
            }
          }
        }
      }
    };
  }
});

// src/core/schema-type.ts
function derefSchema(node) {
  let n = node;
  while (n?.$ref !== void 0) n = definitions[n.$ref.slice("#/definitions/".length)];
  return n;
}
function schemaNodeAt(path) {
  return nodeAt(path);
}
function nodeAt(path) {
  let node = derefSchema(source_record_v1_schema_default);
  for (const key of path) {
    if (node?.type === "array") {
      node = derefSchema(node.items);
      if (typeof key === "number" || /^\d+$/.test(key)) continue;
    }
    node = typeof key === "string" ? derefSchema(node?.properties?.[key]) : void 0;
  }
  return node;
}
function schemaTypesAt(path) {
  const type = nodeAt(path)?.type;
  return type === void 0 ? [] : typeof type === "string" ? [type] : type;
}
function isArrayOfTables(path) {
  const node = nodeAt(path);
  return node?.type === "array" && derefSchema(node.items)?.type === "object";
}
function schemaValuesAt(path) {
  const node = nodeAt(path);
  return node?.const !== void 0 ? [node.const] : node?.enum ?? null;
}
function schemaFixedAt(path) {
  return schemaValuesAt(path) !== null;
}
var definitions;
var init_schema_type = __esm({
  "src/core/schema-type.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_source_record_v1_schema();
    definitions = source_record_v1_schema_default.definitions;
  }
});

// src/core/toml/dates.ts
function daysIn(year, month) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
function calendarProblem(year, month, day) {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = daysIn(year, month);
  if (day < 1 || day > days) return `${MONTHS[month - 1]} ${String(year).padStart(4, "0")} has ${days} days`;
  return null;
}
function range(what, n, max) {
  return n > max ? `${what} ${String(n).padStart(2, "0")} is out of range (00-${max})` : null;
}
function literalProblem(text3, index2) {
  LITERAL.lastIndex = index2;
  const m = LITERAL.exec(text3);
  if (m === null || m[0] === "") return null;
  const n = (i) => Number(m[i]);
  const why = (m[1] !== void 0 ? calendarProblem(n(1), n(2), n(3)) : null) ?? (m[4] !== void 0 ? range("hour", n(4), 23) ?? range("minute", n(5), 59) : null) ?? (m[6] !== void 0 ? range("second", n(6), 59) : null) ?? (m[8] !== void 0 ? range("offset hour", n(8), 23) ?? range("offset minute", n(9), 59) : null);
  if (why === null) return null;
  const kind = m[1] === void 0 ? "time" : m[4] === void 0 ? "date" : "date-time";
  return `${m[0]} is not a real ${kind}: ${why}`;
}
function position(text3, index2) {
  let line = 1;
  let start2 = 0;
  for (let i = text3.indexOf("\n"); i >= 0 && i < index2; i = text3.indexOf("\n", i + 1)) {
    line++;
    start2 = i + 1;
  }
  return { line, column: index2 - start2 + 1 };
}
function offsetOf(text3, line, column) {
  let start2 = 0;
  for (let l = 1; l < line; l++) {
    const nl = text3.indexOf("\n", start2);
    if (nl < 0) break;
    start2 = nl + 1;
  }
  return start2 + column - 1;
}
function rolledOverDate(text3) {
  const found = [];
  for (const m of text3.matchAll(DAY))
    if (calendarProblem(Number(m[1]), Number(m[2]), Number(m[3])) !== null) found.push(m.index);
  if (found.length === 0) return null;
  const chars = text3.split("");
  for (const at2 of found) chars[at2 + 9] = "x";
  try {
    parse2(chars.join(""));
    return null;
  } catch (err) {
    if (!(err instanceof TomlError)) return null;
    const stop = offsetOf(text3, err.line ?? 1, err.column ?? 1);
    let at2 = found[0];
    for (const f of found) if (Math.abs(f - stop) < Math.abs(at2 - stop)) at2 = f;
    const message = literalProblem(text3, at2);
    return message === null ? null : { ...position(text3, at2), message };
  }
}
function dateProblemAt(text3, line, column) {
  return literalProblem(text3, offsetOf(text3, line, column));
}
function dateForm(text3) {
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text3);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text3);
  const named = namedMonthDate(text3);
  let ymd;
  if (named) ymd = named;
  else if (iso) ymd = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) {
    const [a, b] = [Number(dayFirst[1]), Number(dayFirst[2])];
    if (a > 12 && b <= 12) ymd = [Number(dayFirst[3]), b, a];
    else if (b > 12 && a <= 12) ymd = [Number(dayFirst[3]), a, b];
    else if (a === b) ymd = [Number(dayFirst[3]), a, b];
  }
  if (ymd === void 0 || calendarProblem(ymd[0], ymd[1], ymd[2]) !== null) return void 0;
  const [y, m, d] = ymd.map((n) => String(n).padStart(2, "0"));
  return `${y}-${m}-${d}`;
}
function namedMonthDate(text3) {
  const first = MONTH_FIRST.exec(text3);
  const after = first === null ? DAY_FIRST.exec(text3) : null;
  const [word, day, year] = first ? [first[1], first[2], first[3]] : after ? [after[2], after[1], after[3]] : [];
  if (word === void 0) return void 0;
  const month = MONTH_NAMES.findIndex((name) => name.startsWith(word.toLowerCase())) + 1;
  return month === 0 ? void 0 : [Number(year), month, Number(day)];
}
var MONTHS, LITERAL, DAY, MONTH_NAMES, MONTH_FIRST, DAY_FIRST;
var init_dates = __esm({
  "src/core/toml/dates.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_dist();
    MONTHS = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December"
    ];
    LITERAL = /(?:(\d+)-(\d+)-(\d+)(?:[Tt ](?=\d))?)?(?:(\d+):(\d+)(?::(\d+)(?:\.\d+)?)?([Zz]|[+-](\d+):(\d+))?)?/y;
    DAY = /(\d{4})-(\d{2})-(\d{2})/g;
    MONTH_NAMES = [
      "january",
      "february",
      "march",
      "april",
      "may",
      "june",
      "july",
      "august",
      "september",
      "october",
      "november",
      "december"
    ];
    MONTH_FIRST = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;
    DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/;
  }
});

// src/core/toml/key-text.ts
function decodeBasic(body) {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = body[++i] ?? "";
    const simple = SIMPLE[e];
    if (simple !== void 0) {
      out += simple;
      continue;
    }
    const n = DIGITS[e];
    const hex = n === void 0 ? "" : body.slice(i + 1, i + 1 + n);
    if (n === void 0 || !/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== n) return null;
    const code = Number.parseInt(hex, 16);
    if (code > 1114111 || code >= 55296 && code <= 57343) return null;
    out += String.fromCodePoint(code);
    i += n;
  }
  return out;
}
function unquote(k) {
  if (k[0] === "'") return k.slice(1, -1);
  if (k[0] === '"') return decodeBasic(k.slice(1, -1)) ?? k;
  return k;
}
function keyName(written) {
  const keys = written.match(KEY) ?? [];
  if (keys.length === 0) return null;
  return keys.map((w) => {
    const k = unquote(w);
    if (k === w && w[0] === '"') return w;
    return /^[A-Za-z0-9_-]+$/.test(k) ? k : JSON.stringify(k);
  }).join(".");
}
var ONE_KEY, KEY, PAIR_KEY, SIMPLE, DIGITS, keysOf;
var init_key_text = __esm({
  "src/core/toml/key-text.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    ONE_KEY = String.raw`[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'`;
    KEY = new RegExp(ONE_KEY, "g");
    PAIR_KEY = String.raw`(?:${ONE_KEY})(?:[ \t]*\.[ \t]*(?:${ONE_KEY}))*`;
    SIMPLE = {
      b: "\b",
      t: "	",
      n: "\n",
      f: "\f",
      r: "\r",
      e: "\x1B",
      '"': '"',
      "\\": "\\"
    };
    DIGITS = { x: 2, u: 4, U: 8 };
    keysOf = (written) => (written.match(KEY) ?? []).map(unquote);
  }
});

// src/core/toml/value-shapes.ts
function lineAt(text3, at2) {
  const end = text3.indexOf("\n", at2);
  return text3.slice(at2, end < 0 ? text3.length : end);
}
function lineStart(text3, at2) {
  return text3.lastIndexOf("\n", at2 - 1) + 1;
}
var VALUE_START, ITEM_TEXT, ITEM, PAIR_KEY2, QUOTE_INSIDE;
var init_value_shapes = __esm({
  "src/core/toml/value-shapes.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    VALUE_START = /^[ \t]*(?:["'{\d+-]|\[(?!\[)|true\b|false\b)/;
    ITEM_TEXT = String.raw`"[^"\\\n]*"|'[^'\n]*'|[-+]?\d[\w.:+-]*|true|false`;
    ITEM = new RegExp(`(${ITEM_TEXT})`);
    PAIR_KEY2 = String.raw`(?:[A-Za-z0-9_-]+|"[^"\\\n]*"|'[^'\n]*')(?:[ \t]*\.[ \t]*(?:[A-Za-z0-9_-]+|"[^"\\\n]*"|'[^'\n]*'))*`;
    QUOTE_INSIDE = 'this " ends the text early: remove it, or write a " inside text as \\"';
  }
});

// src/core/toml/linear.ts
function blankStart(s, end) {
  let i = end;
  while (i > 0 && blank(s[i - 1])) i--;
  return i;
}
function afterLastBreak(s) {
  for (let i = s.length - 1; i >= 0; i--) {
    const c = s.charCodeAt(i);
    if (c === 10 || c === 13 || c === 8232 || c === 8233) return i + 1;
  }
  return 0;
}
function withoutSpacedComment(s) {
  const from = afterLastBreak(s);
  const i = s.slice(from).search(/[ \t]#/);
  return i < 0 ? s : s.slice(0, blankStart(s, from + i + 1));
}
function withoutComment(s) {
  const hash = s.indexOf("#", afterLastBreak(s));
  return s.slice(0, blankStart(s, hash < 0 ? s.length : hash));
}
function keyBeforeLastEquals(s) {
  let end = blankStart(s, s.length);
  if (s[end - 1] !== "=") return null;
  end = blankStart(s, end - 1);
  let start2 = 0;
  while (start2 < end && blank(s[start2])) start2++;
  const key = s.slice(start2, end);
  return /[\n\r\u2028\u2029]/.test(key) ? null : key;
}
function lastItem(s) {
  const e = blankStart(s, s.length);
  const starts = [];
  const last3 = s[e - 1];
  if ((last3 === '"' || last3 === "'") && e >= 2) {
    const open = s.lastIndexOf(last3, e - 2);
    const inside = s.slice(open + 1, e - 1);
    if (open >= 0 && !inside.includes("\n") && (last3 === "'" || !inside.includes("\\"))) starts.push(open);
  }
  if (numberish(last3)) {
    let run = e;
    while (run > 0 && numberish(s[run - 1])) run--;
    let d = run;
    while (d < e && !digit(s[d])) d++;
    if (d < e) starts.push(d > run && (s[d - 1] === "-" || s[d - 1] === "+") ? d - 1 : d);
    if (s.slice(0, e).endsWith("true")) starts.push(e - 4);
    if (s.slice(0, e).endsWith("false")) starts.push(e - 5);
  }
  return starts.length === 0 ? null : s.slice(Math.min(...starts), e);
}
function keyAhead(s) {
  const stop = s.search(/["'=]/);
  const limit = stop < 0 ? s.length : stop;
  for (let p = 0; p <= limit; ) {
    const c = s[p];
    const starts = p < limit ? bare(c) && !bare(s[p - 1]) : c === '"' || c === "'";
    if (!starts) {
      p++;
      continue;
    }
    KEY_THEN_EQUALS.lastIndex = p;
    const m = KEY_THEN_EQUALS.exec(s);
    if (m !== null) return m[1];
    KEY_CHAIN.lastIndex = p;
    KEY_CHAIN.exec(s);
    p = Math.max(p + 1, KEY_CHAIN.lastIndex);
  }
  return null;
}
function beforeEquals(s) {
  const eq = s.indexOf("=");
  if (eq <= 0) return null;
  return s.slice(0, eq).trimEnd() || s[0];
}
function linesInStrings(text3, count) {
  const inside = [false];
  let quote2 = "";
  for (let i = 0; i < text3.length && inside.length < count; i++) {
    const c = text3[i];
    if (c === "\n") {
      if (quote2.length === 1) quote2 = "";
      inside.push(quote2 !== "");
    } else if (quote2 === "") {
      if (c === "#") {
        const nl = text3.indexOf("\n", i);
        i = (nl < 0 ? text3.length : nl) - 1;
      } else if (c === '"' || c === "'") {
        quote2 = text3.startsWith(c + c + c, i) ? c + c + c : c;
        i += quote2.length - 1;
      }
    } else if (c === "\\" && quote2[0] === '"') {
      if (text3[i + 1] !== "\n") i++;
    } else if (text3.startsWith(quote2, i)) {
      if (quote2.length === 3) while (text3[i + 3] === c && i + 3 < text3.length) i++;
      i += quote2.length - 1;
      quote2 = "";
    }
  }
  return inside;
}
function withoutTrailingComma(s) {
  return s.endsWith(",") ? s.slice(0, blankStart(s, s.length - 1)) : s;
}
function inlineKeyBefore(s) {
  const e = blankStart(s, s.length);
  if (s[e - 1] === '"' && e >= 2) {
    const open = s.lastIndexOf('"', e - 2);
    const inside = s.slice(open + 1, e - 1);
    const c2 = blankStart(s, open) - 1;
    if (open >= 0 && !/[\\\n]/.test(inside) && (s[c2] === "{" || s[c2] === ",")) return s.slice(open, e);
  }
  const c = Math.max(s.lastIndexOf("{"), s.lastIndexOf(","));
  const rest = s.slice(c + 1);
  return c >= 0 && !/["']/.test(rest) ? rest.trim() : null;
}
var blank, bare, numberish, digit, KEY_THEN_EQUALS, KEY_CHAIN;
var init_linear = __esm({
  "src/core/toml/linear.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_value_shapes();
    blank = (c) => c === " " || c === "	";
    bare = (c) => c !== void 0 && /[A-Za-z0-9_-]/.test(c);
    numberish = (c) => c !== void 0 && /[\w.:+-]/.test(c);
    digit = (c) => c !== void 0 && c >= "0" && c <= "9";
    KEY_THEN_EQUALS = new RegExp(String.raw`(${PAIR_KEY2})[ \t]*=`, "y");
    KEY_CHAIN = new RegExp(PAIR_KEY2, "y");
  }
});

// node_modules/toml-eslint-parser/lib/chunk-15K8U1wQ.mjs
var init_chunk_15K8U1wQ = __esm({
  "node_modules/toml-eslint-parser/lib/chunk-15K8U1wQ.mjs"() {
    init_define_WARM_UP_RECORDS();
  }
});

// node_modules/eslint-visitor-keys/lib/visitor-keys.js
var KEYS, NODE_TYPES, visitor_keys_default;
var init_visitor_keys = __esm({
  "node_modules/eslint-visitor-keys/lib/visitor-keys.js"() {
    init_define_WARM_UP_RECORDS();
    KEYS = {
      ArrayExpression: ["elements"],
      ArrayPattern: ["elements"],
      ArrowFunctionExpression: ["params", "body"],
      AssignmentExpression: ["left", "right"],
      AssignmentPattern: ["left", "right"],
      AwaitExpression: ["argument"],
      BinaryExpression: ["left", "right"],
      BlockStatement: ["body"],
      BreakStatement: ["label"],
      CallExpression: ["callee", "arguments"],
      CatchClause: ["param", "body"],
      ChainExpression: ["expression"],
      ClassBody: ["body"],
      ClassDeclaration: ["id", "superClass", "body"],
      ClassExpression: ["id", "superClass", "body"],
      ConditionalExpression: ["test", "consequent", "alternate"],
      ContinueStatement: ["label"],
      DebuggerStatement: [],
      DoWhileStatement: ["body", "test"],
      EmptyStatement: [],
      ExperimentalRestProperty: ["argument"],
      ExperimentalSpreadProperty: ["argument"],
      ExportAllDeclaration: ["exported", "source", "attributes"],
      ExportDefaultDeclaration: ["declaration"],
      ExportNamedDeclaration: [
        "declaration",
        "specifiers",
        "source",
        "attributes"
      ],
      ExportSpecifier: ["local", "exported"],
      ExpressionStatement: ["expression"],
      ForInStatement: ["left", "right", "body"],
      ForOfStatement: ["left", "right", "body"],
      ForStatement: ["init", "test", "update", "body"],
      FunctionDeclaration: ["id", "params", "body"],
      FunctionExpression: ["id", "params", "body"],
      Identifier: [],
      IfStatement: ["test", "consequent", "alternate"],
      ImportAttribute: ["key", "value"],
      ImportDeclaration: ["specifiers", "source", "attributes"],
      ImportDefaultSpecifier: ["local"],
      ImportExpression: ["source", "options"],
      ImportNamespaceSpecifier: ["local"],
      ImportSpecifier: ["imported", "local"],
      JSXAttribute: ["name", "value"],
      JSXClosingElement: ["name"],
      JSXClosingFragment: [],
      JSXElement: ["openingElement", "children", "closingElement"],
      JSXEmptyExpression: [],
      JSXExpressionContainer: ["expression"],
      JSXFragment: ["openingFragment", "children", "closingFragment"],
      JSXIdentifier: [],
      JSXMemberExpression: ["object", "property"],
      JSXNamespacedName: ["namespace", "name"],
      JSXOpeningElement: ["name", "attributes"],
      JSXOpeningFragment: [],
      JSXSpreadAttribute: ["argument"],
      JSXSpreadChild: ["expression"],
      JSXText: [],
      LabeledStatement: ["label", "body"],
      Literal: [],
      LogicalExpression: ["left", "right"],
      MemberExpression: ["object", "property"],
      MetaProperty: ["meta", "property"],
      MethodDefinition: ["key", "value"],
      NewExpression: ["callee", "arguments"],
      ObjectExpression: ["properties"],
      ObjectPattern: ["properties"],
      PrivateIdentifier: [],
      Program: ["body"],
      Property: ["key", "value"],
      PropertyDefinition: ["key", "value"],
      RestElement: ["argument"],
      ReturnStatement: ["argument"],
      SequenceExpression: ["expressions"],
      SpreadElement: ["argument"],
      StaticBlock: ["body"],
      Super: [],
      SwitchCase: ["test", "consequent"],
      SwitchStatement: ["discriminant", "cases"],
      TaggedTemplateExpression: ["tag", "quasi"],
      TemplateElement: [],
      TemplateLiteral: ["quasis", "expressions"],
      ThisExpression: [],
      ThrowStatement: ["argument"],
      TryStatement: ["block", "handler", "finalizer"],
      UnaryExpression: ["argument"],
      UpdateExpression: ["argument"],
      VariableDeclaration: ["declarations"],
      VariableDeclarator: ["id", "init"],
      WhileStatement: ["test", "body"],
      WithStatement: ["object", "body"],
      YieldExpression: ["argument"]
    };
    NODE_TYPES = Object.keys(KEYS);
    for (const type of NODE_TYPES) {
      Object.freeze(KEYS[type]);
    }
    Object.freeze(KEYS);
    visitor_keys_default = KEYS;
  }
});

// node_modules/eslint-visitor-keys/lib/index.js
function unionWith(additionalKeys) {
  const retv = (
    /** @type {{ [type: string]: ReadonlyArray<string> }} */
    Object.assign({}, visitor_keys_default)
  );
  for (const type of Object.keys(additionalKeys)) {
    if (Object.hasOwn(retv, type)) {
      const keys = new Set(additionalKeys[type]);
      for (const key of retv[type]) {
        keys.add(key);
      }
      retv[type] = Object.freeze(Array.from(keys));
    } else {
      retv[type] = Object.freeze(Array.from(additionalKeys[type]));
    }
  }
  return Object.freeze(retv);
}
var init_lib = __esm({
  "node_modules/eslint-visitor-keys/lib/index.js"() {
    init_define_WARM_UP_RECORDS();
    init_visitor_keys();
  }
});

// node_modules/toml-eslint-parser/lib/index.mjs
function last2(arr) {
  return arr[arr.length - 1] ?? null;
}
function toKeyName(node) {
  return node.type === "TOMLBare" ? node.name : node.value;
}
function getTOMLVer(v) {
  return v && SUPPORTED_TOML_VERSIONS[v] || DEFAULT_TOML_VERSION;
}
function getMessage(code, data) {
  if (data) return MESSAGES[code].replace(/\{\{(.*?)\}\}/gu, (_, name$2) => {
    if (name$2 in data) return data[name$2];
    return `{{${name$2}}}`;
  });
  return MESSAGES[code];
}
function isControl(cp) {
  return cp >= CodePoint.NULL && cp <= CodePoint.US;
}
function isWhitespace(cp) {
  return cp === CodePoint.TABULATION || cp === CodePoint.SPACE;
}
function isEOL(cp) {
  return cp === CodePoint.LINE_FEED || cp === CodePoint.CARRIAGE_RETURN;
}
function isUpperLetter(cp) {
  return cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_Z;
}
function isLowerLetter(cp) {
  return cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_Z;
}
function isLetter(cp) {
  return isLowerLetter(cp) || isUpperLetter(cp);
}
function isDigit2(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_9;
}
function isHexDig(cp) {
  return isDigit2(cp) || cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_F || cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_F;
}
function isOctalDig(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_7;
}
function isUnicodeScalarValue(cp) {
  return cp >= 0 && cp <= 55295 || cp >= 57344 && cp <= 1114111;
}
function sortedLastIndex(array, value3) {
  let low = 0;
  let high = array.length;
  while (low < high) {
    const mid = low + high >>> 1;
    const val = array[mid];
    if (val === value3) return mid + 1;
    if (val < value3) low = mid + 1;
    else high = mid;
  }
  return low;
}
function isUnquotedKeyChar(cp, tomlVersion) {
  if (isLetter(cp) || isDigit2(cp) || cp === CodePoint.UNDERSCORE || cp === CodePoint.DASH) return true;
  if (tomlVersion.lt(1, 1)) return false;
  return false;
}
function isControlOtherThanTab(cp) {
  return isControl(cp) && cp !== CodePoint.TABULATION || cp === CodePoint.DELETE;
}
function isNonEOL(cp) {
  return cp === CodePoint.TABULATION || CodePoint.SPACE <= cp && cp <= CodePoint.TILDE || isNonAscii(cp);
}
function isNonAscii(cp) {
  return CodePoint.PAD <= cp && cp <= CodePoint.CP_D7FF || CodePoint.CP_E000 <= cp && cp <= CodePoint.CP_10FFFF;
}
function isValidDate(y, m, d) {
  if (y >= 0 && m <= 12 && m >= 1 && d >= 1) return d <= (m === 2 ? y & 3 || !(y % 25) && y & 15 ? 28 : 29 : 30 + (m + (m >> 3) & 1));
  return false;
}
function isValidTime(h, m, s) {
  if (h >= 24 || h < 0 || m > 59 || m < 0 || s > 60 || s < 0) return false;
  return true;
}
function getDateFromDateTimeData(data, timeZone) {
  const year = padStart(data.year, 4);
  const month = data.month ? padStart(data.month, 2) : "01";
  const day = data.day ? padStart(data.day, 2) : "01";
  const hour = padStart(data.hour, 2);
  const minute = padStart(data.minute, 2);
  const second = padStart(data.second, 2);
  const textDate = `${year}-${month}-${day}`;
  const frac = data.frac ? `.${data.frac}` : "";
  const dateValue = /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:${second}${frac}${timeZone}`);
  if (!isNaN(dateValue.getTime()) || data.second !== 60) return dateValue;
  return /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:59${frac}${timeZone}`);
}
function padStart(num2, maxLength) {
  return String(num2).padStart(maxLength, "0");
}
function verifyDuplicateKeysForKeyValue(ctx, defineKeys, node) {
  let keys = defineKeys;
  const lastKey = last2(node.key.keys);
  for (const keyNode of node.key.keys) {
    const key = toKeyName(keyNode);
    let defineKey = keys.get(key);
    if (defineKey) {
      if (defineKey.value === VALUE_KIND_VALUE) ctx.reportParseError("dupe-keys", getAfterNode(keyNode, defineKey.node));
      else if (lastKey === keyNode) ctx.reportParseError("dupe-keys", getAfterNode(keyNode, defineKey.node));
      else if (defineKey.table) ctx.reportParseError("dupe-keys", getAfterNode(keyNode, defineKey.node));
      defineKey.value = VALUE_KIND_INTERMEDIATE;
    } else {
      if (lastKey === keyNode) defineKey = {
        value: VALUE_KIND_VALUE,
        node: keyNode,
        keys: /* @__PURE__ */ new Map()
      };
      else defineKey = {
        value: VALUE_KIND_INTERMEDIATE,
        node: keyNode,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(key, defineKey);
    }
    keys = defineKey.keys;
  }
  if (node.value.type === "TOMLInlineTable") verifyDuplicateKeysForInlineTable(ctx, keys, node.value);
  else if (node.value.type === "TOMLArray") verifyDuplicateKeysForArray(ctx, keys, node.value);
}
function verifyDuplicateKeysForInlineTable(ctx, defineKeys, node) {
  for (const body of node.body) verifyDuplicateKeysForKeyValue(ctx, defineKeys, body);
}
function verifyDuplicateKeysForArray(ctx, defineKeys, node) {
  const keys = defineKeys;
  for (let index2 = 0; index2 < node.elements.length; index2++) {
    const element2 = node.elements[index2];
    let defineKey = keys.get(index2);
    if (defineKey) ctx.reportParseError("dupe-keys", getAfterNode(element2, defineKey.node));
    else {
      defineKey = {
        value: VALUE_KIND_VALUE,
        node: element2,
        keys: /* @__PURE__ */ new Map()
      };
      defineKeys.set(index2, defineKey);
      if (element2.type === "TOMLInlineTable") verifyDuplicateKeysForInlineTable(ctx, defineKey.keys, element2);
      else if (element2.type === "TOMLArray") verifyDuplicateKeysForArray(ctx, defineKey.keys, element2);
    }
  }
}
function getAfterNode(a, b) {
  return a.range[0] <= b.range[0] ? b : a;
}
function isDot(token) {
  return isPunctuator(token) && token.value === ".";
}
function isEq(token) {
  return isPunctuator(token) && token.value === "=";
}
function isLeftBracket(token) {
  return isPunctuator(token) && token.value === "[";
}
function isRightBracket(token) {
  return isPunctuator(token) && token.value === "]";
}
function isLeftBrace(token) {
  return isPunctuator(token) && token.value === "{";
}
function isRightBrace(token) {
  return isPunctuator(token) && token.value === "}";
}
function isComma(token) {
  return isPunctuator(token) && token.value === ",";
}
function isPunctuator(token) {
  return Boolean(token && token.type === "Punctuator");
}
function isBare(token) {
  return token.type === "Bare";
}
function isString(token) {
  return token.type === "BasicString" || token.type === "LiteralString";
}
function isMultiLineString(token) {
  return token.type === "MultiLineBasicString" || token.type === "MultiLineLiteralString";
}
function isNumber(token) {
  return token.type === "Integer" || token.type === "Float";
}
function isBoolean(token) {
  return token.type === "Boolean";
}
function isDateTime(token) {
  return token.type === "OffsetDateTime" || token.type === "LocalDateTime" || token.type === "LocalDate" || token.type === "LocalTime";
}
function applyEndLoc(node, child2) {
  if (child2) {
    node.range[1] = child2.range[1];
    node.loc.end = clonePos(child2.loc.end);
  }
}
function cloneRange(range2) {
  return [range2[0], range2[1]];
}
function cloneLoc(loc) {
  return {
    start: clonePos(loc.start),
    end: clonePos(loc.end)
  };
}
function clonePos(pos2) {
  return {
    line: pos2.line,
    column: pos2.column
  };
}
function parseForESLint(code, options) {
  return {
    ast: new TOMLParser(code, options).parse(),
    visitorKeys: KEYS2,
    services: { isTOML: true }
  };
}
function generateConvertTOMLValue(convertValue) {
  function resolveValue(node, baseTable) {
    return resolver[node.type](node, baseTable);
  }
  const resolver = {
    Program(node, baseTable = {}) {
      return resolveValue(node.body[0], baseTable);
    },
    TOMLTopLevelTable(node, baseTable = {}) {
      for (const body of node.body) resolveValue(body, baseTable);
      return baseTable;
    },
    TOMLKeyValue(node, baseTable = {}) {
      const value3 = resolveValue(node.value);
      set(baseTable, resolveValue(node.key), value3);
      return baseTable;
    },
    TOMLTable(node, baseTable = {}) {
      const table2 = getTable(baseTable, resolveValue(node.key), node.kind === "array");
      for (const body of node.body) resolveValue(body, table2);
      return baseTable;
    },
    TOMLArray(node) {
      return node.elements.map((e) => resolveValue(e));
    },
    TOMLInlineTable(node) {
      const table2 = {};
      for (const body of node.body) resolveValue(body, table2);
      return table2;
    },
    TOMLKey(node) {
      return node.keys.map((key) => resolveValue(key));
    },
    TOMLBare(node) {
      return node.name;
    },
    TOMLQuoted(node) {
      return node.value;
    },
    TOMLValue(node) {
      return convertValue(node);
    }
  };
  return (node) => resolveValue(node);
}
function getTable(baseTable, keys, array) {
  let target = baseTable;
  for (let index2 = 0; index2 < keys.length - 1; index2++) {
    const key = keys[index2];
    target = getNextTargetFromKey(target, key);
  }
  const lastKey = last2(keys);
  const lastTarget = target[lastKey];
  if (lastTarget == null) {
    const tableValue$1 = {};
    target[lastKey] = array ? [tableValue$1] : tableValue$1;
    return tableValue$1;
  }
  if (isValue(lastTarget)) {
    const tableValue$1 = {};
    target[lastKey] = array ? [tableValue$1] : tableValue$1;
    return tableValue$1;
  }
  if (!array) {
    if (Array.isArray(lastTarget)) {
      const tableValue$1 = {};
      target[lastKey] = tableValue$1;
      return tableValue$1;
    }
    return lastTarget;
  }
  if (Array.isArray(lastTarget)) {
    const tableValue$1 = {};
    lastTarget.push(tableValue$1);
    return tableValue$1;
  }
  const tableValue = {};
  target[lastKey] = [tableValue];
  return tableValue;
  function getNextTargetFromKey(currTarget, key) {
    const nextTarget = currTarget[key];
    if (nextTarget == null) {
      const val = {};
      currTarget[key] = val;
      return val;
    }
    if (isValue(nextTarget)) {
      const val = {};
      currTarget[key] = val;
      return val;
    }
    let resultTarget = nextTarget;
    while (Array.isArray(resultTarget)) {
      const lastIndex = resultTarget.length - 1;
      const nextElement = resultTarget[lastIndex];
      if (isValue(nextElement)) {
        const val = {};
        resultTarget[lastIndex] = val;
        return val;
      }
      resultTarget = nextElement;
    }
    return resultTarget;
  }
}
function set(baseTable, keys, value3) {
  let target = baseTable;
  for (let index2 = 0; index2 < keys.length - 1; index2++) {
    const key = keys[index2];
    const nextTarget = target[key];
    if (nextTarget == null) {
      const val = {};
      target[key] = val;
      target = val;
    } else if (isValue(nextTarget) || Array.isArray(nextTarget)) {
      const val = {};
      target[key] = val;
      target = val;
    } else target = nextTarget;
  }
  target[last2(keys)] = value3;
}
function isValue(value3) {
  return typeof value3 !== "object" || value3 instanceof Date;
}
function parseTOML(code, options) {
  return parseForESLint(code, options).ast;
}
var TOMLVerImpl, TOML_VERSION_1_0, TOML_VERSION_1_1, DEFAULT_TOML_VERSION, SUPPORTED_TOML_VERSIONS, MESSAGES, ParseError, CodePoint, Locations, CodePointIterator, HAS_BIGINT, RADIX_PREFIXES, ESCAPES_1_0, ESCAPES_LATEST, Tokenizer, VALUE_KIND_VALUE, VALUE_KIND_INTERMEDIATE, KeysResolver, Context, STATE_FOR_ERROR, STRING_VALUE_STYLE_MAP, STRING_KEY_STYLE_MAP, DATETIME_VALUE_KIND_MAP, TOMLParser, tomlKeys, KEYS2, getStaticTOMLValue;
var init_lib2 = __esm({
  "node_modules/toml-eslint-parser/lib/index.mjs"() {
    init_define_WARM_UP_RECORDS();
    init_chunk_15K8U1wQ();
    init_lib();
    TOMLVerImpl = class {
      constructor(major, minor) {
        this.major = major;
        this.minor = minor;
      }
      lt(major, minor) {
        return this.major < major || this.major === major && this.minor < minor;
      }
      gte(major, minor) {
        return this.major > major || this.major === major && this.minor >= minor;
      }
    };
    TOML_VERSION_1_0 = new TOMLVerImpl(1, 0);
    TOML_VERSION_1_1 = new TOMLVerImpl(1, 1);
    DEFAULT_TOML_VERSION = TOML_VERSION_1_1;
    SUPPORTED_TOML_VERSIONS = {
      "1.0": TOML_VERSION_1_0,
      "1.0.0": TOML_VERSION_1_0,
      "1.1": TOML_VERSION_1_1,
      "1.1.0": TOML_VERSION_1_1,
      latest: TOML_VERSION_1_1,
      next: TOML_VERSION_1_1
    };
    MESSAGES = {
      "unterminated-string": "Unterminated string constant",
      "unterminated-table-key": "Unterminated table-key",
      "unterminated-array": "Unterminated array",
      "unterminated-inline-table": "Unterminated inline table",
      "missing-key": "Empty bare keys are not allowed",
      "missing-newline": "Must be a newline",
      "missing-equals-sign": "Expected equal (=) token",
      "missing-value": "Unspecified values are invalid",
      "missing-comma": "Expected comma (,) token",
      "dupe-keys": "Defining a key multiple times is invalid",
      "unexpected-char": "Unexpected character",
      "unexpected-token": "Unexpected token",
      "invalid-control-character": "Control characters (codes < 0x1f and 0x7f) are not allowed",
      "invalid-comment-character": "Invalid code point {{cp}} within comments",
      "invalid-key-value-newline": "The key, equals sign, and value must be on the same line",
      "invalid-inline-table-newline": "No newlines are allowed between the curly braces unless they are valid within a value",
      "invalid-underscore": "Underscores are allowed between digits",
      "invalid-space": "Unexpected spaces",
      "invalid-three-quotes": "Three or more quotes are not permitted",
      "invalid-date": "Unexpected invalid date",
      "invalid-time": "Unexpected invalid time",
      "invalid-leading-zero": "Leading zeros are not allowed",
      "invalid-trailing-comma-in-inline-table": "Trailing comma is not permitted in an inline table",
      "invalid-char-in-escape-sequence": "Invalid character in escape sequence",
      "invalid-consecutive-dots-in-key": "Consecutive dots are not permitted in keys",
      "invalid-code-point": "Invalid code point {{cp}}",
      "invalid-trailing-dot-in-key": "Keys cannot end with a dot",
      "invalid-leading-dot-in-key": "Keys cannot start with a dot"
    };
    ParseError = class extends SyntaxError {
      /**
      * Initialize this ParseError instance.
      *
      */
      constructor(code, offset, line, column, data) {
        super(getMessage(code, data));
        this.index = offset;
        this.lineNumber = line;
        this.column = column;
      }
    };
    CodePoint = {
      EOF: -1,
      NULL: 0,
      SOH: 1,
      BACKSPACE: 8,
      TABULATION: 9,
      LINE_FEED: 10,
      FORM_FEED: 12,
      CARRIAGE_RETURN: 13,
      ESCAPE: 27,
      SO: 14,
      US: 31,
      SPACE: 32,
      QUOTATION_MARK: 34,
      HASH: 35,
      SINGLE_QUOTE: 39,
      PLUS_SIGN: 43,
      COMMA: 44,
      DASH: 45,
      DOT: 46,
      DIGIT_0: 48,
      DIGIT_1: 49,
      DIGIT_2: 50,
      DIGIT_3: 51,
      DIGIT_7: 55,
      DIGIT_9: 57,
      COLON: 58,
      EQUALS_SIGN: 61,
      LATIN_CAPITAL_A: 65,
      LATIN_CAPITAL_E: 69,
      LATIN_CAPITAL_F: 70,
      LATIN_CAPITAL_T: 84,
      LATIN_CAPITAL_U: 85,
      LATIN_CAPITAL_Z: 90,
      LEFT_BRACKET: 91,
      BACKSLASH: 92,
      RIGHT_BRACKET: 93,
      UNDERSCORE: 95,
      LATIN_SMALL_A: 97,
      LATIN_SMALL_B: 98,
      LATIN_SMALL_E: 101,
      LATIN_SMALL_F: 102,
      LATIN_SMALL_I: 105,
      LATIN_SMALL_L: 108,
      LATIN_SMALL_N: 110,
      LATIN_SMALL_O: 111,
      LATIN_SMALL_R: 114,
      LATIN_SMALL_S: 115,
      LATIN_SMALL_T: 116,
      LATIN_SMALL_U: 117,
      LATIN_SMALL_X: 120,
      LATIN_SMALL_Z: 122,
      LEFT_BRACE: 123,
      RIGHT_BRACE: 125,
      TILDE: 126,
      DELETE: 127,
      PAD: 128,
      SUPERSCRIPT_TWO: 178,
      SUPERSCRIPT_THREE: 179,
      SUPERSCRIPT_ONE: 185,
      VULGAR_FRACTION_ONE_QUARTER: 188,
      VULGAR_FRACTION_THREE_QUARTERS: 190,
      LATIN_CAPITAL_LETTER_A_WITH_GRAVE: 192,
      LATIN_CAPITAL_LETTER_O_WITH_DIAERESIS: 214,
      LATIN_CAPITAL_LETTER_O_WITH_STROKE: 216,
      LATIN_SMALL_LETTER_O_WITH_DIAERESIS: 246,
      LATIN_SMALL_LETTER_O_WITH_STROKE: 248,
      GREEK_SMALL_REVERSED_DOTTED_LUNATE_SIGMA_SYMBOL: 891,
      GREEK_CAPITAL_LETTER_YOT: 895,
      CP_1FFF: 8191,
      ZERO_WIDTH_NON_JOINER: 8204,
      ZERO_WIDTH_JOINER: 8205,
      UNDERTIE: 8255,
      CHARACTER_TIE: 8256,
      SUPERSCRIPT_ZERO: 8304,
      CP_218F: 8591,
      CIRCLED_DIGIT_ONE: 9312,
      NEGATIVE_CIRCLED_DIGIT_ZERO: 9471,
      GLAGOLITIC_CAPITAL_LETTER_AZU: 11264,
      CP_2FEF: 12271,
      IDEOGRAPHIC_COMMA: 12289,
      CP_D7FF: 55295,
      CP_E000: 57344,
      CJK_COMPATIBILITY_IDEOGRAPH_F900: 63744,
      ARABIC_LIGATURE_SALAAMUHU_ALAYNAA: 64975,
      ARABIC_LIGATURE_SALLA_USED_AS_KORANIC_STOP_SIGN_ISOLATED_FORM: 65008,
      REPLACEMENT_CHARACTER: 65533,
      LINEAR_B_SYLLABLE_B008_A: 65536,
      CP_EFFFF: 983039,
      CP_10FFFF: 1114111
    };
    Locations = class {
      constructor() {
        this.offsets = [];
      }
      addOffset(offset) {
        for (let i = this.offsets.length - 1; i >= 0; i--) {
          const element2 = this.offsets[i];
          if (element2 === offset) return;
          if (element2 < offset) break;
        }
        this.offsets.push(offset);
      }
      /**
      * Calculate the location of the given index.
      * @param index The index to calculate their location.
      * @returns The location of the index.
      */
      getLocFromIndex(offset) {
        const line = sortedLastIndex(this.offsets, offset) + 1;
        return {
          line,
          column: offset - (line === 1 ? 0 : this.offsets[line - 2])
        };
      }
    };
    CodePointIterator = class {
      /**
      * Initialize this char iterator.
      */
      constructor(text3) {
        this.locs = new Locations();
        this.lastCodePoint = CodePoint.NULL;
        this.start = -1;
        this.end = 0;
        this.text = text3;
      }
      next() {
        if (this.lastCodePoint === CodePoint.EOF) return CodePoint.EOF;
        return this.lastCodePoint = this.moveAt(this.end);
      }
      getLocFromIndex(index2) {
        return this.locs.getLocFromIndex(index2);
      }
      eat(cp) {
        if (this.text.codePointAt(this.end) === cp) {
          this.next();
          return true;
        }
        return false;
      }
      moveAt(offset) {
        this.start = this.end = offset;
        const cp = this.text.codePointAt(this.start) ?? CodePoint.EOF;
        if (cp === CodePoint.EOF) {
          this.end = this.start;
          return cp;
        }
        this.end += cp >= 65536 ? 2 : 1;
        if (cp === CodePoint.LINE_FEED) this.locs.addOffset(this.end);
        else if (cp === CodePoint.CARRIAGE_RETURN) {
          if (this.text.codePointAt(this.end) === CodePoint.LINE_FEED) {
            this.end++;
            this.locs.addOffset(this.end);
          }
          return CodePoint.LINE_FEED;
        }
        return cp;
      }
    };
    HAS_BIGINT = typeof BigInt !== "undefined";
    RADIX_PREFIXES = {
      16: "0x",
      10: "",
      8: "0o",
      2: "0b"
    };
    ESCAPES_1_0 = {
      [CodePoint.QUOTATION_MARK]: CodePoint.QUOTATION_MARK,
      [CodePoint.BACKSLASH]: CodePoint.BACKSLASH,
      [CodePoint.LATIN_SMALL_B]: CodePoint.BACKSPACE,
      [CodePoint.LATIN_SMALL_F]: CodePoint.FORM_FEED,
      [CodePoint.LATIN_SMALL_N]: CodePoint.LINE_FEED,
      [CodePoint.LATIN_SMALL_R]: CodePoint.CARRIAGE_RETURN,
      [CodePoint.LATIN_SMALL_T]: CodePoint.TABULATION
    };
    ESCAPES_LATEST = {
      ...ESCAPES_1_0,
      [CodePoint.LATIN_SMALL_E]: CodePoint.ESCAPE
    };
    Tokenizer = class {
      /**
      * Initialize this tokenizer.
      */
      constructor(text3, parserOptions) {
        this.backCode = false;
        this.lastCodePoint = CodePoint.NULL;
        this.state = "DATA";
        this.token = null;
        this.tokenStart = -1;
        this.valuesEnabled = false;
        this.text = text3;
        this.parserOptions = parserOptions || {};
        this.codePointIterator = new CodePointIterator(text3);
        this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
        this.ESCAPES = this.tomlVersion.gte(1, 1) ? ESCAPES_LATEST : ESCAPES_1_0;
      }
      get start() {
        return this.codePointIterator.start;
      }
      get end() {
        return this.codePointIterator.end;
      }
      getLocFromIndex(index2) {
        return this.codePointIterator.getLocFromIndex(index2);
      }
      /**
      * Report an invalid character error.
      */
      reportParseError(code, data) {
        const offset = this.codePointIterator.start;
        const loc = this.codePointIterator.getLocFromIndex(offset);
        throw new ParseError(code, offset, loc.line, loc.column, data);
      }
      /**
      * Get the next token.
      */
      nextToken() {
        let token = this.token;
        if (token != null) {
          this.token = null;
          return token;
        }
        let cp = this.lastCodePoint;
        while (cp !== CodePoint.EOF && !this.token) {
          cp = this.nextCode();
          const nextState = this[this.state](cp);
          if (!nextState) throw new Error(`Unknown error: pre state=${this.state}`);
          this.state = nextState;
        }
        token = this.token;
        this.token = null;
        return token;
      }
      /**
      * Get the next code point.
      */
      nextCode() {
        if (this.lastCodePoint === CodePoint.EOF) return CodePoint.EOF;
        if (this.backCode) {
          this.backCode = false;
          return this.lastCodePoint;
        }
        return this.lastCodePoint = this.codePointIterator.next();
      }
      /**
      * Eat the next code point.
      */
      eatCode(cp) {
        if (this.lastCodePoint === CodePoint.EOF) return false;
        if (this.backCode) {
          if (this.lastCodePoint === cp) {
            this.backCode = false;
            return true;
          }
          return false;
        }
        return this.codePointIterator.eat(cp);
      }
      /**
      * Moves the character position to the given position.
      */
      moveAt(loc) {
        if (this.backCode) this.backCode = false;
        this.lastCodePoint = this.codePointIterator.moveAt(loc);
      }
      /**
      * Back the current code point as the given state.
      */
      back(state) {
        this.backCode = true;
        return state;
      }
      punctuatorToken() {
        this.startToken();
        this.endToken("Punctuator", "end");
      }
      startToken() {
        this.tokenStart = this.codePointIterator.start;
      }
      /**
      * Commit the current token.
      */
      endToken(type, pos2, option1, option2) {
        const { tokenStart } = this;
        const end = this.codePointIterator[pos2];
        const range2 = [tokenStart, end];
        const loc = {
          start: this.codePointIterator.getLocFromIndex(tokenStart),
          end: this.codePointIterator.getLocFromIndex(end)
        };
        if (type === "Block") this.token = {
          type,
          value: this.text.slice(tokenStart + 1, end),
          range: range2,
          loc
        };
        else {
          let token;
          const value3 = this.text.slice(tokenStart, end);
          if (type === "BasicString" || type === "LiteralString" || type === "MultiLineBasicString" || type === "MultiLineLiteralString") token = {
            type,
            value: value3,
            string: option1,
            range: range2,
            loc
          };
          else if (type === "Integer") {
            const text3 = option1;
            token = {
              type,
              value: value3,
              number: parseInt(text3, option2),
              bigint: HAS_BIGINT ? BigInt(RADIX_PREFIXES[option2] + text3) : null,
              range: range2,
              loc
            };
          } else if (type === "Float") token = {
            type,
            value: value3,
            number: option1,
            range: range2,
            loc
          };
          else if (type === "Boolean") token = {
            type,
            value: value3,
            boolean: option1,
            range: range2,
            loc
          };
          else if (type === "LocalDate" || type === "LocalTime" || type === "LocalDateTime" || type === "OffsetDateTime") token = {
            type,
            value: value3,
            date: option1,
            range: range2,
            loc
          };
          else token = {
            type,
            value: value3,
            range: range2,
            loc
          };
          this.token = token;
        }
      }
      DATA(cp) {
        while (isWhitespace(cp) || isEOL(cp)) cp = this.nextCode();
        if (cp === CodePoint.HASH) {
          this.startToken();
          return "COMMENT";
        }
        if (cp === CodePoint.QUOTATION_MARK) {
          this.startToken();
          return "BASIC_STRING";
        }
        if (cp === CodePoint.SINGLE_QUOTE) {
          this.startToken();
          return "LITERAL_STRING";
        }
        if (cp === CodePoint.DOT || cp === CodePoint.EQUALS_SIGN || cp === CodePoint.LEFT_BRACKET || cp === CodePoint.RIGHT_BRACKET || cp === CodePoint.LEFT_BRACE || cp === CodePoint.RIGHT_BRACE || cp === CodePoint.COMMA) {
          this.punctuatorToken();
          return "DATA";
        }
        if (this.valuesEnabled) {
          if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
            this.startToken();
            return "SIGN";
          }
          if (cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I) {
            this.startToken();
            return this.back("NAN_OR_INF");
          }
          if (isDigit2(cp)) {
            this.startToken();
            return this.back("NUMBER");
          }
          if (cp === CodePoint.LATIN_SMALL_T || cp === CodePoint.LATIN_SMALL_F) {
            this.startToken();
            return this.back("BOOLEAN");
          }
        } else if (isUnquotedKeyChar(cp, this.tomlVersion)) {
          this.startToken();
          return "BARE";
        }
        if (cp === CodePoint.EOF) return "DATA";
        return this.reportParseError("unexpected-char");
      }
      COMMENT(cp) {
        const processCommentChar = this.tomlVersion.gte(1, 1) ? (c) => {
          if (!isNonEOL(c)) this.reportParseError("invalid-comment-character", { cp: JSON.stringify(String.fromCodePoint(c)).slice(1, -1) });
        } : (c) => {
          if (isControlOtherThanTab(c)) this.reportParseErrorControlChar();
        };
        while (!isEOL(cp) && cp !== CodePoint.EOF) {
          processCommentChar(cp);
          cp = this.nextCode();
        }
        this.endToken("Block", "start");
        return "DATA";
      }
      BARE(cp) {
        while (isUnquotedKeyChar(cp, this.tomlVersion)) cp = this.nextCode();
        this.endToken("Bare", "start");
        return this.back("DATA");
      }
      BASIC_STRING(cp) {
        if (cp === CodePoint.QUOTATION_MARK) {
          cp = this.nextCode();
          if (cp === CodePoint.QUOTATION_MARK) return "MULTI_LINE_BASIC_STRING";
          this.endToken("BasicString", "start", "");
          return this.back("DATA");
        }
        const out = [];
        while (cp !== CodePoint.QUOTATION_MARK && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED) {
          if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
          if (cp === CodePoint.BACKSLASH) {
            cp = this.nextCode();
            const ecp = this.ESCAPES[cp];
            if (ecp) {
              out.push(ecp);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_SMALL_U) {
              const code = this.parseUnicode(4);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_CAPITAL_U) {
              const code = this.parseUnicode(8);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
              const code = this.parseUnicode(2);
              out.push(code);
              cp = this.nextCode();
              continue;
            }
            return this.reportParseError("invalid-char-in-escape-sequence");
          }
          out.push(cp);
          cp = this.nextCode();
        }
        if (cp !== CodePoint.QUOTATION_MARK) return this.reportParseError("unterminated-string");
        this.endToken("BasicString", "end", String.fromCodePoint(...out));
        return "DATA";
      }
      MULTI_LINE_BASIC_STRING(cp) {
        const out = [];
        if (cp === CodePoint.LINE_FEED) cp = this.nextCode();
        while (cp !== CodePoint.EOF) {
          if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
          if (cp === CodePoint.QUOTATION_MARK) {
            const startPos = this.codePointIterator.start;
            if (this.eatCode(CodePoint.QUOTATION_MARK) && this.eatCode(CodePoint.QUOTATION_MARK)) {
              if (this.eatCode(CodePoint.QUOTATION_MARK)) {
                out.push(CodePoint.QUOTATION_MARK);
                if (this.eatCode(CodePoint.QUOTATION_MARK)) {
                  out.push(CodePoint.QUOTATION_MARK);
                  if (this.eatCode(CodePoint.QUOTATION_MARK)) {
                    this.moveAt(startPos);
                    return this.reportParseError("invalid-three-quotes");
                  }
                }
              }
              this.endToken("MultiLineBasicString", "end", String.fromCodePoint(...out));
              return "DATA";
            }
            this.moveAt(startPos);
          }
          if (cp === CodePoint.BACKSLASH) {
            cp = this.nextCode();
            const ecp = this.ESCAPES[cp];
            if (ecp) {
              out.push(ecp);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_SMALL_U) {
              const code = this.parseUnicode(4);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_CAPITAL_U) {
              const code = this.parseUnicode(8);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
              const code = this.parseUnicode(2);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LINE_FEED) {
              cp = this.nextCode();
              while (isWhitespace(cp) || cp === CodePoint.LINE_FEED) cp = this.nextCode();
              continue;
            } else if (isWhitespace(cp)) {
              let valid = true;
              const startPos = this.codePointIterator.start;
              let nextCp;
              while ((nextCp = this.nextCode()) !== CodePoint.EOF) {
                if (nextCp === CodePoint.LINE_FEED) break;
                if (!isWhitespace(nextCp)) {
                  this.moveAt(startPos);
                  valid = false;
                  break;
                }
              }
              if (valid) {
                cp = this.nextCode();
                while (isWhitespace(cp) || cp === CodePoint.LINE_FEED) cp = this.nextCode();
                continue;
              }
            }
            return this.reportParseError("invalid-char-in-escape-sequence");
          }
          out.push(cp);
          cp = this.nextCode();
        }
        return this.reportParseError("unterminated-string");
      }
      LITERAL_STRING(cp) {
        if (cp === CodePoint.SINGLE_QUOTE) {
          cp = this.nextCode();
          if (cp === CodePoint.SINGLE_QUOTE) return "MULTI_LINE_LITERAL_STRING";
          this.endToken("LiteralString", "start", "");
          return this.back("DATA");
        }
        const out = [];
        while (cp !== CodePoint.SINGLE_QUOTE && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED) {
          if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
          out.push(cp);
          cp = this.nextCode();
        }
        if (cp !== CodePoint.SINGLE_QUOTE) return this.reportParseError("unterminated-string");
        this.endToken("LiteralString", "end", String.fromCodePoint(...out));
        return "DATA";
      }
      MULTI_LINE_LITERAL_STRING(cp) {
        const out = [];
        if (cp === CodePoint.LINE_FEED) cp = this.nextCode();
        while (cp !== CodePoint.EOF) {
          if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
          if (cp === CodePoint.SINGLE_QUOTE) {
            const startPos = this.codePointIterator.start;
            if (this.eatCode(CodePoint.SINGLE_QUOTE) && this.eatCode(CodePoint.SINGLE_QUOTE)) {
              if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
                out.push(CodePoint.SINGLE_QUOTE);
                if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
                  out.push(CodePoint.SINGLE_QUOTE);
                  if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
                    this.moveAt(startPos);
                    return this.reportParseError("invalid-three-quotes");
                  }
                }
              }
              this.endToken("MultiLineLiteralString", "end", String.fromCodePoint(...out));
              return "DATA";
            }
            this.moveAt(startPos);
          }
          out.push(cp);
          cp = this.nextCode();
        }
        return this.reportParseError("unterminated-string");
      }
      SIGN(cp) {
        if (cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I) return this.back("NAN_OR_INF");
        if (isDigit2(cp)) return this.back("NUMBER");
        return this.reportParseError("unexpected-char");
      }
      NAN_OR_INF(cp) {
        if (cp === CodePoint.LATIN_SMALL_N) {
          const startPos = this.codePointIterator.start;
          if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_N)) {
            this.endToken("Float", "end", NaN);
            return "DATA";
          }
          this.moveAt(startPos);
        } else if (cp === CodePoint.LATIN_SMALL_I) {
          const startPos = this.codePointIterator.start;
          if (this.eatCode(CodePoint.LATIN_SMALL_N) && this.eatCode(CodePoint.LATIN_SMALL_F)) {
            this.endToken("Float", "end", this.text[this.tokenStart] === "-" ? -Infinity : Infinity);
            return "DATA";
          }
          this.moveAt(startPos);
        }
        return this.reportParseError("unexpected-char");
      }
      NUMBER(cp) {
        const start2 = this.text[this.tokenStart];
        const sign = start2 === "+" ? CodePoint.PLUS_SIGN : start2 === "-" ? CodePoint.DASH : CodePoint.NULL;
        if (cp === CodePoint.DIGIT_0) {
          if (sign === CodePoint.NULL) {
            const startPos = this.codePointIterator.start;
            const nextCp$1 = this.nextCode();
            if (isDigit2(nextCp$1)) {
              const nextNextCp = this.nextCode();
              if (nextNextCp === CodePoint.COLON) {
                this.data = {
                  hasDate: false,
                  year: 0,
                  month: 0,
                  day: 0,
                  hour: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1)),
                  minute: 0,
                  second: 0
                };
                return "TIME_MINUTE";
              }
              if (isDigit2(nextNextCp)) {
                const nextNextNextCp = this.nextCode();
                if (isDigit2(nextNextNextCp) && this.eatCode(CodePoint.DASH)) {
                  this.data = {
                    hasDate: true,
                    year: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1, nextNextCp, nextNextNextCp)),
                    month: 0,
                    day: 0,
                    hour: 0,
                    minute: 0,
                    second: 0
                  };
                  return "DATE_MONTH";
                }
              }
              this.moveAt(startPos);
              return this.reportParseError("invalid-leading-zero");
            }
            this.moveAt(startPos);
          }
          cp = this.nextCode();
          if (cp === CodePoint.LATIN_SMALL_X || cp === CodePoint.LATIN_SMALL_O || cp === CodePoint.LATIN_SMALL_B) {
            if (sign !== CodePoint.NULL) return this.reportParseError("unexpected-char");
            return cp === CodePoint.LATIN_SMALL_X ? "HEX" : cp === CodePoint.LATIN_SMALL_O ? "OCTAL" : "BINARY";
          }
          if (cp === CodePoint.LATIN_SMALL_E || cp === CodePoint.LATIN_CAPITAL_E) {
            this.data = {
              minus: sign === CodePoint.DASH,
              left: [CodePoint.DIGIT_0]
            };
            return "EXPONENT_RIGHT";
          }
          if (cp === CodePoint.DOT) {
            this.data = {
              minus: sign === CodePoint.DASH,
              absInt: [CodePoint.DIGIT_0]
            };
            return "FRACTIONAL_RIGHT";
          }
          this.endToken("Integer", "start", "0", 10);
          return this.back("DATA");
        }
        const { out, nextCp, hasUnderscore } = this.parseDigits(cp, isDigit2);
        if (nextCp === CodePoint.DASH && sign === CodePoint.NULL && !hasUnderscore && out.length === 4) {
          this.data = {
            hasDate: true,
            year: Number(String.fromCodePoint(...out)),
            month: 0,
            day: 0,
            hour: 0,
            minute: 0,
            second: 0
          };
          return "DATE_MONTH";
        }
        if (nextCp === CodePoint.COLON && sign === CodePoint.NULL && !hasUnderscore && out.length === 2) {
          this.data = {
            hasDate: false,
            year: 0,
            month: 0,
            day: 0,
            hour: Number(String.fromCodePoint(...out)),
            minute: 0,
            second: 0
          };
          return "TIME_MINUTE";
        }
        if (nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E) {
          this.data = {
            minus: sign === CodePoint.DASH,
            left: out
          };
          return "EXPONENT_RIGHT";
        }
        if (nextCp === CodePoint.DOT) {
          this.data = {
            minus: sign === CodePoint.DASH,
            absInt: out
          };
          return "FRACTIONAL_RIGHT";
        }
        this.endToken("Integer", "start", sign === CodePoint.DASH ? String.fromCodePoint(CodePoint.DASH, ...out) : String.fromCodePoint(...out), 10);
        return this.back("DATA");
      }
      HEX(cp) {
        const { out } = this.parseDigits(cp, isHexDig);
        this.endToken("Integer", "start", String.fromCodePoint(...out), 16);
        return this.back("DATA");
      }
      OCTAL(cp) {
        const { out } = this.parseDigits(cp, isOctalDig);
        this.endToken("Integer", "start", String.fromCodePoint(...out), 8);
        return this.back("DATA");
      }
      BINARY(cp) {
        const { out } = this.parseDigits(cp, (c) => c === CodePoint.DIGIT_0 || c === CodePoint.DIGIT_1);
        this.endToken("Integer", "start", String.fromCodePoint(...out), 2);
        return this.back("DATA");
      }
      FRACTIONAL_RIGHT(cp) {
        const { minus, absInt } = this.data;
        const { out, nextCp } = this.parseDigits(cp, isDigit2);
        const absNum = [
          ...absInt,
          CodePoint.DOT,
          ...out
        ];
        if (nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E) {
          this.data = {
            minus,
            left: absNum
          };
          return "EXPONENT_RIGHT";
        }
        const value3 = Number(minus ? String.fromCodePoint(CodePoint.DASH, ...absNum) : String.fromCodePoint(...absNum));
        this.endToken("Float", "start", value3);
        return this.back("DATA");
      }
      EXPONENT_RIGHT(cp) {
        const { left, minus: leftMinus } = this.data;
        let minus = false;
        if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
          minus = cp === CodePoint.DASH;
          cp = this.nextCode();
        }
        const { out } = this.parseDigits(cp, isDigit2);
        const right = out;
        if (minus) right.unshift(CodePoint.DASH);
        const value3 = Number(leftMinus ? String.fromCodePoint(CodePoint.DASH, ...left, CodePoint.LATIN_SMALL_E, ...right) : String.fromCodePoint(...left, CodePoint.LATIN_SMALL_E, ...right));
        this.endToken("Float", "start", value3);
        return this.back("DATA");
      }
      BOOLEAN(cp) {
        if (cp === CodePoint.LATIN_SMALL_T) {
          const startPos = this.codePointIterator.start;
          if (this.eatCode(CodePoint.LATIN_SMALL_R) && this.eatCode(CodePoint.LATIN_SMALL_U) && this.eatCode(CodePoint.LATIN_SMALL_E)) {
            this.endToken("Boolean", "end", true);
            return "DATA";
          }
          this.moveAt(startPos);
        } else if (cp === CodePoint.LATIN_SMALL_F) {
          const startPos = this.codePointIterator.start;
          if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_L) && this.eatCode(CodePoint.LATIN_SMALL_S) && this.eatCode(CodePoint.LATIN_SMALL_E)) {
            this.endToken("Boolean", "end", false);
            return "DATA";
          }
          this.moveAt(startPos);
        }
        return this.reportParseError("unexpected-char");
      }
      DATE_MONTH(cp) {
        const start2 = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (cp !== CodePoint.DASH) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.start;
        const data = this.data;
        data.month = Number(this.text.slice(start2, end));
        return "DATE_DAY";
      }
      DATE_DAY(cp) {
        const start2 = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.end;
        const data = this.data;
        data.day = Number(this.text.slice(start2, end));
        if (!isValidDate(data.year, data.month, data.day)) return this.reportParseError("invalid-date");
        cp = this.nextCode();
        if (cp === CodePoint.LATIN_CAPITAL_T || cp === CodePoint.LATIN_SMALL_T) return "TIME_HOUR";
        if (cp === CodePoint.SPACE) {
          const startPos = this.codePointIterator.start;
          if (isDigit2(this.nextCode()) && isDigit2(this.nextCode())) {
            this.moveAt(startPos);
            return "TIME_HOUR";
          }
          this.moveAt(startPos);
        }
        const dateValue = getDateFromDateTimeData(data, "");
        this.endToken("LocalDate", "start", dateValue);
        return this.back("DATA");
      }
      TIME_HOUR(cp) {
        const start2 = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.start;
        const data = this.data;
        data.hour = Number(this.text.slice(start2, end));
        return "TIME_MINUTE";
      }
      TIME_MINUTE(cp) {
        const start2 = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.end;
        const data = this.data;
        data.minute = Number(this.text.slice(start2, end));
        cp = this.nextCode();
        if (cp === CodePoint.COLON) return "TIME_SECOND";
        if (this.tomlVersion.lt(1, 1)) return this.reportParseError("unexpected-char");
        if (!isValidTime(data.hour, data.minute, data.second)) return this.reportParseError("invalid-time");
        return this.processTimeEnd(cp, data);
      }
      TIME_SECOND(cp) {
        const start2 = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.end;
        const data = this.data;
        data.second = Number(this.text.slice(start2, end));
        if (!isValidTime(data.hour, data.minute, data.second)) return this.reportParseError("invalid-time");
        cp = this.nextCode();
        if (cp === CodePoint.DOT) return "TIME_SEC_FRAC";
        return this.processTimeEnd(cp, data);
      }
      TIME_SEC_FRAC(cp) {
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        const start2 = this.codePointIterator.start;
        while (isDigit2(cp)) cp = this.nextCode();
        const end = this.codePointIterator.start;
        const data = this.data;
        data.frac = this.text.slice(start2, end);
        return this.processTimeEnd(cp, data);
      }
      processTimeEnd(cp, data) {
        if (data.hasDate) {
          if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
            data.offsetSign = cp;
            return "TIME_OFFSET";
          }
          if (cp === CodePoint.LATIN_CAPITAL_Z || cp === CodePoint.LATIN_SMALL_Z) {
            const dateValue$2 = getDateFromDateTimeData(data, "Z");
            this.endToken("OffsetDateTime", "end", dateValue$2);
            return "DATA";
          }
          const dateValue$1 = getDateFromDateTimeData(data, "");
          this.endToken("LocalDateTime", "start", dateValue$1);
          return this.back("DATA");
        }
        const dateValue = getDateFromDateTimeData(data, "");
        this.endToken("LocalTime", "start", dateValue);
        return this.back("DATA");
      }
      TIME_OFFSET(cp) {
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        const hourStart = this.codePointIterator.start;
        cp = this.nextCode();
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
        const hourEnd = this.codePointIterator.start;
        cp = this.nextCode();
        const minuteStart = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        const minuteEnd = this.codePointIterator.end;
        const hour = Number(this.text.slice(hourStart, hourEnd));
        const minute = Number(this.text.slice(minuteStart, minuteEnd));
        if (!isValidTime(hour, minute, 0)) return this.reportParseError("invalid-time");
        const data = this.data;
        const dateValue = getDateFromDateTimeData(data, `${String.fromCodePoint(data.offsetSign)}${padStart(hour, 2)}:${padStart(minute, 2)}`);
        this.endToken("OffsetDateTime", "end", dateValue);
        return "DATA";
      }
      parseDigits(cp, checkDigit) {
        if (cp === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
        if (!checkDigit(cp)) return this.reportParseError("unexpected-char");
        const out = [];
        let before2 = CodePoint.NULL;
        let hasUnderscore = false;
        while (checkDigit(cp) || cp === CodePoint.UNDERSCORE) {
          if (cp === CodePoint.UNDERSCORE) {
            hasUnderscore = true;
            if (before2 === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
          } else out.push(cp);
          before2 = cp;
          cp = this.nextCode();
        }
        if (before2 === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
        return {
          out,
          nextCp: cp,
          hasUnderscore
        };
      }
      parseUnicode(count) {
        const startLoc = this.codePointIterator.start;
        const start2 = this.codePointIterator.end;
        let charCount = 0;
        let cp;
        while ((cp = this.nextCode()) !== CodePoint.EOF) {
          if (!isHexDig(cp)) {
            this.moveAt(startLoc);
            return this.reportParseError("invalid-char-in-escape-sequence");
          }
          charCount++;
          if (charCount >= count) break;
        }
        const end = this.codePointIterator.end;
        const code = this.text.slice(start2, end);
        const codePoint = parseInt(code, 16);
        if (!isUnicodeScalarValue(codePoint)) return this.reportParseError("invalid-code-point", { cp: code });
        return codePoint;
      }
      reportParseErrorControlChar() {
        return this.reportParseError("invalid-control-character");
      }
    };
    VALUE_KIND_VALUE = /* @__PURE__ */ Symbol("VALUE_KIND_VALUE");
    VALUE_KIND_INTERMEDIATE = /* @__PURE__ */ Symbol("VALUE_KIND_INTERMEDIATE");
    KeysResolver = class {
      constructor(ctx) {
        this.rootKeys = /* @__PURE__ */ new Map();
        this.tables = [];
        this.ctx = ctx;
      }
      applyResolveKeyForTable(node) {
        let keys = this.rootKeys;
        const peekKeyIndex = node.key.keys.length - 1;
        for (let index2 = 0; index2 < peekKeyIndex; index2++) {
          const keyNode = node.key.keys[index2];
          const keyName3 = toKeyName(keyNode);
          node.resolvedKey.push(keyName3);
          let keyStore = keys.get(keyName3);
          if (!keyStore) {
            keyStore = {
              node: keyNode,
              keys: /* @__PURE__ */ new Map()
            };
            keys.set(keyName3, keyStore);
          } else if (keyStore.table === "array") {
            const peekIndex = keyStore.peekIndex;
            node.resolvedKey.push(peekIndex);
            keyStore = keyStore.keys.get(peekIndex);
          }
          keys = keyStore.keys;
        }
        const lastKeyNode = node.key.keys[peekKeyIndex];
        const lastKeyName = toKeyName(lastKeyNode);
        node.resolvedKey.push(lastKeyName);
        const lastKeyStore = keys.get(lastKeyName);
        if (!lastKeyStore) if (node.kind === "array") {
          node.resolvedKey.push(0);
          const newKeyStore = {
            node: lastKeyNode,
            keys: /* @__PURE__ */ new Map()
          };
          keys.set(lastKeyName, {
            table: node.kind,
            node: lastKeyNode,
            keys: /* @__PURE__ */ new Map([[0, newKeyStore]]),
            peekIndex: 0
          });
          this.tables.push({
            node,
            keys: newKeyStore.keys
          });
        } else {
          const newKeyStore = {
            table: node.kind,
            node: lastKeyNode,
            keys: /* @__PURE__ */ new Map()
          };
          keys.set(lastKeyName, newKeyStore);
          this.tables.push({
            node,
            keys: newKeyStore.keys
          });
        }
        else if (!lastKeyStore.table) if (node.kind === "array") this.ctx.reportParseError("dupe-keys", lastKeyNode);
        else {
          const transformKey = {
            table: node.kind,
            node: lastKeyNode,
            keys: lastKeyStore.keys
          };
          keys.set(lastKeyName, transformKey);
          this.tables.push({
            node,
            keys: transformKey.keys
          });
        }
        else if (lastKeyStore.table === "array") if (node.kind === "array") {
          const newKeyStore = {
            node: lastKeyNode,
            keys: /* @__PURE__ */ new Map()
          };
          const newIndex = lastKeyStore.peekIndex + 1;
          node.resolvedKey.push(newIndex);
          lastKeyStore.keys.set(newIndex, newKeyStore);
          lastKeyStore.peekIndex = newIndex;
          this.tables.push({
            node,
            keys: newKeyStore.keys
          });
        } else this.ctx.reportParseError("dupe-keys", lastKeyNode);
        else this.ctx.reportParseError("dupe-keys", lastKeyNode);
      }
      verifyDuplicateKeys(node) {
        for (const body of node.body) if (body.type === "TOMLKeyValue") verifyDuplicateKeysForKeyValue(this.ctx, this.rootKeys, body);
        for (const { node: tableNode, keys } of this.tables) for (const body of tableNode.body) verifyDuplicateKeysForKeyValue(this.ctx, keys, body);
      }
    };
    Context = class {
      constructor(data) {
        this.tokens = [];
        this.comments = [];
        this.back = null;
        this.stateStack = [];
        this.needNewLine = false;
        this.needSameLine = false;
        this.currToken = null;
        this.prevToken = null;
        this.valueContainerStack = [];
        this.tokenizer = new Tokenizer(data.text, data.parserOptions);
        this.topLevelTable = data.topLevelTable;
        this.table = data.topLevelTable;
        this.keysResolver = new KeysResolver(this);
      }
      /**
      * Get the next token.
      */
      nextToken(option) {
        this.prevToken = this.currToken;
        if (this.back) {
          this.currToken = this.back;
          this.back = null;
        } else this.currToken = this._nextTokenFromTokenizer(option);
        if ((this.needNewLine || this.needSameLine || option?.needSameLine) && this.prevToken && this.currToken) if (this.prevToken.loc.end.line === this.currToken.loc.start.line) {
          if (this.needNewLine) return this.reportParseError("missing-newline", this.currToken);
        } else {
          const needSameLine = this.needSameLine || option?.needSameLine;
          if (needSameLine) return this.reportParseError(needSameLine, this.currToken);
        }
        this.needNewLine = false;
        this.needSameLine = false;
        return this.currToken;
      }
      _nextTokenFromTokenizer(option) {
        const valuesEnabled = this.tokenizer.valuesEnabled;
        if (option?.valuesEnabled) this.tokenizer.valuesEnabled = option.valuesEnabled;
        let token = this.tokenizer.nextToken();
        while (token && token.type === "Block") {
          this.comments.push(token);
          token = this.tokenizer.nextToken();
        }
        if (token) this.tokens.push(token);
        this.tokenizer.valuesEnabled = valuesEnabled;
        return token;
      }
      backToken() {
        if (this.back) throw new Error("Illegal state");
        this.back = this.currToken;
        this.currToken = this.prevToken;
      }
      addValueContainer(valueContainer) {
        this.valueContainerStack.push(valueContainer);
        this.tokenizer.valuesEnabled = true;
      }
      consumeValueContainer() {
        const valueContainer = this.valueContainerStack.pop();
        this.tokenizer.valuesEnabled = this.valueContainerStack.length > 0;
        return valueContainer;
      }
      applyResolveKeyForTable(node) {
        this.keysResolver.applyResolveKeyForTable(node);
      }
      verifyDuplicateKeys() {
        this.keysResolver.verifyDuplicateKeys(this.topLevelTable);
      }
      /**
      * Report an invalid token error.
      */
      reportParseError(code, token) {
        let offset, line, column;
        if (token) {
          offset = token.range[0];
          line = token.loc.start.line;
          column = token.loc.start.column;
        } else {
          offset = this.tokenizer.start;
          const startPos = this.tokenizer.getLocFromIndex(offset);
          line = startPos.line;
          column = startPos.column;
        }
        throw new ParseError(code, offset, line, column);
      }
    };
    STATE_FOR_ERROR = { VALUE: "missing-value" };
    STRING_VALUE_STYLE_MAP = {
      BasicString: "basic",
      MultiLineBasicString: "basic",
      LiteralString: "literal",
      MultiLineLiteralString: "literal"
    };
    STRING_KEY_STYLE_MAP = {
      BasicString: "basic",
      LiteralString: "literal"
    };
    DATETIME_VALUE_KIND_MAP = {
      OffsetDateTime: "offset-date-time",
      LocalDateTime: "local-date-time",
      LocalDate: "local-date",
      LocalTime: "local-time"
    };
    TOMLParser = class {
      /**
      * Initialize this parser.
      */
      constructor(text3, parserOptions) {
        this.text = text3;
        this.parserOptions = parserOptions || {};
        this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
      }
      /**
      * Parse TOML
      */
      parse() {
        const ast = {
          type: "Program",
          body: [],
          sourceType: "module",
          tokens: [],
          comments: [],
          parent: null,
          range: [0, 0],
          loc: {
            start: {
              line: 1,
              column: 0
            },
            end: {
              line: 1,
              column: 0
            }
          }
        };
        const node = {
          type: "TOMLTopLevelTable",
          body: [],
          parent: ast,
          range: cloneRange(ast.range),
          loc: cloneLoc(ast.loc)
        };
        ast.body = [node];
        const ctx = new Context({
          text: this.text,
          parserOptions: this.parserOptions,
          topLevelTable: node
        });
        let token = ctx.nextToken();
        if (token) {
          node.range[0] = token.range[0];
          node.loc.start = clonePos(token.loc.start);
          while (token) {
            const state$1 = ctx.stateStack.pop() || "TABLE";
            ctx.stateStack.push(...this[state$1](token, ctx));
            token = ctx.nextToken();
          }
          const state = ctx.stateStack.pop() || "TABLE";
          if (state in STATE_FOR_ERROR) return ctx.reportParseError(STATE_FOR_ERROR[state], null);
          if (ctx.table.type === "TOMLTable") applyEndLoc(ctx.table, last2(ctx.table.body));
          applyEndLoc(node, last2(node.body));
        }
        ctx.verifyDuplicateKeys();
        ast.tokens = ctx.tokens;
        ast.comments = ctx.comments;
        const endOffset = ctx.tokenizer.end;
        const endPos = ctx.tokenizer.getLocFromIndex(endOffset);
        ast.range[1] = endOffset;
        ast.loc.end = {
          line: endPos.line,
          column: endPos.column
        };
        return ast;
      }
      TABLE(token, ctx) {
        if (isBare(token) || isString(token)) return this.processKeyValue(token, ctx.table, ctx);
        if (isLeftBracket(token)) return this.processTable(token, ctx.topLevelTable, ctx);
        return ctx.reportParseError("unexpected-token", token);
      }
      VALUE(token, ctx) {
        if (isString(token) || isMultiLineString(token)) return this.processStringValue(token, ctx);
        if (isNumber(token)) return this.processNumberValue(token, ctx);
        if (isBoolean(token)) return this.processBooleanValue(token, ctx);
        if (isDateTime(token)) return this.processDateTimeValue(token, ctx);
        if (isLeftBracket(token)) return this.processArray(token, ctx);
        if (isLeftBrace(token)) return this.processInlineTable(token, ctx);
        return ctx.reportParseError("unexpected-token", token);
      }
      processTable(token, topLevelTableNode, ctx) {
        const tableNode = {
          type: "TOMLTable",
          kind: "standard",
          key: null,
          resolvedKey: [],
          body: [],
          parent: topLevelTableNode,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        if (ctx.table.type === "TOMLTable") applyEndLoc(ctx.table, last2(ctx.table.body));
        topLevelTableNode.body.push(tableNode);
        ctx.table = tableNode;
        let targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
        if (isLeftBracket(targetToken)) {
          if (token.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
          tableNode.kind = "array";
          targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
        }
        if (isRightBracket(targetToken)) return ctx.reportParseError("missing-key", targetToken);
        if (!targetToken) return ctx.reportParseError("unterminated-table-key", null);
        targetToken = this.processKeyNode(targetToken, tableNode, ctx).nextToken;
        if (!isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
        if (tableNode.kind === "array") {
          const rightBracket = targetToken;
          targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
          if (!isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
          if (rightBracket.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
        }
        applyEndLoc(tableNode, targetToken);
        ctx.applyResolveKeyForTable(tableNode);
        ctx.needNewLine = true;
        return [];
      }
      processKeyValue(token, tableNode, ctx) {
        const keyValueNode = {
          type: "TOMLKeyValue",
          key: null,
          value: null,
          parent: tableNode,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        tableNode.body.push(keyValueNode);
        const { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
        if (!isEq(targetToken)) return ctx.reportParseError("missing-equals-sign", targetToken);
        ctx.addValueContainer({
          parent: keyValueNode,
          set: (valNode) => {
            keyValueNode.value = valNode;
            applyEndLoc(keyValueNode, valNode);
            ctx.needNewLine = true;
            return [];
          }
        });
        ctx.needSameLine = "invalid-key-value-newline";
        return ["VALUE"];
      }
      processKeyNode(token, parent2, ctx) {
        if (isDot(token)) ctx.reportParseError("invalid-leading-dot-in-key", token);
        const keyNode = {
          type: "TOMLKey",
          keys: [],
          parent: parent2,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        parent2.key = keyNode;
        let targetToken = token;
        let dotToken = null;
        do {
          if (isBare(targetToken)) this.processBareKey(targetToken, keyNode);
          else if (isString(targetToken)) this.processStringKey(targetToken, keyNode);
          else break;
          dotToken = null;
          targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
          if (!isDot(targetToken)) break;
          dotToken = targetToken;
          targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
        } while (targetToken);
        if (dotToken) ctx.reportParseError(isDot(targetToken) ? "invalid-consecutive-dots-in-key" : "invalid-trailing-dot-in-key", dotToken);
        applyEndLoc(keyNode, last2(keyNode.keys));
        return {
          keyNode,
          nextToken: targetToken
        };
      }
      processBareKey(token, keyNode) {
        const node = {
          type: "TOMLBare",
          name: token.value,
          parent: keyNode,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        keyNode.keys.push(node);
      }
      processStringKey(token, keyNode) {
        const node = {
          type: "TOMLQuoted",
          kind: "string",
          value: token.string,
          style: STRING_KEY_STYLE_MAP[token.type],
          multiline: false,
          parent: keyNode,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        keyNode.keys.push(node);
      }
      processStringValue(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node = {
          type: "TOMLValue",
          kind: "string",
          value: token.string,
          style: STRING_VALUE_STYLE_MAP[token.type],
          multiline: isMultiLineString(token),
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        return valueContainer.set(node);
      }
      processNumberValue(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const text3 = this.text;
        const [startRange, endRange] = token.range;
        let numberString = null;
        const getNumberText = () => {
          return numberString ?? (numberString = text3.slice(startRange, endRange).replace(/_/g, ""));
        };
        let node;
        if (token.type === "Integer") node = {
          type: "TOMLValue",
          kind: "integer",
          value: token.number,
          bigint: token.bigint,
          get number() {
            return getNumberText();
          },
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        else node = {
          type: "TOMLValue",
          kind: "float",
          value: token.number,
          get number() {
            return getNumberText();
          },
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        return valueContainer.set(node);
      }
      processBooleanValue(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node = {
          type: "TOMLValue",
          kind: "boolean",
          value: token.boolean,
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        return valueContainer.set(node);
      }
      processDateTimeValue(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node = {
          type: "TOMLValue",
          kind: DATETIME_VALUE_KIND_MAP[token.type],
          value: token.date,
          datetime: token.value,
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        return valueContainer.set(node);
      }
      processArray(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node = {
          type: "TOMLArray",
          elements: [],
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        const nextToken = ctx.nextToken({ valuesEnabled: true });
        if (isRightBracket(nextToken)) {
          applyEndLoc(node, nextToken);
          return valueContainer.set(node);
        }
        ctx.backToken();
        return this.processArrayValue(node, valueContainer, ctx);
      }
      processArrayValue(node, valueContainer, ctx) {
        ctx.addValueContainer({
          parent: node,
          set: (valNode) => {
            node.elements.push(valNode);
            let nextToken = ctx.nextToken({ valuesEnabled: true });
            const hasComma = isComma(nextToken);
            if (hasComma) nextToken = ctx.nextToken({ valuesEnabled: true });
            if (isRightBracket(nextToken)) {
              applyEndLoc(node, nextToken);
              return valueContainer.set(node);
            }
            if (hasComma) {
              ctx.backToken();
              return this.processArrayValue(node, valueContainer, ctx);
            }
            return ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-array", nextToken);
          }
        });
        return ["VALUE"];
      }
      processInlineTable(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node = {
          type: "TOMLInlineTable",
          body: [],
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        const needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline";
        const nextToken = ctx.nextToken({ needSameLine });
        if (nextToken) {
          if (isBare(nextToken) || isString(nextToken)) return this.processInlineTableKeyValue(nextToken, node, valueContainer, ctx);
          if (isRightBrace(nextToken)) {
            applyEndLoc(node, nextToken);
            return valueContainer.set(node);
          }
        }
        return ctx.reportParseError("unexpected-token", nextToken);
      }
      processInlineTableKeyValue(token, inlineTableNode, valueContainer, ctx) {
        const keyValueNode = {
          type: "TOMLKeyValue",
          key: null,
          value: null,
          parent: inlineTableNode,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        inlineTableNode.body.push(keyValueNode);
        const { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
        if (!isEq(targetToken)) return ctx.reportParseError("missing-equals-sign", targetToken);
        const needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline";
        ctx.addValueContainer({
          parent: keyValueNode,
          set: (valNode) => {
            keyValueNode.value = valNode;
            applyEndLoc(keyValueNode, valNode);
            let nextToken = ctx.nextToken({ needSameLine });
            if (isComma(nextToken)) {
              nextToken = ctx.nextToken({ needSameLine });
              if (nextToken && (isBare(nextToken) || isString(nextToken))) return this.processInlineTableKeyValue(nextToken, inlineTableNode, valueContainer, ctx);
              if (isRightBrace(nextToken)) {
                if (this.tomlVersion.lt(1, 1)) return ctx.reportParseError("invalid-trailing-comma-in-inline-table", nextToken);
              } else return ctx.reportParseError(nextToken ? "unexpected-token" : "unterminated-inline-table", nextToken);
            }
            if (isRightBrace(nextToken)) {
              applyEndLoc(inlineTableNode, nextToken);
              return valueContainer.set(inlineTableNode);
            }
            return ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-inline-table", nextToken);
          }
        });
        ctx.needSameLine = "invalid-key-value-newline";
        return ["VALUE"];
      }
    };
    tomlKeys = {
      Program: ["body"],
      TOMLTopLevelTable: ["body"],
      TOMLTable: ["key", "body"],
      TOMLKeyValue: ["key", "value"],
      TOMLKey: ["keys"],
      TOMLArray: ["elements"],
      TOMLInlineTable: ["body"],
      TOMLBare: [],
      TOMLQuoted: [],
      TOMLValue: []
    };
    KEYS2 = unionWith(tomlKeys);
    getStaticTOMLValue = generateConvertTOMLValue((node) => node.value);
  }
});

// src/core/toml/long-strings.ts
function shortenLongStrings(text3) {
  const pieces = [];
  const cuts = /* @__PURE__ */ new Map();
  let line = 1;
  let outLength = 0;
  let outLineStart = 0;
  let copied = 0;
  const emit = (chunk) => {
    pieces.push(chunk);
    for (let nl = chunk.indexOf("\n"); nl >= 0; nl = chunk.indexOf("\n", nl + 1)) {
      line++;
      outLineStart = outLength + nl + 1;
    }
    outLength += chunk.length;
  };
  const empty2 = (start2, end) => {
    emit(text3.slice(copied, start2));
    let from = start2;
    for (; ; ) {
      const nl = text3.indexOf("\n", from);
      const to = nl < 0 || nl >= end ? end : nl;
      if (to > from) {
        const cut = { column: outLength - outLineStart, removed: to - from };
        const list2 = cuts.get(line);
        if (list2) list2.push(cut);
        else cuts.set(line, [cut]);
      }
      if (to === end) break;
      emit("\n");
      from = to + 1;
    }
    copied = end;
  };
  let i = 0;
  while (i < text3.length) {
    const c = text3.charCodeAt(i);
    if (c === HASH2) {
      const nl = text3.indexOf("\n", i);
      i = nl < 0 ? text3.length : nl + 1;
    } else if (c === DQUOTE2 || c === SQUOTE2) {
      const multi = text3.charCodeAt(i + 1) === c && text3.charCodeAt(i + 2) === c;
      const start2 = i + (multi ? 3 : 1);
      const end = multi ? multiEnd(text3, start2, c) : singleEnd(text3, start2, c);
      const after = end + (multi ? 3 : 1);
      if (end - start2 > LONG_STRING && (multi || !isKey(text3, after))) empty2(start2, end);
      i = after;
    } else {
      i++;
    }
  }
  if (copied === 0) return { text: text3, cuts };
  emit(text3.slice(copied));
  return { text: pieces.join(""), cuts };
}
function originalColumn(cuts, line, column) {
  const list2 = cuts.get(line);
  if (!list2) return column;
  let original = column;
  for (const cut of list2) if (cut.column <= column - 1) original += cut.removed;
  return original;
}
function singleEnd(text3, start2, quote2) {
  let j = start2;
  while (j < text3.length) {
    const c = text3.charCodeAt(j);
    if (c === quote2 || c === NL2) return j;
    j += c === BACKSLASH2 && quote2 === DQUOTE2 ? 2 : 1;
  }
  return text3.length;
}
function multiEnd(text3, start2, quote2) {
  let j = start2;
  while (j < text3.length) {
    const c = text3.charCodeAt(j);
    if (c === quote2 && text3.charCodeAt(j + 1) === quote2 && text3.charCodeAt(j + 2) === quote2) {
      let extra = 0;
      while (extra < 2 && text3.charCodeAt(j + 3 + extra) === quote2) extra++;
      return j + extra;
    }
    j += c === BACKSLASH2 && quote2 === DQUOTE2 ? 2 : 1;
  }
  return text3.length;
}
function isKey(text3, from) {
  let j = from;
  while (text3.charCodeAt(j) === SPACE2 || text3.charCodeAt(j) === TAB2) j++;
  const c = text3.charCodeAt(j);
  return c === EQUALS2 || c === DOT2;
}
var LONG_STRING, NL2, TAB2, SPACE2, HASH2, DQUOTE2, SQUOTE2, DOT2, EQUALS2, BACKSLASH2;
var init_long_strings = __esm({
  "src/core/toml/long-strings.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    LONG_STRING = 1e3;
    NL2 = 10;
    TAB2 = 9;
    SPACE2 = 32;
    HASH2 = 35;
    DQUOTE2 = 34;
    SQUOTE2 = 39;
    DOT2 = 46;
    EQUALS2 = 61;
    BACKSLASH2 = 92;
  }
});

// src/core/toml/locate.ts
function createLocator(text3) {
  const entries = /* @__PURE__ */ new Map();
  try {
    index(parseTOML(text3, { tomlVersion: TOML_VERSION }), entries);
  } catch (e) {
    if (e instanceof RangeError) indexShortened(text3, entries);
  }
  return {
    locate(pointer, anchor = "key") {
      let p = pointer;
      for (; ; ) {
        const e = entries.get(p);
        if (e) {
          const pos2 = anchor === "container" ? e.open ?? e.key : e.key ?? e.open;
          if (pos2) return pos2;
        }
        if (p === "") return START;
        p = p.slice(0, p.lastIndexOf("/"));
      }
    }
  };
}
function indexShortened(text3, entries) {
  const short = shortenLongStrings(text3);
  if (short.cuts.size === 0) return;
  try {
    index(parseTOML(short.text, { tomlVersion: TOML_VERSION }), entries);
  } catch {
    return;
  }
  const back = (p) => p && { line: p.line, column: originalColumn(short.cuts, p.line, p.column) };
  for (const e of entries.values()) {
    e.key = back(e.key);
    e.open = back(e.open);
  }
}
function pos(node) {
  return { line: node.loc.start.line, column: node.loc.start.column + 1 };
}
function keyName2(k) {
  return k.type === "TOMLBare" ? k.name : k.value;
}
function remember(entries, pointer, key, open) {
  const e = entries.get(pointer);
  if (!e) {
    const created = { key, open };
    entries.set(pointer, created);
    return created;
  }
  e.key ??= key;
  e.open ??= open;
  return e;
}
function index(program, entries) {
  for (const node of program.body[0].body) {
    if (node.type === "TOMLKeyValue") keyValue(entries, "", node);
    else table(entries, node);
  }
}
function table(entries, node) {
  const header = pos(node);
  let pointer = "";
  let own;
  for (const seg of node.resolvedKey) {
    pointer = append(pointer, seg);
    own = remember(entries, pointer, header, header);
  }
  if (own && !own.explicit) {
    own.open = header;
    own.key = header;
    own.explicit = true;
  }
  for (const kv of node.body) keyValue(entries, pointer, kv);
}
function keyValue(entries, base, kv) {
  let pointer = base;
  let own;
  for (const k of kv.key.keys) {
    pointer = append(pointer, keyName2(k));
    own = remember(entries, pointer, pos(k), pos(k));
  }
  if (own) own.open = pos(kv.value);
  value(entries, pointer, kv.value);
}
function value(entries, pointer, node) {
  if (node.type === "TOMLInlineTable") {
    for (const kv of node.body) keyValue(entries, pointer, kv);
  } else if (node.type === "TOMLArray") {
    node.elements.forEach((el, i) => {
      const at2 = append(pointer, i);
      remember(entries, at2, pos(el), pos(el));
      value(entries, at2, el);
    });
  }
}
var START, TOML_VERSION;
var init_locate = __esm({
  "src/core/toml/locate.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_lib2();
    init_json_pointer();
    init_long_strings();
    START = { line: 1, column: 1 };
    TOML_VERSION = "1.1.0";
  }
});

// src/core/toml/char-names.ts
function rangeName(code) {
  if (code >= 6155 && code <= 6157) return `Mongolian free variation selector ${code - 6154}`;
  if (code === 6159) return "Mongolian free variation selector 4";
  if (code >= 65024 && code <= 65039) return `variation selector-${code - 65024 + 1}`;
  if (code >= 917760 && code <= 917999) return `variation selector-${code - 917760 + 17}`;
  if (code >= 917536 && code <= 917630) return "tag character";
  return void 0;
}
function unseen(c) {
  return c !== "	" && c !== "\n" && (OTHER_SPACE.test(c) || hasInvisible(c));
}
function charWords(c) {
  if (!unseen(c)) return c;
  const code = c.codePointAt(0);
  const kind = new RegExp("^\\p{Cc}$", "u").test(c) ? "a control character" : new RegExp("^\\p{Zs}$", "u").test(c) ? "a space" : "an invisible character";
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")} (${NAMES[code] ?? rangeName(code) ?? kind})`;
}
function textWords(text3) {
  const parts = [];
  let seen = "";
  const chars = [...text3];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (!unseen(c)) {
      seen += c;
      continue;
    }
    let n = 1;
    while (chars[i + n] === c) n++;
    i += n - 1;
    if (seen !== "") parts.push(seen);
    seen = "";
    parts.push(n > 1 ? `${n} \xD7 ${charWords(c)}` : charWords(c));
  }
  if (seen !== "") parts.push(seen);
  return parts.join(" ");
}
var NAMES, OTHER_SPACE;
var init_char_names = __esm({
  "src/core/toml/char-names.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_invisible();
    NAMES = {
      0: "null character",
      11: "vertical tab",
      12: "form feed",
      27: "escape",
      127: "delete",
      133: "next line",
      160: "no-break space",
      173: "soft hyphen",
      1564: "Arabic letter mark",
      5760: "Ogham space mark",
      6158: "Mongolian vowel separator",
      8192: "en quad",
      8193: "em quad",
      8194: "en space",
      8195: "em space",
      8196: "three-per-em space",
      8197: "four-per-em space",
      8198: "six-per-em space",
      8199: "figure space",
      8200: "punctuation space",
      8201: "thin space",
      8202: "hair space",
      8203: "zero-width space",
      8204: "zero-width non-joiner",
      8205: "zero-width joiner",
      8206: "left-to-right mark",
      8207: "right-to-left mark",
      8232: "line separator",
      8233: "paragraph separator",
      8234: "left-to-right embedding",
      8235: "right-to-left embedding",
      8236: "pop directional formatting",
      8237: "left-to-right override",
      8238: "right-to-left override",
      8239: "narrow no-break space",
      8287: "medium mathematical space",
      8288: "word joiner",
      8289: "function application",
      8290: "invisible times",
      8291: "invisible separator",
      8292: "invisible plus",
      8294: "left-to-right isolate",
      8295: "right-to-left isolate",
      8296: "first strong isolate",
      8297: "pop directional isolate",
      12288: "ideographic space",
      65279: "byte order mark",
      847: "combining grapheme joiner",
      4447: "Hangul choseong filler",
      4448: "Hangul jungseong filler",
      12644: "Hangul filler",
      65440: "halfwidth Hangul filler",
      917505: "language tag",
      917631: "cancel tag"
    };
    OTHER_SPACE = new RegExp("^(?! )\\p{Zs}$", "u");
  }
});

// src/core/toml/key-path.ts
function keyPathAt(text3, at2) {
  const start2 = lineStart(text3, at2);
  const key = KEY_LINE.exec(text3.slice(start2, at2));
  if (key === null || !/^[ \t]*$/.test(text3.slice(start2 + key[0].length, at2))) return null;
  const line = text3.slice(0, start2).split("\n").length;
  const lines = text3.split("\n", line);
  const inString = linesInStrings(text3, line);
  let table2 = [];
  for (let i = line - 2; i >= 0; i--) {
    const header = inString[i] ? null : HEADER.exec(lines[i]);
    if (header === null) continue;
    table2 = keysOf(header[1]);
    break;
  }
  return [...table2, ...keysOf(key[1])];
}
var HEADER, KEY_LINE;
var init_key_path = __esm({
  "src/core/toml/key-path.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_key_text();
    init_linear();
    init_value_shapes();
    HEADER = /^[ \t]*\[\[?([^\]#]+)\]/;
    KEY_LINE = new RegExp(String.raw`^[ \t]*(${PAIR_KEY})[ \t]*=`);
  }
});

// src/core/toml/key-words.ts
function keyWords(text3, line, column, at2) {
  const start2 = lineStart(text3, at2);
  const before2 = text3.slice(start2, at2);
  const rest = lineAt(text3, at2);
  const here = (message, col = column) => ({ line, column: col, message });
  const indent = /^[ \t]*/.exec(before2)[0].length;
  const lead = leadingSlip(text3, at2, before2, rest);
  if (lead !== null) return here(lead.message, lead.column ?? column);
  if (/^[ \t]*\[/.test(before2)) {
    if (/^[ \t]*\[(?!\[)[A-Za-z0-9_.-]+[ \t]*$/.test(before2) && /^[ \t]*=/.test(rest))
      return here("a key = value line has no [: remove this [ before the key", indent + 1);
    if (/^[ \t]*(#.*)?$/.test(rest))
      return here(`the table header is not closed: end it with ${/^[ \t]*\[\[/.test(before2) ? "]]" : "]"}`);
    const header = /^[ \t]*\[\[?([A-Za-z0-9_. \t-]+)\]\]?[ \t]*(#.*)?$/.exec(
      text3.slice(start2, start2 + before2.length + rest.length)
    );
    const spaced = (header?.[1] ?? "").split(".").find((k) => /\S[ \t]+\S/.test(k))?.trim();
    const stray2 = strayInKey(text3, at2);
    if (spaced === void 0 && stray2 !== null && // After a key's character, a dot, or the header's opening brackets (`[[\sources]]`).
    /(?:[A-Za-z0-9_.-]|^[ \t]*\[\[?)$/.test(before2) && /^[A-Za-z0-9_.-]*\]{1,2}[ \t]*(#.*)?$/.test(rest.slice(stray2.length)))
      return here(strayWords(stray2, null));
    if (spaced === void 0) return null;
    return here(
      `a key has no spaces: write ${clip(spaced.replace(/\s+/g, "_"))}, or the key in quotes ("${clip(spaced)}")`,
      column - (at2 - start2 - before2.trimEnd().length)
    );
  }
  const inline = inlineKeyBefore(before2);
  const key = inline ?? before2.trim();
  if (!KEY_WRITTEN.test(key)) return null;
  const eq = rest.split(inline === null ? /["']/ : /["',}]/, 1)[0].indexOf("=");
  const stray = strayInKey(text3, at2);
  const spacedStray = stray !== null && /[ \t]$/.test(before2);
  if (spacedStray && rest.startsWith("=", stray.length))
    return here(`remove the ${charWords(stray)} before the =`);
  if (eq < 0 && (text3[at2] === ":" || spacedStray && /^[ \t]/.test(rest.slice(stray.length)))) {
    const value3 = colonValue(rest.slice(1), inline !== null);
    if (value3 !== null)
      return here(`write = between a key and its value, not ${text3[at2]} (${clip(key)} = ${value3})`);
  }
  if (eq > 0 && /^[A-Za-z0-9_ \t-]+$/.test(rest.slice(0, eq)) && /^[A-Za-z0-9_-]+$/.test(key)) {
    const whole = `${key} ${rest.slice(0, eq).trim()}`;
    return here(
      `a key has no spaces: write ${clip(whole.replace(/\s+/g, "_"))}, or the key in quotes ("${clip(whole)}")`,
      column - (at2 - start2 - before2.trimEnd().length)
    );
  }
  if (stray !== null && /[A-Za-z0-9_-]$/.test(before2) && BARE_TAIL.test(rest.slice(stray.length))) {
    const part = key.slice(key.lastIndexOf(".") + 1);
    const tail = /^[A-Za-z0-9_-]*/.exec(rest.slice(stray.length))[0];
    if (/^[A-Za-z0-9_-]+$/.test(part)) return here(strayWords(stray, `${part}${stray}${tail}`));
  }
  if (rest.trim() === "") return here(`${clip(key)} has no value: write ${clip(key)} = and its value`);
  if (eq < 0 && /^[ \t]/.test(text3[at2 - 1] ?? "") && VALUE_START.test(rest))
    return here(`${clip(key)} and its value need = between them: write ${clip(key)} = ${clip(rest.trim())}`);
  return null;
}
function leadingSlip(text3, at2, before2, rest) {
  const indent = /^[ \t]*/.exec(before2)[0].length;
  const lead = before2.slice(indent);
  if (lead === "") {
    const stray = strayInKey(text3, at2);
    if (stray === null || /["'[=#]/.test(stray)) return null;
    if (KEY_THEN_EQUALS2.test(rest.slice(stray.length)))
      return { message: `a line starts with its key: remove the ${charWords(stray)} before it` };
    if (/^\[\[?[^\]\n]*\]/.test(rest.slice(stray.length)))
      return { message: `a table header starts its line: remove the ${charWords(stray)} before it` };
    return null;
  }
  if (/^[A-Za-z0-9_-]{1,3}$/.test(lead) && /^\[\[?[^\]\n]*\]/.test(rest))
    return {
      message: `a table header starts its line: remove the ${lead} before the [`,
      column: indent + 1
    };
  if (/^"[A-Za-z0-9_.-]+[ \t]*=[ \t]*"$/.test(lead))
    return { message: 'this " before the key opens a quoted key: remove it', column: indent + 1 };
  return null;
}
function colonValue(after, inline) {
  if (inline) {
    const item = ITEM.exec(after.trimStart());
    return item?.index === 0 ? clip(item[1]) : null;
  }
  const value3 = withoutTrailingComma(after.trim());
  if (VALUE_START.test(value3)) return clip(value3);
  return /^[A-Za-z][^"'#=[\]{}\\]*$/.test(value3) ? `"${clip(value3, 60)}"` : null;
}
function strayInKey(text3, at2) {
  const c = String.fromCodePoint(text3.codePointAt(at2) ?? 32);
  return /^(?![\w-])[\p{L}\p{N}\p{P}\p{S}]$/u.test(c) || unseen(c) ? c : null;
}
function strayWords(stray, key) {
  const quote2 = key !== null && !/["'[\]{}#=,.\\]/.test(stray) && !unseen(stray);
  return `a bare key holds only A-Z, a-z, 0-9, _ and -: remove the ${charWords(stray)}${quote2 ? `, or write the key in quotes ("${clip(key, 60)}")` : ""}`;
}
var KEY_THEN_EQUALS2, BARE_TAIL, KEY_WRITTEN;
var init_key_words = __esm({
  "src/core/toml/key-words.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_message_text();
    init_char_names();
    init_linear();
    init_value_shapes();
    KEY_THEN_EQUALS2 = /^[ \t]*[A-Za-z0-9_-]+(?:[ \t]*\.[ \t]*[A-Za-z0-9_-]+)*[ \t]*=/;
    BARE_TAIL = /^[A-Za-z0-9_-]*[ \t]*=/;
    KEY_WRITTEN = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*|"[^"\\]*")$/;
  }
});

// src/core/toml/structure-words.ts
function positionOf(text3, offset) {
  const s = lineStart(text3, offset);
  return { line: text3.slice(0, s).split("\n").length, column: offset - s + 1 };
}
function structureWords(text3, at2) {
  let end = at2;
  while (end > 0 && /\s/.test(text3[end - 1])) end--;
  const after = positionOf(text3, end);
  const next = lineAt(text3, lineStart(text3, at2));
  const newLine = text3.slice(end, at2).includes("\n");
  const keyNext = /^[ \t]*(\[|[A-Za-z0-9_"'-][^=]*=)/.test(next) && !QUOTED_ITEM_LINE.test(next);
  if (at2 >= text3.length || newLine && keyNext) {
    const opener2 = openerBefore(text3, end);
    if (opener2 === null) return null;
    if (opener2.bracket === "{" && closedFurther(text3, at2))
      return inlineComma(text3, opener2.at, end, at2, after);
    const kind = opener2.bracket === "[" ? "array" : "inline table";
    return {
      ...after,
      message: `the ${kind} opened at line ${positionOf(text3, opener2.at).line} is not closed: end it with ${opener2.bracket === "[" ? "]" : "}"} after its last item`
    };
  }
  if (end === at2 && text3[at2 - 1] === '"' && /^[^"\n,[\]{}]*"[ \t]*[,\]}]/.test(lineAt(text3, at2)))
    return { ...positionOf(text3, at2 - 1), message: QUOTE_INSIDE };
  const opener = openerBefore(text3, end);
  if (opener?.bracket === "{") return inlineComma(text3, opener.at, end, at2, after);
  if (opener?.bracket !== "[") return null;
  const closer = text3[end - 1];
  if ((closer === "}" || closer === "]") && (text3[at2] === "{" || text3[at2] === "["))
    return {
      ...positionOf(text3, end - 1),
      message: `write a comma between the items of an array, after this ${closer}`
    };
  const prev = lastItem(text3.slice(opener.at + 1, end));
  const item = NEXT_ITEM.exec(text3.slice(at2));
  if (prev === null || item === null) return null;
  return {
    ...after,
    message: `write a comma between the items of an array: ${clip(prev, 30)}, ${clip(item[1], 30)}`
  };
}
function strayAfterItem(text3, line, column, at2) {
  const c = String.fromCodePoint(text3.codePointAt(at2) ?? 32);
  let item = at2;
  if (c === "]" || c === "}") while (text3[item - 1] === " " || text3[item - 1] === "	") item--;
  if (/[\s,"'#]/.test(c) || !/["'}\]\w]/.test(text3[item - 1] ?? " ")) return null;
  const shown4 = charWords(c);
  const opener = openerBefore(text3, at2);
  if (opener === null) return null;
  const after = lineAt(text3, at2 + c.length);
  const here = (message) => ({ line, column, message });
  const array = opener.bracket === "[";
  const last3 = /^[ \t]*(#.*)?$/.test(after);
  const ends = lineStart(text3, opener.at) === lineStart(text3, at2) && KEY_OR_HEADER_NEXT.test(text3.slice(at2 + c.length));
  if (last3 && (c === (array ? "}" : "]") || ends)) {
    const around = openerBefore(text3, opener.at)?.bracket;
    const how = around !== void 0 && c === (around === "[" ? "]" : "}") ? "before" : "in place of";
    return here(
      array ? `an array ends with ]: write ] ${how} the ${shown4}` : `an inline table ends with }: write } ${how} the ${shown4}`
    );
  }
  if (/^[ \t]*([,\]}]|#|$)/.test(after)) return here(`remove the ${shown4} after the item`);
  const next = array ? NEXT_ITEM.exec(after.trimStart()) : NEXT_KEY.exec(after.trimStart());
  if (/^[ \t]/.test(after) && next !== null)
    return here(
      `write a comma between the items of an ${array ? "array" : "inline table"}, in place of the ${shown4}`
    );
  return null;
}
function inlineComma(text3, open, end, at2, where) {
  const key = NEXT_KEY.exec(text3.slice(at2));
  if (key === null) return null;
  const prev = LAST_PAIR.exec(text3.slice(open, end));
  const next = NEXT_PAIR.exec(text3.slice(at2));
  const message = prev === null || next === null ? `write a comma between the items of an inline table, before ${clip(key[1], 30)}` : `write a comma between the items of an inline table: ${clip(prev[1], 40)}, ${clip(next[1], 40)}`;
  return { ...where, message };
}
function headerInOpenArray(text3, at2) {
  const start2 = lineStart(text3, at2);
  if (start2 === 0 || !HEADER_LINE.test(lineAt(text3, start2))) return null;
  const opener = openerBefore(text3, start2);
  if (opener?.bracket !== "[") return null;
  const opened = positionOf(text3, opener.at).line;
  for (let s = lineStart(text3, start2 - 1); ; s = lineStart(text3, s - 1)) {
    const from = Math.max(s, opener.at);
    const code = lineAt(text3, from);
    const hash = commentStart(code);
    if (code.slice(hash).includes("]"))
      return {
        ...positionOf(text3, from + hash),
        message: `a # starts a comment to the end of its line: the ] after it does not close the array opened at line ${opened}`
      };
    const end = code.slice(0, hash).trimEnd().length;
    if (end > 0)
      return {
        ...positionOf(text3, from + end),
        message: `the array opened at line ${opened} is not closed: end it with ] after its last item`
      };
    if (s <= opener.at) return null;
  }
}
function openAtEnd(text3, at2, said) {
  if (!SAID_AT_END.has(said) || at2 > text3.length) return null;
  const unfinished = said === "unfinished array" || said === "unfinished table";
  const start2 = lineStart(text3, at2);
  const inComment = !text3.includes("\n", at2) && commentStart(lineAt(text3, start2)) < at2 - start2;
  if (!unfinished && at2 < text3.length && !inComment) return null;
  const opener = openerBefore(text3, text3.length);
  if (opener === null) return null;
  const last3 = lastCode(text3, opener.at + 1);
  if (last3 >= 0 && text3[last3] !== ",") return null;
  const close = opener.bracket === "[" ? "]" : "}";
  return {
    ...positionOf(text3, last3 >= 0 ? last3 + 1 : opener.at + 1),
    message: `the ${opener.bracket === "[" ? "array" : "inline table"} opened at line ${positionOf(text3, opener.at).line} is not closed: end it with ${close}${last3 >= 0 ? " after its last item" : ""}`
  };
}
function lastCode(text3, from) {
  for (let s = lineStart(text3, text3.length); ; s = lineStart(text3, s - 1)) {
    const begin = Math.max(s, from);
    const code = lineAt(text3, begin);
    const end = code.slice(0, commentStart(code)).trimEnd().length;
    if (end > 0) return begin + end - 1;
    if (s <= from) return -1;
  }
}
function commentStart(line) {
  let quote2 = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote2 !== null) {
      if (c === "\\" && quote2 === '"') i++;
      else if (c === quote2) quote2 = null;
    } else if (c === '"' || c === "'") quote2 = c;
    else if (c === "#") return i;
  }
  return line.length;
}
function closedFurther(text3, at2) {
  const header = /^[ \t]*\[\[?[A-Za-z0-9_."' -]+\]\]?[ \t]*(#.*)?$/m.exec(text3.slice(at2));
  const close = text3.indexOf("}", at2);
  return close >= 0 && (header === null || close < at2 + header.index);
}
function openerBefore(text3, end) {
  const stack = [];
  let quote2 = null;
  for (let i = 0; i < end; i++) {
    const c = text3[i];
    if (quote2 !== null) {
      if (c === "\\" && quote2 === '"') i++;
      else if (c === quote2 || c === "\n") quote2 = null;
    } else if (text3.startsWith('"""', i) || text3.startsWith("'''", i)) {
      const close = text3.indexOf(text3.slice(i, i + 3), i + 3);
      i = close < 0 ? end : close + 2;
    } else if (c === '"' || c === "'") quote2 = c;
    else if (c === "#") {
      const nl = text3.indexOf("\n", i);
      i = nl < 0 ? end : nl;
    } else if (c === "[" || c === "{") {
      if (c === "[" && stack.length === 0 && /^[ \t]*$/.test(text3.slice(lineStart(text3, i), i))) {
        const nl = text3.indexOf("\n", i);
        i = nl < 0 ? end : nl;
      } else stack.push({ at: i, bracket: c });
    } else if (c === "]" || c === "}") stack.pop();
  }
  return stack.length > 0 ? stack[stack.length - 1] : null;
}
var LONG_TEXT, NEXT_ITEM, PAIR, LAST_PAIR, NEXT_KEY, NEXT_PAIR, QUOTED_ITEM_LINE, KEY_OR_HEADER_NEXT, HEADER_LINE, SAID_AT_END;
var init_structure_words = __esm({
  "src/core/toml/structure-words.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_message_text();
    init_char_names();
    init_linear();
    init_value_shapes();
    LONG_TEXT = String.raw`"""(?:[^\\\n]|\\.)*?"""|'''[^\n]*?'''`;
    NEXT_ITEM = new RegExp(`^(${LONG_TEXT}|${ITEM_TEXT})(?=[\\s,\\]])`);
    PAIR = String.raw`${PAIR_KEY2}[ \t]*=[ \t]*(?:${ITEM_TEXT})`;
    LAST_PAIR = new RegExp(String.raw`[{,]\s*(${PAIR})[ \t]*$`);
    NEXT_KEY = new RegExp(String.raw`^(${PAIR_KEY2})[ \t]*=`);
    NEXT_PAIR = new RegExp(String.raw`^(${PAIR})(?=[\s,}])`);
    QUOTED_ITEM_LINE = new RegExp(
      String.raw`^[ \t]*(?:${LONG_TEXT}|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')[ \t]*(?:[,\]#]|$)`
    );
    KEY_OR_HEADER_NEXT = /^[^\n]*(?:\n[ \t]*(?:#[^\n]*)?)*(?:$|\n[ \t]*(?:\[|[A-Za-z0-9_"'-][^=\n]*=))/;
    HEADER_LINE = /^[ \t]*\[\[?[A-Za-z0-9_."' -]+\]\]?[ \t]*(#.*)?$/;
    SAID_AT_END = /* @__PURE__ */ new Set([
      "invalid value",
      "unfinished array",
      "unfinished table",
      "incomplete key-value: cannot find end of key"
    ]);
  }
});

// src/core/toml/syntax-words.ts
function bareValue(text3, at2) {
  let start2 = at2;
  while (start2 > 0 && !VALUE_END.test(text3[start2 - 1])) start2--;
  let end = at2;
  while (end < text3.length && !VALUE_END.test(text3[end])) end++;
  return end > start2 ? { text: text3.slice(start2, end), start: start2 } : null;
}
function syntaxWords(text3, line, column, said, typesAt = () => [], valuesAt = () => null) {
  const openEnd = openAtEnd(text3, offsetOf(text3, line, column), said);
  if (openEnd !== null) return openEnd;
  const ended = atTextEnd(text3, line, column, said);
  if (ended !== null)
    return syntaxWords(`${text3}
`, ended.line, ended.column, ended.said, typesAt, valuesAt);
  const at2 = offsetOf(text3, line, column);
  const here = (message) => ({ line, column, message });
  if (commaAfterValue(text3, at2)) return here(COMMA2);
  if (said === "control characters are not allowed in strings" && (text3[at2] === "\n" || at2 >= text3.length))
    return curlyClose(text3, line, column, at2) ?? here(UNCLOSED);
  if (said === "unfinished string")
    return text3.startsWith('"""', at2) || text3.startsWith("'''", at2) ? here(UNCLOSED_LINES) : curlyClose(text3, line, column, at2) ?? here(UNCLOSED);
  if (text3[at2] === "\uFEFF") return here(BOM);
  const curly = curlyQuoted(text3, at2);
  if (curly !== null) return here(curly);
  if (said === "expected end of table array declaration") return arrayHeaderEnd(text3, line, column, at2);
  if (said === "illegal character in key") return keyWords(text3, line, column, at2);
  if (said === "unrecognised escape sequence" || said === "invalid non-hex character in unicode escape")
    return escapeWords(text3, line, column, at2);
  if (said === "invalid value" || said === "expected comma or end of structure") {
    const open = headerInOpenArray(text3, at2);
    if (open !== null) return open;
  }
  if (said === "expected comma or end of structure")
    return structureWords(text3, at2) ?? strayAfterItem(text3, line, column, at2);
  if (said === "each key-value declaration must be followed by an end-of-line") {
    const quoted = apostrophe(text3, at2);
    return quoted === null ? afterValue(text3, line, column, at2, typesAt, valuesAt) : {
      line,
      column: column - 1,
      message: `text in single quotes cannot hold a ': write it in double quotes (${basicString(quoted)})`
    };
  }
  if (said === "invalid value" && /^[ \t]*(#.*)?$/.test(lineAt(text3, at2))) {
    const key = keyBeforeLastEquals(text3.slice(lineStart(text3, at2), at2));
    if (key !== null)
      return here(`${clip(key)} = has no value: write the value after the =, on the same line`);
  }
  if (said === "illegal leading zero" || said === "illegal character in numeric literal") {
    const comma = numberWithComma(text3, line, at2);
    if (comma !== null) return comma;
  }
  if (said === "illegal empty bare key" && text3[at2] === ".") {
    const before2 = text3.slice(lineStart(text3, at2), at2);
    if (/\.[ \t]*$/.test(before2)) return here("a dotted key has a key between its dots: remove this dot");
    if (/(?:^|[{,])[ \t]*(?:\[\[?[ \t]*)?$/.test(before2))
      return here("a key does not start with a dot: remove this dot");
  }
  if (said === "unexpected end of key") {
    const before2 = text3.slice(lineStart(text3, at2), at2);
    const dot = /\.[ \t]*$/.exec(before2);
    if (dot !== null)
      return {
        line,
        column: column - (before2.length - dot.index),
        message: "a dotted key has a key after each dot: remove this dot"
      };
    if (text3[at2] === "=" && before2.trim() === "")
      return here("a line starts with its key: remove this =, or write the key before it");
  }
  if (said === "illegal character in numeric literal" && (/["'[\]{}=\\;]/.test(text3[at2] ?? "") || unseen(text3[at2] ?? ""))) {
    const stray = strayInNumber(text3, at2);
    if (stray !== null) return { line, column: column - stray.start, message: stray.message };
  }
  if (said === "invalid value") {
    const skip = /^[ \t]*/.exec(lineAt(text3, at2))[0].length;
    const stray = strayBeforeValue(text3, at2 + skip);
    if (stray !== null) return { line, column: column + skip, message: stray };
  }
  const zero = said === "illegal leading zero";
  if (!zero && said !== "invalid value" && said !== "invalid date" && said !== "illegal character in numeric literal")
    return null;
  const bare2 = bareValue(text3, at2);
  if (bare2 === null || bare2.text.length > 60) return null;
  const value3 = bare2.text;
  const atValue = (message) => ({ line, column: column - (at2 - bare2.start), message });
  const whole = wholeText(text3, bare2.start, value3);
  const chars = [...whole];
  const unseenAt = chars.findIndex(unseen);
  if (unseenAt >= 0) {
    const clean = chars.filter((c) => !unseen(c)).join("");
    if (/^(?:true|false|[-+]?\d[\d_.eE+:-]*)$/.test(clean)) {
      const c = chars[unseenAt];
      const where = unseenAt === 0 ? "before" : unseenAt === chars.length - 1 ? "after" : "inside";
      const offset = chars.slice(0, unseenAt).join("").length;
      return {
        line,
        column: column - (at2 - bare2.start) + offset,
        message: `remove the ${charWords(c)} ${where} ${clean}`
      };
    }
  }
  if (zero && LEADING_ZERO.test(value3))
    return atValue(
      `${value3} is not a TOML number: write it without the leading zero (${value3.replace(/^([-+]?)0+(?=\d)/, "$1")}), or in quotes if it is text ("${value3}")`
    );
  const short = SHORT_DATE.test(value3);
  if (short || OTHER_DATE.test(value3)) {
    const iso = dateForm(value3);
    const example = iso === void 0 ? "" : ` (${iso})`;
    return atValue(
      short ? `${value3} is not a TOML date: write it YYYY-MM-DD, with two-digit month and day${example}` : (
        // A version number or a fraction may look the same: both fixes, the date's first.
        `${value3} is not a TOML value: write a date as YYYY-MM-DD${example}, or text in quotes`
      )
    );
  }
  if (!zero && !/[A-Za-z:/%]/.test(value3) || DATE_OR_TIME.test(value3)) return null;
  const lower = value3.toLowerCase();
  if (lower === "true" || lower === "false")
    return atValue(`${value3} is not a TOML value: write ${lower} in lower case`);
  const wants = fieldWants(text3, bare2.start, typesAt, valuesAt);
  if (typeof wants === "object" && wants !== null) return atValue(allowedWords(whole, wants.allowed));
  if (wants === "number") return atValue(numberWords(whole));
  if (wants !== "text" && scaledNumber(whole) !== null)
    return atValue(`${numberWords(whole)}, or ${quotedText(whole)}`);
  return atValue(quoteWords(whole));
}
function fieldWants(text3, at2, typesAt, valuesAt) {
  const path = keyPathAt(text3, at2);
  if (path === null) return null;
  const values = valuesAt(path);
  if (values !== null && values.length > 0) return { allowed: values };
  const types = typesAt(path);
  const number = types.includes("number") || types.includes("integer");
  const string = types.includes("string");
  return number && string ? "either" : number ? "number" : string ? "text" : null;
}
function allowedWords(words, allowed) {
  const same2 = allowed.length === 1 ? allowed[0] : allowed.find((v) => String(v).toLowerCase() === words.toLowerCase());
  const fix = same2 !== void 0 ? tomlValue(same2) : `one of ${allowed.map(tomlValue).join(", ")}`;
  return `${textWords(clip(words, 40))} is not a TOML value: write ${fix}`;
}
function scaledNumber(words) {
  const m = SCALED.exec(words);
  if (m === null) return null;
  const word = m[3];
  const scale = SCALE[word] ?? (/^(?:thousand|million|mln|billion)$/i.test(word) ? SCALE[word.toLowerCase()] : void 0) ?? (m[2] === "" && (word === "m" || word === "b") ? SCALE[word.toUpperCase()] : void 0);
  return scale === void 0 ? null : Number(m[1]) * scale;
}
function numberWords(words) {
  const n = scaledNumber(words);
  const example = n !== null && Number.isSafeInteger(n) ? ` (e.g. ${n})` : "";
  return `${textWords(clip(words, 40))} is not a TOML value: write a number${example}`;
}
function atTextEnd(text3, line, column, said) {
  if (said !== "incomplete key-value: cannot find end of key" && said !== "unfinished string") return null;
  const at2 = offsetOf(text3, line, column);
  if (text3.includes("\n", at2) || text3.includes("\0", at2)) return null;
  if (said === "unfinished string" && (text3.startsWith('"""', at2) || text3.startsWith("'''", at2))) return null;
  return {
    line,
    column: column + text3.length - at2,
    said: said === "unfinished string" ? "control characters are not allowed in strings" : "illegal character in key"
  };
}
function quoteWords(words) {
  if (words.length > QUOTED_MAX)
    return `${textWords(clip(words, 40))} is not a TOML value: put the whole text in quotes, up to the end of its line`;
  return `${textWords(words)} is not a TOML value: write ${quotedText(words)}`;
}
function wholeText(text3, start2, value3) {
  const before2 = text3.slice(lineStart(text3, start2), start2);
  const rest = lineAt(text3, start2);
  let whole;
  if (/^[ \t]*[^=\s[{][^=]*=[ \t]*$/.test(before2)) whole = withoutSpacedComment(rest);
  else if (/[[,][ \t]*$/.test(before2)) whole = /^[^,\]#"'[{}]*/.exec(rest)[0];
  whole = whole?.trimEnd();
  return whole !== void 0 && whole.length > value3.length ? whole : value3;
}
function arrayHeaderEnd(text3, line, column, at2) {
  const rest = lineAt(text3, at2);
  const here = (message, col = column) => ({ line, column: col, message });
  if (/^[ \t]*(#.*)?$/.test(rest)) return here("the table header is not closed: end it with ]]");
  if (!/^[ \t]*\[\[[^\]\n]*\]$/.test(text3.slice(lineStart(text3, at2), at2))) return null;
  if (/^[A-Za-z0-9_.-]+\]\][ \t]*(#.*)?$/.test(rest))
    return here("this ] ends the table header early: remove it", column - 1);
  const one = /^(.)(\]?)[ \t]*(#.*)?$/u.exec(rest);
  if (one === null || one[1] === "]") return null;
  const c = one[1] === " " || one[1] === "	" ? "space" : charWords(one[1]);
  return here(
    `a [[table]] header ends with ]]: ${one[2] === "]" ? `remove the ${c} between them` : `write ] in place of the ${c}`}`
  );
}
function strayBeforeValue(text3, at2) {
  const code = text3.codePointAt(at2);
  const c = code === void 0 ? void 0 : String.fromCodePoint(code);
  if (c === void 0 || !/[^ \t\nA-Za-z0-9"'[{+#-]/.test(c)) return null;
  const after = lineAt(text3, at2 + c.length);
  const quoted = /^([^"'\\\n]{1,60})"[ \t]*(?:[,\]}#]|$)/.exec(after);
  if (quoted !== null) return `write the text in quotes, without the ${charWords(c)} ("${quoted[1]}")`;
  const fraction = c === "." ? /^\d[\d_]*/.exec(after) : null;
  if (fraction !== null) return `write a number with a digit before its dot: 0.${fraction[0]}`;
  return VALUE_START.test(after) ? `remove the ${charWords(c)} before the value` : null;
}
function strayInNumber(text3, at2) {
  const c = text3[at2];
  const number = /[=[,][ \t]*([-+]?\d[\d_.eE+-]*)$/.exec(text3.slice(lineStart(text3, at2), at2));
  if (number === null) return null;
  const after = lineAt(text3, at2 + 1);
  if (c === '"' && /^[^"\n]+"[ \t]*([,\]}#]|$)/.test(after))
    return { message: `remove the ${number[1]} before the text`, start: number[1].length };
  const key = keyAhead(after);
  if (key !== null)
    return {
      message: `a key = value goes on a line of its own: start a new line before ${clip(key, 40)}`,
      start: 0
    };
  if (/^[ \t]*(#.*)?$/.test(after))
    return { message: `remove the ${charWords(c)} after the number`, start: 0 };
  return /^\d/.test(after) ? { message: `remove the ${charWords(c)} inside the number`, start: 0 } : null;
}
function commaAfterValue(text3, at2) {
  return text3[at2] === "," && /^[ \t]*(#.*)?$/.test(lineAt(text3, at2 + 1));
}
function escapeWords(text3, line, column, at2) {
  const start2 = lineStart(text3, at2);
  const slash = text3.lastIndexOf("\\", at2);
  if (slash < start2) return null;
  const open = text3.lastIndexOf('"', slash);
  const close = text3.indexOf('"', slash);
  const value3 = open >= start2 && close > slash && !/['\n]/.test(text3.slice(open, close)) ? text3.slice(open + 1, close) : null;
  const quote2 = value3 === null || value3.length > 60 ? "single quotes" : `single quotes ('${value3}')`;
  const code = text3.codePointAt(slash + 1);
  const next = code === void 0 ? "" : String.fromCodePoint(code);
  return {
    line,
    column: column - (at2 - slash),
    message: `${unseen(next) ? `\\ before ${charWords(next)}` : `\\${next}`} is not an escape in "\u2026" text: write a backslash as \\\\, or put the text in ${quote2}`
  };
}
function afterValue(text3, line, column, at2, typesAt, valuesAt) {
  const before2 = text3.slice(lineStart(text3, at2), at2);
  const rest = lineAt(text3, at2);
  const here = (message, col = column) => ({ line, column: col, message });
  if (/^[ \t]*\[/.test(before2)) {
    if (/^[A-Za-z0-9_.-]*\]{1,2}[ \t]*(#.*)?$/.test(rest))
      return here("this ] ends the table header early: remove it", column - 1);
  } else if (STRING_VALUE.test(before2) && /^[^"\n]*"[ \t]*(#.*)?$/.test(rest))
    return here(QUOTE_INSIDE, column - 1);
  const key = keyAhead(rest);
  if (key !== null)
    return here(`a key = value goes on a line of its own: start a new line before ${clip(key, 40)}`);
  const split = /=[ \t]*([-+]?\d[\d_]*)([ \t]+)$/.exec(before2);
  const digits = /^\d[\d_]*(?=[ \t]*(#.*)?$)/.exec(rest);
  if (split !== null && digits !== null) {
    const written = split[1].length + split[2].length;
    const wants = fieldWants(text3, at2 - written, typesAt, valuesAt);
    if (typeof wants === "object" && wants !== null)
      return here(allowedWords(`${split[1]}${split[2]}${digits[0]}`, wants.allowed), column - written);
    return here(`write a number without spaces: ${split[1]}${digits[0]}`, column - split[2].length);
  }
  const first = /^([ \t]*[^=\s[{][^=]*=[ \t]*)([-+\w.:]+)[ \t]+$/.exec(before2);
  const words = withoutSpacedComment(rest).trimEnd();
  const whole = first === null ? "" : before2.slice(first[1].length) + words;
  if (first !== null && /^[^"'=[\]{},#]+$/.test(words) && (/[A-Za-z]{2}/.test(words) || scaledNumber(whole) !== null)) {
    const alone = /^[-+]?\d/.test(first[2]) || first[2] === "true" || first[2] === "false";
    const wants = fieldWants(text3, lineStart(text3, at2) + first[1].length, typesAt, valuesAt);
    const quoted = quotedText(whole);
    const start2 = column - (before2.length - first[1].length);
    if (typeof wants === "object" && wants !== null) return here(allowedWords(whole, wants.allowed), start2);
    if (scaledNumber(whole) !== null && wants !== "text")
      return here(`${numberWords(whole)}${wants === "number" ? "" : `, or ${quoted}`}`, start2);
    return here(
      alone && whole.length <= QUOTED_MAX && wants !== "text" ? `${whole} is not a TOML value: write ${first[2]} alone${wants === "number" ? "" : `, or ${quoted}`}` : quoteWords(whole),
      start2
    );
  }
  const lead = /=[ \t]*(\S)[ \t]+$/.exec(before2);
  if (lead !== null && VALUE_START.test(rest))
    return here(
      `remove the ${charWords(lead[1])} before the value`,
      column - (before2.length - before2.lastIndexOf(lead[1]))
    );
  const extra = withoutComment(rest);
  if (/["'\]}]$/.test(before2) && extra.length <= 20)
    return here(
      `remove ${textWords(extra)} after the ${/^[ \t]*\[/.test(before2) ? "table header" : "value"}: only a # comment may follow it on its line`
    );
  return null;
}
function apostrophe(text3, at2) {
  const start2 = lineStart(text3, at2);
  const m = /^[ \t]*[^=]+=[ \t]*'([^']*)'/.exec(text3.slice(start2));
  if (m === null || start2 + m[0].length !== at2) return null;
  const rest = lineAt(text3, at2);
  const end = rest.lastIndexOf("'");
  return end < 0 ? null : clip(`${m[1]}'${rest.slice(0, end)}`, 60);
}
function curlyClose(text3, line, column, at2) {
  const before2 = text3.slice(lineStart(text3, at2), at2);
  const m = /"([^"\\\n\u201c]*)\u201d[ \t]*$/.exec(before2);
  if (m === null) return null;
  const back = before2.length - m.index - 1 - m[1].length;
  return {
    line,
    column: column - back,
    message: `\u201D is not a TOML quote: end the text with a straight quote (${basicString(clip(m[1], 60))})`
  };
}
function curlyQuoted(text3, at2) {
  const open = text3[at2];
  const close = open === "\u201C" ? "\u201D" : open === "\u2018" ? "\u2019" : null;
  if (close === null) return null;
  const rest = lineAt(text3, at2 + 1);
  const end = rest.lastIndexOf(close);
  const inner = end < 0 ? null : rest.slice(0, end);
  return `${open} and ${close} are not TOML quotes: write straight quotes${inner === null ? "" : ` (${basicString(clip(inner, 60))})`}`;
}
function numberWithComma(text3, line, at2) {
  const start2 = lineStart(text3, at2);
  const m = /^([ \t]*[^=[\]{}"']+=[ \t]*[-+]?)(\d+)((?:,\d+)+)[ \t]*(#.*)?$/.exec(lineAt(text3, start2));
  if (m === null) return null;
  const groups = m[3].slice(1).split(",");
  const column = m[1].length + m[2].length + 1;
  if (m[2] !== "0" && groups.every((g) => g.length === 3))
    return {
      line,
      column,
      message: `write a number without commas: ${m[2]}${groups.join("")} (or ${m[2]}_${groups.join("_")})`
    };
  if (groups.length === 1)
    return { line, column, message: `write a decimal number with a dot: ${m[2]}.${groups[0]}` };
  return null;
}
var VALUE_END, DATE_OR_TIME, basicString, tomlValue, SCALE, SCALED, QUOTED_MAX, quotedText, UNCLOSED, UNCLOSED_LINES, OTHER_DATE, LEADING_ZERO, SHORT_DATE, COMMA2, BOM, STRING_VALUE;
var init_syntax_words = __esm({
  "src/core/toml/syntax-words.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_message_text();
    init_char_names();
    init_dates();
    init_key_path();
    init_key_words();
    init_linear();
    init_structure_words();
    init_value_shapes();
    VALUE_END = /[\s,\]}#=[{"']/;
    DATE_OR_TIME = /^(\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2})/;
    basicString = (text3) => `"${text3.replace(/["\\]/g, "\\$&")}"`;
    tomlValue = (v) => typeof v === "string" ? basicString(v) : String(v);
    SCALE = {
      k: 1e3,
      K: 1e3,
      M: 1e6,
      B: 1e9,
      thousand: 1e3,
      million: 1e6,
      mln: 1e6,
      MM: 1e6,
      billion: 1e9
    };
    SCALED = /^([-+]?\d+(?:\.\d+)?)([ \t]*)([A-Za-z]+)$/;
    QUOTED_MAX = 60;
    quotedText = (words) => `text in quotes (${basicString(words)})`;
    UNCLOSED = 'a string is not closed on the line it starts: end it with its quote (text over several lines goes in """ \u2026 """)';
    UNCLOSED_LINES = "a multi-line string is not closed: end it with the three quotes it starts with";
    OTHER_DATE = /^(?:\d{4}[/.]\d{1,2}[/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})$/;
    LEADING_ZERO = /^[-+]?0\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d[\d_]*)?$/;
    SHORT_DATE = /^\d{4}-\d{1,2}-\d{1,2}$/;
    COMMA2 = "remove the comma after the value: a value ends at the end of its line (commas only go between items in [ \u2026 ] and { \u2026 })";
    BOM = "an invisible byte order mark (U+FEFF) is here: delete it";
    STRING_VALUE = new RegExp(String.raw`^[ \t]*${PAIR_KEY2}[ \t]*=[ \t]*"(?:[^"\\\n]|\\.)*"$`);
  }
});

// src/core/toml/twice.ts
function headersIn({ lines, inString }) {
  const headers = [];
  for (let i = 0; i < lines.length; i++) {
    const m = inString[i] ? null : HEADER2.exec(lines[i]);
    if (m === null) continue;
    const keys = (m[3].match(KEY) ?? []).map(unquote);
    headers.push({ line: i + 1, column: m[1].length + 1, keys, array: m[2] === "[[" });
  }
  return headers;
}
function topLevel() {
  const properties = source_record_v1_schema_default.properties;
  const fields2 = Object.keys(properties);
  return { fields: fields2, arrays: new Set(fields2.filter((k) => properties[k].type === "array")) };
}
function tableTwice(text3, line) {
  const upTo = { lines: text3.split("\n", line), inString: linesInStrings(text3, line) };
  const headers = headersIn(upTo);
  const here = headers[headers.length - 1];
  if (here === void 0 || here.line !== line) return null;
  const before2 = headers.slice(0, -1);
  const inline = inlineAbove(upTo, before2, here, line);
  if (inline !== null) return inline;
  const name = here.keys.join(".");
  const { fields: topFields, arrays } = topLevel();
  const oneTable = here.keys.length === 1 && topFields.includes(name) && !arrays.has(name);
  const single = `[[${name}]] must be [${name}], with single brackets: ${name} is one table, not an array of tables`;
  const from = before2.findLastIndex(
    (h) => h.array && h.keys.length < here.keys.length && same(h.keys, here.keys.slice(0, h.keys.length))
  );
  if (!here.array) {
    const items = before2.slice(from + 1).find((h) => h.array && same(h.keys, here.keys));
    if (items !== void 0 && oneTable) return { line: items.line, column: items.column, message: single };
    if (items !== void 0)
      return {
        line,
        column: here.column,
        message: `[${name}] must be [[${name}]], with double brackets: the [[${name}]] at line ${items.line} makes ${name} an array of tables, with a [[${name}]] header above each item`
      };
  } else if (oneTable) {
    if (before2.some((h) => !h.array && same(h.keys, here.keys)))
      return { line, column: here.column, message: single };
  } else if (isArrayOfTables(here.keys)) {
    const table2 = before2.slice(from + 1).find((h) => !h.array && same(h.keys, here.keys));
    if (table2 !== void 0)
      return {
        line: table2.line,
        column: table2.column,
        message: `[${name}] must be [[${name}]], with double brackets: ${name} is an array of tables, with a [[${name}]] header above each item (line ${line} has one)`
      };
  }
  const at2 = from;
  const item = before2[from];
  if (here.array)
    return madeTable(before2.slice(at2 + 1), here, line, topFields) ?? keyMade(upTo, before2, here, line);
  if (item === void 0) return null;
  const first = before2.slice(at2 + 1).find((h) => same(h.keys, here.keys) && h.array === here.array);
  if (first === void 0) return null;
  const slip = before2.slice(at2 + 1).find(
    (h) => h.line > first.line && h.array === item.array && !topFields.includes(h.keys[0]) && closest(h.keys[0], topFields) === item.keys[0]
  );
  if (slip !== void 0 && item.keys.length === 1)
    return {
      line: slip.line,
      column: slip.column,
      message: `unknown table ${show(slip)} (did you mean ${show(item)}?): the ${show(here)} at line ${line} then goes to the ${show(item)} of line ${item.line}, which has one already`
    };
  return {
    line,
    column: here.column,
    message: `table ${show(here)} is defined twice: a sub-table belongs to the ${show(item)} above it (line ${item.line}), which has one already at line ${first.line}; write it below that item`
  };
}
function inlineAbove({ lines, inString }, before2, here, line) {
  let table2 = [];
  let found = null;
  const headerAt = new Map(before2.map((h) => [h.line, h]));
  for (let i = 0; i < line - 1; i++) {
    if (inString[i]) continue;
    const header = headerAt.get(i + 1);
    if (header !== void 0) {
      table2 = header.keys;
      if (found !== null && header.array && header.keys.length <= found.path.length && same(header.keys, found.path.slice(0, header.keys.length)))
        found = null;
      continue;
    }
    const m = INLINE.exec(lines[i]);
    if (m === null) continue;
    const key2 = (m[1].match(KEY) ?? []).map(unquote);
    const path = [...table2, ...key2];
    if (path.length <= here.keys.length && same(path, here.keys.slice(0, path.length)))
      found = { at: i + 1, path, key: key2, array: m[2] !== "{" };
  }
  if (found === null) return null;
  const exact = found.path.length === here.keys.length;
  if (exact && here.array) return null;
  const name = found.path.join(".");
  const key = found.key.join(".");
  const what = found.array ? `\`${key} = [{ \u2026 }]\` at line ${found.at} is an inline array of tables, which takes no more items or tables: write each item as a [[${name}]] table` : `\`${key} = { \u2026 }\` at line ${found.at} is an inline table, which takes no more keys or tables: move its keys under a [${name}] header`;
  const head = exact ? `${show(here)} cannot reopen ${name}` : `${show(here)} cannot go into ${name}`;
  return { line, column: here.column, message: `${head}: ${what}` };
}
function madeTable(region, here, line, topFields) {
  const n = here.keys.length;
  const maker = region.find((h) => h.keys.length >= n && same(h.keys.slice(0, n), here.keys));
  if (maker === void 0 || maker.array && maker.keys.length === n) return null;
  const name = here.keys.join(".");
  const made = `${show(maker)} at line ${maker.line}`;
  if (maker.keys.length > n && n === 1) {
    const above = region.filter((h) => h.line < maker.line && h.keys.length === 1).pop();
    if (above !== void 0 && !topFields.includes(above.keys[0]) && closest(above.keys[0], topFields) === name)
      return {
        line: above.line,
        column: above.column,
        message: `unknown table ${show(above)} (did you mean ${show(here)}?): the ${made} then makes ${name} a table, and the ${show(here)} at line ${line} cannot add an item to it`
      };
  }
  const advice = maker.keys.length > n ? `: write a sub-table below the ${show(here)} header of its item` : "";
  return {
    line,
    column: here.column,
    message: `${show(here)} adds an item to an array, but ${made} already made ${name} a table${advice}`
  };
}
function keyMade({ lines, inString }, before2, here, line) {
  const parent2 = here.keys.slice(0, -1);
  const last3 = here.keys[here.keys.length - 1];
  let from = 0;
  if (parent2.length > 0) {
    const owner = before2.findLast((h) => same(h.keys, parent2));
    if (owner === void 0) return null;
    from = owner.line;
  }
  const to = (before2.find((h) => h.line > from)?.line ?? line) - 1;
  const name = here.keys.join(".");
  for (let i = from; i < to; i++) {
    const m = inString[i] ? null : KEY_LINE2.exec(lines[i]);
    if (m === null) continue;
    const path = m[1].match(KEY) ?? [];
    if (unquote(path[0] ?? "") !== last3) continue;
    const set2 = `${path.join(".")} = \u2026 at line ${i + 1}`;
    const message = path.length > 1 ? `${show(here)} adds an item to an array, but ${set2} already made ${name} a table: write its keys below a ${show(here)} header` : `${show(here)} adds an item to an array, but ${set2} already set ${name}${m[2] === "[" ? `, and an inline array cannot take more items: write every item as a ${show(here)} table, or all of them inside that line's brackets` : `: a key is either a value or an array of tables, not both`}`;
    return { line, column: here.column, message };
  }
  return null;
}
function firstDefinition(text3, line) {
  const lines = text3.split("\n", line);
  const inString = linesInStrings(text3, line);
  const again = lines[line - 1] ?? "";
  const header = HEADER2.exec(again);
  if (header !== null) {
    const path2 = keysOf(header[3]);
    let table2 = [];
    for (let n = 0; n < line - 1; n++) {
      if (inString[n]) continue;
      const h = HEADER2.exec(lines[n]);
      if (h !== null) {
        table2 = keysOf(h[3]);
        if (same(table2, path2)) return n + 1;
        continue;
      }
      const k = KEY_LINE2.exec(lines[n]);
      if (k === null) continue;
      const set2 = [...table2, ...keysOf(k[1])];
      if (path2.length > table2.length && path2.length <= set2.length && same(path2, set2.slice(0, path2.length)))
        return n + 1;
    }
    return null;
  }
  const key = KEY_LINE2.exec(again);
  if (key === null) return null;
  const path = keysOf(key[1]);
  for (let n = line - 2; n >= 0; n--) {
    if (inString[n]) continue;
    const l = lines[n];
    if (HEADER2.test(l)) break;
    const k = KEY_LINE2.exec(l);
    if (k === null) continue;
    const before2 = keysOf(k[1]);
    const n0 = Math.min(before2.length, path.length);
    if (same(before2.slice(0, n0), path.slice(0, n0))) return n + 1;
  }
  return null;
}
function inlineTwice(text3, at2) {
  const open = [];
  let wantKey = true;
  let i = 0;
  while (i <= at2 && i < text3.length) {
    const c = text3[i];
    const top = open[open.length - 1];
    if (c === "#") {
      const nl = text3.indexOf("\n", i);
      i = nl < 0 ? text3.length : nl;
    } else if (wantKey) {
      if (c === " " || c === "	" || c === "\n") i++;
      else if (top === void 0 && c === "[") {
        HEADER_AT.lastIndex = i;
        const h = HEADER_AT.exec(text3);
        if (h === null) return null;
        i += h[0].length;
      } else if (top?.table && c === "}") {
        open.pop();
        wantKey = false;
        i++;
      } else {
        KEY_AT.lastIndex = i;
        const k = KEY_AT.exec(text3);
        if (k === null) return null;
        const path = keysOf(k[0]);
        if (i === at2) return top?.table ? firstIn(text3, top, path, k[0]) : null;
        if (top?.table) top.keys.push({ path, at: i });
        const eq = text3.indexOf("=", i + k[0].length);
        if (eq < 0) return null;
        i = eq + 1;
        wantKey = false;
      }
    } else if (c === '"' || c === "'") i = skipString(text3, i, () => {
    });
    else {
      if (c === "[" || c === "{") open.push({ table: c === "{", keys: [] });
      else if (c === "]" || c === "}") open.pop();
      if (c === "{" || c === "," && top?.table || c === "\n" && top === void 0) wantKey = true;
      i++;
    }
  }
  return null;
}
function firstIn(text3, table2, path, key) {
  const first = table2.keys.find((k) => {
    const n = Math.min(k.path.length, path.length);
    return same(k.path.slice(0, n), path.slice(0, n));
  });
  if (first === void 0) return null;
  let line = 1;
  for (let n = text3.indexOf("\n"); n >= 0 && n < first.at; n = text3.indexOf("\n", n + 1)) line++;
  return { key, line };
}
var HEADER2, show, same, INLINE, KEY_LINE2, KEY_AT, HEADER_AT;
var init_twice = __esm({
  "src/core/toml/twice.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_source_record_v1_schema();
    init_message_text();
    init_schema_type();
    init_key_text();
    init_limits();
    init_linear();
    HEADER2 = /^([ \t]*)(\[\[?)([^\]#]+)\]/;
    show = (h) => h.array ? `[[${h.keys.join(".")}]]` : `[${h.keys.join(".")}]`;
    same = (a, b) => a.length === b.length && a.every((k, i) => k === b[i]);
    INLINE = new RegExp(String.raw`^[ \t]*(${PAIR_KEY})[ \t]*=[ \t]*(\{|\[[ \t]*\{)`);
    KEY_LINE2 = new RegExp(String.raw`^[ \t]*(${PAIR_KEY})[ \t]*=[ \t]*(\[?)`);
    KEY_AT = new RegExp(PAIR_KEY, "y");
    HEADER_AT = new RegExp(String.raw`\[\[?[ \t]*(?:${PAIR_KEY})[ \t]*\]\]?`, "y");
  }
});

// src/core/toml/parse.ts
function problem(file, rule, message, line = 1, column = 1) {
  return { ok: false, diagnostic: { file, line, column, pointer: "", rule, message, severity: "error" } };
}
function decodeUtf8(file, bytes) {
  try {
    if ((bytes[0] === 0 || bytes[1] === 0) && bytes.length > 1) {
      const wide = wideText(bytes);
      if (wide !== null) return wideProblem(file, wide);
    }
    const text3 = utf8.decode(bytes);
    return { ok: true, text: lineFeeds(text3.charCodeAt(0) === 65279 ? text3.slice(1) : text3) };
  } catch {
    const wide = wideText(bytes);
    if (wide !== null) return wideProblem(file, wide);
    let line = 1;
    let column = 1;
    let i = bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? 3 : 0;
    while (i < bytes.length) {
      const b = bytes[i];
      const len = b < 128 ? 1 : leadLength(b);
      if (len === 0 || !decodes(bytes.subarray(i, i + len), len)) break;
      if (b === 10) {
        line++;
        column = 1;
      } else column += len === 4 ? 2 : 1;
      i += len;
    }
    return problem(file, "file/encoding", "file is not valid UTF-8", line, column);
  }
}
function wideText(bytes) {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 255 && b1 === 254 && b2 === 0 && b3 === 0) return { width: 32, order: "little" };
  if (b0 === 0 && b1 === 0 && b2 === 254 && b3 === 255) return { width: 32, order: "big" };
  if (b0 === 255 && b1 === 254) return { width: 16, order: "little" };
  if (b0 === 254 && b1 === 255) return { width: 16, order: "big" };
  for (const width of [32, 16]) {
    const size = width / 8;
    const n = Math.min(bytes.length - bytes.length % size, 16);
    let little = n > 0;
    let big = n > 0;
    for (let i = 0; i < n; i += size)
      for (let k = 0; k < size; k++) {
        if (bytes[i + k] === 0 !== k > 0) little = false;
        if (bytes[i + k] === 0 !== k < size - 1) big = false;
      }
    if (little || big) return { width, order: little ? "little" : "big" };
  }
  return null;
}
function wideProblem(file, { width, order }) {
  return problem(
    file,
    "file/encoding",
    `the file is saved as UTF-${width} (${order}-endian): save it as UTF-8`
  );
}
function lineFeeds(text3) {
  return text3.includes("\r\n") ? text3.replace(CR_LF, "\n") : text3;
}
function isLfsPointer(text3) {
  return text3.startsWith(LFS_VERSION) && (text3.length === LFS_VERSION.length || text3[LFS_VERSION.length] === "\n");
}
function loneCr(text3, line, column) {
  const at2 = offsetOf(text3, line, column);
  return text3.charCodeAt(at2) === 13 && text3.charCodeAt(at2 + 1) !== 10;
}
function decodes(seq, len) {
  if (seq.length < len) return false;
  try {
    utf8.decode(seq);
    return true;
  } catch {
    return false;
  }
}
function leadLength(b) {
  if (b >= 194 && b <= 223) return 2;
  if (b >= 224 && b <= 239) return 3;
  if (b >= 240 && b <= 244) return 4;
  return 0;
}
function parseRecord(file, bytes) {
  try {
    return parseText(file, bytes);
  } catch (err) {
    const deep = err instanceof RangeError;
    const message = deep ? `TOML nests too deep to read (${clip(err.message)})` : `TOML could not be read: ${clip(String(err?.message ?? err))}`;
    return problem(file, deep ? "toml/too-deep" : "toml/syntax", message);
  }
}
function parseText(file, bytes) {
  let text3;
  if (typeof bytes === "string") text3 = lineFeeds(bytes);
  else {
    const decoded = decodeUtf8(file, bytes);
    if (!("text" in decoded)) return decoded;
    text3 = decoded.text;
  }
  const over = checkLimits(text3);
  if (over) return problem(file, over.rule, over.message, over.line, over.column);
  if (text3.charCodeAt(0) === 65279) return problem(file, "toml/syntax", `TOML syntax error: ${BOM}`);
  let raw;
  try {
    raw = parse2(text3, BIG_AS_BIGINT);
  } catch (err) {
    if (err instanceof TomlError) {
      if (isLfsPointer(text3)) return problem(file, "file/lfs-pointer", LFS_POINTER);
      const first = err.message.split("\n")[0].replace(/^Invalid TOML document:\s*/, "");
      const date = first === "invalid date" ? dateProblemAt(text3, err.line ?? 1, err.column ?? 1) : null;
      if (date !== null) return problem(file, "toml/invalid-date", date, err.line ?? 1, err.column ?? 1);
      const rule = /redefine/.test(first) ? "toml/duplicate-key" : "toml/syntax";
      const table2 = rule === "toml/duplicate-key" ? tableTwice(text3, err.line ?? 1) : null;
      if (table2 !== null) return problem(file, rule, table2.message, table2.line, table2.column);
      if (rule === "toml/duplicate-key") {
        const twice = duplicate(text3, err.line ?? 1, err.column ?? 1);
        return problem(file, rule, twice.message, err.line ?? 1, twice.column);
      }
      if (loneCr(text3, err.line ?? 1, err.column ?? 1))
        return problem(file, rule, `TOML syntax error: ${LONE_CR}`, err.line ?? 1, err.column ?? 1);
      const words = syntaxWords(text3, err.line ?? 1, err.column ?? 1, first, schemaTypesAt, schemaValuesAt);
      if (words !== null)
        return problem(file, rule, `TOML syntax error: ${words.message}`, words.line, words.column);
      return problem(file, rule, `TOML syntax error: ${clip(first)}`, err.line ?? 1, err.column ?? 1);
    }
    throw err;
  }
  const state = { nonFinite: false, rolled: false, big: false };
  const value3 = toJson(raw, state);
  const big = [];
  if (state.big) nearestNumbers(value3, "", big);
  const rolled = state.rolled ? rolledOverDate(text3) : null;
  if (rolled !== null) return problem(file, "toml/invalid-date", rolled.message, rolled.line, rolled.column);
  if (state.nonFinite) {
    const pointer = firstNonFinite(value3, "") ?? "";
    const locator = createLocator(text3);
    const { line, column } = locator.locate(pointer);
    const beyond = floatBeyond(text3, line, column);
    const message = `${fieldPath(pointer)} must be a finite number${beyond === null ? " (nan and inf have no JSON form)" : `: ${beyond}`}`;
    const stop = {
      file,
      line,
      column,
      pointer,
      rule: "toml/non-finite",
      message,
      severity: "error"
    };
    const places = big.map((b) => locator.locate(b.pointer, "container"));
    const above = big.flatMap((b, i) => before(places[i], stop) ? [{ b, at: places[i] }] : []);
    if (above.length === 0) return { ok: false, diagnostic: stop };
    let first = above[0];
    for (const a of above) if (before(a.at, first.at)) first = a;
    let all;
    const stopped = {
      get diagnostics() {
        all ??= [...above.map((a) => rangeDiagnostic(file, a.at, value3, a.b)), stop].sort(
          (a, b) => a.line - b.line || a.column - b.column
        );
        return all;
      }
    };
    return { ok: false, diagnostic: rangeDiagnostic(file, first.at, value3, first.b), stopped };
  }
  if (state.dates) textDates.set(value3, datesAt(value3, state.dates));
  if (big.length > 0) {
    const locator = createLocator(text3);
    const places = big.map((b) => locator.locate(b.pointer, "container"));
    const at2 = (i) => rangeDiagnostic(file, places[i], value3, big[i]);
    let first = 0;
    for (let i = 1; i < places.length; i++) if (before(places[i], places[first])) first = i;
    let all;
    const inexact = {
      text: text3,
      value: value3,
      // Thousands of them in a record cost seconds to word: only for a caller that shows them all.
      get diagnostics() {
        all ??= big.map((_, i) => at2(i)).sort((a, b) => a.line - b.line || a.column - b.column);
        return all;
      }
    };
    return { ok: false, diagnostic: at2(first), inexact };
  }
  return { ok: true, text: text3, value: value3 };
}
function floatBeyond(text3, line, column) {
  const rest = lineAt(text3, offsetOf(text3, line, column));
  const value3 = rest.slice(KEY_EQUALS.exec(rest)?.[0].length ?? 0);
  const number = FLOAT.exec(value3)?.[0];
  if (number === void 0) return null;
  return number.startsWith("-") ? `${number} is below the lowest float (-${LARGEST})` : `${number} is beyond the largest float (${LARGEST})`;
}
function unquotedDates(value3) {
  return textDates.get(value3);
}
function datesAt(value3, spots) {
  const wanted2 = new Set(spots.map(([container]) => container));
  const pointers = /* @__PURE__ */ new Map();
  const walk = (v, pointer) => {
    if (wanted2.has(v)) pointers.set(v, pointer);
    const o = v;
    for (const k in o) {
      const x = o[k];
      if (typeof x === "object" && x !== null) walk(x, append(pointer, k));
    }
  };
  walk(value3, "");
  return spots.flatMap(([container, key, kind]) => {
    const at2 = pointers.get(container);
    return at2 === void 0 ? [] : [{ pointer: append(at2, String(key)), kind }];
  });
}
function nearestNumbers(v, pointer, found) {
  const o = v;
  for (const k in o) {
    const x = o[k];
    if (typeof x === "bigint") {
      const at2 = append(pointer, k);
      found.push({ pointer: at2, value: x });
      const n = Number(x);
      const want = wanted(at2);
      if (!want.number) o[k] = x.toString();
      else o[k] = Number.isFinite(n) ? n : n > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE;
    } else if (typeof x === "object" && x !== null)
      nearestNumbers(x, append(pointer, k), found);
  }
}
function rangeDiagnostic(file, { line, column }, value3, { pointer, value: n }) {
  const message = rangeMessage(fieldPath(pointer, value3), pointer, n);
  return { file, line, column, pointer, rule: "toml/integer-range", message, severity: "error" };
}
function wanted(pointer) {
  const types = schemaTypesAt(parse(pointer));
  const number = types.includes("number") || types.includes("integer");
  const text3 = types.includes("string");
  return number || text3 ? { number, text: text3, known: true } : { number: true, text: true, known: false };
}
function rangeMessage(path, pointer, n) {
  const float = Number(n);
  const want = wanted(pointer);
  const digits = n.toString();
  if (!Number.isFinite(float)) {
    const fix2 = !want.known ? "text goes in quotes" : want.text ? "write it in quotes, as text" : "a number must be smaller";
    return `${path} is an integer of more than 308 digits, which neither JSON readers nor floats can hold: ${fix2}`;
  }
  const side = n > 0n ? "above 2^53 \u2212 1 (9007199254740991)" : "below \u2212(2^53 \u2212 1) (-9007199254740991)";
  const head = `${path} = ${clip(digits, 40)} is an integer ${side}, which JSON readers cannot hold exactly`;
  if (schemaFixedAt(parse(pointer))) return head;
  const written = float.toExponential().replace("e+", "e");
  const quoted = `"${clip(digits, 40)}"`;
  const fix = !want.known ? `write a number as a float, ${written}, or text in quotes, ${quoted}` : [
    ...want.number ? [`write it as a float, ${written}`] : [],
    ...want.text ? [`${want.number ? "or" : "write it"} in quotes, as text: ${quoted}`] : []
  ].join(", ");
  return `${head}: ${fix}`;
}
function parseToml(text3) {
  if (text3.charCodeAt(0) === 65279) return null;
  try {
    const state = { nonFinite: false, rolled: false, big: false };
    const value3 = toJson(parse2(text3), state);
    const bad = state.nonFinite || state.dates !== void 0;
    return bad || state.rolled && rolledOverDate(text3) !== null ? null : value3;
  } catch {
    return null;
  }
}
function duplicate(text3, line, column) {
  const inline = inlineTwice(text3, offsetOf(text3, line, column));
  if (inline !== null) {
    const where2 = inline.line === line ? "first earlier on this line" : `first at line ${inline.line}`;
    return {
      message: `duplicate key ${clip(keyName(inline.key) ?? inline.key)}: it is already defined in this table (${where2})`,
      column
    };
  }
  const written = text3.split("\n", line)[line - 1] ?? "";
  const source = written.trim();
  const first = firstDefinition(text3, line);
  const where = first === null ? "" : ` (first at line ${first})`;
  const table2 = /^\[\[?([^\]]+)\]/.exec(source);
  if (table2)
    return {
      message: `table [${clip(keyName(table2[1]) ?? (table2[1].trim() || table2[1].slice(-1)))}] is defined twice${where}`,
      column: (/^[ \t]*/.exec(written)?.[0].length ?? 0) + 1
    };
  const key = beforeEquals(source);
  return {
    message: key !== null ? `duplicate key ${clip(keyName(key) ?? key)}: it is already defined in this table${where}` : "duplicate key or table",
    column
  };
}
function metDate(state, spot) {
  if (state.dates) state.dates.push(spot);
  else state.dates = [spot];
}
function toJson(v, state) {
  if (typeof v !== "object" || v === null) {
    if (typeof v === "number") {
      if (!Number.isFinite(v)) state.nonFinite = true;
    } else if (typeof v === "bigint") state.big = true;
    return v;
  }
  if (v instanceof TomlDate) {
    const s = tomlDateToString(v);
    if (!v.isTime() && s.charCodeAt(8) === 48 && s.charCodeAt(9) <= 51) state.rolled = true;
    return s;
  }
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (x instanceof TomlDate) metDate(state, [v, i, dateKind(x)]);
      v[i] = toJson(x, state);
    }
    return v;
  }
  const o = v;
  for (const k in o) {
    const x = o[k];
    if (typeof x === "object" && x !== null) {
      if (x instanceof TomlDate && k !== DATE_FIELD) metDate(state, [o, k, dateKind(x)]);
      o[k] = toJson(x, state);
    } else if (typeof x === "number") o[k] = toJson(x, state);
    else if (typeof x === "bigint") state.big = true;
  }
  return o;
}
function firstNonFinite(v, pointer) {
  if (typeof v === "number") return Number.isFinite(v) ? null : pointer;
  if (v === null || typeof v !== "object") return null;
  for (const [k, x] of Object.entries(v)) {
    const found = firstNonFinite(x, append(pointer, k));
    if (found !== null) return found;
  }
  return null;
}
function tomlDateToString(d) {
  const iso = d.toISOString();
  if (d.isDate()) return iso;
  return iso.replace(/\.000(?=$|Z|[+-])/, "");
}
var BIG_AS_BIGINT, utf8, CR_LF, LFS_VERSION, LFS_POINTER, LONE_CR, LARGEST, KEY_EQUALS, FLOAT, DATE_FIELD, dateKind, textDates, before;
var init_parse2 = __esm({
  "src/core/toml/parse.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_dist();
    init_json_pointer();
    init_message_text();
    init_schema_type();
    init_format();
    init_dates();
    init_key_text();
    init_limits();
    init_linear();
    init_locate();
    init_syntax_words();
    init_twice();
    init_value_shapes();
    BIG_AS_BIGINT = { integersAsBigInt: "asNeeded" };
    utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    CR_LF = /(?<!\r)\r\n/g;
    LFS_VERSION = "version https://git-lfs.github.com/spec/v1";
    LFS_POINTER = "the file is a Git LFS pointer, not the record: fetch the file (git lfs pull; actions/checkout with lfs: true), or stop tracking records with LFS";
    LONE_CR = "a lone carriage return (CR, \\r) ends no line in TOML: end lines with LF or CRLF";
    LARGEST = "1.7976931348623157e308";
    KEY_EQUALS = new RegExp(String.raw`^(?:${PAIR_KEY2})[ \t]*=[ \t]*`);
    FLOAT = /^[-+]?[0-9][0-9_]*(?:\.[0-9_]+)?(?:[eE][-+]?[0-9_]+)?/;
    DATE_FIELD = "retrieved_on";
    dateKind = (d) => d.isDate() ? "date" : d.isTime() ? "time" : "date-time";
    textDates = /* @__PURE__ */ new WeakMap();
    before = (a, b) => a.line < b.line || a.line === b.line && a.column < b.column;
  }
});

// src/core/toml/chunked.ts
function headerKeys(line) {
  const m = HEADER3.exec(line);
  if (m === null) return null;
  const array = m[1] === "[[";
  if (array !== (m[3] === "]]")) return null;
  const keys = (m[2].match(KEY2) ?? []).map((k) => k[0] === '"' || k[0] === "'" ? k.slice(1, -1) : k);
  return { keys, array };
}
function changedSectionKeys(a, b) {
  const fromA = madeFrom.get(a)?.pieces;
  const fromB = madeFrom.get(b)?.pieces;
  if (fromA === void 0 || fromB === void 0 || fromA.length !== fromB.length) return null;
  const changed = /* @__PURE__ */ new Set();
  for (let i = 0; i < fromA.length; i++) {
    const pa = fromA[i];
    const pb = fromB[i];
    if (pa.keys.length === 0 || pb.keys.length === 0) {
      if (pa.keys.length !== pb.keys.length) return null;
      if (pa !== pb) for (const k of [...Object.keys(pa.body), ...Object.keys(pb.body)]) changed.add(k);
      continue;
    }
    if (pa.keys[0] !== pb.keys[0] || pa.array !== pb.array) return null;
    if (pa !== pb) changed.add(pa.keys[0]);
  }
  return changed;
}
function holdsAt(text3, piece, start2) {
  const end = start2 + piece.length;
  if (end > text3.length || text3.slice(start2, end) !== piece) return false;
  return end === text3.length || text3.charCodeAt(end - 1) === 10 && text3.charCodeAt(end) === 91;
}
function realign(guide, piece, expected) {
  for (const d of NEARBY) if (guide[expected + d] === piece) return expected + d + 1;
  return expected + 1;
}
function ownCopy(slice) {
  return ` ${slice}`.slice(1);
}
function nextHeader(text3, from) {
  const nl = text3.indexOf("\n[", from);
  return nl < 0 ? text3.length : nl + 1;
}
function startsHeader(text3, at2) {
  let j = at2;
  while (text3.charCodeAt(j) === 32 || text3.charCodeAt(j) === 9) j++;
  return text3.charCodeAt(j) === 91;
}
function parsePiece(text3) {
  if (INDENTED_BRACKET.test(text3)) return null;
  const { problem: problem3, values } = measureLimits(text3);
  if (problem3) return null;
  let keys = [];
  let array = false;
  if (startsHeader(text3, 0)) {
    const nl = text3.indexOf("\n");
    const header = headerKeys(nl < 0 ? text3 : text3.slice(0, nl));
    if (header === null) return null;
    ({ keys, array } = header);
  }
  const parsed = parseToml(text3);
  if (parsed === null) return null;
  let body = parsed;
  for (const k of keys) body = isObject(body) && Object.hasOwn(body, k) ? body[k] : void 0;
  if (array) body = Array.isArray(body) && body.length === 1 ? body[0] : void 0;
  if (!isObject(body)) return null;
  return { text: text3, keys, array, body, values };
}
function descend(parent2, key, v, made) {
  if (!isObject(v) || !made.tables.includes(v)) return null;
  if (!made.shared.includes(v)) return v;
  const copy = /* @__PURE__ */ Object.create(null);
  for (const k in v) copy[k] = v[k];
  made.tables.push(copy);
  made.defined.push(copy);
  parent2[key] = copy;
  return copy;
}
function place(root, piece, made) {
  const { keys, array, body } = piece;
  let node = root;
  for (let i = 0; i < keys.length - 1; i++) {
    const k = keys[i];
    const v2 = Object.hasOwn(node, k) ? node[k] : void 0;
    let next;
    if (v2 === void 0) {
      next = /* @__PURE__ */ Object.create(null);
      made.tables.push(next);
      node[k] = next;
    } else if (Array.isArray(v2) && made.arrays.includes(v2))
      next = descend(v2, v2.length - 1, v2[v2.length - 1], made);
    else next = descend(node, k, v2, made);
    if (next === null) return false;
    node = next;
  }
  if (keys.length === 0) {
    for (const k in body) root[k] = body[k];
    return true;
  }
  const last3 = keys[keys.length - 1];
  const v = Object.hasOwn(node, last3) ? node[last3] : void 0;
  if (array) {
    let list2;
    if (v === void 0) {
      list2 = [];
      made.arrays.push(list2);
      node[last3] = list2;
    } else if (Array.isArray(v) && made.arrays.includes(v)) list2 = v;
    else return false;
    list2.push(body);
  } else if (v === void 0) node[last3] = body;
  else {
    const target = descend(node, last3, v, made);
    if (target === null || made.defined.includes(target)) return false;
    made.defined.push(target);
    for (const k in body) {
      if (Object.hasOwn(target, k)) return false;
      target[k] = body[k];
    }
    return true;
  }
  made.tables.push(body);
  made.defined.push(body);
  made.shared.push(body);
  return true;
}
var HEADER3, KEY2, madeFrom, ChunkedParser, NEARBY, INDENTED_BRACKET;
var init_chunked = __esm({
  "src/core/toml/chunked.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    init_limits();
    init_parse2();
    HEADER3 = /^[ \t]*(\[\[?)[ \t]*((?:[A-Za-z0-9_-]+|"[^"\\\n\r]*"|'[^'\n\r]*')(?:[ \t]*\.[ \t]*(?:[A-Za-z0-9_-]+|"[^"\\\n\r]*"|'[^'\n\r]*'))*)[ \t]*(\]\]?)[ \t]*(?:#[^\n]*)?\r?$/;
    KEY2 = /[A-Za-z0-9_-]+|"[^"\\\n\r]*"|'[^'\n\r]*'/g;
    madeFrom = /* @__PURE__ */ new WeakMap();
    ChunkedParser = class {
      pieces = /* @__PURE__ */ new Map();
      /**
       * The value of one version, or parseRecord's diagnostic when it does not parse: decoded once (a
       * byte order mark dropped, as parseRecord drops it), then assembled, else parsed whole.
       */
      parse(file, bytes, like) {
        const decoded = decodeUtf8(file, bytes);
        if (!decoded.ok) return decoded;
        const value3 = this.assembledText(decoded.text, like);
        if (value3 !== null) return { ok: true, value: value3 };
        const whole = parseRecord(file, decoded.text);
        return whole.ok ? { ok: true, value: whole.value } : { ok: false, diagnostic: whole.diagnostic };
      }
      /** Cache size, for tests and measurements. */
      get size() {
        return this.pieces.size;
      }
      /**
       * The piece of `text` from `start` to `end`, parsed once per distinct text. What is kept (the
       * key, and the strings parsed from it, which V8 makes views of it) is a copy of the piece alone:
       * a slice would keep the whole version's text alive.
       */
      piece(text3, start2, end) {
        const slice = text3.slice(start2, end);
        const known2 = this.pieces.get(slice);
        if (known2 !== void 0) return known2;
        const own = ownCopy(slice);
        const piece = parsePiece(own);
        this.pieces.set(own, piece);
        return piece;
      }
      /**
       * The value of a version's decoded text from its pieces, or null when only a whole parse can
       * tell: for a caller that has decoded the bytes already. `like`, a version assembled here before
       * (another version of the same file), is followed along: where the text holds its next piece at a
       * cut, that piece is taken after one native compare instead of being cut, hashed and looked up.
       * The same pieces either way, as a piece is found by its text.
       */
      assembledText(text3, like) {
        const from = like === void 0 ? void 0 : madeFrom.get(like);
        const guide = from?.pieces;
        const whole = from?.contiguous ? like : void 0;
        const root = /* @__PURE__ */ Object.create(null);
        const made = {
          tables: [root],
          defined: [root],
          shared: [],
          arrays: []
        };
        const used = [];
        let values = 0;
        let start2 = 0;
        let next = 0;
        let contiguous = true;
        let lastKey;
        let cut;
        do {
          if (whole !== void 0 && cut === void 0) {
            const run = this.wholeRun(text3, start2, guide, next, root);
            if (run === null) return null;
            if (run !== void 0) {
              root[run.key] = whole[run.key];
              for (let i = next; i < run.end; i++) {
                values += guide[i].values;
                used.push(guide[i]);
              }
              if (values > MAX_VALUES) return null;
              [next, start2, cut, lastKey] = [run.end, run.at, run.following, run.key];
              continue;
            }
          }
          let piece = cut ?? guide?.[next];
          if (cut === void 0 && piece !== void 0 && holdsAt(text3, piece.text, start2)) next++;
          else {
            piece = cut ?? this.piece(text3, start2, nextHeader(text3, start2));
            if (piece === null) return null;
            if (guide !== void 0) next = realign(guide, piece, next);
          }
          cut = void 0;
          const key = piece.keys[0];
          if (key !== void 0 && key !== lastKey && Object.hasOwn(root, key)) contiguous = false;
          lastKey = key;
          values += piece.values;
          if (values > MAX_VALUES || !place(root, piece, made)) return null;
          used.push(piece);
          start2 += piece.text.length;
        } while (start2 < text3.length);
        madeFrom.set(root, { pieces: used, contiguous });
        return root;
      }
      /**
       * A top-level table the text holds exactly as the guide does: the guide's pieces for its key, all
       * of them, in place from `start`, and the text's next piece under another key. Its value is then
       * the guide's (made from the same pieces alone), taken as it is instead of placed piece by piece,
       * so the diff finds it `===` too. Undefined where that does not hold; null where the piece after
       * it does not parse alone (only a whole parse can tell). `following`: that piece, when cut here.
       */
      wholeRun(text3, start2, guide, next, root) {
        const first = guide[next];
        const key = first?.keys[0];
        if (key === void 0 || next > 0 && guide[next - 1].keys[0] === key || Object.hasOwn(root, key))
          return void 0;
        let end = next;
        let at2 = start2;
        for (; guide[end]?.keys[0] === key; end++) {
          const piece = guide[end];
          if (!holdsAt(text3, piece.text, at2)) return void 0;
          at2 += piece.text.length;
        }
        let following;
        if (at2 < text3.length && !(guide[end] !== void 0 && holdsAt(text3, guide[end].text, at2))) {
          following = this.piece(text3, at2, nextHeader(text3, at2));
          if (following === null) return null;
          if (following.keys[0] === key) return void 0;
        }
        return { key, end, at: at2, following };
      }
    };
    NEARBY = [1, -1, 2, -2];
    INDENTED_BRACKET = /\n[ \t]+\[/;
  }
});

// src/core/validate/finding.ts
var FindingBudget;
var init_finding = __esm({
  "src/core/validate/finding.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    FindingBudget = class {
      constructor(limit = Number.POSITIVE_INFINITY, wanted2) {
        this.limit = limit;
        this.wanted = wanted2;
      }
      limit;
      wanted;
      findings = [];
      unworded = 0;
      /** True when no more findings will be worded. */
      get spent() {
        return this.findings.length >= this.limit;
      }
      /**
       * Words the finding (calls `make`) only while the budget lasts. `at` gives cheaply the pointers it
       * is about: its own, and for `min` above `max` the other bound's too.
       */
      push(make, at2) {
        if (this.wanted !== void 0 && at2 !== void 0 && ![at2()].flat().some(this.wanted)) return;
        if (this.spent) this.unworded++;
        else this.findings.push(make());
      }
    };
  }
});

// src/generated/source-record-validator.js
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.lab === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lab" }, message: "must have required property 'lab'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.modality === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "modality" }, message: "must have required property 'modality'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "name" || key0 === "aliases" || key0 === "lab" || key0 === "modality" || key0 === "status" || key0 === "source_ids")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern0.test(data0)) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$"', schema: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$", parentSchema: schema12.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.id.type, parentSchema: schema12.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data1 = data.name;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err9 = { instancePath: instancePath + "/name", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data1 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/name", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.aliases !== void 0) {
      let data2 = data.aliases;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err11 = { instancePath: instancePath + "/aliases", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 === "string") {
            if (func3(data3) < 1) {
              const err12 = { instancePath: instancePath + "/aliases/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/aliases/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data3 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        let i1 = data2.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data2[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err14 = { instancePath: instancePath + "/aliases", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema14, data: data2 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/aliases", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data2 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.lab !== void 0) {
      let data4 = data.lab;
      if (typeof data4 === "string") {
        if (func3(data4) < 1) {
          const err16 = { instancePath: instancePath + "/lab", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data4 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/lab", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data4 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.modality !== void 0) {
      let data5 = data.modality;
      if (typeof data5 !== "string") {
        const err18 = { instancePath: instancePath + "/modality", schemaPath: "#/properties/modality/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.modality.type, parentSchema: schema12.properties.modality, data: data5 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (!(data5 === "image" || data5 === "video" || data5 === "audio")) {
        const err19 = { instancePath: instancePath + "/modality", schemaPath: "#/properties/modality/enum", keyword: "enum", params: { allowedValues: schema12.properties.modality.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.modality.enum, parentSchema: schema12.properties.modality, data: data5 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data6 = data.status;
      if (typeof data6 !== "string") {
        const err20 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.status.type, parentSchema: schema12.properties.status, data: data6 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data6 === "available" || data6 === "preview" || data6 === "unknown")) {
        const err21 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema12.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.status.enum, parentSchema: schema12.properties.status, data: data6 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data7 = data.source_ids;
      if (Array.isArray(data7)) {
        if (data7.length < 1) {
          const err22 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data7 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len1 = data7.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data8 = data7[i2];
          if (typeof data8 === "string") {
            if (func3(data8) < 1) {
              const err23 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data8 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data8 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        let i3 = data7.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data7[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err25 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema16, data: data7 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data7 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.type, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema17.required, parentSchema: schema17, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.value === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema17.required, parentSchema: schema17, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema17.required, parentSchema: schema17, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "kind" || key0 === "value" || key0 === "resolves_to" || key0 === "source_ids")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema17, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data0 = data.kind;
      if (typeof data0 !== "string") {
        const err4 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.properties.kind.type, parentSchema: schema17.properties.kind, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data0 === "model_id" || data0 === "snapshot_id" || data0 === "version_selector")) {
        const err5 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema17.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema17.properties.kind.enum, parentSchema: schema17.properties.kind, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.value !== void 0) {
      let data1 = data.value;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err6 = { instancePath: instancePath + "/value", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/value", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.resolves_to !== void 0) {
      let data2 = data.resolves_to;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err8 = { instancePath: instancePath + "/resolves_to", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data2 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/resolves_to", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data3 = data.source_ids;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err10 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data3 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === "string") {
            if (func3(data4) < 1) {
              const err11 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        let i1 = data3.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data3[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err13 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data3 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data3 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema17.type, parentSchema: schema17, data };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema24.required, parentSchema: schema24, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "code")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema24, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (func3(data0) < 1) {
          const err2 = { instancePath: instancePath + "/name", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/name", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.code !== void 0) {
      let data1 = data.code;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err4 = { instancePath: instancePath + "/code", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/code", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema24.type, parentSchema: schema24, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate16.errors = vErrors;
  return errors === 0;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        let data0 = data.state;
        if (!(data0 === "unsupported" || data0 === "not_applicable" || data0 === "unknown")) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.published_label !== void 0) {
        const err2 = { instancePath: instancePath + "/published_label", schemaPath: "#/allOf/0/then/properties/published_label/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema21.allOf[0].then.properties.published_label, data: data.published_label };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.listed_count !== void 0) {
        const err3 = { instancePath: instancePath + "/listed_count", schemaPath: "#/allOf/0/then/properties/listed_count/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema21.allOf[0].then.properties.listed_count, data: data.listed_count };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.list_completeness !== void 0) {
        const err4 = { instancePath: instancePath + "/list_completeness", schemaPath: "#/allOf/0/then/properties/list_completeness/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema21.allOf[0].then.properties.list_completeness, data: data.list_completeness };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.languages !== void 0) {
        const err5 = { instancePath: instancePath + "/languages", schemaPath: "#/allOf/0/then/properties/languages/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema21.allOf[0].then.properties.languages, data: data.languages };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err6 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema21.allOf[0].if, parentSchema: schema21.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.state === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema21.required, parentSchema: schema21, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.scope === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scope" }, message: "must have required property 'scope'", schema: schema21.required, parentSchema: schema21, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema21.required, parentSchema: schema21, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "state" || key0 === "scope" || key0 === "published_label" || key0 === "listed_count" || key0 === "list_completeness" || key0 === "languages" || key0 === "source_ids")) {
        const err10 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema21, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data5 = data.state;
      if (typeof data5 !== "string") {
        const err11 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data5 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (!(data5 === "supported" || data5 === "unsupported" || data5 === "not_applicable" || data5 === "unknown")) {
        const err12 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data5 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.scope !== void 0) {
      let data6 = data.scope;
      if (typeof data6 !== "string") {
        const err13 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.properties.scope.type, parentSchema: schema21.properties.scope, data: data6 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (!(data6 === "native_audio" || data6 === "speech_output" || data6 === "prompt_input")) {
        const err14 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/enum", keyword: "enum", params: { allowedValues: schema21.properties.scope.enum }, message: "must be equal to one of the allowed values", schema: schema21.properties.scope.enum, parentSchema: schema21.properties.scope, data: data6 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.published_label !== void 0) {
      let data7 = data.published_label;
      if (typeof data7 === "string") {
        if (func3(data7) < 1) {
          const err15 = { instancePath: instancePath + "/published_label", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data7 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = { instancePath: instancePath + "/published_label", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data7 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.listed_count !== void 0) {
      let data8 = data.listed_count;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
        const err17 = { instancePath: instancePath + "/listed_count", schemaPath: "#/properties/listed_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema21.properties.listed_count.type, parentSchema: schema21.properties.listed_count, data: data8 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 < 1 || isNaN(data8)) {
          const err18 = { instancePath: instancePath + "/listed_count", schemaPath: "#/properties/listed_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema21.properties.listed_count, data: data8 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.list_completeness !== void 0) {
      let data9 = data.list_completeness;
      if (typeof data9 !== "string") {
        const err19 = { instancePath: instancePath + "/list_completeness", schemaPath: "#/properties/list_completeness/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.properties.list_completeness.type, parentSchema: schema21.properties.list_completeness, data: data9 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if ("non_exhaustive" !== data9) {
        const err20 = { instancePath: instancePath + "/list_completeness", schemaPath: "#/properties/list_completeness/const", keyword: "const", params: { allowedValue: "non_exhaustive" }, message: "must be equal to constant", schema: "non_exhaustive", parentSchema: schema21.properties.list_completeness, data: data9 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.languages !== void 0) {
      let data10 = data.languages;
      if (Array.isArray(data10)) {
        if (data10.length < 1) {
          const err21 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema21.properties.languages, data: data10 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        const len0 = data10.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate16(data10[i0], { instancePath: instancePath + "/languages/" + i0, parentData: data10, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/languages", schemaPath: "#/properties/languages/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema21.properties.languages.type, parentSchema: schema21.properties.languages, data: data10 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data12 = data.source_ids;
      if (Array.isArray(data12)) {
        if (data12.length < 1) {
          const err23 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data12 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        const len1 = data12.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data13 = data12[i1];
          if (typeof data13 === "string") {
            if (func3(data13) < 1) {
              const err24 = { instancePath: instancePath + "/source_ids/" + i1, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data13 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          } else {
            const err25 = { instancePath: instancePath + "/source_ids/" + i1, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data13 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        let i2 = data12.length;
        let j0;
        if (i2 > 1) {
          const indices0 = {};
          for (; i2--; ) {
            let item0 = data12[i2];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err26 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)", schema: true, parentSchema: schema16, data: data12 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
              break;
            }
            indices0[item0] = i2;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data12 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
  } else {
    const err28 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema21.type, parentSchema: schema21, data };
    if (vErrors === null) {
      vErrors = [err28];
    } else {
      vErrors.push(err28);
    }
    errors++;
  }
  validate15.errors = vErrors;
  return errors === 0;
}
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("supported" !== data.state) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.mode === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'", schema: schema36.allOf[0].then.required, parentSchema: schema36.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.unit === void 0) {
        const err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "unit" }, message: "must have required property 'unit'", schema: schema36.allOf[0].then.required, parentSchema: schema36.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.min === void 0) {
        const err4 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema36.allOf[0].then.required, parentSchema: schema36.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.max === void 0) {
        const err5 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema36.allOf[0].then.required, parentSchema: schema36.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err6 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema36.allOf[0].if, parentSchema: schema36.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  const _errs7 = errors;
  let valid3 = true;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.state === void 0 && (missing1 = "state")) {
      const err7 = {};
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        let data1 = data.state;
        if (!(data1 === "unsupported" || data1 === "not_applicable" || data1 === "unknown")) {
          const err8 = {};
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs8 === errors;
  errors = _errs7;
  if (vErrors !== null) {
    if (_errs7) {
      vErrors.length = _errs7;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.mode !== void 0) {
        const err9 = { instancePath: instancePath + "/mode", schemaPath: "#/allOf/1/then/properties/mode/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema36.allOf[1].then.properties.mode, data: data.mode };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.unit !== void 0) {
        const err10 = { instancePath: instancePath + "/unit", schemaPath: "#/allOf/1/then/properties/unit/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema36.allOf[1].then.properties.unit, data: data.unit };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.min !== void 0) {
        const err11 = { instancePath: instancePath + "/min", schemaPath: "#/allOf/1/then/properties/min/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema36.allOf[1].then.properties.min, data: data.min };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.max !== void 0) {
        const err12 = { instancePath: instancePath + "/max", schemaPath: "#/allOf/1/then/properties/max/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema36.allOf[1].then.properties.max, data: data.max };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.step !== void 0) {
        const err13 = { instancePath: instancePath + "/step", schemaPath: "#/allOf/1/then/properties/step/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema36.allOf[1].then.properties.step, data: data.step };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.automatic !== void 0) {
        const err14 = { instancePath: instancePath + "/automatic", schemaPath: "#/allOf/1/then/properties/automatic/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema36.allOf[1].then.properties.automatic, data: data.automatic };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    var _valid1 = _errs10 === errors;
    valid3 = _valid1;
  }
  if (!valid3) {
    const err15 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema36.allOf[1].if, parentSchema: schema36.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.state === void 0) {
      const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema36.required, parentSchema: schema36, data };
      if (vErrors === null) {
        vErrors = [err17];
      } else {
        vErrors.push(err17);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "state" || key0 === "mode" || key0 === "unit" || key0 === "min" || key0 === "max" || key0 === "step" || key0 === "automatic" || key0 === "source_ids")) {
        const err18 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema36, data };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data8 = data.state;
      if (typeof data8 !== "string") {
        const err19 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data8 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (!(data8 === "supported" || data8 === "unsupported" || data8 === "not_applicable" || data8 === "unknown")) {
        const err20 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data8 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data9 = data.mode;
      if (typeof data9 !== "string") {
        const err21 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.mode.type, parentSchema: schema36.properties.mode, data: data9 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if ("range" !== data9) {
        const err22 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/const", keyword: "const", params: { allowedValue: "range" }, message: "must be equal to constant", schema: "range", parentSchema: schema36.properties.mode, data: data9 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.unit !== void 0) {
      let data10 = data.unit;
      if (typeof data10 !== "string") {
        const err23 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.unit.type, parentSchema: schema36.properties.unit, data: data10 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if ("second" !== data10) {
        const err24 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/const", keyword: "const", params: { allowedValue: "second" }, message: "must be equal to constant", schema: "second", parentSchema: schema36.properties.unit, data: data10 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.min !== void 0) {
      let data11 = data.min;
      if (typeof data11 == "number" && isFinite(data11)) {
        if (data11 < 0 || isNaN(data11)) {
          const err25 = { instancePath: instancePath + "/min", schemaPath: "#/properties/min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema36.properties.min, data: data11 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      } else {
        const err26 = { instancePath: instancePath + "/min", schemaPath: "#/properties/min/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema36.properties.min.type, parentSchema: schema36.properties.min, data: data11 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.max !== void 0) {
      let data12 = data.max;
      if (typeof data12 == "number" && isFinite(data12)) {
        if (data12 <= 0 || isNaN(data12)) {
          const err27 = { instancePath: instancePath + "/max", schemaPath: "#/properties/max/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema36.properties.max, data: data12 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      } else {
        const err28 = { instancePath: instancePath + "/max", schemaPath: "#/properties/max/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema36.properties.max.type, parentSchema: schema36.properties.max, data: data12 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.step !== void 0) {
      let data13 = data.step;
      if (typeof data13 == "number" && isFinite(data13)) {
        if (data13 <= 0 || isNaN(data13)) {
          const err29 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema36.properties.step, data: data13 };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema36.properties.step.type, parentSchema: schema36.properties.step, data: data13 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.automatic !== void 0) {
      let data14 = data.automatic;
      if (typeof data14 !== "boolean") {
        const err31 = { instancePath: instancePath + "/automatic", schemaPath: "#/properties/automatic/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema36.properties.automatic.type, parentSchema: schema36.properties.automatic, data: data14 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data15 = data.source_ids;
      if (Array.isArray(data15)) {
        if (data15.length < 1) {
          const err32 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data15 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        const len0 = data15.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data16 = data15[i0];
          if (typeof data16 === "string") {
            if (func3(data16) < 1) {
              const err33 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data16 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          } else {
            const err34 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data16 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        let i1 = data15.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data15[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err35 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data15 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err36 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data15 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
  } else {
    const err37 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data };
    if (vErrors === null) {
      vErrors = [err37];
    } else {
      vErrors.push(err37);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("supported" !== data.state) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.unit === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "unit" }, message: "must have required property 'unit'", schema: schema39.allOf[0].then.required, parentSchema: schema39.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.max === void 0) {
        const err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema39.allOf[0].then.required, parentSchema: schema39.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err4 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema39.allOf[0].if, parentSchema: schema39.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  const _errs7 = errors;
  let valid3 = true;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.state === void 0 && (missing1 = "state")) {
      const err5 = {};
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        let data1 = data.state;
        if (!(data1 === "unsupported" || data1 === "not_applicable" || data1 === "unknown")) {
          const err6 = {};
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs8 === errors;
  errors = _errs7;
  if (vErrors !== null) {
    if (_errs7) {
      vErrors.length = _errs7;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.unit !== void 0) {
        const err7 = { instancePath: instancePath + "/unit", schemaPath: "#/allOf/1/then/properties/unit/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema39.allOf[1].then.properties.unit, data: data.unit };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.max !== void 0) {
        const err8 = { instancePath: instancePath + "/max", schemaPath: "#/allOf/1/then/properties/max/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema39.allOf[1].then.properties.max, data: data.max };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    var _valid1 = _errs10 === errors;
    valid3 = _valid1;
  }
  if (!valid3) {
    const err9 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema39.allOf[1].if, parentSchema: schema39.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.state === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema39.required, parentSchema: schema39, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema39.required, parentSchema: schema39, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "state" || key0 === "unit" || key0 === "max" || key0 === "source_ids")) {
        const err12 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema39, data };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data4 = data.state;
      if (typeof data4 !== "string") {
        const err13 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data4 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (!(data4 === "supported" || data4 === "unsupported" || data4 === "not_applicable" || data4 === "unknown")) {
        const err14 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data4 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.unit !== void 0) {
      let data5 = data.unit;
      if (typeof data5 !== "string") {
        const err15 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.unit.type, parentSchema: schema39.properties.unit, data: data5 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (!(data5 === "character" || data5 === "utf16_code_unit")) {
        const err16 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/enum", keyword: "enum", params: { allowedValues: schema39.properties.unit.enum }, message: "must be equal to one of the allowed values", schema: schema39.properties.unit.enum, parentSchema: schema39.properties.unit, data: data5 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.max !== void 0) {
      let data6 = data.max;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
        const err17 = { instancePath: instancePath + "/max", schemaPath: "#/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema39.properties.max.type, parentSchema: schema39.properties.max, data: data6 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data6 == "number" && isFinite(data6)) {
        if (data6 < 1 || isNaN(data6)) {
          const err18 = { instancePath: instancePath + "/max", schemaPath: "#/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema39.properties.max, data: data6 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.source_ids !== void 0) {
      let data7 = data.source_ids;
      if (Array.isArray(data7)) {
        if (data7.length < 1) {
          const err19 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data7 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (typeof data8 === "string") {
            if (func3(data8) < 1) {
              const err20 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data8 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          } else {
            const err21 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data8 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        let i1 = data7.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data7[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err22 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data7 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data7 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.type, parentSchema: schema39, data };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("supported" !== data.state) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.mode === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'", schema: schema42.allOf[0].then.required, parentSchema: schema42.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.unit === void 0) {
        const err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "unit" }, message: "must have required property 'unit'", schema: schema42.allOf[0].then.required, parentSchema: schema42.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.values === void 0) {
        const err4 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "values" }, message: "must have required property 'values'", schema: schema42.allOf[0].then.required, parentSchema: schema42.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err5 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema42.allOf[0].if, parentSchema: schema42.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  const _errs7 = errors;
  let valid3 = true;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.state === void 0 && (missing1 = "state")) {
      const err6 = {};
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        let data1 = data.state;
        if (!(data1 === "unsupported" || data1 === "not_applicable" || data1 === "unknown")) {
          const err7 = {};
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs8 === errors;
  errors = _errs7;
  if (vErrors !== null) {
    if (_errs7) {
      vErrors.length = _errs7;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.mode !== void 0) {
        const err8 = { instancePath: instancePath + "/mode", schemaPath: "#/allOf/1/then/properties/mode/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema42.allOf[1].then.properties.mode, data: data.mode };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.unit !== void 0) {
        const err9 = { instancePath: instancePath + "/unit", schemaPath: "#/allOf/1/then/properties/unit/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema42.allOf[1].then.properties.unit, data: data.unit };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.values !== void 0) {
        const err10 = { instancePath: instancePath + "/values", schemaPath: "#/allOf/1/then/properties/values/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema42.allOf[1].then.properties.values, data: data.values };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    var _valid1 = _errs10 === errors;
    valid3 = _valid1;
  }
  if (!valid3) {
    const err11 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema42.allOf[1].if, parentSchema: schema42.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.state === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "state" || key0 === "mode" || key0 === "unit" || key0 === "values" || key0 === "source_ids")) {
        const err14 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42, data };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data5 = data.state;
      if (typeof data5 !== "string") {
        const err15 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data5 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (!(data5 === "supported" || data5 === "unsupported" || data5 === "not_applicable" || data5 === "unknown")) {
        const err16 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data5 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data6 = data.mode;
      if (typeof data6 !== "string") {
        const err17 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.mode.type, parentSchema: schema42.properties.mode, data: data6 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if ("exact_set" !== data6) {
        const err18 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/const", keyword: "const", params: { allowedValue: "exact_set" }, message: "must be equal to constant", schema: "exact_set", parentSchema: schema42.properties.mode, data: data6 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.unit !== void 0) {
      let data7 = data.unit;
      if (typeof data7 !== "string") {
        const err19 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.unit.type, parentSchema: schema42.properties.unit, data: data7 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if ("frame_per_second" !== data7) {
        const err20 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/const", keyword: "const", params: { allowedValue: "frame_per_second" }, message: "must be equal to constant", schema: "frame_per_second", parentSchema: schema42.properties.unit, data: data7 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.values !== void 0) {
      let data8 = data.values;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err21 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema42.properties.values, data: data8 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data9 = data8[i0];
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 <= 0 || isNaN(data9)) {
              const err22 = { instancePath: instancePath + "/values/" + i0, schemaPath: "#/properties/values/items/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema42.properties.values.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/values/" + i0, schemaPath: "#/properties/values/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.values.items.type, parentSchema: schema42.properties.values.items, data: data9 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        let i1 = data8.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data8[i1];
            if (!(typeof item0 == "number" && isFinite(item0))) {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err24 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema42.properties.values, data: data8 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema42.properties.values.type, parentSchema: schema42.properties.values, data: data8 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data10 = data.source_ids;
      if (Array.isArray(data10)) {
        if (data10.length < 1) {
          const err26 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data10 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        const len1 = data10.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data11 = data10[i2];
          if (typeof data11 === "string") {
            if (func3(data11) < 1) {
              const err27 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data11 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          } else {
            const err28 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data11 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        let i3 = data10.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data10[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err29 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema16, data: data10 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data10 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
  } else {
    const err31 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.type, parentSchema: schema42, data };
    if (vErrors === null) {
      vErrors = [err31];
    } else {
      vErrors.push(err31);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.width === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "width" }, message: "must have required property 'width'", schema: schema51.required, parentSchema: schema51, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.height === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "height" }, message: "must have required property 'height'", schema: schema51.required, parentSchema: schema51, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.unit === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "unit" }, message: "must have required property 'unit'", schema: schema51.required, parentSchema: schema51, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.aspect_ratio === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "aspect_ratio" }, message: "must have required property 'aspect_ratio'", schema: schema51.required, parentSchema: schema51, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema51.required, parentSchema: schema51, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "width" || key0 === "height" || key0 === "unit" || key0 === "aspect_ratio" || key0 === "source_ids")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema51, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.width !== void 0) {
      let data0 = data.width;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err6 = { instancePath: instancePath + "/width", schemaPath: "#/properties/width/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema51.properties.width.type, parentSchema: schema51.properties.width, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err7 = { instancePath: instancePath + "/width", schemaPath: "#/properties/width/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema51.properties.width, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.height !== void 0) {
      let data1 = data.height;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err8 = { instancePath: instancePath + "/height", schemaPath: "#/properties/height/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema51.properties.height.type, parentSchema: schema51.properties.height, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 1 || isNaN(data1)) {
          const err9 = { instancePath: instancePath + "/height", schemaPath: "#/properties/height/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema51.properties.height, data: data1 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.unit !== void 0) {
      let data2 = data.unit;
      if (typeof data2 !== "string") {
        const err10 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema51.properties.unit.type, parentSchema: schema51.properties.unit, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if ("pixel" !== data2) {
        const err11 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/const", keyword: "const", params: { allowedValue: "pixel" }, message: "must be equal to constant", schema: "pixel", parentSchema: schema51.properties.unit, data: data2 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.aspect_ratio !== void 0) {
      let data3 = data.aspect_ratio;
      if (typeof data3 === "string") {
        if (!pattern2.test(data3)) {
          const err12 = { instancePath: instancePath + "/aspect_ratio", schemaPath: "#/definitions/aspectRatio/pattern", keyword: "pattern", params: { pattern: "^[^:]+:[^:]+$" }, message: 'must match pattern "^[^:]+:[^:]+$"', schema: "^[^:]+:[^:]+$", parentSchema: schema52, data: data3 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/aspect_ratio", schemaPath: "#/definitions/aspectRatio/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema52.type, parentSchema: schema52, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data4 = data.source_ids;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err14 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data4 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err15 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        let i1 = data4.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data4[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err17 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data4 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data4 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema51.type, parentSchema: schema51, data };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema47.required, parentSchema: schema47, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema47.required, parentSchema: schema47, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "label" || key0 === "max_megapixels" || key0 === "render_modes" || key0 === "aspect_ratios" || key0 === "examples" || key0 === "source_ids")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema47, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func3(data0) < 1) {
          const err3 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data1 = data.label;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err5 = { instancePath: instancePath + "/label", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/label", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.max_megapixels !== void 0) {
      let data2 = data.max_megapixels;
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 <= 0 || isNaN(data2)) {
          const err7 = { instancePath: instancePath + "/max_megapixels", schemaPath: "#/properties/max_megapixels/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema47.properties.max_megapixels, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/max_megapixels", schemaPath: "#/properties/max_megapixels/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema47.properties.max_megapixels.type, parentSchema: schema47.properties.max_megapixels, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.render_modes !== void 0) {
      let data3 = data.render_modes;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err9 = { instancePath: instancePath + "/render_modes", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data3 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === "string") {
            if (func3(data4) < 1) {
              const err10 = { instancePath: instancePath + "/render_modes/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/render_modes/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        let i1 = data3.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data3[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err12 = { instancePath: instancePath + "/render_modes", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema14, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/render_modes", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.aspect_ratios !== void 0) {
      let data5 = data.aspect_ratios;
      if (Array.isArray(data5)) {
        if (data5.length < 1) {
          const err14 = { instancePath: instancePath + "/aspect_ratios", schemaPath: "#/properties/aspect_ratios/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema47.properties.aspect_ratios, data: data5 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data6 = data5[i2];
          if (typeof data6 === "string") {
            if (!pattern2.test(data6)) {
              const err15 = { instancePath: instancePath + "/aspect_ratios/" + i2, schemaPath: "#/properties/aspect_ratios/items/pattern", keyword: "pattern", params: { pattern: "^[^:]+:[^:]+$" }, message: 'must match pattern "^[^:]+:[^:]+$"', schema: "^[^:]+:[^:]+$", parentSchema: schema47.properties.aspect_ratios.items, data: data6 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/aspect_ratios/" + i2, schemaPath: "#/properties/aspect_ratios/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema47.properties.aspect_ratios.items.type, parentSchema: schema47.properties.aspect_ratios.items, data: data6 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        let i3 = data5.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data5[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err17 = { instancePath: instancePath + "/aspect_ratios", schemaPath: "#/properties/aspect_ratios/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema47.properties.aspect_ratios, data: data5 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/aspect_ratios", schemaPath: "#/properties/aspect_ratios/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema47.properties.aspect_ratios.type, parentSchema: schema47.properties.aspect_ratios, data: data5 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.examples !== void 0) {
      let data7 = data.examples;
      if (Array.isArray(data7)) {
        if (data7.length < 1) {
          const err19 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema47.properties.examples, data: data7 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len2 = data7.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (!validate28(data7[i4], { instancePath: instancePath + "/examples/" + i4, parentData: data7, parentDataProperty: i4, rootData })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema47.properties.examples.type, parentSchema: schema47.properties.examples, data: data7 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data9 = data.source_ids;
      if (Array.isArray(data9)) {
        if (data9.length < 1) {
          const err21 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data9 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        const len3 = data9.length;
        for (let i5 = 0; i5 < len3; i5++) {
          let data10 = data9[i5];
          if (typeof data10 === "string") {
            if (func3(data10) < 1) {
              const err22 = { instancePath: instancePath + "/source_ids/" + i5, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data10 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/source_ids/" + i5, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data10 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        let i6 = data9.length;
        let j2;
        if (i6 > 1) {
          const indices2 = {};
          for (; i6--; ) {
            let item2 = data9[i6];
            if (typeof item2 !== "string") {
              continue;
            }
            if (typeof indices2[item2] == "number") {
              j2 = indices2[item2];
              const err24 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i6 + " are identical)", schema: true, parentSchema: schema16, data: data9 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
              break;
            }
            indices2[item2] = i6;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data9 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
  } else {
    const err26 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema47.type, parentSchema: schema47, data };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
}
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("supported" !== data.state) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    const _errs6 = errors;
    let valid3 = true;
    const _errs7 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.mode === void 0 && (missing1 = "mode")) {
        const err2 = {};
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      } else {
        if (data.mode !== void 0) {
          if ("exact_set" !== data.mode) {
            const err3 = {};
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      }
    }
    var _valid1 = _errs7 === errors;
    errors = _errs6;
    if (vErrors !== null) {
      if (_errs6) {
        vErrors.length = _errs6;
      } else {
        vErrors = null;
      }
    }
    if (_valid1) {
      const _errs9 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.options === void 0) {
          const err4 = { instancePath, schemaPath: "#/allOf/0/then/then/required", keyword: "required", params: { missingProperty: "options" }, message: "must have required property 'options'", schema: schema45.allOf[0].then.then.required, parentSchema: schema45.allOf[0].then.then, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      var _valid1 = _errs9 === errors;
      valid3 = _valid1;
    }
    if (!valid3) {
      const err5 = { instancePath, schemaPath: "#/allOf/0/then/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema45.allOf[0].then.if, parentSchema: schema45.allOf[0].then, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.mode === void 0) {
        const err6 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'", schema: schema45.allOf[0].then.required, parentSchema: schema45.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.unit === void 0) {
        const err7 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "unit" }, message: "must have required property 'unit'", schema: schema45.allOf[0].then.required, parentSchema: schema45.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err8 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema45.allOf[0].if, parentSchema: schema45.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  const _errs11 = errors;
  let valid5 = true;
  const _errs12 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.state === void 0 && (missing2 = "state")) {
      const err9 = {};
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        let data2 = data.state;
        if (!(data2 === "unsupported" || data2 === "not_applicable" || data2 === "unknown")) {
          const err10 = {};
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs12 === errors;
  errors = _errs11;
  if (vErrors !== null) {
    if (_errs11) {
      vErrors.length = _errs11;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs14 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.mode !== void 0) {
        const err11 = { instancePath: instancePath + "/mode", schemaPath: "#/allOf/1/then/properties/mode/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.mode, data: data.mode };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.unit !== void 0) {
        const err12 = { instancePath: instancePath + "/unit", schemaPath: "#/allOf/1/then/properties/unit/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.unit, data: data.unit };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.automatic !== void 0) {
        const err13 = { instancePath: instancePath + "/automatic", schemaPath: "#/allOf/1/then/properties/automatic/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.automatic, data: data.automatic };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.default !== void 0) {
        const err14 = { instancePath: instancePath + "/default", schemaPath: "#/allOf/1/then/properties/default/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.default, data: data.default };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (data.edge_multiple !== void 0) {
        const err15 = { instancePath: instancePath + "/edge_multiple", schemaPath: "#/allOf/1/then/properties/edge_multiple/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.edge_multiple, data: data.edge_multiple };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (data.max_edge !== void 0) {
        const err16 = { instancePath: instancePath + "/max_edge", schemaPath: "#/allOf/1/then/properties/max_edge/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.max_edge, data: data.max_edge };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (data.min_total_pixels !== void 0) {
        const err17 = { instancePath: instancePath + "/min_total_pixels", schemaPath: "#/allOf/1/then/properties/min_total_pixels/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.min_total_pixels, data: data.min_total_pixels };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (data.max_total_pixels !== void 0) {
        const err18 = { instancePath: instancePath + "/max_total_pixels", schemaPath: "#/allOf/1/then/properties/max_total_pixels/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.max_total_pixels, data: data.max_total_pixels };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (data.experimental_above_total_pixels !== void 0) {
        const err19 = { instancePath: instancePath + "/experimental_above_total_pixels", schemaPath: "#/allOf/1/then/properties/experimental_above_total_pixels/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.experimental_above_total_pixels, data: data.experimental_above_total_pixels };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (data.max_long_to_short_ratio !== void 0) {
        const err20 = { instancePath: instancePath + "/max_long_to_short_ratio", schemaPath: "#/allOf/1/then/properties/max_long_to_short_ratio/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.max_long_to_short_ratio, data: data.max_long_to_short_ratio };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (data.options !== void 0) {
        const err21 = { instancePath: instancePath + "/options", schemaPath: "#/allOf/1/then/properties/options/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.options, data: data.options };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (data.examples !== void 0) {
        const err22 = { instancePath: instancePath + "/examples", schemaPath: "#/allOf/1/then/properties/examples/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema45.allOf[1].then.properties.examples, data: data.examples };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    var _valid2 = _errs14 === errors;
    valid5 = _valid2;
  }
  if (!valid5) {
    const err23 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema45.allOf[1].if, parentSchema: schema45.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.state === void 0) {
      const err24 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err25 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema45.properties, key0)) {
        const err26 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema45, data };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data15 = data.state;
      if (typeof data15 !== "string") {
        const err27 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data15 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (!(data15 === "supported" || data15 === "unsupported" || data15 === "not_applicable" || data15 === "unknown")) {
        const err28 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data15 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data16 = data.mode;
      if (typeof data16 !== "string") {
        const err29 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema45.properties.mode.type, parentSchema: schema45.properties.mode, data: data16 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (!(data16 === "exact_set" || data16 === "range")) {
        const err30 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema45.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema45.properties.mode.enum, parentSchema: schema45.properties.mode, data: data16 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.unit !== void 0) {
      let data17 = data.unit;
      if (typeof data17 !== "string") {
        const err31 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema45.properties.unit.type, parentSchema: schema45.properties.unit, data: data17 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (!(data17 === "resolution_tier" || data17 === "pixel")) {
        const err32 = { instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/enum", keyword: "enum", params: { allowedValues: schema45.properties.unit.enum }, message: "must be equal to one of the allowed values", schema: schema45.properties.unit.enum, parentSchema: schema45.properties.unit, data: data17 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.automatic !== void 0) {
      let data18 = data.automatic;
      if (typeof data18 !== "boolean") {
        const err33 = { instancePath: instancePath + "/automatic", schemaPath: "#/properties/automatic/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema45.properties.automatic.type, parentSchema: schema45.properties.automatic, data: data18 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.default !== void 0) {
      let data19 = data.default;
      if (typeof data19 === "string") {
        if (func3(data19) < 1) {
          const err34 = { instancePath: instancePath + "/default", schemaPath: "#/properties/default/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema45.properties.default, data: data19 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      } else {
        const err35 = { instancePath: instancePath + "/default", schemaPath: "#/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema45.properties.default.type, parentSchema: schema45.properties.default, data: data19 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.edge_multiple !== void 0) {
      let data20 = data.edge_multiple;
      if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
        const err36 = { instancePath: instancePath + "/edge_multiple", schemaPath: "#/properties/edge_multiple/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema45.properties.edge_multiple.type, parentSchema: schema45.properties.edge_multiple, data: data20 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (typeof data20 == "number" && isFinite(data20)) {
        if (data20 < 1 || isNaN(data20)) {
          const err37 = { instancePath: instancePath + "/edge_multiple", schemaPath: "#/properties/edge_multiple/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema45.properties.edge_multiple, data: data20 };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
    }
    if (data.max_edge !== void 0) {
      let data21 = data.max_edge;
      if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
        const err38 = { instancePath: instancePath + "/max_edge", schemaPath: "#/properties/max_edge/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema45.properties.max_edge.type, parentSchema: schema45.properties.max_edge, data: data21 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (typeof data21 == "number" && isFinite(data21)) {
        if (data21 < 1 || isNaN(data21)) {
          const err39 = { instancePath: instancePath + "/max_edge", schemaPath: "#/properties/max_edge/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema45.properties.max_edge, data: data21 };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    }
    if (data.min_total_pixels !== void 0) {
      let data22 = data.min_total_pixels;
      if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)) && isFinite(data22))) {
        const err40 = { instancePath: instancePath + "/min_total_pixels", schemaPath: "#/properties/min_total_pixels/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema45.properties.min_total_pixels.type, parentSchema: schema45.properties.min_total_pixels, data: data22 };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (typeof data22 == "number" && isFinite(data22)) {
        if (data22 < 1 || isNaN(data22)) {
          const err41 = { instancePath: instancePath + "/min_total_pixels", schemaPath: "#/properties/min_total_pixels/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema45.properties.min_total_pixels, data: data22 };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
    }
    if (data.max_total_pixels !== void 0) {
      let data23 = data.max_total_pixels;
      if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
        const err42 = { instancePath: instancePath + "/max_total_pixels", schemaPath: "#/properties/max_total_pixels/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema45.properties.max_total_pixels.type, parentSchema: schema45.properties.max_total_pixels, data: data23 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (typeof data23 == "number" && isFinite(data23)) {
        if (data23 < 1 || isNaN(data23)) {
          const err43 = { instancePath: instancePath + "/max_total_pixels", schemaPath: "#/properties/max_total_pixels/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema45.properties.max_total_pixels, data: data23 };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    }
    if (data.experimental_above_total_pixels !== void 0) {
      let data24 = data.experimental_above_total_pixels;
      if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24))) {
        const err44 = { instancePath: instancePath + "/experimental_above_total_pixels", schemaPath: "#/properties/experimental_above_total_pixels/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema45.properties.experimental_above_total_pixels.type, parentSchema: schema45.properties.experimental_above_total_pixels, data: data24 };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
      if (typeof data24 == "number" && isFinite(data24)) {
        if (data24 < 1 || isNaN(data24)) {
          const err45 = { instancePath: instancePath + "/experimental_above_total_pixels", schemaPath: "#/properties/experimental_above_total_pixels/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema45.properties.experimental_above_total_pixels, data: data24 };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
    }
    if (data.max_long_to_short_ratio !== void 0) {
      let data25 = data.max_long_to_short_ratio;
      if (typeof data25 == "number" && isFinite(data25)) {
        if (data25 < 1 || isNaN(data25)) {
          const err46 = { instancePath: instancePath + "/max_long_to_short_ratio", schemaPath: "#/properties/max_long_to_short_ratio/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema45.properties.max_long_to_short_ratio, data: data25 };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      } else {
        const err47 = { instancePath: instancePath + "/max_long_to_short_ratio", schemaPath: "#/properties/max_long_to_short_ratio/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema45.properties.max_long_to_short_ratio.type, parentSchema: schema45.properties.max_long_to_short_ratio, data: data25 };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.options !== void 0) {
      let data26 = data.options;
      if (Array.isArray(data26)) {
        if (data26.length < 1) {
          const err48 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema45.properties.options, data: data26 };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        const len0 = data26.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate27(data26[i0], { instancePath: instancePath + "/options/" + i0, parentData: data26, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err49 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema45.properties.options.type, parentSchema: schema45.properties.options, data: data26 };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.examples !== void 0) {
      let data28 = data.examples;
      if (Array.isArray(data28)) {
        if (data28.length < 1) {
          const err50 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema45.properties.examples, data: data28 };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        const len1 = data28.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate28(data28[i1], { instancePath: instancePath + "/examples/" + i1, parentData: data28, parentDataProperty: i1, rootData })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err51 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema45.properties.examples.type, parentSchema: schema45.properties.examples, data: data28 };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data30 = data.source_ids;
      if (Array.isArray(data30)) {
        if (data30.length < 1) {
          const err52 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data30 };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        const len2 = data30.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data31 = data30[i2];
          if (typeof data31 === "string") {
            if (func3(data31) < 1) {
              const err53 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data31 };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          } else {
            const err54 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data31 };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        let i3 = data30.length;
        let j0;
        if (i3 > 1) {
          const indices0 = {};
          for (; i3--; ) {
            let item0 = data30[i3];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err55 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i3 + " are identical)", schema: true, parentSchema: schema16, data: data30 };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
              break;
            }
            indices0[item0] = i3;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data30 };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
  } else {
    const err57 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema45.type, parentSchema: schema45, data };
    if (vErrors === null) {
      vErrors = [err57];
    } else {
      vErrors.push(err57);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        let data0 = data.state;
        if (!(data0 === "unsupported" || data0 === "not_applicable" || data0 === "unknown")) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.default !== void 0) {
        const err2 = { instancePath: instancePath + "/default", schemaPath: "#/allOf/0/then/properties/default/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema56.allOf[0].then.properties.default, data: data.default };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema56.allOf[0].if, parentSchema: schema56.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.state === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema56.required, parentSchema: schema56, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema56.required, parentSchema: schema56, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "state" || key0 === "default" || key0 === "source_ids")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema56, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data2 = data.state;
      if (typeof data2 !== "string") {
        const err7 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (!(data2 === "supported" || data2 === "unsupported" || data2 === "not_applicable" || data2 === "unknown")) {
        const err8 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.default !== void 0) {
      let data3 = data.default;
      if (typeof data3 !== "boolean") {
        const err9 = { instancePath: instancePath + "/default", schemaPath: "#/properties/default/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema56.properties.default.type, parentSchema: schema56.properties.default, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data4 = data.source_ids;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err10 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data4 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err11 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        let i1 = data4.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data4[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err13 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data4 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data4 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.type, parentSchema: schema56, data };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate33.errors = vErrors;
  return errors === 0;
}
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.family === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "family" }, message: "must have required property 'family'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.sample_rate_mode === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sample_rate_mode" }, message: "must have required property 'sample_rate_mode'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.sample_rate_unit === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sample_rate_unit" }, message: "must have required property 'sample_rate_unit'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.sample_rates === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sample_rates" }, message: "must have required property 'sample_rates'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema59.properties, key0)) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema59, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.bitrates !== void 0) {
      if (data.bitrate_mode === void 0) {
        const err6 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "bitrates",
          missingProperty: "bitrate_mode",
          depsCount: 2,
          deps: "bitrate_mode, bitrate_unit"
        }, message: "must have properties bitrate_mode, bitrate_unit when property bitrates is present", schema: schema59.dependencies, parentSchema: schema59, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.bitrate_unit === void 0) {
        const err7 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "bitrates",
          missingProperty: "bitrate_unit",
          depsCount: 2,
          deps: "bitrate_mode, bitrate_unit"
        }, message: "must have properties bitrate_mode, bitrate_unit when property bitrates is present", schema: schema59.dependencies, parentSchema: schema59, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.bit_depths !== void 0) {
      if (data.bit_depth_unit === void 0) {
        const err8 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "bit_depths",
          missingProperty: "bit_depth_unit",
          depsCount: 1,
          deps: "bit_depth_unit"
        }, message: "must have property bit_depth_unit when property bit_depths is present", schema: schema59.dependencies, parentSchema: schema59, data };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.family !== void 0) {
      let data0 = data.family;
      if (typeof data0 !== "string") {
        const err9 = { instancePath: instancePath + "/family", schemaPath: "#/properties/family/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.family.type, parentSchema: schema59.properties.family, data: data0 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data0 === "mp3" || data0 === "pcm" || data0 === "wav" || data0 === "opus" || data0 === "ulaw" || data0 === "alaw")) {
        const err10 = { instancePath: instancePath + "/family", schemaPath: "#/properties/family/enum", keyword: "enum", params: { allowedValues: schema59.properties.family.enum }, message: "must be equal to one of the allowed values", schema: schema59.properties.family.enum, parentSchema: schema59.properties.family, data: data0 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.encoding !== void 0) {
      let data1 = data.encoding;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err11 = { instancePath: instancePath + "/encoding", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data1 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/encoding", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data1 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.sample_rate_mode !== void 0) {
      let data2 = data.sample_rate_mode;
      if (typeof data2 !== "string") {
        const err13 = { instancePath: instancePath + "/sample_rate_mode", schemaPath: "#/properties/sample_rate_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.sample_rate_mode.type, parentSchema: schema59.properties.sample_rate_mode, data: data2 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if ("exact_set" !== data2) {
        const err14 = { instancePath: instancePath + "/sample_rate_mode", schemaPath: "#/properties/sample_rate_mode/const", keyword: "const", params: { allowedValue: "exact_set" }, message: "must be equal to constant", schema: "exact_set", parentSchema: schema59.properties.sample_rate_mode, data: data2 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.sample_rate_unit !== void 0) {
      let data3 = data.sample_rate_unit;
      if (typeof data3 !== "string") {
        const err15 = { instancePath: instancePath + "/sample_rate_unit", schemaPath: "#/properties/sample_rate_unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.sample_rate_unit.type, parentSchema: schema59.properties.sample_rate_unit, data: data3 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if ("hertz" !== data3) {
        const err16 = { instancePath: instancePath + "/sample_rate_unit", schemaPath: "#/properties/sample_rate_unit/const", keyword: "const", params: { allowedValue: "hertz" }, message: "must be equal to constant", schema: "hertz", parentSchema: schema59.properties.sample_rate_unit, data: data3 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.sample_rates !== void 0) {
      let data4 = data.sample_rates;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err17 = { instancePath: instancePath + "/sample_rates", schemaPath: "#/properties/sample_rates/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema59.properties.sample_rates, data: data4 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err18 = { instancePath: instancePath + "/sample_rates/" + i0, schemaPath: "#/properties/sample_rates/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema59.properties.sample_rates.items.type, parentSchema: schema59.properties.sample_rates.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 1 || isNaN(data5)) {
              const err19 = { instancePath: instancePath + "/sample_rates/" + i0, schemaPath: "#/properties/sample_rates/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema59.properties.sample_rates.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
        let i1 = data4.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data4[i1];
            if (!(typeof item0 == "number" && (!(item0 % 1) && !isNaN(item0)) && isFinite(item0))) {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err20 = { instancePath: instancePath + "/sample_rates", schemaPath: "#/properties/sample_rates/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema59.properties.sample_rates, data: data4 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/sample_rates", schemaPath: "#/properties/sample_rates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema59.properties.sample_rates.type, parentSchema: schema59.properties.sample_rates, data: data4 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.bitrate_mode !== void 0) {
      let data6 = data.bitrate_mode;
      if (typeof data6 !== "string") {
        const err22 = { instancePath: instancePath + "/bitrate_mode", schemaPath: "#/properties/bitrate_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.bitrate_mode.type, parentSchema: schema59.properties.bitrate_mode, data: data6 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if ("exact_set" !== data6) {
        const err23 = { instancePath: instancePath + "/bitrate_mode", schemaPath: "#/properties/bitrate_mode/const", keyword: "const", params: { allowedValue: "exact_set" }, message: "must be equal to constant", schema: "exact_set", parentSchema: schema59.properties.bitrate_mode, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.bitrate_unit !== void 0) {
      let data7 = data.bitrate_unit;
      if (typeof data7 !== "string") {
        const err24 = { instancePath: instancePath + "/bitrate_unit", schemaPath: "#/properties/bitrate_unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.bitrate_unit.type, parentSchema: schema59.properties.bitrate_unit, data: data7 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if ("kilobit_per_second" !== data7) {
        const err25 = { instancePath: instancePath + "/bitrate_unit", schemaPath: "#/properties/bitrate_unit/const", keyword: "const", params: { allowedValue: "kilobit_per_second" }, message: "must be equal to constant", schema: "kilobit_per_second", parentSchema: schema59.properties.bitrate_unit, data: data7 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.bitrates !== void 0) {
      let data8 = data.bitrates;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err26 = { instancePath: instancePath + "/bitrates", schemaPath: "#/properties/bitrates/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema59.properties.bitrates, data: data8 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        const len1 = data8.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data9 = data8[i2];
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err27 = { instancePath: instancePath + "/bitrates/" + i2, schemaPath: "#/properties/bitrates/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema59.properties.bitrates.items.type, parentSchema: schema59.properties.bitrates.items, data: data9 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 < 1 || isNaN(data9)) {
              const err28 = { instancePath: instancePath + "/bitrates/" + i2, schemaPath: "#/properties/bitrates/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema59.properties.bitrates.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        }
        let i3 = data8.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data8[i3];
            if (!(typeof item1 == "number" && (!(item1 % 1) && !isNaN(item1)) && isFinite(item1))) {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err29 = { instancePath: instancePath + "/bitrates", schemaPath: "#/properties/bitrates/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema59.properties.bitrates, data: data8 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/bitrates", schemaPath: "#/properties/bitrates/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema59.properties.bitrates.type, parentSchema: schema59.properties.bitrates, data: data8 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.bit_depth_unit !== void 0) {
      let data10 = data.bit_depth_unit;
      if (typeof data10 !== "string") {
        const err31 = { instancePath: instancePath + "/bit_depth_unit", schemaPath: "#/properties/bit_depth_unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.bit_depth_unit.type, parentSchema: schema59.properties.bit_depth_unit, data: data10 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if ("bit" !== data10) {
        const err32 = { instancePath: instancePath + "/bit_depth_unit", schemaPath: "#/properties/bit_depth_unit/const", keyword: "const", params: { allowedValue: "bit" }, message: "must be equal to constant", schema: "bit", parentSchema: schema59.properties.bit_depth_unit, data: data10 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.bit_depths !== void 0) {
      let data11 = data.bit_depths;
      if (Array.isArray(data11)) {
        if (data11.length < 1) {
          const err33 = { instancePath: instancePath + "/bit_depths", schemaPath: "#/properties/bit_depths/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema59.properties.bit_depths, data: data11 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        const len2 = data11.length;
        for (let i4 = 0; i4 < len2; i4++) {
          let data12 = data11[i4];
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
            const err34 = { instancePath: instancePath + "/bit_depths/" + i4, schemaPath: "#/properties/bit_depths/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema59.properties.bit_depths.items.type, parentSchema: schema59.properties.bit_depths.items, data: data12 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 < 1 || isNaN(data12)) {
              const err35 = { instancePath: instancePath + "/bit_depths/" + i4, schemaPath: "#/properties/bit_depths/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema59.properties.bit_depths.items, data: data12 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
        }
        let i5 = data11.length;
        let j2;
        if (i5 > 1) {
          const indices2 = {};
          for (; i5--; ) {
            let item2 = data11[i5];
            if (!(typeof item2 == "number" && (!(item2 % 1) && !isNaN(item2)) && isFinite(item2))) {
              continue;
            }
            if (typeof indices2[item2] == "number") {
              j2 = indices2[item2];
              const err36 = { instancePath: instancePath + "/bit_depths", schemaPath: "#/properties/bit_depths/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)", schema: true, parentSchema: schema59.properties.bit_depths, data: data11 };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
              break;
            }
            indices2[item2] = i5;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/bit_depths", schemaPath: "#/properties/bit_depths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema59.properties.bit_depths.type, parentSchema: schema59.properties.bit_depths, data: data11 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data13 = data.source_ids;
      if (Array.isArray(data13)) {
        if (data13.length < 1) {
          const err38 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data13 };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        const len3 = data13.length;
        for (let i6 = 0; i6 < len3; i6++) {
          let data14 = data13[i6];
          if (typeof data14 === "string") {
            if (func3(data14) < 1) {
              const err39 = { instancePath: instancePath + "/source_ids/" + i6, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          } else {
            const err40 = { instancePath: instancePath + "/source_ids/" + i6, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data14 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        let i7 = data13.length;
        let j3;
        if (i7 > 1) {
          const indices3 = {};
          for (; i7--; ) {
            let item3 = data13[i7];
            if (typeof item3 !== "string") {
              continue;
            }
            if (typeof indices3[item3] == "number") {
              j3 = indices3[item3];
              const err41 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i7, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)", schema: true, parentSchema: schema16, data: data13 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
              break;
            }
            indices3[item3] = i7;
          }
        }
      } else {
        const err42 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data13 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
  } else {
    const err43 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema59.type, parentSchema: schema59, data };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  validate35.errors = vErrors;
  return errors === 0;
}
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.format_ids === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "format_ids" }, message: "must have required property 'format_ids'", schema: schema62.required, parentSchema: schema62, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.minimum_plan === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "minimum_plan" }, message: "must have required property 'minimum_plan'", schema: schema62.required, parentSchema: schema62, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema62.required, parentSchema: schema62, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "format_ids" || key0 === "minimum_plan" || key0 === "source_ids")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema62, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.format_ids !== void 0) {
      let data0 = data.format_ids;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err4 = { instancePath: instancePath + "/format_ids", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === "string") {
            if (func3(data1) < 1) {
              const err5 = { instancePath: instancePath + "/format_ids/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/format_ids/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data0[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err7 = { instancePath: instancePath + "/format_ids", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema14, data: data0 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/format_ids", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.minimum_plan !== void 0) {
      let data2 = data.minimum_plan;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err9 = { instancePath: instancePath + "/minimum_plan", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/minimum_plan", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data3 = data.source_ids;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err11 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data3 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len1 = data3.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data4 = data3[i2];
          if (typeof data4 === "string") {
            if (func3(data4) < 1) {
              const err12 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        let i3 = data3.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data3[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err14 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema16, data: data3 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data3 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema62.type, parentSchema: schema62, data };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate37.errors = vErrors;
  return errors === 0;
}
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        let data0 = data.state;
        if (!(data0 === "unsupported" || data0 === "not_applicable" || data0 === "unknown")) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.min_count !== void 0) {
        const err2 = { instancePath: instancePath + "/min_count", schemaPath: "#/allOf/0/then/properties/min_count/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.min_count, data: data.min_count };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.max_count !== void 0) {
        const err3 = { instancePath: instancePath + "/max_count", schemaPath: "#/allOf/0/then/properties/max_count/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.max_count, data: data.max_count };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.max_count_state !== void 0) {
        const err4 = { instancePath: instancePath + "/max_count_state", schemaPath: "#/allOf/0/then/properties/max_count_state/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.max_count_state, data: data.max_count_state };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.demonstrated_count !== void 0) {
        const err5 = { instancePath: instancePath + "/demonstrated_count", schemaPath: "#/allOf/0/then/properties/demonstrated_count/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.demonstrated_count, data: data.demonstrated_count };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.count_scope !== void 0) {
        const err6 = { instancePath: instancePath + "/count_scope", schemaPath: "#/allOf/0/then/properties/count_scope/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.count_scope, data: data.count_scope };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.position_roles !== void 0) {
        const err7 = { instancePath: instancePath + "/position_roles", schemaPath: "#/allOf/0/then/properties/position_roles/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.position_roles, data: data.position_roles };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.max_duration !== void 0) {
        const err8 = { instancePath: instancePath + "/max_duration", schemaPath: "#/allOf/0/then/properties/max_duration/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.max_duration, data: data.max_duration };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.duration_unit !== void 0) {
        const err9 = { instancePath: instancePath + "/duration_unit", schemaPath: "#/allOf/0/then/properties/duration_unit/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.duration_unit, data: data.duration_unit };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.formats !== void 0) {
        const err10 = { instancePath: instancePath + "/formats", schemaPath: "#/allOf/0/then/properties/formats/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.formats, data: data.formats };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.encodings !== void 0) {
        const err11 = { instancePath: instancePath + "/encodings", schemaPath: "#/allOf/0/then/properties/encodings/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.encodings, data: data.encodings };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.constraints !== void 0) {
        const err12 = { instancePath: instancePath + "/constraints", schemaPath: "#/allOf/0/then/properties/constraints/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.allOf[0].then.properties.constraints, data: data.constraints };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err13 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema66.allOf[0].if, parentSchema: schema66.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.role === void 0) {
      const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'", schema: schema66.required, parentSchema: schema66, data };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.media_type === void 0) {
      const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "media_type" }, message: "must have required property 'media_type'", schema: schema66.required, parentSchema: schema66, data };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    if (data.state === void 0) {
      const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema66.required, parentSchema: schema66, data };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema66.required, parentSchema: schema66, data };
      if (vErrors === null) {
        vErrors = [err17];
      } else {
        vErrors.push(err17);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema66.properties, key0)) {
        const err18 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema66, data };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.max_duration !== void 0) {
      if (data.duration_unit === void 0) {
        const err19 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "max_duration",
          missingProperty: "duration_unit",
          depsCount: 1,
          deps: "duration_unit"
        }, message: "must have property duration_unit when property max_duration is present", schema: schema66.dependencies, parentSchema: schema66, data };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.max_count !== void 0) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.max_count_state !== void 0) {
          const err20 = { instancePath: instancePath + "/max_count_state", schemaPath: "#/dependencies/max_count/properties/max_count_state/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema66.dependencies.max_count.properties.max_count_state, data: data.max_count_state };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.role !== void 0) {
      let data13 = data.role;
      if (typeof data13 === "string") {
        if (func3(data13) < 1) {
          const err21 = { instancePath: instancePath + "/role", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data13 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = { instancePath: instancePath + "/role", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data13 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.media_type !== void 0) {
      let data14 = data.media_type;
      if (typeof data14 !== "string") {
        const err23 = { instancePath: instancePath + "/media_type", schemaPath: "#/properties/media_type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema66.properties.media_type.type, parentSchema: schema66.properties.media_type, data: data14 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (!(data14 === "image" || data14 === "video" || data14 === "audio" || data14 === "image_mask" || data14 === "voice_id" || data14 === "binary")) {
        const err24 = { instancePath: instancePath + "/media_type", schemaPath: "#/properties/media_type/enum", keyword: "enum", params: { allowedValues: schema66.properties.media_type.enum }, message: "must be equal to one of the allowed values", schema: schema66.properties.media_type.enum, parentSchema: schema66.properties.media_type, data: data14 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data15 = data.state;
      if (typeof data15 !== "string") {
        const err25 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data15 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (!(data15 === "supported" || data15 === "unsupported" || data15 === "not_applicable" || data15 === "unknown")) {
        const err26 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data15 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.min_count !== void 0) {
      let data16 = data.min_count;
      if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
        const err27 = { instancePath: instancePath + "/min_count", schemaPath: "#/properties/min_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema66.properties.min_count.type, parentSchema: schema66.properties.min_count, data: data16 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (typeof data16 == "number" && isFinite(data16)) {
        if (data16 < 0 || isNaN(data16)) {
          const err28 = { instancePath: instancePath + "/min_count", schemaPath: "#/properties/min_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema66.properties.min_count, data: data16 };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
    }
    if (data.max_count !== void 0) {
      let data17 = data.max_count;
      if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
        const err29 = { instancePath: instancePath + "/max_count", schemaPath: "#/properties/max_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema66.properties.max_count.type, parentSchema: schema66.properties.max_count, data: data17 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (typeof data17 == "number" && isFinite(data17)) {
        if (data17 < 0 || isNaN(data17)) {
          const err30 = { instancePath: instancePath + "/max_count", schemaPath: "#/properties/max_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema66.properties.max_count, data: data17 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
    }
    if (data.max_count_state !== void 0) {
      let data18 = data.max_count_state;
      if (typeof data18 !== "string") {
        const err31 = { instancePath: instancePath + "/max_count_state", schemaPath: "#/properties/max_count_state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema66.properties.max_count_state.type, parentSchema: schema66.properties.max_count_state, data: data18 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if ("unknown" !== data18) {
        const err32 = { instancePath: instancePath + "/max_count_state", schemaPath: "#/properties/max_count_state/const", keyword: "const", params: { allowedValue: "unknown" }, message: "must be equal to constant", schema: "unknown", parentSchema: schema66.properties.max_count_state, data: data18 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.demonstrated_count !== void 0) {
      let data19 = data.demonstrated_count;
      if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
        const err33 = { instancePath: instancePath + "/demonstrated_count", schemaPath: "#/properties/demonstrated_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema66.properties.demonstrated_count.type, parentSchema: schema66.properties.demonstrated_count, data: data19 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (typeof data19 == "number" && isFinite(data19)) {
        if (data19 < 1 || isNaN(data19)) {
          const err34 = { instancePath: instancePath + "/demonstrated_count", schemaPath: "#/properties/demonstrated_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema66.properties.demonstrated_count, data: data19 };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
    }
    if (data.count_scope !== void 0) {
      let data20 = data.count_scope;
      if (typeof data20 !== "string") {
        const err35 = { instancePath: instancePath + "/count_scope", schemaPath: "#/properties/count_scope/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema66.properties.count_scope.type, parentSchema: schema66.properties.count_scope, data: data20 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      if ("unique" !== data20) {
        const err36 = { instancePath: instancePath + "/count_scope", schemaPath: "#/properties/count_scope/const", keyword: "const", params: { allowedValue: "unique" }, message: "must be equal to constant", schema: "unique", parentSchema: schema66.properties.count_scope, data: data20 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.position_roles !== void 0) {
      let data21 = data.position_roles;
      if (Array.isArray(data21)) {
        if (data21.length < 1) {
          const err37 = { instancePath: instancePath + "/position_roles", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data21 };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        const len0 = data21.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data22 = data21[i0];
          if (typeof data22 === "string") {
            if (func3(data22) < 1) {
              const err38 = { instancePath: instancePath + "/position_roles/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data22 };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          } else {
            const err39 = { instancePath: instancePath + "/position_roles/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data22 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        let i1 = data21.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data21[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err40 = { instancePath: instancePath + "/position_roles", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema14, data: data21 };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err41 = { instancePath: instancePath + "/position_roles", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data21 };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.max_duration !== void 0) {
      let data23 = data.max_duration;
      if (typeof data23 == "number" && isFinite(data23)) {
        if (data23 <= 0 || isNaN(data23)) {
          const err42 = { instancePath: instancePath + "/max_duration", schemaPath: "#/properties/max_duration/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema66.properties.max_duration, data: data23 };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else {
        const err43 = { instancePath: instancePath + "/max_duration", schemaPath: "#/properties/max_duration/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema66.properties.max_duration.type, parentSchema: schema66.properties.max_duration, data: data23 };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.duration_unit !== void 0) {
      let data24 = data.duration_unit;
      if (typeof data24 !== "string") {
        const err44 = { instancePath: instancePath + "/duration_unit", schemaPath: "#/properties/duration_unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema66.properties.duration_unit.type, parentSchema: schema66.properties.duration_unit, data: data24 };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
      if ("second" !== data24) {
        const err45 = { instancePath: instancePath + "/duration_unit", schemaPath: "#/properties/duration_unit/const", keyword: "const", params: { allowedValue: "second" }, message: "must be equal to constant", schema: "second", parentSchema: schema66.properties.duration_unit, data: data24 };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.formats !== void 0) {
      let data25 = data.formats;
      if (Array.isArray(data25)) {
        if (data25.length < 1) {
          const err46 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data25 };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        const len1 = data25.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data26 = data25[i2];
          if (typeof data26 === "string") {
            if (func3(data26) < 1) {
              const err47 = { instancePath: instancePath + "/formats/" + i2, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data26 };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          } else {
            const err48 = { instancePath: instancePath + "/formats/" + i2, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data26 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        let i3 = data25.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data25[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err49 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema14, data: data25 };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err50 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data25 };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data.encodings !== void 0) {
      let data27 = data.encodings;
      if (Array.isArray(data27)) {
        if (data27.length < 1) {
          const err51 = { instancePath: instancePath + "/encodings", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data27 };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
        const len2 = data27.length;
        for (let i4 = 0; i4 < len2; i4++) {
          let data28 = data27[i4];
          if (typeof data28 === "string") {
            if (func3(data28) < 1) {
              const err52 = { instancePath: instancePath + "/encodings/" + i4, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data28 };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          } else {
            const err53 = { instancePath: instancePath + "/encodings/" + i4, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data28 };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        let i5 = data27.length;
        let j2;
        if (i5 > 1) {
          const indices2 = {};
          for (; i5--; ) {
            let item2 = data27[i5];
            if (typeof item2 !== "string") {
              continue;
            }
            if (typeof indices2[item2] == "number") {
              j2 = indices2[item2];
              const err54 = { instancePath: instancePath + "/encodings", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)", schema: true, parentSchema: schema14, data: data27 };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
              break;
            }
            indices2[item2] = i5;
          }
        }
      } else {
        const err55 = { instancePath: instancePath + "/encodings", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data27 };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
    if (data.constraints !== void 0) {
      let data29 = data.constraints;
      if (Array.isArray(data29)) {
        if (data29.length < 1) {
          const err56 = { instancePath: instancePath + "/constraints", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data29 };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        const len3 = data29.length;
        for (let i6 = 0; i6 < len3; i6++) {
          let data30 = data29[i6];
          if (typeof data30 === "string") {
            if (func3(data30) < 1) {
              const err57 = { instancePath: instancePath + "/constraints/" + i6, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data30 };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          } else {
            const err58 = { instancePath: instancePath + "/constraints/" + i6, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data30 };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        let i7 = data29.length;
        let j3;
        if (i7 > 1) {
          const indices3 = {};
          for (; i7--; ) {
            let item3 = data29[i7];
            if (typeof item3 !== "string") {
              continue;
            }
            if (typeof indices3[item3] == "number") {
              j3 = indices3[item3];
              const err59 = { instancePath: instancePath + "/constraints", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i7, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)", schema: true, parentSchema: schema14, data: data29 };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
              break;
            }
            indices3[item3] = i7;
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/constraints", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data29 };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data31 = data.source_ids;
      if (Array.isArray(data31)) {
        if (data31.length < 1) {
          const err61 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data31 };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
        const len4 = data31.length;
        for (let i8 = 0; i8 < len4; i8++) {
          let data32 = data31[i8];
          if (typeof data32 === "string") {
            if (func3(data32) < 1) {
              const err62 = { instancePath: instancePath + "/source_ids/" + i8, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data32 };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
          } else {
            const err63 = { instancePath: instancePath + "/source_ids/" + i8, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data32 };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
        let i9 = data31.length;
        let j4;
        if (i9 > 1) {
          const indices4 = {};
          for (; i9--; ) {
            let item4 = data31[i9];
            if (typeof item4 !== "string") {
              continue;
            }
            if (typeof indices4[item4] == "number") {
              j4 = indices4[item4];
              const err64 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i9, j: j4 }, message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)", schema: true, parentSchema: schema16, data: data31 };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
              break;
            }
            indices4[item4] = i9;
          }
        }
      } else {
        const err65 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data31 };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
  } else {
    const err66 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema66.type, parentSchema: schema66, data };
    if (vErrors === null) {
      vErrors = [err66];
    } else {
      vErrors.push(err66);
    }
    errors++;
  }
  validate39.errors = vErrors;
  return errors === 0;
}
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema74.required, parentSchema: schema74, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema74.required, parentSchema: schema74, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.transport === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "transport" }, message: "must have required property 'transport'", schema: schema74.required, parentSchema: schema74, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema74.required, parentSchema: schema74, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "state" || key0 === "transport" || key0 === "endpoint" || key0 === "formats" || key0 === "default_format" || key0 === "max_partial_outputs" || key0 === "source_ids")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema74, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func3(data0) < 1) {
          const err5 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data1 = data.state;
      if (typeof data1 !== "string") {
        const err7 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (!(data1 === "supported" || data1 === "unsupported" || data1 === "not_applicable" || data1 === "unknown")) {
        const err8 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.transport !== void 0) {
      let data2 = data.transport;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err9 = { instancePath: instancePath + "/transport", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/transport", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.endpoint !== void 0) {
      let data3 = data.endpoint;
      if (typeof data3 === "string") {
        if (!pattern1.test(data3)) {
          const err11 = { instancePath: instancePath + "/endpoint", schemaPath: "#/definitions/endpoint/pattern", keyword: "pattern", params: { pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$" }, message: 'must match pattern "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$"', schema: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$", parentSchema: schema32, data: data3 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/endpoint", schemaPath: "#/definitions/endpoint/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.type, parentSchema: schema32, data: data3 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.formats !== void 0) {
      let data4 = data.formats;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err13 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data4 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err14 = { instancePath: instancePath + "/formats/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = { instancePath: instancePath + "/formats/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        let i1 = data4.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data4[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err16 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema14, data: data4 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data4 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.default_format !== void 0) {
      let data6 = data.default_format;
      if (typeof data6 === "string") {
        if (func3(data6) < 1) {
          const err18 = { instancePath: instancePath + "/default_format", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data6 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/default_format", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data6 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.max_partial_outputs !== void 0) {
      let data7 = data.max_partial_outputs;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
        const err20 = { instancePath: instancePath + "/max_partial_outputs", schemaPath: "#/properties/max_partial_outputs/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema74.properties.max_partial_outputs.type, parentSchema: schema74.properties.max_partial_outputs, data: data7 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 < 1 || isNaN(data7)) {
          const err21 = { instancePath: instancePath + "/max_partial_outputs", schemaPath: "#/properties/max_partial_outputs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema74.properties.max_partial_outputs, data: data7 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    }
    if (data.source_ids !== void 0) {
      let data8 = data.source_ids;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err22 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data8 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len1 = data8.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data9 = data8[i2];
          if (typeof data9 === "string") {
            if (func3(data9) < 1) {
              const err23 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/source_ids/" + i2, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data9 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        let i3 = data8.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data8[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err25 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema16, data: data8 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data8 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema74.type, parentSchema: schema74, data };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
}
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("supported" !== data.state) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.mode === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'", schema: schema82.allOf[0].then.required, parentSchema: schema82.allOf[0].then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema82.allOf[0].if, parentSchema: schema82.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  const _errs7 = errors;
  let valid3 = true;
  const _errs8 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.state === void 0 && (missing1 = "state")) {
      const err4 = {};
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("unsupported" !== data.state) {
          const err5 = {};
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs8 === errors;
  errors = _errs7;
  if (vErrors !== null) {
    if (_errs7) {
      vErrors.length = _errs7;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.mode !== void 0) {
        const err6 = { instancePath: instancePath + "/mode", schemaPath: "#/allOf/1/then/properties/mode/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.mode, data: data.mode };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (data.values !== void 0) {
        const err7 = { instancePath: instancePath + "/values", schemaPath: "#/allOf/1/then/properties/values/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.values, data: data.values };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (data.unsupported_values !== void 0) {
        const err8 = { instancePath: instancePath + "/unsupported_values", schemaPath: "#/allOf/1/then/properties/unsupported_values/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.unsupported_values, data: data.unsupported_values };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.default !== void 0) {
        const err9 = { instancePath: instancePath + "/default", schemaPath: "#/allOf/1/then/properties/default/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.default, data: data.default };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.min !== void 0) {
        const err10 = { instancePath: instancePath + "/min", schemaPath: "#/allOf/1/then/properties/min/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.min, data: data.min };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (data.max !== void 0) {
        const err11 = { instancePath: instancePath + "/max", schemaPath: "#/allOf/1/then/properties/max/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.max, data: data.max };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (data.step !== void 0) {
        const err12 = { instancePath: instancePath + "/step", schemaPath: "#/allOf/1/then/properties/step/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.step, data: data.step };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (data.unit !== void 0) {
        const err13 = { instancePath: instancePath + "/unit", schemaPath: "#/allOf/1/then/properties/unit/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.unit, data: data.unit };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data.formats !== void 0) {
        const err14 = { instancePath: instancePath + "/formats", schemaPath: "#/allOf/1/then/properties/formats/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema82.allOf[1].then.properties.formats, data: data.formats };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    var _valid1 = _errs10 === errors;
    valid3 = _valid1;
  }
  if (!valid3) {
    const err15 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema82.allOf[1].if, parentSchema: schema82.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema82.required, parentSchema: schema82, data };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (data.state === void 0) {
      const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema82.required, parentSchema: schema82, data };
      if (vErrors === null) {
        vErrors = [err17];
      } else {
        vErrors.push(err17);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema82.required, parentSchema: schema82, data };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema82.properties, key0)) {
        const err19 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema82, data };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data11 = data.name;
      if (typeof data11 === "string") {
        if (func3(data11) < 1) {
          const err20 = { instancePath: instancePath + "/name", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data11 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = { instancePath: instancePath + "/name", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data11 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data12 = data.state;
      if (typeof data12 !== "string") {
        const err22 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data12 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (!(data12 === "supported" || data12 === "unsupported" || data12 === "not_applicable" || data12 === "unknown")) {
        const err23 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data12 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data13 = data.mode;
      if (typeof data13 !== "string") {
        const err24 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema82.properties.mode.type, parentSchema: schema82.properties.mode, data: data13 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (!(data13 === "exact_set" || data13 === "range")) {
        const err25 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema82.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema82.properties.mode.enum, parentSchema: schema82.properties.mode, data: data13 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.values !== void 0) {
      let data14 = data.values;
      if (Array.isArray(data14)) {
        if (data14.length < 1) {
          const err26 = { instancePath: instancePath + "/values", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data14 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        const len0 = data14.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data15 = data14[i0];
          if (typeof data15 === "string") {
            if (func3(data15) < 1) {
              const err27 = { instancePath: instancePath + "/values/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data15 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          } else {
            const err28 = { instancePath: instancePath + "/values/" + i0, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data15 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        let i1 = data14.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data14[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err29 = { instancePath: instancePath + "/values", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema14, data: data14 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/values", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data14 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.unsupported_values !== void 0) {
      let data16 = data.unsupported_values;
      if (Array.isArray(data16)) {
        if (data16.length < 1) {
          const err31 = { instancePath: instancePath + "/unsupported_values", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data16 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        const len1 = data16.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data17 = data16[i2];
          if (typeof data17 === "string") {
            if (func3(data17) < 1) {
              const err32 = { instancePath: instancePath + "/unsupported_values/" + i2, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data17 };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          } else {
            const err33 = { instancePath: instancePath + "/unsupported_values/" + i2, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data17 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        let i3 = data16.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data16[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err34 = { instancePath: instancePath + "/unsupported_values", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema14, data: data16 };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/unsupported_values", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data16 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.default !== void 0) {
      let data18 = data.default;
      if (typeof data18 !== "string" && !(typeof data18 == "number" && isFinite(data18))) {
        const err36 = { instancePath: instancePath + "/default", schemaPath: "#/properties/default/type", keyword: "type", params: { type: schema82.properties.default.type }, message: "must be string,number", schema: schema82.properties.default.type, parentSchema: schema82.properties.default, data: data18 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.min !== void 0) {
      let data19 = data.min;
      if (!(typeof data19 == "number" && isFinite(data19))) {
        const err37 = { instancePath: instancePath + "/min", schemaPath: "#/properties/min/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema82.properties.min.type, parentSchema: schema82.properties.min, data: data19 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.max !== void 0) {
      let data20 = data.max;
      if (!(typeof data20 == "number" && isFinite(data20))) {
        const err38 = { instancePath: instancePath + "/max", schemaPath: "#/properties/max/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema82.properties.max.type, parentSchema: schema82.properties.max, data: data20 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.step !== void 0) {
      let data21 = data.step;
      if (typeof data21 == "number" && isFinite(data21)) {
        if (data21 <= 0 || isNaN(data21)) {
          const err39 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema82.properties.step, data: data21 };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema82.properties.step.type, parentSchema: schema82.properties.step, data: data21 };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.unit !== void 0) {
      let data22 = data.unit;
      if (typeof data22 === "string") {
        if (func3(data22) < 1) {
          const err41 = { instancePath: instancePath + "/unit", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data22 };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      } else {
        const err42 = { instancePath: instancePath + "/unit", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data22 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.formats !== void 0) {
      let data23 = data.formats;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err43 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data23 };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        const len2 = data23.length;
        for (let i4 = 0; i4 < len2; i4++) {
          let data24 = data23[i4];
          if (typeof data24 === "string") {
            if (func3(data24) < 1) {
              const err44 = { instancePath: instancePath + "/formats/" + i4, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data24 };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          } else {
            const err45 = { instancePath: instancePath + "/formats/" + i4, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data24 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        let i5 = data23.length;
        let j2;
        if (i5 > 1) {
          const indices2 = {};
          for (; i5--; ) {
            let item2 = data23[i5];
            if (typeof item2 !== "string") {
              continue;
            }
            if (typeof indices2[item2] == "number") {
              j2 = indices2[item2];
              const err46 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)", schema: true, parentSchema: schema14, data: data23 };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
              break;
            }
            indices2[item2] = i5;
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/formats", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data23 };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data25 = data.source_ids;
      if (Array.isArray(data25)) {
        if (data25.length < 1) {
          const err48 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data25 };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        const len3 = data25.length;
        for (let i6 = 0; i6 < len3; i6++) {
          let data26 = data25[i6];
          if (typeof data26 === "string") {
            if (func3(data26) < 1) {
              const err49 = { instancePath: instancePath + "/source_ids/" + i6, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data26 };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          } else {
            const err50 = { instancePath: instancePath + "/source_ids/" + i6, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data26 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        let i7 = data25.length;
        let j3;
        if (i7 > 1) {
          const indices3 = {};
          for (; i7--; ) {
            let item3 = data25[i7];
            if (typeof item3 !== "string") {
              continue;
            }
            if (typeof indices3[item3] == "number") {
              j3 = indices3[item3];
              const err51 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i7, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)", schema: true, parentSchema: schema16, data: data25 };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
              break;
            }
            indices3[item3] = i7;
          }
        }
      } else {
        const err52 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data25 };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
  } else {
    const err53 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema82.type, parentSchema: schema82, data };
    if (vErrors === null) {
      vErrors = [err53];
    } else {
      vErrors.push(err53);
    }
    errors++;
  }
  validate43.errors = vErrors;
  return errors === 0;
}
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "state" || key0 === "granularity" || key0 === "delivery_profile_ids" || key0 === "endpoints" || key0 === "metadata" || key0 === "source_ids")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema90, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data0 = data.state;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.type, parentSchema: schema22, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === "supported" || data0 === "unsupported" || data0 === "not_applicable" || data0 === "unknown")) {
        const err2 = { instancePath: instancePath + "/state", schemaPath: "#/definitions/claimState/enum", keyword: "enum", params: { allowedValues: schema22.enum }, message: "must be equal to one of the allowed values", schema: schema22.enum, parentSchema: schema22, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.granularity !== void 0) {
      let data1 = data.granularity;
      if (typeof data1 !== "string") {
        const err3 = { instancePath: instancePath + "/granularity", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.delivery_profile_ids !== void 0) {
      let data2 = data.delivery_profile_ids;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = { instancePath: instancePath + "/delivery_profile_ids", schemaPath: "#/definitions/observedStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema93, data: data2 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 !== "string") {
            const err5 = { instancePath: instancePath + "/delivery_profile_ids/" + i0, schemaPath: "#/definitions/observedStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema93.items.type, parentSchema: schema93.items, data: data3 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/delivery_profile_ids", schemaPath: "#/definitions/observedStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema93.type, parentSchema: schema93, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.endpoints !== void 0) {
      let data4 = data.endpoints;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = { instancePath: instancePath + "/endpoints", schemaPath: "#/properties/endpoints/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema90.properties.endpoints, data: data4 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len1 = data4.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data5 = data4[i1];
          if (typeof data5 === "string") {
            if (!pattern1.test(data5)) {
              const err8 = { instancePath: instancePath + "/endpoints/" + i1, schemaPath: "#/properties/endpoints/items/pattern", keyword: "pattern", params: { pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$" }, message: 'must match pattern "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$"', schema: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$", parentSchema: schema90.properties.endpoints.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/endpoints/" + i1, schemaPath: "#/properties/endpoints/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema90.properties.endpoints.items.type, parentSchema: schema90.properties.endpoints.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/endpoints", schemaPath: "#/properties/endpoints/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema90.properties.endpoints.type, parentSchema: schema90.properties.endpoints, data: data4 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.metadata !== void 0) {
      let data6 = data.metadata;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err11 = { instancePath: instancePath + "/metadata", schemaPath: "#/definitions/observedStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema93, data: data6 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len2 = data6.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data7 = data6[i2];
          if (typeof data7 !== "string") {
            const err12 = { instancePath: instancePath + "/metadata/" + i2, schemaPath: "#/definitions/observedStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema93.items.type, parentSchema: schema93.items, data: data7 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/metadata", schemaPath: "#/definitions/observedStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema93.type, parentSchema: schema93, data: data6 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data8 = data.source_ids;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err14 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data8 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len3 = data8.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data9 = data8[i3];
          if (typeof data9 === "string") {
            if (func3(data9) < 1) {
              const err15 = { instancePath: instancePath + "/source_ids/" + i3, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/source_ids/" + i3, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data9 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        let i4 = data8.length;
        let j0;
        if (i4 > 1) {
          const indices0 = {};
          for (; i4--; ) {
            let item0 = data8[i4];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err17 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i4 + " are identical)", schema: true, parentSchema: schema16, data: data8 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
              break;
            }
            indices0[item0] = i4;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data8 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema90.type, parentSchema: schema90, data };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
}
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema28.required, parentSchema: schema28, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.task === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "task" }, message: "must have required property 'task'", schema: schema28.required, parentSchema: schema28, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.source_ids === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_ids" }, message: "must have required property 'source_ids'", schema: schema28.required, parentSchema: schema28, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema28.properties, key0)) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema28, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func3(data0) < 1) {
          const err4 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.task !== void 0) {
      let data1 = data.task;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err6 = { instancePath: instancePath + "/task", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/task", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data2 = data.source_ids;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err8 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data2 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 === "string") {
            if (func3(data3) < 1) {
              const err9 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data3 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data3 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        let i1 = data2.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data2[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err11 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data2 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data2 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.endpoint !== void 0) {
      let data4 = data.endpoint;
      if (typeof data4 === "string") {
        if (!pattern1.test(data4)) {
          const err13 = { instancePath: instancePath + "/endpoint", schemaPath: "#/definitions/endpoint/pattern", keyword: "pattern", params: { pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$" }, message: 'must match pattern "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$"', schema: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$", parentSchema: schema32, data: data4 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = { instancePath: instancePath + "/endpoint", schemaPath: "#/definitions/endpoint/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.type, parentSchema: schema32, data: data4 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.api_mode !== void 0) {
      let data5 = data.api_mode;
      if (typeof data5 === "string") {
        if (func3(data5) < 1) {
          const err15 = { instancePath: instancePath + "/api_mode", schemaPath: "#/definitions/nonEmptyString/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema13, data: data5 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = { instancePath: instancePath + "/api_mode", schemaPath: "#/definitions/nonEmptyString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data5 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.api_mode_aliases !== void 0) {
      let data6 = data.api_mode_aliases;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err17 = { instancePath: instancePath + "/api_mode_aliases", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data6 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len1 = data6.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data7 = data6[i2];
          if (typeof data7 === "string") {
            if (func3(data7) < 1) {
              const err18 = { instancePath: instancePath + "/api_mode_aliases/" + i2, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data7 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/api_mode_aliases/" + i2, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data7 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        let i3 = data6.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data6[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err20 = { instancePath: instancePath + "/api_mode_aliases", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema14, data: data6 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/api_mode_aliases", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data6 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.variants !== void 0) {
      let data8 = data.variants;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err22 = { instancePath: instancePath + "/variants", schemaPath: "#/definitions/nonEmptyStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema14, data: data8 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len2 = data8.length;
        for (let i4 = 0; i4 < len2; i4++) {
          let data9 = data8[i4];
          if (typeof data9 === "string") {
            if (func3(data9) < 1) {
              const err23 = { instancePath: instancePath + "/variants/" + i4, schemaPath: "#/definitions/nonEmptyStringArray/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema14.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/variants/" + i4, schemaPath: "#/definitions/nonEmptyStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.items.type, parentSchema: schema14.items, data: data9 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        let i5 = data8.length;
        let j2;
        if (i5 > 1) {
          const indices2 = {};
          for (; i5--; ) {
            let item2 = data8[i5];
            if (typeof item2 !== "string") {
              continue;
            }
            if (typeof indices2[item2] == "number") {
              j2 = indices2[item2];
              const err25 = { instancePath: instancePath + "/variants", schemaPath: "#/definitions/nonEmptyStringArray/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)", schema: true, parentSchema: schema14, data: data8 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
              break;
            }
            indices2[item2] = i5;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/variants", schemaPath: "#/definitions/nonEmptyStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema14.type, parentSchema: schema14, data: data8 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.duration !== void 0) {
      if (!validate20(data.duration, { instancePath: instancePath + "/duration", parentData: data, parentDataProperty: "duration", rootData })) {
        vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
        errors = vErrors.length;
      }
    }
    if (data.text_input !== void 0) {
      if (!validate22(data.text_input, { instancePath: instancePath + "/text_input", parentData: data, parentDataProperty: "text_input", rootData })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.frame_rate !== void 0) {
      if (!validate24(data.frame_rate, { instancePath: instancePath + "/frame_rate", parentData: data, parentDataProperty: "frame_rate", rootData })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.size !== void 0) {
      if (!validate26(data.size, { instancePath: instancePath + "/size", parentData: data, parentDataProperty: "size", rootData })) {
        vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
        errors = vErrors.length;
      }
    }
    if (data.native_audio !== void 0) {
      if (!validate33(data.native_audio, { instancePath: instancePath + "/native_audio", parentData: data, parentDataProperty: "native_audio", rootData })) {
        vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
        errors = vErrors.length;
      }
    }
    if (data.audio_formats !== void 0) {
      let data15 = data.audio_formats;
      if (Array.isArray(data15)) {
        if (data15.length < 1) {
          const err27 = { instancePath: instancePath + "/audio_formats", schemaPath: "#/properties/audio_formats/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema28.properties.audio_formats, data: data15 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        const len3 = data15.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (!validate35(data15[i6], { instancePath: instancePath + "/audio_formats/" + i6, parentData: data15, parentDataProperty: i6, rootData })) {
            vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err28 = { instancePath: instancePath + "/audio_formats", schemaPath: "#/properties/audio_formats/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema28.properties.audio_formats.type, parentSchema: schema28.properties.audio_formats, data: data15 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.audio_format_access !== void 0) {
      let data17 = data.audio_format_access;
      if (Array.isArray(data17)) {
        if (data17.length < 1) {
          const err29 = { instancePath: instancePath + "/audio_format_access", schemaPath: "#/properties/audio_format_access/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema28.properties.audio_format_access, data: data17 };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        const len4 = data17.length;
        for (let i7 = 0; i7 < len4; i7++) {
          if (!validate37(data17[i7], { instancePath: instancePath + "/audio_format_access/" + i7, parentData: data17, parentDataProperty: i7, rootData })) {
            vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/audio_format_access", schemaPath: "#/properties/audio_format_access/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema28.properties.audio_format_access.type, parentSchema: schema28.properties.audio_format_access, data: data17 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.reference_inputs !== void 0) {
      let data19 = data.reference_inputs;
      if (Array.isArray(data19)) {
        if (data19.length < 1) {
          const err31 = { instancePath: instancePath + "/reference_inputs", schemaPath: "#/properties/reference_inputs/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema28.properties.reference_inputs, data: data19 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        const len5 = data19.length;
        for (let i8 = 0; i8 < len5; i8++) {
          if (!validate39(data19[i8], { instancePath: instancePath + "/reference_inputs/" + i8, parentData: data19, parentDataProperty: i8, rootData })) {
            vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err32 = { instancePath: instancePath + "/reference_inputs", schemaPath: "#/properties/reference_inputs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema28.properties.reference_inputs.type, parentSchema: schema28.properties.reference_inputs, data: data19 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.delivery_profiles !== void 0) {
      let data21 = data.delivery_profiles;
      if (Array.isArray(data21)) {
        if (data21.length < 1) {
          const err33 = { instancePath: instancePath + "/delivery_profiles", schemaPath: "#/properties/delivery_profiles/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema28.properties.delivery_profiles, data: data21 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        const len6 = data21.length;
        for (let i9 = 0; i9 < len6; i9++) {
          if (!validate41(data21[i9], { instancePath: instancePath + "/delivery_profiles/" + i9, parentData: data21, parentDataProperty: i9, rootData })) {
            vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err34 = { instancePath: instancePath + "/delivery_profiles", schemaPath: "#/properties/delivery_profiles/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema28.properties.delivery_profiles.type, parentSchema: schema28.properties.delivery_profiles, data: data21 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.controls !== void 0) {
      let data23 = data.controls;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err35 = { instancePath: instancePath + "/controls", schemaPath: "#/properties/controls/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema28.properties.controls, data: data23 };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        const len7 = data23.length;
        for (let i10 = 0; i10 < len7; i10++) {
          if (!validate43(data23[i10], { instancePath: instancePath + "/controls/" + i10, parentData: data23, parentDataProperty: i10, rootData })) {
            vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err36 = { instancePath: instancePath + "/controls", schemaPath: "#/properties/controls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema28.properties.controls.type, parentSchema: schema28.properties.controls, data: data23 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.timing !== void 0) {
      if (!validate45(data.timing, { instancePath: instancePath + "/timing", parentData: data, parentDataProperty: "timing", rootData })) {
        vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err37 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema28.type, parentSchema: schema28, data };
    if (vErrors === null) {
      vErrors = [err37];
    } else {
      vErrors.push(err37);
    }
    errors++;
  }
  validate19.errors = vErrors;
  return errors === 0;
}
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "summary" || key0 === "source_ids")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema96, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.summary !== void 0) {
      let data1 = data.summary;
      if (typeof data1 !== "string") {
        const err2 = { instancePath: instancePath + "/summary", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data2 = data.source_ids;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err3 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data2 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 === "string") {
            if (func3(data3) < 1) {
              const err4 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data3 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data3 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        let i1 = data2.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data2[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err6 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data2 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema96.type, parentSchema: schema96, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate48.errors = vErrors;
  return errors === 0;
}
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.state === void 0 && (missing0 = "state")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.state !== void 0) {
        if ("unknown" !== data.state) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.kind !== void 0) {
        const err2 = { instancePath: instancePath + "/kind", schemaPath: "#/allOf/0/then/properties/kind/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema102.allOf[0].then.properties.kind, data: data.kind };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.amount !== void 0) {
        const err3 = { instancePath: instancePath + "/amount", schemaPath: "#/allOf/0/then/properties/amount/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema102.allOf[0].then.properties.amount, data: data.amount };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.denomination !== void 0) {
        const err4 = { instancePath: instancePath + "/denomination", schemaPath: "#/allOf/0/then/properties/denomination/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema102.allOf[0].then.properties.denomination, data: data.denomination };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.per !== void 0) {
        const err5 = { instancePath: instancePath + "/per", schemaPath: "#/allOf/0/then/properties/per/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema102.allOf[0].then.properties.per, data: data.per };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.unit !== void 0) {
        const err6 = { instancePath: instancePath + "/unit", schemaPath: "#/allOf/0/then/properties/unit/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema102.allOf[0].then.properties.unit, data: data.unit };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err7 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema102.allOf[0].if, parentSchema: schema102.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema102.properties, key0)) {
        const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema102, data };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data6 = data.id;
      if (typeof data6 !== "string") {
        const err9 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data6 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data7 = data.state;
      if (typeof data7 !== "string") {
        const err10 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema102.properties.state.type, parentSchema: schema102.properties.state, data: data7 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data7 === "known" || data7 === "unknown")) {
        const err11 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema102.properties.state.enum }, message: "must be equal to one of the allowed values", schema: schema102.properties.state.enum, parentSchema: schema102.properties.state, data: data7 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data8 = data.kind;
      if (typeof data8 !== "string") {
        const err12 = { instancePath: instancePath + "/kind", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data8 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.amount !== void 0) {
      let data9 = data.amount;
      if (!(typeof data9 == "number" && isFinite(data9))) {
        const err13 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema102.properties.amount.type, parentSchema: schema102.properties.amount, data: data9 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.denomination !== void 0) {
      let data10 = data.denomination;
      if (typeof data10 !== "string") {
        const err14 = { instancePath: instancePath + "/denomination", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data10 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.per !== void 0) {
      let data11 = data.per;
      if (!(typeof data11 == "number" && isFinite(data11))) {
        const err15 = { instancePath: instancePath + "/per", schemaPath: "#/properties/per/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema102.properties.per.type, parentSchema: schema102.properties.per, data: data11 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.unit !== void 0) {
      let data12 = data.unit;
      if (typeof data12 !== "string") {
        const err16 = { instancePath: instancePath + "/unit", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data12 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.applies_when !== void 0) {
      let data13 = data.applies_when;
      if (Array.isArray(data13)) {
        if (data13.length < 1) {
          const err17 = { instancePath: instancePath + "/applies_when", schemaPath: "#/definitions/observedStringArray/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema93, data: data13 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len0 = data13.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data14 = data13[i0];
          if (typeof data14 !== "string") {
            const err18 = { instancePath: instancePath + "/applies_when/" + i0, schemaPath: "#/definitions/observedStringArray/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema93.items.type, parentSchema: schema93.items, data: data14 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/applies_when", schemaPath: "#/definitions/observedStringArray/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema93.type, parentSchema: schema93, data: data13 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.profile_id !== void 0) {
      let data15 = data.profile_id;
      if (typeof data15 !== "string") {
        const err20 = { instancePath: instancePath + "/profile_id", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data15 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.qualifier !== void 0) {
      let data16 = data.qualifier;
      if (typeof data16 !== "string") {
        const err21 = { instancePath: instancePath + "/qualifier", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data16 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data17 = data.source_ids;
      if (Array.isArray(data17)) {
        if (data17.length < 1) {
          const err22 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data17 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len1 = data17.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data18 = data17[i1];
          if (typeof data18 === "string") {
            if (func3(data18) < 1) {
              const err23 = { instancePath: instancePath + "/source_ids/" + i1, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data18 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/source_ids/" + i1, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data18 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        let i2 = data17.length;
        let j0;
        if (i2 > 1) {
          const indices0 = {};
          for (; i2--; ) {
            let item0 = data17[i2];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err25 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)", schema: true, parentSchema: schema16, data: data17 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
              break;
            }
            indices0[item0] = i2;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data17 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema102.type, parentSchema: schema102, data };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
}
function validate50(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "state" || key0 === "source_ids" || key0 === "charges")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema100, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data0 = data.state;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema100.properties.state.type, parentSchema: schema100.properties.state, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === "known" || data0 === "partial" || data0 === "unknown")) {
        const err2 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema100.properties.state.enum }, message: "must be equal to one of the allowed values", schema: schema100.properties.state.enum, parentSchema: schema100.properties.state, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data1 = data.source_ids;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err3 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 === "string") {
            if (func3(data2) < 1) {
              const err4 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data1[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err6 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.charges !== void 0) {
      let data3 = data.charges;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err8 = { instancePath: instancePath + "/charges", schemaPath: "#/properties/charges/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema100.properties.charges, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len1 = data3.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (!validate51(data3[i2], { instancePath: instancePath + "/charges/" + i2, parentData: data3, parentDataProperty: i2, rootData })) {
            vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/charges", schemaPath: "#/properties/charges/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema100.properties.charges.type, parentSchema: schema100.properties.charges, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema100.type, parentSchema: schema100, data };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "path" || key0 === "summary" || key0 === "handling" || key0 === "source_ids")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema111, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data0 = data.path;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/path", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.summary !== void 0) {
      let data1 = data.summary;
      if (typeof data1 !== "string") {
        const err2 = { instancePath: instancePath + "/summary", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.handling !== void 0) {
      let data2 = data.handling;
      if (typeof data2 !== "string") {
        const err3 = { instancePath: instancePath + "/handling", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data2 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.source_ids !== void 0) {
      let data3 = data.source_ids;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err4 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema16, data: data3 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === "string") {
            if (func3(data4) < 1) {
              const err5 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema16.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/source_ids/" + i0, schemaPath: "#/definitions/sourceIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema16.items.type, parentSchema: schema16.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        let i1 = data3.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data3[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err7 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema16, data: data3 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/source_ids", schemaPath: "#/definitions/sourceIds/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema16.type, parentSchema: schema16, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema111.type, parentSchema: schema111, data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate54.errors = vErrors;
  return errors === 0;
}
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema116.required, parentSchema: schema116, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "kind" || key0 === "url" || key0 === "retrieved_on")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema116, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err2 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data1 = data.kind;
      if (typeof data1 !== "string") {
        const err3 = { instancePath: instancePath + "/kind", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data2 = data.url;
      if (typeof data2 !== "string") {
        const err4 = { instancePath: instancePath + "/url", schemaPath: "#/definitions/observedString/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema92.type, parentSchema: schema92, data: data2 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.retrieved_on !== void 0) {
      let data3 = data.retrieved_on;
      if (typeof data3 === "string") {
        if (!pattern6.test(data3)) {
          const err5 = { instancePath: instancePath + "/retrieved_on", schemaPath: "#/definitions/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"', schema: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", parentSchema: schema120, data: data3 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/retrieved_on", schemaPath: "#/definitions/date/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema120.type, parentSchema: schema120, data: data3 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema116.type, parentSchema: schema116, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate56.errors = vErrors;
  return errors === 0;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'", schema: schema11.required, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.documentation_state === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "documentation_state" }, message: "must have required property 'documentation_state'", schema: schema11.required, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.model === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema11.required, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.capability_profiles === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "capability_profiles" }, message: "must have required property 'capability_profiles'", schema: schema11.required, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.pricing === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pricing" }, message: "must have required property 'pricing'", schema: schema11.required, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.sources === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sources" }, message: "must have required property 'sources'", schema: schema11.required, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.schema_version !== void 0) {
      let data0 = data.schema_version;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err7 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.schema_version.type, parentSchema: schema11.properties.schema_version, data: data0 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (1 !== data0) {
        const err8 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema11.properties.schema_version, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.documentation_state !== void 0) {
      let data1 = data.documentation_state;
      if (typeof data1 !== "string") {
        const err9 = { instancePath: instancePath + "/documentation_state", schemaPath: "#/properties/documentation_state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.documentation_state.type, parentSchema: schema11.properties.documentation_state, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data1 === "indexed" || data1 === "documented")) {
        const err10 = { instancePath: instancePath + "/documentation_state", schemaPath: "#/properties/documentation_state/enum", keyword: "enum", params: { allowedValues: schema11.properties.documentation_state.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.documentation_state.enum, parentSchema: schema11.properties.documentation_state, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.model !== void 0) {
      if (!validate11(data.model, { instancePath: instancePath + "/model", parentData: data, parentDataProperty: "model", rootData })) {
        vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
        errors = vErrors.length;
      }
    }
    if (data.verification !== void 0) {
      let data3 = data.verification;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.state === void 0) {
          const err11 = { instancePath: instancePath + "/verification", schemaPath: "#/properties/verification/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema11.properties.verification.required, parentSchema: schema11.properties.verification, data: data3 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        for (const key1 in data3) {
          if (!(key1 === "state")) {
            const err12 = { instancePath: instancePath + "/verification", schemaPath: "#/properties/verification/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.verification, data: data3 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data3.state !== void 0) {
          let data4 = data3.state;
          if (typeof data4 !== "string") {
            const err13 = { instancePath: instancePath + "/verification/state", schemaPath: "#/properties/verification/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.verification.properties.state.type, parentSchema: schema11.properties.verification.properties.state, data: data4 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if ("unverified" !== data4) {
            const err14 = { instancePath: instancePath + "/verification/state", schemaPath: "#/properties/verification/properties/state/const", keyword: "const", params: { allowedValue: "unverified" }, message: "must be equal to constant", schema: "unverified", parentSchema: schema11.properties.verification.properties.state, data: data4 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/verification", schemaPath: "#/properties/verification/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.verification.type, parentSchema: schema11.properties.verification, data: data3 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.api_identifiers !== void 0) {
      let data5 = data.api_identifiers;
      if (Array.isArray(data5)) {
        if (data5.length < 1) {
          const err16 = { instancePath: instancePath + "/api_identifiers", schemaPath: "#/properties/api_identifiers/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.api_identifiers, data: data5 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate13(data5[i0], { instancePath: instancePath + "/api_identifiers/" + i0, parentData: data5, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/api_identifiers", schemaPath: "#/properties/api_identifiers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.api_identifiers.type, parentSchema: schema11.properties.api_identifiers, data: data5 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.language_support !== void 0) {
      if (!validate15(data.language_support, { instancePath: instancePath + "/language_support", parentData: data, parentDataProperty: "language_support", rootData })) {
        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
        errors = vErrors.length;
      }
    }
    if (data.capability_profiles !== void 0) {
      let data8 = data.capability_profiles;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err18 = { instancePath: instancePath + "/capability_profiles", schemaPath: "#/properties/capability_profiles/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.capability_profiles, data: data8 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate19(data8[i1], { instancePath: instancePath + "/capability_profiles/" + i1, parentData: data8, parentDataProperty: i1, rootData })) {
            vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/capability_profiles", schemaPath: "#/properties/capability_profiles/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.capability_profiles.type, parentSchema: schema11.properties.capability_profiles, data: data8 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.limitations !== void 0) {
      let data10 = data.limitations;
      if (Array.isArray(data10)) {
        if (data10.length < 1) {
          const err20 = { instancePath: instancePath + "/limitations", schemaPath: "#/properties/limitations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.limitations, data: data10 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        const len2 = data10.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (!validate48(data10[i2], { instancePath: instancePath + "/limitations/" + i2, parentData: data10, parentDataProperty: i2, rootData })) {
            vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/limitations", schemaPath: "#/properties/limitations/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.limitations.type, parentSchema: schema11.properties.limitations, data: data10 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.pricing !== void 0) {
      if (!validate50(data.pricing, { instancePath: instancePath + "/pricing", parentData: data, parentDataProperty: "pricing", rootData })) {
        vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
        errors = vErrors.length;
      }
    }
    if (data.conflicts !== void 0) {
      let data13 = data.conflicts;
      if (Array.isArray(data13)) {
        if (data13.length < 1) {
          const err22 = { instancePath: instancePath + "/conflicts", schemaPath: "#/properties/conflicts/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.conflicts, data: data13 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len3 = data13.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (!validate54(data13[i3], { instancePath: instancePath + "/conflicts/" + i3, parentData: data13, parentDataProperty: i3, rootData })) {
            vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/conflicts", schemaPath: "#/properties/conflicts/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.conflicts.type, parentSchema: schema11.properties.conflicts, data: data13 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.sources !== void 0) {
      let data15 = data.sources;
      if (Array.isArray(data15)) {
        if (data15.length < 1) {
          const err24 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.sources, data: data15 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        const len4 = data15.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (!validate56(data15[i4], { instancePath: instancePath + "/sources/" + i4, parentData: data15, parentDataProperty: i4, rootData })) {
            vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.sources.type, parentSchema: schema11.properties.sources, data: data15 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
  } else {
    const err26 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
function ucs2length(str3) {
  const len = str3.length;
  let length = 0;
  let pos2 = 0;
  let value3;
  while (pos2 < len) {
    length++;
    value3 = str3.charCodeAt(pos2++);
    if (value3 >= 55296 && value3 <= 56319 && pos2 < len) {
      value3 = str3.charCodeAt(pos2);
      if ((value3 & 64512) === 56320)
        pos2++;
    }
  }
  return length;
}
var validate, schema11, func2, schema12, schema13, schema14, schema16, pattern0, func3, schema17, schema21, schema22, schema24, schema28, schema32, pattern1, schema36, schema39, schema42, schema45, schema47, pattern2, schema51, schema52, schema56, schema59, schema62, schema66, schema74, schema82, schema90, schema92, schema93, schema96, schema100, schema102, schema111, schema116, schema120, pattern6;
var init_source_record_validator = __esm({
  "src/generated/source-record-validator.js"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    validate = validate10;
    schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "urn:model-registry-action:schema:source-record:v1", "title": "Source record v1", "description": "One generative model (image, video or audio) per record, stored as TOML at models/<lab_slug>/<model_slug>.toml. Every claim links to the published references it rests on through source_ids.", "type": "object", "additionalProperties": false, "required": ["schema_version", "documentation_state", "model", "capability_profiles", "pricing", "sources"], "properties": { "schema_version": { "description": "Always 1 for this schema.", "type": "integer", "const": 1 }, "documentation_state": { "type": "string", "enum": ["indexed", "documented"] }, "model": { "$ref": "#/definitions/model" }, "verification": { "description": "Present on newer records; the registry has not verified claims itself.", "type": "object", "additionalProperties": false, "required": ["state"], "properties": { "state": { "type": "string", "const": "unverified" } } }, "api_identifiers": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/apiIdentifier" } }, "language_support": { "$ref": "#/definitions/languageSupport" }, "capability_profiles": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/capabilityProfile" } }, "limitations": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/limitation" } }, "pricing": { "$ref": "#/definitions/pricing" }, "conflicts": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/conflict" } }, "sources": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/source" } } }, "definitions": { "nonEmptyString": { "type": "string", "minLength": 1 }, "nonEmptyStringArray": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "minLength": 1 } }, "observedString": { "description": "A field the spec lists as observed: any string.", "type": "string" }, "observedStringArray": { "description": "An array field the spec lists as observed: at least 1 item (as every array), any strings.", "type": "array", "minItems": 1, "items": { "type": "string" } }, "sourceIds": { "description": "Ids of entries of this record's sources that the claim rests on.", "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "minLength": 1 } }, "claimState": { "type": "string", "enum": ["supported", "unsupported", "not_applicable", "unknown"] }, "date": { "description": "A calendar date, YYYY-MM-DD.", "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "aspectRatio": { "description": "A ratio such as 16:9.", "type": "string", "pattern": "^[^:]+:[^:]+$" }, "endpoint": { "description": `An HTTP method and a path or absolute address of the described model's own interface: "POST /v1/videos", "POST https://host/v1/x", or "GET {polling_url}" for an address an earlier call returned.`, "type": "string", "pattern": "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$" }, "dimensionExample": { "description": "An exact output size that the sources publish.", "type": "object", "additionalProperties": false, "required": ["width", "height", "unit", "aspect_ratio", "source_ids"], "properties": { "width": { "type": "integer", "minimum": 1 }, "height": { "type": "integer", "minimum": 1 }, "unit": { "type": "string", "const": "pixel" }, "aspect_ratio": { "$ref": "#/definitions/aspectRatio" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "model": { "description": "Identity of the model.", "type": "object", "additionalProperties": false, "required": ["id", "name", "lab", "modality", "status", "source_ids"], "properties": { "id": { "description": "<lab_slug>/<model_slug>, equal to the record path without models/ and .toml.", "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, "name": { "$ref": "#/definitions/nonEmptyString" }, "aliases": { "$ref": "#/definitions/nonEmptyStringArray" }, "lab": { "$ref": "#/definitions/nonEmptyString" }, "modality": { "type": "string", "enum": ["image", "video", "audio"] }, "status": { "type": "string", "enum": ["available", "preview", "unknown"] }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "apiIdentifier": { "description": "An identifier under which the model is called.", "type": "object", "additionalProperties": false, "required": ["kind", "value", "source_ids"], "properties": { "kind": { "type": "string", "enum": ["model_id", "snapshot_id", "version_selector"] }, "value": { "$ref": "#/definitions/nonEmptyString" }, "resolves_to": { "$ref": "#/definitions/nonEmptyString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "language": { "description": "A named language.", "type": "object", "additionalProperties": false, "required": ["name"], "properties": { "name": { "$ref": "#/definitions/nonEmptyString" }, "code": { "$ref": "#/definitions/nonEmptyString" } } }, "languageSupport": { "description": "Languages of native audio, speech output or prompt input.", "type": "object", "additionalProperties": false, "required": ["state", "scope", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "scope": { "type": "string", "enum": ["native_audio", "speech_output", "prompt_input"] }, "published_label": { "$ref": "#/definitions/nonEmptyString" }, "listed_count": { "type": "integer", "minimum": 1 }, "list_completeness": { "type": "string", "const": "non_exhaustive" }, "languages": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/language" } }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "published_label": false, "listed_count": false, "list_completeness": false, "languages": false } } }] }, "capabilityProfile": { "description": "One task the model performs; a profile with only id, task and source_ids is an undocumented placeholder.", "type": "object", "additionalProperties": false, "required": ["id", "task", "source_ids"], "properties": { "id": { "$ref": "#/definitions/nonEmptyString" }, "task": { "$ref": "#/definitions/nonEmptyString" }, "source_ids": { "$ref": "#/definitions/sourceIds" }, "endpoint": { "$ref": "#/definitions/endpoint" }, "api_mode": { "$ref": "#/definitions/nonEmptyString" }, "api_mode_aliases": { "$ref": "#/definitions/nonEmptyStringArray" }, "variants": { "$ref": "#/definitions/nonEmptyStringArray" }, "duration": { "$ref": "#/definitions/duration" }, "text_input": { "$ref": "#/definitions/textInput" }, "frame_rate": { "$ref": "#/definitions/frameRate" }, "size": { "$ref": "#/definitions/size" }, "native_audio": { "$ref": "#/definitions/nativeAudio" }, "audio_formats": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/audioFormat" } }, "audio_format_access": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/audioFormatAccess" } }, "reference_inputs": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/referenceInput" } }, "delivery_profiles": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/deliveryProfile" } }, "controls": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/control" } }, "timing": { "$ref": "#/definitions/timing" } } }, "duration": { "description": "Output duration.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "mode": { "type": "string", "const": "range" }, "unit": { "type": "string", "const": "second" }, "min": { "type": "number", "minimum": 0 }, "max": { "type": "number", "exclusiveMinimum": 0 }, "step": { "type": "number", "exclusiveMinimum": 0 }, "automatic": { "type": "boolean" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["mode", "unit", "min", "max"] } }, { "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "mode": false, "unit": false, "min": false, "max": false, "step": false, "automatic": false } } }] }, "textInput": { "description": "Length limit of the text prompt.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "unit": { "type": "string", "enum": ["character", "utf16_code_unit"] }, "max": { "type": "integer", "minimum": 1 }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["unit", "max"] } }, { "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "unit": false, "max": false } } }] }, "frameRate": { "description": "Output frame rates.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "mode": { "type": "string", "const": "exact_set" }, "unit": { "type": "string", "const": "frame_per_second" }, "values": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "number", "exclusiveMinimum": 0 } }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["mode", "unit", "values"] } }, { "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "mode": false, "unit": false, "values": false } } }] }, "size": { "description": "Output size: a set of resolution tiers or a pixel range.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "mode": { "type": "string", "enum": ["exact_set", "range"] }, "unit": { "type": "string", "enum": ["resolution_tier", "pixel"] }, "automatic": { "type": "boolean" }, "default": { "description": "A tier id, or <width>x<height>.", "type": "string", "minLength": 1 }, "edge_multiple": { "type": "integer", "minimum": 1 }, "max_edge": { "type": "integer", "minimum": 1 }, "min_total_pixels": { "type": "integer", "minimum": 1 }, "max_total_pixels": { "type": "integer", "minimum": 1 }, "experimental_above_total_pixels": { "type": "integer", "minimum": 1 }, "max_long_to_short_ratio": { "type": "number", "minimum": 1 }, "options": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/sizeOption" } }, "examples": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/dimensionExample" } }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["mode", "unit"], "if": { "required": ["mode"], "properties": { "mode": { "const": "exact_set" } } }, "then": { "required": ["options"] } } }, { "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "mode": false, "unit": false, "automatic": false, "default": false, "edge_multiple": false, "max_edge": false, "min_total_pixels": false, "max_total_pixels": false, "experimental_above_total_pixels": false, "max_long_to_short_ratio": false, "options": false, "examples": false } } }] }, "sizeOption": { "description": "One size tier.", "type": "object", "additionalProperties": false, "required": ["id", "source_ids"], "properties": { "id": { "$ref": "#/definitions/nonEmptyString" }, "label": { "$ref": "#/definitions/nonEmptyString" }, "max_megapixels": { "type": "number", "exclusiveMinimum": 0 }, "render_modes": { "$ref": "#/definitions/nonEmptyStringArray" }, "aspect_ratios": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "pattern": "^[^:]+:[^:]+$" } }, "examples": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/dimensionExample" } }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "nativeAudio": { "description": "Whether the model generates audio with its video.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "default": { "type": "boolean" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "default": false } } }] }, "audioFormat": { "description": "An output audio format.", "type": "object", "additionalProperties": false, "required": ["family", "sample_rate_mode", "sample_rate_unit", "sample_rates", "source_ids"], "properties": { "family": { "type": "string", "enum": ["mp3", "pcm", "wav", "opus", "ulaw", "alaw"] }, "encoding": { "$ref": "#/definitions/nonEmptyString" }, "sample_rate_mode": { "type": "string", "const": "exact_set" }, "sample_rate_unit": { "type": "string", "const": "hertz" }, "sample_rates": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "integer", "minimum": 1 } }, "bitrate_mode": { "type": "string", "const": "exact_set" }, "bitrate_unit": { "type": "string", "const": "kilobit_per_second" }, "bitrates": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "integer", "minimum": 1 } }, "bit_depth_unit": { "type": "string", "const": "bit" }, "bit_depths": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "integer", "minimum": 1 } }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "dependencies": { "bitrates": ["bitrate_mode", "bitrate_unit"], "bit_depths": ["bit_depth_unit"] } }, "audioFormatAccess": { "description": "Formats available only from a plan upward.", "type": "object", "additionalProperties": false, "required": ["format_ids", "minimum_plan", "source_ids"], "properties": { "format_ids": { "$ref": "#/definitions/nonEmptyStringArray" }, "minimum_plan": { "$ref": "#/definitions/nonEmptyString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "referenceInput": { "description": "An input the model conditions on (image, video, audio, mask, voice ...).", "type": "object", "additionalProperties": false, "required": ["role", "media_type", "state", "source_ids"], "properties": { "role": { "$ref": "#/definitions/nonEmptyString" }, "media_type": { "type": "string", "enum": ["image", "video", "audio", "image_mask", "voice_id", "binary"] }, "state": { "$ref": "#/definitions/claimState" }, "min_count": { "type": "integer", "minimum": 0 }, "max_count": { "type": "integer", "minimum": 0 }, "max_count_state": { "type": "string", "const": "unknown" }, "demonstrated_count": { "type": "integer", "minimum": 1 }, "count_scope": { "type": "string", "const": "unique" }, "position_roles": { "$ref": "#/definitions/nonEmptyStringArray" }, "max_duration": { "type": "number", "exclusiveMinimum": 0 }, "duration_unit": { "type": "string", "const": "second" }, "formats": { "$ref": "#/definitions/nonEmptyStringArray" }, "encodings": { "$ref": "#/definitions/nonEmptyStringArray" }, "constraints": { "$ref": "#/definitions/nonEmptyStringArray" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "dependencies": { "max_count": { "properties": { "max_count_state": false } }, "max_duration": ["duration_unit"] }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "min_count": false, "max_count": false, "max_count_state": false, "demonstrated_count": false, "count_scope": false, "position_roles": false, "max_duration": false, "duration_unit": false, "formats": false, "encodings": false, "constraints": false } } }] }, "deliveryProfile": { "description": "How outputs are delivered.", "type": "object", "additionalProperties": false, "required": ["id", "state", "transport", "source_ids"], "properties": { "id": { "$ref": "#/definitions/nonEmptyString" }, "state": { "$ref": "#/definitions/claimState" }, "transport": { "$ref": "#/definitions/nonEmptyString" }, "endpoint": { "$ref": "#/definitions/endpoint" }, "formats": { "$ref": "#/definitions/nonEmptyStringArray" }, "default_format": { "$ref": "#/definitions/nonEmptyString" }, "max_partial_outputs": { "type": "integer", "minimum": 1 }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "control": { "description": "A request parameter; values are written as strings, including numbers and booleans.", "type": "object", "additionalProperties": false, "required": ["name", "state", "source_ids"], "properties": { "name": { "$ref": "#/definitions/nonEmptyString" }, "state": { "$ref": "#/definitions/claimState" }, "mode": { "type": "string", "enum": ["exact_set", "range"] }, "values": { "$ref": "#/definitions/nonEmptyStringArray" }, "unsupported_values": { "$ref": "#/definitions/nonEmptyStringArray" }, "default": { "type": ["string", "number"] }, "min": { "type": "number" }, "max": { "type": "number" }, "step": { "type": "number", "exclusiveMinimum": 0 }, "unit": { "$ref": "#/definitions/nonEmptyString" }, "formats": { "$ref": "#/definitions/nonEmptyStringArray" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["mode"] } }, { "if": { "required": ["state"], "properties": { "state": { "const": "unsupported" } } }, "then": { "properties": { "mode": false, "values": false, "unsupported_values": false, "default": false, "min": false, "max": false, "step": false, "unit": false, "formats": false } } }] }, "timing": { "description": "Timing (alignment) data delivered with the output.", "type": "object", "additionalProperties": false, "properties": { "state": { "$ref": "#/definitions/claimState" }, "granularity": { "$ref": "#/definitions/observedString" }, "delivery_profile_ids": { "$ref": "#/definitions/observedStringArray" }, "endpoints": { "type": "array", "minItems": 1, "items": { "type": "string", "pattern": "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$" } }, "metadata": { "$ref": "#/definitions/observedStringArray" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "pricing": { "description": "Published prices.", "type": "object", "additionalProperties": false, "properties": { "state": { "type": "string", "enum": ["known", "partial", "unknown"] }, "source_ids": { "$ref": "#/definitions/sourceIds" }, "charges": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/charge" } } } }, "charge": { "description": "One price; an unknown charge records a price that is not published, so it has no price fields (kind, amount, denomination, per, unit).", "type": "object", "additionalProperties": false, "properties": { "id": { "$ref": "#/definitions/observedString" }, "state": { "type": "string", "enum": ["known", "unknown"] }, "kind": { "$ref": "#/definitions/observedString" }, "amount": { "type": "number" }, "denomination": { "$ref": "#/definitions/observedString" }, "per": { "description": "Number of units the amount covers.", "type": "number" }, "unit": { "$ref": "#/definitions/observedString" }, "applies_when": { "$ref": "#/definitions/observedStringArray" }, "profile_id": { "$ref": "#/definitions/observedString" }, "qualifier": { "$ref": "#/definitions/observedString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "unknown" } } }, "then": { "properties": { "kind": false, "amount": false, "denomination": false, "per": false, "unit": false } } }] }, "limitation": { "description": "A documented limitation.", "type": "object", "additionalProperties": false, "properties": { "id": { "$ref": "#/definitions/observedString" }, "summary": { "$ref": "#/definitions/observedString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "conflict": { "description": "Contradictory published statements; the record keeps the chosen value at path.", "type": "object", "additionalProperties": false, "properties": { "path": { "$ref": "#/definitions/observedString" }, "summary": { "$ref": "#/definitions/observedString" }, "handling": { "$ref": "#/definitions/observedString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } }, "source": { "description": "A published reference.", "type": "object", "additionalProperties": false, "required": ["id"], "properties": { "id": { "$ref": "#/definitions/observedString" }, "kind": { "$ref": "#/definitions/observedString" }, "url": { "$ref": "#/definitions/observedString" }, "retrieved_on": { "$ref": "#/definitions/date" } } } } };
    func2 = Object.prototype.hasOwnProperty;
    schema12 = { "description": "Identity of the model.", "type": "object", "additionalProperties": false, "required": ["id", "name", "lab", "modality", "status", "source_ids"], "properties": { "id": { "description": "<lab_slug>/<model_slug>, equal to the record path without models/ and .toml.", "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, "name": { "$ref": "#/definitions/nonEmptyString" }, "aliases": { "$ref": "#/definitions/nonEmptyStringArray" }, "lab": { "$ref": "#/definitions/nonEmptyString" }, "modality": { "type": "string", "enum": ["image", "video", "audio"] }, "status": { "type": "string", "enum": ["available", "preview", "unknown"] }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    schema13 = { "type": "string", "minLength": 1 };
    schema14 = { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "minLength": 1 } };
    schema16 = { "description": "Ids of entries of this record's sources that the claim rests on.", "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "minLength": 1 } };
    pattern0 = new RegExp("^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$", "u");
    func3 = ucs2length;
    schema17 = { "description": "An identifier under which the model is called.", "type": "object", "additionalProperties": false, "required": ["kind", "value", "source_ids"], "properties": { "kind": { "type": "string", "enum": ["model_id", "snapshot_id", "version_selector"] }, "value": { "$ref": "#/definitions/nonEmptyString" }, "resolves_to": { "$ref": "#/definitions/nonEmptyString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    schema21 = { "description": "Languages of native audio, speech output or prompt input.", "type": "object", "additionalProperties": false, "required": ["state", "scope", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "scope": { "type": "string", "enum": ["native_audio", "speech_output", "prompt_input"] }, "published_label": { "$ref": "#/definitions/nonEmptyString" }, "listed_count": { "type": "integer", "minimum": 1 }, "list_completeness": { "type": "string", "const": "non_exhaustive" }, "languages": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/language" } }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "published_label": false, "listed_count": false, "list_completeness": false, "languages": false } } }] };
    schema22 = { "type": "string", "enum": ["supported", "unsupported", "not_applicable", "unknown"] };
    schema24 = { "description": "A named language.", "type": "object", "additionalProperties": false, "required": ["name"], "properties": { "name": { "$ref": "#/definitions/nonEmptyString" }, "code": { "$ref": "#/definitions/nonEmptyString" } } };
    schema28 = { "description": "One task the model performs; a profile with only id, task and source_ids is an undocumented placeholder.", "type": "object", "additionalProperties": false, "required": ["id", "task", "source_ids"], "properties": { "id": { "$ref": "#/definitions/nonEmptyString" }, "task": { "$ref": "#/definitions/nonEmptyString" }, "source_ids": { "$ref": "#/definitions/sourceIds" }, "endpoint": { "$ref": "#/definitions/endpoint" }, "api_mode": { "$ref": "#/definitions/nonEmptyString" }, "api_mode_aliases": { "$ref": "#/definitions/nonEmptyStringArray" }, "variants": { "$ref": "#/definitions/nonEmptyStringArray" }, "duration": { "$ref": "#/definitions/duration" }, "text_input": { "$ref": "#/definitions/textInput" }, "frame_rate": { "$ref": "#/definitions/frameRate" }, "size": { "$ref": "#/definitions/size" }, "native_audio": { "$ref": "#/definitions/nativeAudio" }, "audio_formats": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/audioFormat" } }, "audio_format_access": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/audioFormatAccess" } }, "reference_inputs": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/referenceInput" } }, "delivery_profiles": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/deliveryProfile" } }, "controls": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/control" } }, "timing": { "$ref": "#/definitions/timing" } } };
    schema32 = { "description": `An HTTP method and a path or absolute address of the described model's own interface: "POST /v1/videos", "POST https://host/v1/x", or "GET {polling_url}" for an address an earlier call returned.`, "type": "string", "pattern": "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$" };
    pattern1 = new RegExp("^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$", "u");
    schema36 = { "description": "Output duration.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "mode": { "type": "string", "const": "range" }, "unit": { "type": "string", "const": "second" }, "min": { "type": "number", "minimum": 0 }, "max": { "type": "number", "exclusiveMinimum": 0 }, "step": { "type": "number", "exclusiveMinimum": 0 }, "automatic": { "type": "boolean" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["mode", "unit", "min", "max"] } }, { "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "mode": false, "unit": false, "min": false, "max": false, "step": false, "automatic": false } } }] };
    schema39 = { "description": "Length limit of the text prompt.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "unit": { "type": "string", "enum": ["character", "utf16_code_unit"] }, "max": { "type": "integer", "minimum": 1 }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["unit", "max"] } }, { "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "unit": false, "max": false } } }] };
    schema42 = { "description": "Output frame rates.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "mode": { "type": "string", "const": "exact_set" }, "unit": { "type": "string", "const": "frame_per_second" }, "values": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "number", "exclusiveMinimum": 0 } }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["mode", "unit", "values"] } }, { "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "mode": false, "unit": false, "values": false } } }] };
    schema45 = { "description": "Output size: a set of resolution tiers or a pixel range.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "mode": { "type": "string", "enum": ["exact_set", "range"] }, "unit": { "type": "string", "enum": ["resolution_tier", "pixel"] }, "automatic": { "type": "boolean" }, "default": { "description": "A tier id, or <width>x<height>.", "type": "string", "minLength": 1 }, "edge_multiple": { "type": "integer", "minimum": 1 }, "max_edge": { "type": "integer", "minimum": 1 }, "min_total_pixels": { "type": "integer", "minimum": 1 }, "max_total_pixels": { "type": "integer", "minimum": 1 }, "experimental_above_total_pixels": { "type": "integer", "minimum": 1 }, "max_long_to_short_ratio": { "type": "number", "minimum": 1 }, "options": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/sizeOption" } }, "examples": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/dimensionExample" } }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["mode", "unit"], "if": { "required": ["mode"], "properties": { "mode": { "const": "exact_set" } } }, "then": { "required": ["options"] } } }, { "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "mode": false, "unit": false, "automatic": false, "default": false, "edge_multiple": false, "max_edge": false, "min_total_pixels": false, "max_total_pixels": false, "experimental_above_total_pixels": false, "max_long_to_short_ratio": false, "options": false, "examples": false } } }] };
    schema47 = { "description": "One size tier.", "type": "object", "additionalProperties": false, "required": ["id", "source_ids"], "properties": { "id": { "$ref": "#/definitions/nonEmptyString" }, "label": { "$ref": "#/definitions/nonEmptyString" }, "max_megapixels": { "type": "number", "exclusiveMinimum": 0 }, "render_modes": { "$ref": "#/definitions/nonEmptyStringArray" }, "aspect_ratios": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "string", "pattern": "^[^:]+:[^:]+$" } }, "examples": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/dimensionExample" } }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    pattern2 = new RegExp("^[^:]+:[^:]+$", "u");
    schema51 = { "description": "An exact output size that the sources publish.", "type": "object", "additionalProperties": false, "required": ["width", "height", "unit", "aspect_ratio", "source_ids"], "properties": { "width": { "type": "integer", "minimum": 1 }, "height": { "type": "integer", "minimum": 1 }, "unit": { "type": "string", "const": "pixel" }, "aspect_ratio": { "$ref": "#/definitions/aspectRatio" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    schema52 = { "description": "A ratio such as 16:9.", "type": "string", "pattern": "^[^:]+:[^:]+$" };
    schema56 = { "description": "Whether the model generates audio with its video.", "type": "object", "additionalProperties": false, "required": ["state", "source_ids"], "properties": { "state": { "$ref": "#/definitions/claimState" }, "default": { "type": "boolean" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "default": false } } }] };
    schema59 = { "description": "An output audio format.", "type": "object", "additionalProperties": false, "required": ["family", "sample_rate_mode", "sample_rate_unit", "sample_rates", "source_ids"], "properties": { "family": { "type": "string", "enum": ["mp3", "pcm", "wav", "opus", "ulaw", "alaw"] }, "encoding": { "$ref": "#/definitions/nonEmptyString" }, "sample_rate_mode": { "type": "string", "const": "exact_set" }, "sample_rate_unit": { "type": "string", "const": "hertz" }, "sample_rates": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "integer", "minimum": 1 } }, "bitrate_mode": { "type": "string", "const": "exact_set" }, "bitrate_unit": { "type": "string", "const": "kilobit_per_second" }, "bitrates": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "integer", "minimum": 1 } }, "bit_depth_unit": { "type": "string", "const": "bit" }, "bit_depths": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "type": "integer", "minimum": 1 } }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "dependencies": { "bitrates": ["bitrate_mode", "bitrate_unit"], "bit_depths": ["bit_depth_unit"] } };
    schema62 = { "description": "Formats available only from a plan upward.", "type": "object", "additionalProperties": false, "required": ["format_ids", "minimum_plan", "source_ids"], "properties": { "format_ids": { "$ref": "#/definitions/nonEmptyStringArray" }, "minimum_plan": { "$ref": "#/definitions/nonEmptyString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    schema66 = { "description": "An input the model conditions on (image, video, audio, mask, voice ...).", "type": "object", "additionalProperties": false, "required": ["role", "media_type", "state", "source_ids"], "properties": { "role": { "$ref": "#/definitions/nonEmptyString" }, "media_type": { "type": "string", "enum": ["image", "video", "audio", "image_mask", "voice_id", "binary"] }, "state": { "$ref": "#/definitions/claimState" }, "min_count": { "type": "integer", "minimum": 0 }, "max_count": { "type": "integer", "minimum": 0 }, "max_count_state": { "type": "string", "const": "unknown" }, "demonstrated_count": { "type": "integer", "minimum": 1 }, "count_scope": { "type": "string", "const": "unique" }, "position_roles": { "$ref": "#/definitions/nonEmptyStringArray" }, "max_duration": { "type": "number", "exclusiveMinimum": 0 }, "duration_unit": { "type": "string", "const": "second" }, "formats": { "$ref": "#/definitions/nonEmptyStringArray" }, "encodings": { "$ref": "#/definitions/nonEmptyStringArray" }, "constraints": { "$ref": "#/definitions/nonEmptyStringArray" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "dependencies": { "max_count": { "properties": { "max_count_state": false } }, "max_duration": ["duration_unit"] }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "enum": ["unsupported", "not_applicable", "unknown"] } } }, "then": { "properties": { "min_count": false, "max_count": false, "max_count_state": false, "demonstrated_count": false, "count_scope": false, "position_roles": false, "max_duration": false, "duration_unit": false, "formats": false, "encodings": false, "constraints": false } } }] };
    schema74 = { "description": "How outputs are delivered.", "type": "object", "additionalProperties": false, "required": ["id", "state", "transport", "source_ids"], "properties": { "id": { "$ref": "#/definitions/nonEmptyString" }, "state": { "$ref": "#/definitions/claimState" }, "transport": { "$ref": "#/definitions/nonEmptyString" }, "endpoint": { "$ref": "#/definitions/endpoint" }, "formats": { "$ref": "#/definitions/nonEmptyStringArray" }, "default_format": { "$ref": "#/definitions/nonEmptyString" }, "max_partial_outputs": { "type": "integer", "minimum": 1 }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    schema82 = { "description": "A request parameter; values are written as strings, including numbers and booleans.", "type": "object", "additionalProperties": false, "required": ["name", "state", "source_ids"], "properties": { "name": { "$ref": "#/definitions/nonEmptyString" }, "state": { "$ref": "#/definitions/claimState" }, "mode": { "type": "string", "enum": ["exact_set", "range"] }, "values": { "$ref": "#/definitions/nonEmptyStringArray" }, "unsupported_values": { "$ref": "#/definitions/nonEmptyStringArray" }, "default": { "type": ["string", "number"] }, "min": { "type": "number" }, "max": { "type": "number" }, "step": { "type": "number", "exclusiveMinimum": 0 }, "unit": { "$ref": "#/definitions/nonEmptyString" }, "formats": { "$ref": "#/definitions/nonEmptyStringArray" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "supported" } } }, "then": { "required": ["mode"] } }, { "if": { "required": ["state"], "properties": { "state": { "const": "unsupported" } } }, "then": { "properties": { "mode": false, "values": false, "unsupported_values": false, "default": false, "min": false, "max": false, "step": false, "unit": false, "formats": false } } }] };
    schema90 = { "description": "Timing (alignment) data delivered with the output.", "type": "object", "additionalProperties": false, "properties": { "state": { "$ref": "#/definitions/claimState" }, "granularity": { "$ref": "#/definitions/observedString" }, "delivery_profile_ids": { "$ref": "#/definitions/observedStringArray" }, "endpoints": { "type": "array", "minItems": 1, "items": { "type": "string", "pattern": "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|TRACE|CONNECT) (/\\S*|[A-Za-z][A-Za-z0-9+.-]*://\\S+|\\{[^{}\\s]+\\}\\S*)$" } }, "metadata": { "$ref": "#/definitions/observedStringArray" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    schema92 = { "description": "A field the spec lists as observed: any string.", "type": "string" };
    schema93 = { "description": "An array field the spec lists as observed: at least 1 item (as every array), any strings.", "type": "array", "minItems": 1, "items": { "type": "string" } };
    schema96 = { "description": "A documented limitation.", "type": "object", "additionalProperties": false, "properties": { "id": { "$ref": "#/definitions/observedString" }, "summary": { "$ref": "#/definitions/observedString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    schema100 = { "description": "Published prices.", "type": "object", "additionalProperties": false, "properties": { "state": { "type": "string", "enum": ["known", "partial", "unknown"] }, "source_ids": { "$ref": "#/definitions/sourceIds" }, "charges": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/charge" } } } };
    schema102 = { "description": "One price; an unknown charge records a price that is not published, so it has no price fields (kind, amount, denomination, per, unit).", "type": "object", "additionalProperties": false, "properties": { "id": { "$ref": "#/definitions/observedString" }, "state": { "type": "string", "enum": ["known", "unknown"] }, "kind": { "$ref": "#/definitions/observedString" }, "amount": { "type": "number" }, "denomination": { "$ref": "#/definitions/observedString" }, "per": { "description": "Number of units the amount covers.", "type": "number" }, "unit": { "$ref": "#/definitions/observedString" }, "applies_when": { "$ref": "#/definitions/observedStringArray" }, "profile_id": { "$ref": "#/definitions/observedString" }, "qualifier": { "$ref": "#/definitions/observedString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } }, "allOf": [{ "if": { "required": ["state"], "properties": { "state": { "const": "unknown" } } }, "then": { "properties": { "kind": false, "amount": false, "denomination": false, "per": false, "unit": false } } }] };
    schema111 = { "description": "Contradictory published statements; the record keeps the chosen value at path.", "type": "object", "additionalProperties": false, "properties": { "path": { "$ref": "#/definitions/observedString" }, "summary": { "$ref": "#/definitions/observedString" }, "handling": { "$ref": "#/definitions/observedString" }, "source_ids": { "$ref": "#/definitions/sourceIds" } } };
    schema116 = { "description": "A published reference.", "type": "object", "additionalProperties": false, "required": ["id"], "properties": { "id": { "$ref": "#/definitions/observedString" }, "kind": { "$ref": "#/definitions/observedString" }, "url": { "$ref": "#/definitions/observedString" }, "retrieved_on": { "$ref": "#/definitions/date" } } };
    schema120 = { "description": "A calendar date, YYYY-MM-DD.", "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" };
    pattern6 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
  }
});

// src/core/validate/schema.ts
function schemaErrors(value3) {
  return validate(value3) ? [] : [...validate.errors ?? []];
}
function resolve3(from, segments) {
  let node = from;
  for (const s of segments) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[s];
  }
  return node !== null && typeof node === "object" ? node : void 0;
}
function definitionAt(pointer) {
  return schemaNodeAt(parse(pointer));
}
var init_schema = __esm({
  "src/core/validate/schema.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_source_record_v1_schema();
    init_source_record_validator();
    init_json_pointer();
    init_schema_type();
  }
});

// src/core/validate/messages/headers.ts
function headerOf(segments, record) {
  const header = headerParts(segments, record);
  if (header === void 0) return void 0;
  const keys = header.keys.join(".");
  return header.lastIsIndex ? `[[${keys}]]` : `[${keys}]`;
}
function headerKeys2(segments, record) {
  return headerParts(segments, record)?.keys;
}
function headerParts(segments, record) {
  const keys = [];
  let node = record;
  let lastIsIndex = false;
  for (const seg of segments) {
    lastIsIndex = Array.isArray(node);
    if (!lastIsIndex) {
      if (!BARE_KEY.test(seg)) return void 0;
      keys.push(seg);
    }
    node = child(node, seg);
  }
  return keys.length === 0 ? void 0 : { keys, lastIsIndex };
}
function headerIn(ctx, header) {
  let found = ctx.headers.get(header);
  if (found === void 0) {
    found = hasHeader(ctx.text, header);
    ctx.headers.set(header, found);
  }
  return found;
}
function hasHeader(text3, header) {
  const double = header.startsWith("[[");
  const keys = header.slice(double ? 2 : 1, double ? -2 : -1).split(".");
  const open = double ? "\\[\\[" : "\\[(?!\\[)";
  return new RegExp(`^[ \\t]*${open}[ \\t]*${keys.join("[ \\t]*\\.[ \\t]*")}[ \\t]*\\]`, "m").test(text3);
}
var init_headers = __esm({
  "src/core/validate/messages/headers.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_format();
  }
});

// src/core/validate/messages/field-shapes.ts
function emptyRecordMessage() {
  const required = source_record_v1_schema_default.required ?? [];
  const written = required.map((key) => {
    const node = definitionAt(`/${key}`);
    if (node?.type === "object") return `[${key}]`;
    return node?.type === "array" && derefSchema(node.items)?.type === "object" ? `[[${key}]]` : key;
  });
  return `the file is empty: a record needs ${andList(written)}`;
}
function shapeHint(table2, missing, record) {
  const node = definitionAt(append(table2, missing));
  if (node === void 0) return "";
  if ("const" in node) return ` (write ${missing} = ${JSON.stringify(node.const)})`;
  if (Array.isArray(node.enum)) return ` (one of ${node.enum.map(String).join(", ")})`;
  const shape = shapeOf(node, missing, () => headerOf([...parse(table2), missing], record));
  return shape === void 0 ? "" : ` (${shape})`;
}
function shapeOf(node, key, header) {
  switch (node.type) {
    case "string": {
      const form = PATTERNS[String(node.pattern)]?.form;
      if (node.pattern !== void 0) return form === void 0 ? "a string" : `a string that must ${form}`;
      return `a string: ${key} = "\u2026"`;
    }
    case "integer":
    case "number": {
      const bound = typeof node.minimum === "number" ? ` >= ${node.minimum}` : typeof node.exclusiveMinimum === "number" ? ` > ${node.exclusiveMinimum}` : "";
      return `${TYPE_NAMES[node.type]}${bound}`;
    }
    case "boolean":
      return "true or false";
    case "array": {
      const items = derefSchema(node.items);
      const h = header();
      if (items?.type === "object")
        return h === void 0 ? "an array of tables" : `an array of tables: a [${h}] header above each`;
      if (items?.type === "string") return `an array of strings: ${key} = ["\u2026"]`;
      return items?.type === "integer" || items?.type === "number" ? "an array of numbers" : "an array";
    }
    case "object": {
      const h = header();
      const table2 = h === void 0 ? "a table" : `a table, ${h}`;
      const required = node.required ?? [];
      if (required.length > 0) return `${table2}, with ${andList(required)}`;
      const fields2 = Object.keys(node.properties ?? {});
      return fields2.length > 0 && fields2.length <= MAX_LISTED_FIELDS ? `${table2}; its fields: ${fields2.join(", ")}` : table2;
    }
    default:
      return void 0;
  }
}
function andList(names) {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
function missingField(table2, missing, rule, message) {
  return { pointer: append(table2, missing), rule, message, at: table2, anchor: "container" };
}
var TYPE_NAMES, DATE_FORM, PATTERNS, MAX_LISTED_FIELDS;
var init_field_shapes = __esm({
  "src/core/validate/messages/field-shapes.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json_pointer();
    init_schema_type();
    init_schema();
    init_headers();
    TYPE_NAMES = {
      string: "a string",
      number: "a number",
      integer: "an integer",
      boolean: "true or false",
      object: "a table",
      array: "an array",
      null: "null"
    };
    DATE_FORM = "be a date YYYY-MM-DD";
    PATTERNS = {
      "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$": {
        form: "have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens)",
        rule: "schema/pattern"
      },
      [source_record_v1_schema_default.definitions.date.pattern]: { form: DATE_FORM, rule: "schema/pattern" },
      "^[^:]+:[^:]+$": { form: 'be a ratio such as "16:9"', rule: "schema/pattern" },
      [source_record_v1_schema_default.definitions.endpoint.pattern]: {
        form: 'have the form <METHOD> <path or absolute address> (e.g. "POST /v1/videos", "GET {polling_url}")',
        rule: "schema/endpoint"
      }
    };
    MAX_LISTED_FIELDS = 8;
  }
});

// src/core/feeds/site-url.ts
function repositoryName(repositoryUrl) {
  return repositoryUrl.replace(/^https?:\/\/[^/]+\//, "") || repositoryUrl;
}
function defaultSiteUrl(repositoryUrl) {
  const m = /^(https?):\/\/([^/]+)\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(repositoryUrl.trim());
  if (!m) return null;
  const [, scheme, host, owner, repo] = m;
  if (host.toLowerCase() !== "github.com") return `${scheme}://pages.${host}/${owner}/${repo}/`;
  const login = owner.toLowerCase();
  if (repo.toLowerCase() === `${login}.github.io`) return `https://${login}.github.io/`;
  return `https://${login}.github.io/${repo}/`;
}
function layoutSiteUrl(siteUrl, repository) {
  return siteUrl ?? defaultSiteUrl(repository) ?? `${repository.replace(/\/+$/, "")}/`;
}
function holdsCredentials(url) {
  try {
    const parsed = new URL(url.trim());
    return parsed.username !== "" || parsed.password !== "";
  } catch {
    return false;
  }
}
function holdsQueryOrFragment(url) {
  return /[?#]/.test(url);
}
function normalizeSiteUrl(url) {
  if (holdsQueryOrFragment(url)) return null;
  let parsed;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  if (parsed.username || parsed.password) return null;
  const href = parsed.href;
  return href.endsWith("/") ? href : `${href}/`;
}
function readSiteUrl(raw, what) {
  if (holdsCredentials(raw)) return { error: `${what} ${SITE_URL_CREDENTIALS}` };
  if (holdsQueryOrFragment(raw)) return { error: `${what} ${SITE_URL_QUERY}, got ${JSON.stringify(raw)}` };
  const url = normalizeSiteUrl(raw);
  if (url === null)
    return {
      error: `${what} must be an absolute http(s) address, got ${JSON.stringify(raw)}${writeInstead(raw)}`,
      notHttp: true
    };
  const page = /[^/]+\.html?\/$/i.exec(url)?.[0];
  if (page !== void 0)
    return {
      error: `${what} must be the folder the site is served from, not a page in it: got ${JSON.stringify(raw)}, give ${JSON.stringify(url.slice(0, -page.length))}`
    };
  return { url };
}
function httpsGuess(raw) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return null;
  const host = raw.split("/")[0];
  return customDomainProblem(host) === null ? `https://${raw}` : null;
}
function writeInstead(raw) {
  const guess = httpsGuess(raw.trim());
  const url = guess === null ? null : normalizeSiteUrl(guess);
  return url === null ? "" : ` (write ${url})`;
}
function customDomainProblem(name) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name))
    return "it has a scheme: give the host name alone, without https://";
  if (name.includes("/")) return "it has a path: give the host name alone (a site under a path is site-url)";
  const bad = /[^A-Za-z0-9.-]/.exec(name)?.[0];
  if (bad !== void 0)
    return `it holds ${JSON.stringify(bad)}: a host name has only letters, digits, hyphens and dots (an internationalized name in its Punycode form, xn--\u2026)`;
  if (name.length > MAX_HOST_NAME)
    return `it is ${name.length} bytes long, over the ${MAX_HOST_NAME} a host name may have`;
  const parts = name.split(".");
  if (parts.some((p) => p === "")) return "it has an empty part (a dot at an end, or two in a row)";
  if (parts.length < 2) return "it has no dot: a custom domain is a name such as models.example.org";
  const long = parts.find((p) => p.length > 63);
  if (long !== void 0) return `its part ${JSON.stringify(long.slice(0, 20))}\u2026 is over 63 characters`;
  const hyphen = parts.find((p) => p.startsWith("-") || p.endsWith("-"));
  if (hyphen !== void 0) return `its part ${JSON.stringify(hyphen)} starts or ends with "-"`;
  const last3 = parts.at(-1);
  if (/^(?:\d+|0x[0-9a-f]*)$/i.test(last3))
    return `its last part ${JSON.stringify(last3)} is a number: give the site's domain name, not an IP address`;
  return null;
}
function readCustomDomain(raw, what) {
  const name = raw?.trim() ?? "";
  if (name === "") return {};
  const problem3 = customDomainProblem(name);
  return problem3 === null ? { cname: name } : {
    error: `${what} must be a host name such as models.example.org, got ${JSON.stringify(raw)}: ${problem3}`
  };
}
function customDomainSiteUrl(cname) {
  return `https://${cname.toLowerCase()}/`;
}
var SITE_URL_CREDENTIALS, SITE_URL_QUERY, MAX_HOST_NAME;
var init_site_url = __esm({
  "src/core/feeds/site-url.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    SITE_URL_CREDENTIALS = "must not hold credentials (user:password@): they would be published in every feed and in api/index.json; give the site's address alone";
    SITE_URL_QUERY = "must be the site's address without a query (?\u2026) or fragment (#\u2026)";
    MAX_HOST_NAME = 253;
  }
});

// src/core/validate/messages/field-names.ts
function misspeltFields(errors) {
  const out = /* @__PURE__ */ new Set();
  for (const e of errors) {
    if (e.keyword !== "additionalProperties") continue;
    const guess = fieldGuess(String(e.params.additionalProperty), knownFields(e));
    if (guess !== void 0) out.add(`${e.instancePath}
${guess}`);
  }
  return out;
}
function knownFields(e) {
  return Object.keys(e.parentSchema?.properties ?? {});
}
function displacedFields(errors) {
  const owners = /* @__PURE__ */ new Map();
  for (const e of errors) {
    if (e.keyword !== "required") continue;
    const field2 = String(e.params.missingProperty);
    owners.set(field2, [...owners.get(field2) ?? [], e.instancePath]);
  }
  const out = /* @__PURE__ */ new Map();
  for (const e of errors) {
    if (e.keyword !== "additionalProperties") continue;
    const field2 = String(e.params.additionalProperty);
    const [owner, ...others] = owners.get(field2) ?? [];
    if (owner === void 0 || others.length > 0 || `${e.instancePath}/`.startsWith(`${owner}/`)) continue;
    const guess = fieldGuess(field2, knownFields(e));
    if (guess !== void 0 && !(isObject(e.data) && Object.hasOwn(e.data, guess)))
      continue;
    out.set(`${e.instancePath}
${field2}`, owner);
  }
  return out;
}
function displacedHint(name, table2, owner, ctx) {
  const path = fieldPath(owner, ctx.record);
  const header = headerOf(parse(table2), ctx.record);
  const ownerHeader = headerOf(parse(owner), ctx.record);
  const below = header !== void 0 && headerIn(ctx, header) ? `a key below the ${header} header belongs to that table; ` : "";
  const into = (
    // One of several [[capability_profiles]] headers would not say which: the path does.
    ownerHeader !== void 0 && !ownerHeader.startsWith("[[") && headerIn(ctx, ownerHeader) ? `below the ${ownerHeader} header` : `into ${path}`
  );
  return `${name} is a field of ${path}, which lacks it: ${below}move it ${into}`;
}
function strayFields(errors, ctx) {
  const byName = /* @__PURE__ */ new Map();
  for (const e of errors) {
    if (e.keyword !== "additionalProperties") continue;
    const name = String(e.params.additionalProperty);
    const list2 = byName.get(name);
    if (list2 === void 0) byName.set(name, [e]);
    else list2.push(e);
  }
  if (byName.size === 0) return () => false;
  return (table2, field2) => {
    for (const e of byName.get(field2) ?? []) {
      if (!e.instancePath.startsWith(`${table2}/`) || fieldGuess(field2, knownFields(e)) !== void 0)
        continue;
      if (misplaced(field2, e.instancePath, ctx)?.owner === table2) return true;
    }
    return (headerKeys2(parse(table2), ctx.record) ?? []).some(
      (own) => (byName.get(own) ?? []).some(
        (e) => e.instancePath === table2 && selfNamed(own, table2, ctx)?.keys.includes(field2) === true
      )
    );
  };
}
function selfNamed(name, table2, ctx) {
  const segments = parse(table2);
  const header = headerOf(segments, ctx.record);
  const path = headerKeys2(segments, ctx.record);
  if (header === void 0 || path === void 0 || !headerIn(ctx, header)) return void 0;
  const data = valueAt(ctx.record, table2);
  if (!isObject(data)) return void 0;
  const fields2 = definitionAt(table2)?.properties ?? {};
  for (let from = 0; from < path.length; from++) {
    if (path[from] !== name) continue;
    const written = path.slice(from);
    let inner = table2;
    let node = data;
    const through = written.every((key, i) => {
      if (!isObject(node) || i > 0 && Object.keys(node).length !== 1) return false;
      node = child(node, key);
      inner = append(inner, key);
      return true;
    });
    if (!through || !isObject(node)) continue;
    const keys = Object.keys(node);
    const fit = keys.every((k) => k !== name && Object.hasOwn(fields2, k) && !Object.hasOwn(data, k));
    if (keys.length > 0 && fit) return { prefix: written.join("."), inner, keys };
  }
  return void 0;
}
function fieldGuess(name, allowed) {
  const loose = (s) => s.toLowerCase().replaceAll("-", "_");
  const n = loose(name);
  return closest(name, allowed) ?? allowed.find((k) => {
    const l = loose(k);
    return l === `${n}s` || l === `${n}es` || n === `${l}s` || n === `${l}es`;
  });
}
function allowedHint(allowed, table2) {
  if (allowed.length === 0) return "";
  const list2 = allowed.join(", ");
  if (list2.length <= MAX_LISTED_CHARS) return ` (allowed fields: ${list2})`;
  const node = definitionAt(table2);
  const name = Object.entries(source_record_v1_schema_default.definitions).find(([, d]) => d === node)?.[0];
  const where = name === void 0 ? "allowed here" : `the spec lists under ${name[0].toUpperCase()}${name.slice(1)}`;
  return ` (not one of the ${allowed.length} fields ${where})`;
}
function misplaced(name, table2, ctx) {
  const { record } = ctx;
  const segments = parse(table2);
  if (headerKeys2(segments, record)?.includes(name) === true) return void 0;
  for (let n = segments.length - 1; n >= 0; n--) {
    const outer = segments.slice(0, n);
    const node = definitionAt(format(outer));
    if (node?.type !== "object" || !Object.hasOwn(node.properties ?? {}, name)) continue;
    const header = headerOf(segments, record);
    if (header === void 0 || !headerIn(ctx, header)) return void 0;
    const owner = format(outer);
    if (n === 0)
      return {
        owner,
        hint: `${name} is a top-level field: a key below the ${header} header belongs to that table; move it above the first table header`
      };
    const path = fieldPath(owner, record);
    return {
      owner,
      hint: `${name} is a field of ${path}: a key below the ${header} header belongs to that table; move it up into ${path}, above the headers of its sub-tables`
    };
  }
  return void 0;
}
var MAX_LISTED_CHARS;
var init_field_names = __esm({
  "src/core/validate/messages/field-names.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    init_json_pointer();
    init_message_text();
    init_format();
    init_schema();
    init_headers();
    MAX_LISTED_CHARS = 160;
  }
});

// src/core/validate/rules.ts
function recordFindings(record, budget = new FindingBudget(), rejected = /* @__PURE__ */ new Set()) {
  const unnamed = sourceReferences(record, budget);
  uniqueIds(record, budget, unnamed);
  profileReferences(record, budget);
  minMax(record, budget, rejected);
  calendarDates(record, budget);
  relativeSourceUrls(record, budget);
  return budget;
}
function elements(v) {
  return Array.isArray(v) ? v : [];
}
function idsOf(v) {
  const ids = [];
  for (const x of elements(v)) if (isObject(x) && typeof x.id === "string") ids.push(x.id);
  return ids;
}
function allHaveIds(v, emptyIsId = false) {
  return elements(v).every((x) => isObject(x) && typeof x.id === "string" && (emptyIsId || x.id !== ""));
}
function misspeltHolder(table2, field2) {
  let ids;
  return (id) => {
    ids ??= new Set(
      Object.keys(table2).filter((k) => k !== field2 && fieldGuess(k, [field2]) === field2).flatMap((k) => idsOf(table2[k]))
    );
    return ids.has(id);
  };
}
function listedAsArray(v) {
  return v === void 0 || Array.isArray(v) && v.length > 0;
}
function profiles(record) {
  const out = [];
  elements(record.capability_profiles).forEach((p, i) => {
    if (isObject(p)) out.push({ p, i });
  });
  return out;
}
function sourceReferences(record, out) {
  if (!listedAsArray(record.sources)) return [];
  if (!allHaveIds(record.sources, true)) return [];
  const known2 = idsOf(record.sources);
  if (known2.length === 0) return [];
  const set2 = new Set(known2);
  const repeats = set2.size < known2.length;
  const inMisspelt = misspeltHolder(record, "sources");
  const unnamed = /* @__PURE__ */ new Map();
  const path = [];
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i];
        if (v === null || typeof v !== "object") continue;
        path.push(i);
        visit(v);
        path.pop();
      }
      return;
    }
    if (node === null || typeof node !== "object") return;
    for (const key of Object.keys(node)) {
      const v = node[key];
      if (v === null || typeof v !== "object") continue;
      path.push(key);
      if (key === "source_ids" && Array.isArray(v)) checkIds(v);
      else visit(v);
      path.pop();
    }
  };
  const checkIds = (ids) => {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (typeof id !== "string" || id === "" || set2.has(id) || inMisspelt(id)) continue;
      const pointer = format([...path, i]);
      const seen = unnamed.get(id);
      if (seen === void 0) unnamed.set(id, [pointer]);
      else seen.push(pointer);
    }
  };
  visit(record);
  if (!repeats)
    for (const [id, pointers] of unnamed) {
      const first = pointers[0];
      const many = pointers.length > 1 ? `; ${pointers.length} source_ids entries name it, this one first` : "";
      out.push(
        () => ({
          pointer: first,
          rule: "ref/source-id",
          message: `${fieldPath(parentOf(first), record)} names ${quote(id)}, which is not a source of this record${many} (${sourcesNote(id, known2)})`
        }),
        // Every entry that names it: a hint checking one of them wants to know it names no source.
        () => pointers
      );
    }
  return [...unnamed.keys()];
}
function parentOf(pointer) {
  return pointer.slice(0, pointer.lastIndexOf("/"));
}
function sourcesNote(id, known2) {
  return idsNote(id, known2, "sources");
}
function idsNote(id, known2, what) {
  const guess = closest(
    id,
    known2.filter((k) => k !== "")
  );
  return `${guess === void 0 ? "" : `did you mean ${quote(guess)}? `}${what}: ${listIds(known2)}`;
}
function uniqueIds(record, out, unnamed) {
  const arrays = [["capability_profiles"], ["sources"], ["limitations"]];
  if (isObject(record.pricing)) arrays.push(["pricing", "charges"]);
  for (const { p, i } of profiles(record)) {
    arrays.push(["capability_profiles", i, "delivery_profiles"]);
    if (isObject(p.size)) arrays.push(["capability_profiles", i, "size", "options"]);
  }
  for (const path of arrays) {
    const first = /* @__PURE__ */ new Map();
    elements(at(record, path)).forEach((x, i) => {
      if (!isObject(x) || typeof x.id !== "string") return;
      const id = x.id;
      const earlier = first.get(id);
      if (earlier === void 0) first.set(id, i);
      else {
        const arrayPath = fieldPath(format(path), record);
        const hint = path.length === 1 && path[0] === "sources" ? missingSources(unnamed) : "";
        out.push(
          () => ({
            pointer: format([...path, i, "id"]),
            rule: "unique/id",
            message: `${arrayPath}[${i}].id repeats ${quote(id)}, already the id of ${arrayPath}[${earlier}]${hint}`
          }),
          () => format([...path, i, "id"])
        );
      }
    });
  }
}
function missingSources(unnamed) {
  if (unnamed.length === 0) return "";
  if (unnamed.length === 1)
    return ` (did you mean ${quote(unnamed[0])}? source_ids name it, and no source has it)`;
  return ` (source_ids name ${listIds(unnamed)}, which no source has)`;
}
function referencedNote(id, ids, noun, none) {
  if (ids.length === 0) return none;
  return id === "" ? `${noun}: ${listIds(ids)}` : idsNote(id, ids, noun);
}
function profileReferences(record, out) {
  const profileIds = idsOf(record.capability_profiles);
  const profileSet = new Set(profileIds);
  const charges = isObject(record.pricing) ? elements(record.pricing.charges) : [];
  const judgeProfiles = allHaveIds(record.capability_profiles) && profileIds.length > 0;
  const inMisspeltProfiles = misspeltHolder(record, "capability_profiles");
  charges.forEach((c, i) => {
    if (!judgeProfiles || !isObject(c) || typeof c.profile_id !== "string") return;
    const profileId = c.profile_id;
    if (profileSet.has(profileId) || inMisspeltProfiles(profileId)) return;
    const pointer = format(["pricing", "charges", i, "profile_id"]);
    const listed = referencedNote(profileId, profileIds, "profiles", "this record has no profiles");
    const names = profileId === "" ? "is empty, so it names no capability profile of this record" : `names ${quote(profileId)}, which is not a capability profile of this record`;
    out.push(
      () => ({
        pointer,
        rule: "ref/profile-id",
        message: `${fieldPath(pointer, record)} ${names} (${listed})`
      }),
      () => pointer
    );
  });
  for (const { p, i } of profiles(record)) {
    if (!isObject(p.timing) || !allHaveIds(p.delivery_profiles) || !listedAsArray(p.delivery_profiles))
      continue;
    const deliveries = idsOf(p.delivery_profiles);
    const deliverySet = new Set(deliveries);
    const inMisspeltDeliveries = misspeltHolder(p, "delivery_profiles");
    const path = ["capability_profiles", i, "timing", "delivery_profile_ids"];
    elements(p.timing.delivery_profile_ids).forEach((id, k) => {
      if (typeof id !== "string" || deliverySet.has(id) || inMisspeltDeliveries(id)) return;
      const pointer = format([...path, k]);
      const message = () => {
        const listed = referencedNote(id, deliveries, "delivery profiles", "it has no delivery profiles");
        return id === "" ? `${fieldPath(pointer, record)} is empty, so it names no delivery profile of capability_profiles[${i}] (${listed})` : `${fieldPath(format(path), record)} names ${quote(id)}, which is not a delivery profile of capability_profiles[${i}] (${listed})`;
      };
      out.push(
        () => ({ pointer, rule: "ref/delivery-profile-id", message: message() }),
        () => pointer
      );
    });
  }
}
function minMax(record, out, rejected) {
  const pairs = [];
  for (const { p, i } of profiles(record)) {
    const base = ["capability_profiles", i];
    pairs.push({ path: [...base, "duration"], low: "min", high: "max" });
    pairs.push({ path: [...base, "size"], low: "min_total_pixels", high: "max_total_pixels" });
    elements(p.controls).forEach((_, k) => {
      pairs.push({ path: [...base, "controls", k], low: "min", high: "max" });
    });
    elements(p.reference_inputs).forEach((_, k) => {
      pairs.push({ path: [...base, "reference_inputs", k], low: "min_count", high: "max_count" });
    });
  }
  for (const { path, low, high } of pairs) {
    const table2 = at(record, path);
    if (!isObject(table2)) continue;
    const lo = table2[low];
    const hi = table2[high];
    if (typeof lo !== "number" || typeof hi !== "number" || lo <= hi) continue;
    const pointer = format([...path, low]);
    if (rejected.has(pointer) || rejected.has(format([...path, high]))) continue;
    out.push(
      () => ({
        pointer,
        rule: "range/min-max",
        message: `${fieldPath(pointer, record)} must be <= ${high} (${hi}), found ${lo}`
      }),
      () => [pointer, format([...path, high])]
    );
  }
}
function at(root, path) {
  let node = root;
  for (const seg of path) {
    if (Array.isArray(node) && typeof seg === "number") node = node[seg];
    else if (isObject(node) && typeof seg === "string")
      node = Object.hasOwn(node, seg) ? node[seg] : void 0;
    else return void 0;
  }
  return node;
}
function calendarDates(record, out) {
  elements(record.sources).forEach((source, i) => {
    const date = isObject(source) ? source.retrieved_on : void 0;
    const m = typeof date === "string" ? DATE.exec(date) : null;
    const why = m === null ? null : calendarProblem(Number(m[1]), Number(m[2]), Number(m[3]));
    if (why === null) return;
    const pointer = format(["sources", i, "retrieved_on"]);
    out.push(
      () => ({
        pointer,
        rule: "range/date",
        message: `${fieldPath(pointer, record)} must be a real calendar date, found ${quote(date)} (${why})`
      }),
      () => pointer
    );
  });
}
function relativeSourceUrls(record, out) {
  elements(record.sources).forEach((source, i) => {
    const url = isObject(source) ? source.url : void 0;
    if (typeof url !== "string" || url === "" || /^[a-z][a-z0-9+.-]*:/i.test(url.trim())) return;
    const pointer = format(["sources", i, "url"]);
    const guess = httpsGuess(url.trim());
    out.push(
      () => ({
        pointer,
        rule: "ref/url-scheme",
        message: `${fieldPath(pointer, record)} ${quote(url)} has no scheme, so the site's link would open a page of the site` + (guess === null ? ": write the whole address, https:// and all" : ` (write ${quote(guess)})`),
        severity: "warning"
      }),
      () => pointer
    );
  });
}
var DATE;
var init_rules = __esm({
  "src/core/validate/rules.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_site_url();
    init_json();
    init_json_pointer();
    init_message_text();
    init_dates();
    init_finding();
    init_format();
    init_field_names();
    DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
  }
});

// src/core/validate/messages/conditions.ts
function absentRule(e) {
  return `${parent(e.instancePath)}
${e.schemaPath.slice(0, e.schemaPath.lastIndexOf("/properties/"))}`;
}
function viaDependency(schemaPath) {
  const segments = schemaPath.split("/");
  return segments.lastIndexOf("dependencies") > segments.lastIndexOf("then");
}
function stateForbidden(errors) {
  const out = /* @__PURE__ */ new Set();
  for (const e of errors)
    if (e.keyword === "false schema" && !viaDependency(e.schemaPath))
      out.add(`${parent(e.instancePath)}
${last(e.instancePath)}`);
  return out;
}
function dependencyFields(e) {
  const params = e.params;
  if (e.keyword === "dependencies")
    return [params.property, params.missingProperty].map((f) => `${e.instancePath}
${String(f)}`);
  if (e.keyword !== "false schema" || !viaDependency(e.schemaPath)) return [];
  const segments = e.schemaPath.split("/");
  const table2 = parent(e.instancePath);
  const property = segments[segments.lastIndexOf("dependencies") + 1];
  return [`${table2}
${property}`, `${table2}
${last(e.instancePath)}`];
}
function conditionOf(schemaPath, table2, record) {
  const segments = parse(schemaPath.replace(/^#/, ""));
  const thenAt = segments.lastIndexOf("then");
  const dependencyAt = segments.lastIndexOf("dependencies");
  if (dependencyAt > thenAt && segments[dependencyAt + 1]) return `${segments[dependencyAt + 1]} is present`;
  if (thenAt < 0) return void 0;
  const owner = resolve3(definitionAt(table2), segments.slice(0, thenAt)) ?? resolve3(source_record_v1_schema_default, segments.slice(0, thenAt));
  const test = owner?.if;
  if (!test) return void 0;
  const data = valueAt(record, table2);
  const props = Object.keys(test.properties ?? {});
  const names = props.length > 0 ? props : test.required ?? [];
  const parts = names.map((k) => {
    const v = data !== null && typeof data === "object" && !Array.isArray(data) ? data[k] : void 0;
    return props.length > 0 && v !== void 0 ? `${k} is ${describe(v)}` : `${k} is present`;
  });
  return parts.length > 0 ? parts.join(" and ") : void 0;
}
var init_conditions = __esm({
  "src/core/validate/messages/conditions.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json_pointer();
    init_format();
    init_schema();
  }
});

// src/core/validate/unquoted-dates.ts
function writtenDates(text3, value3, dates) {
  const locator = createLocator(text3);
  const lines = text3.split("\n");
  const out = /* @__PURE__ */ new Map();
  for (const { pointer, kind } of dates) {
    const at2 = locator.locate(pointer, "container");
    const source = (lines[at2.line - 1] ?? "").slice(at2.column - 1);
    const written = DATE_WRITTEN.exec(source)?.[0] ?? String(valueAt(value3, pointer));
    const { line, column } = locator.locate(pointer);
    out.set(pointer, { line, column, written, found: `the TOML ${kind} ${written}` });
  }
  return out;
}
function takesText(pointer) {
  const node = definitionAt(pointer);
  if (node === void 0 || "enum" in node || "const" in node) return false;
  return node.type === "string" || Array.isArray(node.type) && node.type.includes("string");
}
function unquotedDateDiagnostics(file, text3, value3, dates) {
  const shown4 = dates.filter((d) => takesText(d.pointer));
  if (shown4.length === 0) return [];
  return [...writtenDates(text3, value3, shown4)].map(([pointer, { line, column, found, written }]) => {
    const message = dateMessage(fieldPath(pointer, value3), { found, written });
    return { file, line, column, pointer, rule: "schema/type", message, severity: "error" };
  });
}
function dateMessage(path, { found, written }) {
  return `${path} must be a string, found ${found} (write it in quotes: ${JSON.stringify(written)})`;
}
var DATE_WRITTEN;
var init_unquoted_dates = __esm({
  "src/core/validate/unquoted-dates.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_locate();
    init_format();
    init_schema();
    DATE_WRITTEN = /^(?:\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/;
  }
});

// src/core/validate/messages/context.ts
function datesOf(record, text3) {
  const dates = unquotedDates(record);
  if (dates === void 0) return () => void 0;
  let written;
  return (pointer) => {
    written ??= writtenDates(text3, record, dates);
    return written.get(pointer);
  };
}
var init_context = __esm({
  "src/core/validate/messages/context.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_parse2();
    init_unquoted_dates();
  }
});

// src/core/validate/messages/probes.ts
function propose(ctx, pointer, lead, value3, show2) {
  const after = ctx.probe?.(pointer, value3);
  if (after === void 0) return ` (${lead})`;
  if (after.length === 0) return ` (${lead}: ${show2(value3)})`;
  const [next] = after;
  const guess = /\(did you mean ("(?:[^"\\]|\\.)*")\?/.exec(next.message)?.[1];
  const within = next.pointer === pointer || next.pointer.startsWith(`${pointer}/`);
  const at2 = next.pointer.slice(pointer.length);
  const wrong = within ? valueAt(value3, at2) : void 0;
  if (guess !== void 0 && typeof wrong === "string") {
    const meant = JSON.parse(guess);
    const fixed = withValue(value3, at2, meant);
    if (ctx.probe?.(pointer, fixed)?.length === 0)
      return ` (${lead}, and ${quote(meant)} for ${quote(wrong)}: ${show2(fixed)})`;
  }
  const path = fieldPath(pointer, ctx.record);
  const rest = next.message.startsWith(`${path} `) ? `it ${next.message.slice(path.length + 1)}` : next.message;
  return ` (${lead}; written so, ${rest})`;
}
function withValue(root, pointer, value3) {
  const set2 = (node, segments) => {
    const [head, ...rest] = segments;
    if (head === void 0) return value3;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(head)] = set2(node[Number(head)], rest);
      return copy;
    }
    const table2 = node !== null && typeof node === "object" ? node : {};
    return { ...table2, [head]: set2(child(table2, head), rest) };
  };
  return set2(root, parse(pointer));
}
function stillWrong(ctx, from, pointer, value3) {
  if (value3 === void 0) return "";
  const inside = (p) => p === pointer || p.startsWith(`${pointer}/`);
  const dates = (p) => inside(p) ? ctx.dateAt(from + p.slice(pointer.length)) : void 0;
  const next = ctx.probe?.(pointer, value3, dates)?.find((f) => inside(f.pointer))?.message ?? movedDate(ctx, from, pointer, value3);
  return next === void 0 ? "" : `; written so, ${next}`;
}
function movedDate(ctx, from, to, value3) {
  let budget = 1e3;
  const walk = (v, sub) => {
    if (budget-- <= 0) return void 0;
    if (typeof v === "string") {
      const date = ctx.dateAt(from + sub);
      return date !== void 0 && takesText(to + sub) ? dateMessage(fieldPath(to + sub), date) : void 0;
    }
    if (v === null || typeof v !== "object") return void 0;
    for (const [k, x] of Object.entries(v)) {
      const found = walk(x, append(sub, k));
      if (found !== void 0) return found;
    }
    return void 0;
  };
  return walk(value3, "");
}
function movedHint(ctx, table2, name, { inner: from, keys }) {
  const data = valueAt(ctx.record, table2);
  const inner = valueAt(ctx.record, from);
  const { [name]: _, ...rest } = data;
  const at2 = (p) => keys.some((k) => p === append(table2, k) || p.startsWith(`${append(table2, k)}/`));
  const dates = (p) => at2(p) ? ctx.dateAt(from + p.slice(table2.length)) : void 0;
  const after = ctx.probe?.(table2, { ...rest, ...inner }, dates);
  const next = after?.find((f) => at2(f.pointer))?.message ?? keys.map((k) => movedDate(ctx, append(from, k), append(table2, k), inner[k])).find(Boolean);
  return next === void 0 ? "" : `; written so, ${next}`;
}
var init_probes = __esm({
  "src/core/validate/messages/probes.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json_pointer();
    init_format();
    init_unquoted_dates();
  }
});

// src/core/validate/messages/value-hints.ts
function endpointHint(found, pointer, ctx) {
  if (found.length > MAX_ENDPOINT_SHOWN) return "";
  const [, lead = "", inner = "", trail = ""] = /^(\s*)(.*?)(\s*)$/s.exec(found) ?? [];
  const m = /^(\S+)(\s+)(\S.*)$/s.exec(inner);
  if (m === null) return "";
  const [, method = "", gap, path = ""] = m;
  const parts = [];
  const ends = [lead && "the start", trail && "the end"].filter(Boolean).join(" and ");
  if (ends !== "") parts.push(`remove the space${lead.length + trail.length > 1 ? "s" : ""} at ${ends}`);
  const upper = method.toUpperCase();
  const meant = METHODS.includes(upper) ? upper : closest(upper, METHODS);
  if (meant === void 0) return "";
  if (meant !== upper) parts.push(`did you mean ${meant}? ${method} is not an HTTP method`);
  else if (upper !== method) parts.push("write the method in capitals");
  if (gap !== " ") parts.push("one space between the method and the path");
  const relative5 = /^[\w~-]+\//.test(path);
  if (relative5) parts.push("a path starts with /");
  const fixed = `${meant} ${relative5 ? "/" : ""}${path}`;
  if (parts.length === 0 || !ENDPOINT.test(fixed)) return "";
  return propose(ctx, pointer, parts.join("; "), fixed, JSON.stringify);
}
function arrayHint(pointer, data, ctx) {
  const { record, text: text3 } = ctx;
  const key = last(pointer);
  if (!BARE_KEY.test(key)) return "";
  const items = derefSchema(definitionAt(pointer)?.items);
  const header = headerOf(parse(pointer), record);
  if (items?.type === "object" && header !== void 0) {
    const double = `[${header}]`;
    if (data !== null && typeof data === "object" && hasHeader(text3, header))
      return ` (an array of tables has a ${double} header, with double brackets, above each item)`;
    return ` (write an array: ${key} = [{ \u2026 }, { \u2026 }], or a ${double} header above each item)`;
  }
  const scalar = typeof data === "string" ? data.length <= 60 : typeof data === "number";
  if (scalar && (items?.type === typeof data || items?.type === "integer" && Number.isInteger(data)))
    return propose(
      ctx,
      pointer,
      "write it in brackets",
      [data],
      (v) => `${key} = ${JSON.stringify(v)}`
    );
  if (data !== null && typeof data === "object" && items?.type === "string")
    return ` (write an array: ${key} = ["\u2026", "\u2026"])`;
  return "";
}
function unbracketedHint(pointer, data, types, ctx) {
  const key = last(pointer);
  const [only] = data;
  if (data.length !== 1 || !BARE_KEY.test(key)) return "";
  const fits = typeof only === "string" && types.includes("string") && only.length <= 60 || typeof only === "number" && (types.includes("number") || types.includes("integer") && Number.isInteger(only));
  if (!fits) return "";
  return propose(ctx, pointer, "write it without brackets", only, (v) => `${key} = ${JSON.stringify(v)}`);
}
function tableHint(pointer, data, ctx) {
  if (typeof data !== "string" || data.length > 60) return "";
  const node = definitionAt(pointer);
  const required = node?.required ?? [];
  if (required.length !== 1) return "";
  const field2 = required[0];
  const type = derefSchema(node?.properties?.[field2])?.type;
  if (type !== "string" || !BARE_KEY.test(field2)) return "";
  const show2 = (v) => `{ ${field2} = ${JSON.stringify(v[field2])} }`;
  return propose(ctx, pointer, "write a table", { [field2]: data }, show2);
}
function singleBracketHint(pointer, data, ctx) {
  if (!Array.isArray(data) || data.length !== 1) return "";
  const header = headerOf([...parse(pointer), "0"], ctx.record);
  if (header === void 0 || !header.startsWith("[[") || !hasHeader(ctx.text, header)) return "";
  return ` (a table has one ${header.slice(1, -1)} header, with single brackets)`;
}
function constHint(data, allowed, pointer) {
  if (typeof allowed !== "number" || typeof data !== "string") return "";
  const type = Number.isInteger(allowed) ? "integer" : "number";
  if (unquotedForm(data.trim(), [type]) !== void 0 && Number(data) === allowed)
    return ` (write it without quotes: ${allowed})`;
  return ` (write the number without quotes: ${last(pointer)} = ${allowed})`;
}
function unquotedHint(unquoted, pointer, ctx) {
  const value3 = unquoted === "true" ? true : unquoted === "false" ? false : Number(unquoted);
  if (value3 === Number.POSITIVE_INFINITY || value3 === Number.NEGATIVE_INFINITY) return "";
  const written = typeof value3 === "number" && /^[+-]?0\d/.test(unquoted) ? String(value3) : unquoted;
  return propose(ctx, pointer, "write it without quotes", value3, () => written);
}
function priceForm(text3, types) {
  if (!types.includes("number") || text3.length > 40) return void 0;
  const m = PRICE.exec(text3);
  return m === null ? void 0 : m[1] ?? m[2];
}
function unquotedForm(text3, types) {
  if (types.includes("boolean") && (text3 === "true" || text3 === "false")) return text3;
  const integer = /^[+-]?\d+$/.test(text3);
  const number = integer || /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text3);
  if (types.includes("integer") && integer || types.includes("number") && number) return text3;
  return void 0;
}
var ENDPOINT, METHODS, MAX_ENDPOINT_SHOWN, CURRENCY_CODES, PRICE;
var init_value_hints = __esm({
  "src/core/validate/messages/value-hints.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json_pointer();
    init_message_text();
    init_schema_type();
    init_format();
    init_schema();
    init_headers();
    init_probes();
    ENDPOINT = new RegExp(source_record_v1_schema_default.definitions.endpoint.pattern);
    METHODS = /^\^\(([A-Z|]+)\)/.exec(ENDPOINT.source)?.[1]?.split("|") ?? [];
    MAX_ENDPOINT_SHOWN = 200;
    CURRENCY_CODES = "USD|EUR|GBP|JPY|CNY|CAD|AUD|CHF|INR|KRW";
    PRICE = new RegExp(
      String.raw`^\s*(?:[$€£¥]\s*|(?:${CURRENCY_CODES})\s+)(\d+(?:\.\d+)?)\s*$|^\s*(\d+(?:\.\d+)?)\s*(?:${CURRENCY_CODES})\s*$`
    );
  }
});

// src/core/validate/messages/translate.ts
function translate(e, ctx) {
  const { record } = ctx;
  const pointer = e.instancePath;
  const path = fieldPath(pointer, record);
  const date = ctx.dateAt(pointer)?.found;
  const found = date ?? describe(e.data);
  const params = e.params;
  switch (e.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      const condition = conditionOf(e.schemaPath, pointer, record);
      const text3 = condition ? `${condition}, so ${missing} is required` : `missing required field ${missing}`;
      return missingField(
        pointer,
        missing,
        condition ? "schema/required-when" : "schema/required",
        inTable(path, text3 + shapeHint(pointer, missing, record))
      );
    }
    case "dependencies": {
      const missing = String(params.missingProperty);
      const text3 = `${String(params.property)} is present, so ${missing} is required`;
      return missingField(
        pointer,
        missing,
        "schema/required-when",
        inTable(path, text3 + shapeHint(pointer, missing, record))
      );
    }
    case "false schema": {
      const table2 = parent(pointer);
      const condition = conditionOf(e.schemaPath, table2, record) ?? "this field is not allowed here";
      const text3 = `${condition}, so ${last(pointer)} must be absent`;
      return { pointer, rule: "schema/absent-when", message: inTable(fieldPath(table2, record), text3) };
    }
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const allowed = knownFields(e);
      const owner = ctx.displaced.get(`${pointer}
${name}`);
      const guess = owner === void 0 ? fieldGuess(name, allowed) : void 0;
      const inner = guess ? void 0 : selfNamed(name, pointer, ctx);
      const moved = owner !== void 0 ? { owner, hint: displacedHint(name, pointer, owner, ctx) } : guess || inner ? void 0 : misplaced(name, pointer, ctx);
      const elsewhere = moved && `${moved.hint}${stillWrong(ctx, append(pointer, name), append(moved.owner, name), child(e.data, name))}`;
      const set2 = guess !== void 0 && isObject(e.data) && Object.hasOwn(e.data, guess) && !joinsItems(child(e.data, name), child(e.data, guess));
      const hint = inner ? ` (below the ${headerOf(parse(pointer), record)} header, write ${andList(inner.keys.map((k) => `${k} = \u2026`))}, without ${quote(`${inner.prefix}.`)}${movedHint(ctx, pointer, name, inner)})` : elsewhere ? ` (${elsewhere})` : set2 ? (
        // `Status` beside `status`: "did you mean status?" would lead to a repeated key.
        ` (${guess} is already set; remove this one)`
      ) : guess ? ` (did you mean ${guess}?)` : allowedHint(allowed, pointer);
      return {
        pointer: append(pointer, name),
        rule: "schema/additional-property",
        message: inTable(path, `unknown field ${quote(name)}${hint}`)
      };
    }
    case "type": {
      const types = String(params.type).split(",");
      const expected = types.map((t) => TYPE_NAMES[t] ?? t).join(" or ");
      const quotable = types.includes("string") && (typeof e.data === "boolean" || typeof e.data === "number" && !types.includes("number"));
      const unquoted = typeof e.data === "string" && !date ? unquotedForm(e.data, types) : void 0;
      const price = typeof e.data === "string" && !date && !unquoted ? priceForm(e.data, types) : void 0;
      const hint = quotable ? propose(ctx, pointer, "write it in quotes", String(e.data), JSON.stringify) : unquoted ? unquotedHint(unquoted, pointer, ctx) : price ? propose(ctx, pointer, "write the number alone, without quotes", Number(price), () => price) : types.includes("array") ? arrayHint(pointer, e.data, ctx) : Array.isArray(e.data) ? (types.includes("object") ? singleBracketHint(pointer, e.data, ctx) : "") || unbracketedHint(pointer, e.data, types, ctx) : types.includes("object") ? tableHint(pointer, e.data, ctx) : "";
      return { pointer, rule: "schema/type", message: `${path} must be ${expected}, found ${found}${hint}` };
    }
    case "enum": {
      const allowed = params.allowedValues.map(
        (v) => typeof v === "string" ? v : JSON.stringify(v)
      );
      const guess = typeof e.data === "string" ? closest(e.data, allowed) : void 0;
      const [only] = Array.isArray(e.data) && e.data.length === 1 ? e.data : [];
      const unlisted = typeof only === "string" && !allowed.includes(only) && closest(only, allowed) === void 0;
      const hint = guess !== void 0 ? ` (did you mean ${quote(guess)}?)` : unlisted ? ` (write one of them without brackets; ${quote(only)} is not one)` : Array.isArray(e.data) ? unbracketedHint(pointer, e.data, ["string", "number"], ctx) : "";
      return {
        pointer,
        rule: "schema/enum",
        message: `${path} must be one of ${allowed.join(", ")}, found ${found}${hint}`
      };
    }
    case "const": {
      const allowed = JSON.stringify(params.allowedValue);
      return {
        pointer,
        rule: "schema/const",
        // A TOML date has no quotes to remove: say what to write.
        message: `${path} must be ${allowed}, found ${found}${date ? ` (write ${last(pointer)} = ${allowed})` : constHint(e.data, params.allowedValue, pointer)}`
      };
    }
    case "minimum":
    case "exclusiveMinimum": {
      const op = e.keyword === "minimum" ? ">=" : ">";
      const rule = e.keyword === "minimum" ? "schema/minimum" : "schema/exclusive-minimum";
      return { pointer, rule, message: `${path} must be ${op} ${String(params.limit)}, found ${found}` };
    }
    case "minItems":
      return { pointer, rule: "schema/min-items", message: `${path} must have at least 1 item, found none` };
    case "minLength":
      return { pointer, rule: "schema/min-length", message: `${path} must not be empty` };
    case "uniqueItems": {
      const first = Math.min(Number(params.i), Number(params.j));
      const repeat = Math.max(Number(params.i), Number(params.j));
      const item = describe(e.data[repeat]);
      return {
        pointer: `${pointer}/${repeat}`,
        rule: "schema/unique",
        message: `${path} lists ${item} twice (items ${first} and ${repeat})`
      };
    }
    case "pattern": {
      const known2 = PATTERNS[String(params.pattern)];
      const form = known2?.form ?? `match ${String(params.pattern)}`;
      const rule = known2?.rule ?? "schema/pattern";
      const isDate = known2?.form === DATE_FORM;
      const day = isDate ? /^(\d{4}-\d{2}-\d{2})[Tt ]/.exec(String(e.data)) : null;
      const other = isDate && !day ? dateForm(String(e.data)) : void 0;
      if (rule === "schema/endpoint" && typeof e.data === "string") {
        const shown4 = date ?? JSON.stringify(clip(e.data, MAX_ENDPOINT_SHOWN));
        return {
          pointer,
          rule,
          message: `${path} must ${form}, found ${shown4}${endpointHint(e.data, pointer, ctx)}`
        };
      }
      const hint = day ? propose(ctx, pointer, "write the date alone", day[1], String) : other ? ` (write ${other})` : "";
      return { pointer, rule, message: `${path} must ${form}, found ${found}${hint}` };
    }
    default:
      return { pointer, rule: `schema/${kebab(e.keyword)}`, message: inTable(path, e.message ?? e.keyword) };
  }
}
function joinsItems(written, items) {
  if (!Array.isArray(items)) return false;
  if (Array.isArray(written)) return written.every(isObject);
  if (!isObject(written)) return false;
  const keys = Object.keys(written);
  return items.some((item) => isObject(item) && keys.every((k) => !Object.hasOwn(item, k)));
}
function kebab(s) {
  return s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/\s+/g, "-");
}
var init_translate = __esm({
  "src/core/validate/messages/translate.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    init_json_pointer();
    init_message_text();
    init_dates();
    init_format();
    init_conditions();
    init_field_names();
    init_field_shapes();
    init_headers();
    init_probes();
    init_value_hints();
  }
});

// src/core/validate/messages/findings.ts
function findingsFromSchema(errors, record, budget = new FindingBudget(), text3 = "", checked = true, dates = datesOf(record, text3)) {
  const ctx = {
    record,
    text: text3,
    probe: checked ? probeOf(record, text3) : void 0,
    dateAt: dates,
    headers: /* @__PURE__ */ new Map(),
    displaced: displacedFields(errors)
  };
  const seen = /* @__PURE__ */ new Set();
  const listed = new Set(
    errors.filter((e) => e.keyword === "const" || e.keyword === "enum").map((e) => e.instancePath)
  );
  const misspelt = misspeltFields(errors);
  const stray = strayFields(errors, ctx);
  const movedAway = new Set([...ctx.displaced].map(([at2, owner]) => `${owner}
${at2.split("\n")[1]}`));
  const forbidden = stateForbidden(errors);
  const absentGroups = /* @__PURE__ */ new Map();
  for (const e of errors) {
    if (WRAPPERS.has(e.keyword)) continue;
    if (e.keyword === "false schema") {
      const group = absentGroups.get(absentRule(e));
      if (group !== void 0) {
        group.fields.push(last(e.instancePath));
        continue;
      }
    }
    if (e.keyword === "type" && listed.has(e.instancePath)) continue;
    if (dependencyFields(e).some((field2) => forbidden.has(field2))) continue;
    if (e.keyword === "required" || e.keyword === "dependencies") {
      const missing = String(e.params.missingProperty);
      const key2 = `${e.instancePath}
${missing}`;
      if (misspelt.has(key2) || movedAway.has(key2) || stray(e.instancePath, missing)) continue;
    }
    if (budget.spent) {
      budget.unworded++;
      continue;
    }
    const f = translate(e, ctx);
    const key = `${f.pointer}
${f.rule}
${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    budget.findings.push(f);
    if (e.keyword === "false schema")
      absentGroups.set(absentRule(e), { finding: f, fields: [last(e.instancePath)] });
  }
  for (const { finding, fields: fields2 } of absentGroups.values()) {
    if (fields2.length < 2) continue;
    const table2 = parent(finding.pointer);
    const prefix = finding.message.slice(0, -` ${fields2[0]} must be absent`.length);
    Object.assign(finding, {
      pointer: table2,
      message: `${prefix} ${andList(fields2)} must be absent`,
      at: table2,
      anchor: "container"
    });
  }
  return budget;
}
function probeOf(record, text3) {
  let left = MAX_PROBES;
  return (pointer, value3, dates = () => void 0) => {
    if (left-- <= 0) return void 0;
    const changed = withValue(record, pointer, value3);
    const inside = (p) => p === pointer || p.startsWith(`${pointer}/`);
    const errors = schemaErrors(changed);
    const own = errors.filter((e) => inside(e.instancePath));
    const found = findingsFromSchema(own, changed, new FindingBudget(), text3, false, dates).findings;
    const rules = recordFindings(
      changed,
      new FindingBudget(Number.POSITIVE_INFINITY, inside),
      new Set(errors.map((e) => e.instancePath))
    );
    return [...found, ...rules.findings.filter((f) => f.severity !== "warning")];
  };
}
var WRAPPERS, MAX_PROBES;
var init_findings = __esm({
  "src/core/validate/messages/findings.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json_pointer();
    init_finding();
    init_rules();
    init_schema();
    init_conditions();
    init_context();
    init_field_names();
    init_field_shapes();
    init_probes();
    init_translate();
    WRAPPERS = /* @__PURE__ */ new Set(["if", "then", "else", "anyOf", "oneOf", "allOf", "not"]);
    MAX_PROBES = 20;
  }
});

// src/core/validate/registry.ts
function modelIdOf(record) {
  const model = record.model;
  if (model === null || typeof model !== "object" || Array.isArray(model)) return void 0;
  return typeof model.id === "string" ? model.id : void 0;
}
function summarize(path, pathId, record) {
  return { path, pathId, modelId: modelIdOf(record) };
}
function registryRuleFindings(records, rules = REGISTRY_RULES, repoPath = (p) => p) {
  const sorted = [...records].sort((a, b) => compareCodePoints(a.path, b.path));
  return rules.flatMap((rule) => rule(sorted, repoPath));
}
function idPathFinding(pathId, id, takenBy) {
  const owner = takenBy === void 0 ? "" : `, the id of ${takenBy}`;
  return {
    pointer: "/model/id",
    rule: "registry/model-id-path",
    message: `model.id must match the file path: expected ${quote(pathId)}, found ${quote(id)}${owner}`
  };
}
function duplicateIdFinding(id, earlierPath) {
  return {
    pointer: "/model/id",
    rule: "unique/model-id",
    message: `model.id ${quote(id)} is already used by ${earlierPath}`
  };
}
var MODEL_ID, modelIds, REGISTRY_RULES;
var init_registry2 = __esm({
  "src/core/validate/registry.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    init_format();
    MODEL_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;
    modelIds = (records, repoPath) => {
      const owner = /* @__PURE__ */ new Map();
      for (const { path, pathId, modelId: modelId2 } of records)
        if (modelId2 !== void 0 && modelId2 === pathId) owner.set(modelId2, path);
      for (const { path, modelId: modelId2 } of records)
        if (modelId2 !== void 0 && !owner.has(modelId2)) owner.set(modelId2, path);
      const out = [];
      for (const { path, pathId, modelId: modelId2 } of records) {
        if (modelId2 === void 0) continue;
        const first = owner.get(modelId2);
        const taken = first !== void 0 && first !== path ? repoPath(first) : void 0;
        if (MODEL_ID.test(modelId2) && modelId2 !== pathId)
          out.push({ path, finding: idPathFinding(pathId, modelId2, taken) });
        else if (taken !== void 0) out.push({ path, finding: duplicateIdFinding(modelId2, taken) });
      }
      return out;
    };
    REGISTRY_RULES = [modelIds];
  }
});

// src/core/validate/index.ts
function tooLarge(size, max = MAX_RECORD_BYTES) {
  const record = max === MAX_RECORD_BYTES || max === MAX_STORED_BYTES;
  const limit = record ? `1 MiB (${grouped(MAX_RECORD_BYTES)} bytes)` : `${grouped(max)} bytes`;
  return {
    rule: "file/too-large",
    message: `file is ${grouped(size)} bytes; a record may be at most ${limit}`
  };
}
function tooLargeDiagnostic(file, size) {
  const { rule, message } = tooLarge(size);
  return fileDiagnostic(file, rule, message);
}
function oversize(bytes) {
  if (bytes.length <= MAX_RECORD_BYTES) return void 0;
  let size = bytes.length;
  for (let i = bytes.indexOf(13); i >= 0; i = bytes.indexOf(13, i + 1)) if (bytes[i + 1] === 10) size--;
  return size > MAX_RECORD_BYTES ? size : void 0;
}
function validateRegistry(files, options = {}) {
  const only = options.only === void 0 ? void 0 : new Set(options.only);
  const { parsed, modelsDir } = options;
  return finishWithRecords(
    checkFiles(files, { only, keepRecords: true, parsed, modelsDir }),
    only,
    modelsDir
  );
}
function finishWithRecords(part, only, modelsDir) {
  const texts = new Map(part.records.map((r) => [r.path, r.text]));
  return finishValidation([part], (path) => texts.get(path) ?? null, only, modelsDir);
}
function loadRecords(files, parsed) {
  const records = [];
  for (const f of files) {
    if ("problem" in f || !isRecordFile(f.path)) continue;
    const outcome = load(f.path, f.bytes, parsed);
    if (!("diagnostic" in outcome))
      records.push({ path: outcome.path, text: outcome.text, value: outcome.value });
  }
  return records;
}
function sectionParsed() {
  const parser = new ChunkedParser();
  return (_path, text3) => parser.assembledText(text3) ?? void 0;
}
function checkFiles(files, options) {
  const part = { examined: 0, recordFiles: 0, diagnostics: [], summaries: [], records: [] };
  const reported = (path) => options.only === void 0 || options.only.has(path);
  const parsed = options.parsed ?? sectionParsed();
  for (const f of files) {
    const isRecord = isRecordFile(f.path);
    if ("problem" in f) {
      if (isFileProblem(f.path, f.problem.rule)) part.examined++;
      if (isRecord) part.recordFiles++;
      part.diagnostics.push(fileDiagnostic(f.path, f.problem.rule, f.problem.message));
      continue;
    }
    if (!isRecord) continue;
    part.examined++;
    part.recordFiles++;
    let outcome = load(f.path, f.bytes, parsed, options.modelsDir);
    const device = "diagnostic" in outcome && outcome.diagnostic.rule === "file/location" ? void 0 : windowsNameProblem(f.path);
    if (device)
      part.diagnostics.push({ ...fileDiagnostic(f.path, device.rule, device.message), severity: "warning" });
    if ("diagnostic" in outcome) {
      part.diagnostics.push(...outcome.all ?? [outcome.diagnostic]);
      continue;
    }
    if (reported(outcome.path)) {
      let found = findingsOf(outcome, outcome.given ? 0 : MAX_WORDED_PER_FILE);
      if (outcome.given && !isClean(found)) {
        const whole = parseRecord(outcome.path, outcome.text);
        if (whole.ok) outcome = { ...outcome, value: whole.value };
        found = findingsOf(outcome, MAX_WORDED_PER_FILE);
      }
      part.diagnostics.push(...located(outcome, found));
    }
    part.summaries.push(summarize(outcome.path, outcome.pathId, outcome.value));
    if (options.keepRecords)
      part.records.push({ path: outcome.path, text: outcome.text, value: outcome.value });
  }
  return part;
}
function finishValidation(parts, textOf, only, modelsDir = "models") {
  const reported = (path) => only === void 0 || only.has(path);
  const diagnostics = parts.flatMap((p) => p.diagnostics);
  const summaries = parts.flatMap((p) => p.summaries);
  const { toRepoPath } = recordPaths(modelsDir);
  for (const { path, finding } of registryRuleFindings(summaries, void 0, toRepoPath)) {
    if (reported(path)) diagnostics.push(locateOne(path, finding, textOf(path)));
  }
  const shown4 = diagnostics.filter((d) => reported(d.file));
  if (parts.reduce((n, p) => n + p.recordFiles, 0) === 0 && !shown4.some((d) => d.file === "models")) {
    shown4.push(
      fileDiagnostic(
        "models",
        "registry/empty",
        "the registry has no records: add <lab_slug>/<model_slug>.toml files to this folder"
      )
    );
  }
  return {
    files: parts.reduce((n, p) => n + p.examined, 0),
    records: parts.flatMap((p) => p.records).sort((a, b) => compareCodePoints(a.path, b.path)),
    diagnostics: shown4.sort(byPosition)
  };
}
function locateOne(path, finding, text3) {
  const { line, column } = text3 === null ? { line: 1, column: 1 } : createLocator(text3).locate(finding.at ?? finding.pointer, finding.anchor);
  return {
    file: path,
    line,
    column,
    pointer: finding.pointer,
    rule: finding.rule,
    message: finding.message,
    severity: "error"
  };
}
function load(path, bytes, values, modelsDir) {
  const location = recordLocation(path, modelsDir, () => writtenId(path, bytes));
  if (!location.ok) return { diagnostic: fileDiagnostic(path, "file/location", location.message) };
  const size = oversize(bytes);
  if (size !== void 0) return { diagnostic: tooLargeDiagnostic(path, size) };
  const decoded = decodeUtf8(path, bytes);
  if (!("text" in decoded)) return { diagnostic: decoded.diagnostic };
  const { text: text3 } = decoded;
  const known2 = values?.(path, text3);
  if (known2 !== void 0)
    return empty(path, known2) ?? withDates({ path, text: text3, value: known2, pathId: location.modelId, given: true });
  const parsed = parseRecord(path, text3);
  if (!parsed.ok) {
    const { inexact, stopped } = parsed;
    if (stopped !== void 0) return { diagnostic: parsed.diagnostic, all: capped(stopped.diagnostics, 0) };
    if (inexact === void 0) return { diagnostic: parsed.diagnostic };
    const loaded = { path, text: text3, value: inexact.value, pathId: location.modelId, given: false };
    return withDates({ ...loaded, inexact: inexact.diagnostics });
  }
  return empty(path, parsed.value) ?? withDates({ path, text: text3, value: parsed.value, pathId: location.modelId, given: false });
}
function writtenId(path, bytes) {
  if (oversize(bytes) !== void 0) return void 0;
  const decoded = decodeUtf8(path, bytes);
  if (!("text" in decoded)) return void 0;
  const parsed = parseRecord(path, decoded.text);
  const model = (parsed.ok ? parsed.value : parsed.inexact?.value)?.model;
  return model !== null && typeof model === "object" && !Array.isArray(model) && typeof model.id === "string" ? model.id : void 0;
}
function withDates(loaded) {
  const dates = unquotedDates(loaded.value);
  if (dates === void 0) return loaded;
  const found = unquotedDateDiagnostics(loaded.path, loaded.text, loaded.value, dates);
  return { ...loaded, inexact: [...loaded.inexact ?? [], ...found].sort(byPosition) };
}
function empty(path, value3) {
  for (const _ in value3) return void 0;
  return { diagnostic: fileDiagnostic(path, "file/empty", emptyRecordMessage()) };
}
function findingsOf(record, worded) {
  const budget = new FindingBudget(worded);
  try {
    const errors = schemaErrors(record.value);
    findingsFromSchema(errors, record.value, budget, record.text);
    pathIdHint(budget.findings, record.pathId);
    recordFindings(record.value, budget, new Set(errors.map((e) => e.instancePath)));
  } catch (err) {
    const message = `the validator failed on this file (${err?.message ?? String(err)}); please report it`;
    return fileDiagnostic(record.path, "internal/error", message);
  }
  return budget;
}
function pathIdHint(findings, pathId) {
  if (!MODEL_ID.test(pathId)) return;
  for (const f of findings)
    if (f.pointer === "/model/id" && f.rule === "schema/pattern")
      f.message += ` (write ${quote(pathId)}, the id its file path gives)`;
}
function located(record, found) {
  const inexact = record.inexact ?? [];
  if (!(found instanceof FindingBudget)) return [...inexact, found];
  const { findings, unworded: heldBack } = found;
  if (findings.length === 0) return capped(inexact, 0);
  const locator = createLocator(record.text);
  const diagnostics = findings.map((f) => {
    const { line, column } = locator.locate(f.at ?? f.pointer, f.anchor);
    return {
      file: record.path,
      line,
      column,
      pointer: f.pointer,
      rule: f.rule,
      message: f.message,
      severity: f.severity ?? "error"
    };
  });
  return capped([...inexact, ...diagnostics].sort(byPosition), heldBack);
}
function capped(sorted, heldBack) {
  if (sorted.length <= MAX_DIAGNOSTICS_PER_FILE && heldBack === 0) return sorted;
  const shown4 = sorted.slice(0, MAX_DIAGNOSTICS_PER_FILE);
  const next = sorted[MAX_DIAGNOSTICS_PER_FILE] ?? sorted[sorted.length - 1];
  const more = sorted.length - shown4.length + heldBack;
  return [
    ...shown4,
    {
      ...next,
      pointer: "",
      rule: "file/too-many-diagnostics",
      message: `${more} more problems in this file are not shown; fix the ones above and validate again`,
      heldBack: more
    }
  ];
}
function fileDiagnostic(file, rule, message) {
  return { file, line: 1, column: 1, pointer: "", rule, message, severity: "error" };
}
function byPosition(a, b) {
  return compareCodePoints(a.file, b.file) || a.line - b.line || a.column - b.column || compareCodePoints(a.rule, b.rule) || compareCodePoints(a.message, b.message);
}
var MAX_RECORD_BYTES, MAX_STORED_BYTES, MAX_DIAGNOSTICS_PER_FILE, MAX_WORDED_PER_FILE, isClean;
var init_validate = __esm({
  "src/core/validate/index.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    init_record_path();
    init_chunked();
    init_locate();
    init_parse2();
    init_words();
    init_finding();
    init_format();
    init_field_shapes();
    init_findings();
    init_paths();
    init_registry2();
    init_rules();
    init_schema();
    init_unquoted_dates();
    MAX_RECORD_BYTES = 1024 * 1024;
    MAX_STORED_BYTES = 2 * MAX_RECORD_BYTES;
    MAX_DIAGNOSTICS_PER_FILE = 100;
    MAX_WORDED_PER_FILE = 200;
    isClean = (found) => found instanceof FindingBudget && found.findings.length === 0 && found.unworded === 0;
  }
});

// src/shell/fs/read-registry.ts
function toPosix(p) {
  return import_node_path3.sep === "/" ? p : p.split(import_node_path3.sep).join("/");
}
function realOrNull(abs) {
  try {
    return (0, import_node_fs3.realpathSync)(abs);
  } catch {
    return null;
  }
}
function problem2(path, rule, message) {
  return { path, problem: { rule, message } };
}
function readOne(where, realRoot, abs, maxBytes) {
  const path = `models/${toPosix((0, import_node_path3.relative)(where.modelsDir, abs))}`;
  try {
    const st = (0, import_node_fs3.lstatSync)(abs);
    if (st.isSymbolicLink()) {
      const target = realOrNull(abs);
      if (!target) return problem2(path, "file/symlink", "symlink whose target does not exist");
      if (target === realRoot || !isInside(realRoot, target)) {
        return problem2(
          path,
          "file/symlink-outside",
          "symlink leads outside the registry root; it was not read"
        );
      }
      return problem2(path, "file/symlink", RECORD_LINK);
    }
    if (!st.isFile())
      return problem2(path, "file/not-a-file", "named like a record but is not a regular file");
    if (st.size > maxBytes) return { path, problem: tooLarge(st.size, maxBytes) };
    return { path, bytes: (0, import_node_fs3.readFileSync)(abs) };
  } catch (err) {
    if (errorCode(err) === "ENOENT" && path.includes("\uFFFD"))
      return problem2(
        path,
        "file/unreadable",
        "its name is not valid UTF-8 (shown with \uFFFD): rename the file"
      );
    return problem2(path, "file/unreadable", `cannot read file: ${errorCode(err)}`);
  }
}
function foldersBelow(boundary, modelsDir) {
  const rel = (0, import_node_path3.relative)(boundary, modelsDir);
  if (rel === "" || rel.startsWith("..") || (0, import_node_path3.isAbsolute)(rel)) return null;
  return rel.split(import_node_path3.sep);
}
function nameCaseProblem(where) {
  const names = modelsFolderCase(where);
  if (names === null) return null;
  const message = `the folder is ${names.is}, not ${names.not}: git tells names apart by letter case, so name it as it is (models-dir, --models-dir)`;
  return problem2("models", "file/name-case", message);
}
function modelsFolderCase(where) {
  const given = foldersBelow(where.boundary, where.modelsDir);
  if (given === null) return null;
  const real = [];
  let dir = where.boundary;
  for (const name of given) {
    let names;
    try {
      names = (0, import_node_fs3.readdirSync)(dir);
    } catch {
      return null;
    }
    const found = names.includes(name) ? name : names.find((n) => n.toLowerCase() === name.toLowerCase());
    if (found === void 0) return null;
    real.push(found);
    dir = (0, import_node_path3.join)(dir, found);
  }
  const [is, not] = [real.join("/"), given.join("/")];
  return is === not ? null : { is, not };
}
function linkAbove(modelsDir, boundary) {
  const parts = foldersBelow(boundary, modelsDir);
  if (parts === null) return null;
  let at2 = boundary;
  for (const part of parts.slice(0, -1)) {
    at2 = (0, import_node_path3.join)(at2, part);
    if ((0, import_node_fs3.lstatSync)(at2, { throwIfNoEntry: false })?.isSymbolicLink()) return toPosix((0, import_node_path3.relative)(boundary, at2));
  }
  return null;
}
function submoduleAbove(modelsDir, boundary) {
  const parts = foldersBelow(boundary, modelsDir);
  if (parts === null) return null;
  let at2 = boundary;
  for (const part of parts) {
    at2 = (0, import_node_path3.join)(at2, part);
    if (holdsGit(at2)) return toPosix((0, import_node_path3.relative)(boundary, at2));
  }
  return null;
}
function holdsGit(dir) {
  try {
    return (0, import_node_fs3.lstatSync)((0, import_node_path3.join)(dir, ".git"), { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
}
function modelsFolderProblem(where, realRoot) {
  const { modelsDir } = where;
  const misnamed2 = nameCaseProblem(where);
  if (misnamed2) return misnamed2;
  const real = realOrNull(modelsDir);
  if (real === null) return null;
  if (!isInside(realRoot, real)) {
    return problem2(
      "models",
      "file/symlink-outside",
      "the models folder leads outside the repository through a symlink; it was not read"
    );
  }
  if (real !== realRoot && (0, import_node_fs3.lstatSync)(modelsDir).isSymbolicLink())
    return problem2("models", "file/symlink", MODELS_FOLDER_LINK);
  const link2 = linkAbove(modelsDir, where.boundary);
  if (link2 !== null) return problem2("models", "file/symlink", modelsFolderUnderLink(link2));
  const sub = submoduleAbove(modelsDir, where.boundary);
  if (sub !== null)
    return modelsFolderSubmodule(sub === toPosix((0, import_node_path3.relative)(where.boundary, modelsDir)) ? void 0 : sub);
  try {
    if (!(0, import_node_fs3.statSync)(modelsDir).isDirectory())
      return problem2("models", "file/not-a-folder", "the models folder is a file, not a folder");
  } catch (err) {
    return problem2("models", "file/unreadable", `cannot read folder: ${errorCode(err)}`);
  }
  return null;
}
function isInside(realRoot, real) {
  const rel = (0, import_node_path3.relative)(realRoot, real);
  return rel === "" || !(rel === ".." || rel.startsWith(`..${import_node_path3.sep}`) || (0, import_node_path3.isAbsolute)(rel));
}
function errorCode(err) {
  return err.code ?? String(err);
}
function byRecordPath(a, b) {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
function listRecordFiles(modelsDir, list2 = readDir) {
  const files = [];
  const unreadable = [];
  const linked = [];
  const empty2 = [];
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = list2(dir);
    } catch (err) {
      if (errorCode(err) === "ENOENT" && depth === 0) return;
      const rel = toPosix((0, import_node_path3.relative)(modelsDir, dir));
      unreadable.push(
        problem2(rel ? `models/${rel}` : "models", "file/unreadable", `cannot read folder: ${errorCode(err)}`)
      );
      return;
    }
    const at2 = depth === 0 ? null : submoduleRecordPath(DEFAULT_RECORD_PATHS, `models/${toPosix((0, import_node_path3.relative)(modelsDir, dir))}`);
    if (depth > 0 && entries.some((e) => e.name === ".git")) {
      if (at2 !== null) linked.push(submoduleProblem(at2));
      return;
    }
    if (entries.length === 0 && (depth === 0 || at2 !== null)) empty2.push(dir);
    let names;
    for (const e of entries) {
      if (notRecordName(e.name)) continue;
      const abs = (0, import_node_path3.join)(dir, e.name);
      if (e.isDirectory() && depth < MAX_DEPTH2) walk(abs, depth + 1);
      else if (e.name.endsWith(".toml") && !e.isDirectory()) files.push(abs);
      else if (e.isSymbolicLink() && isFolder(abs))
        linked.push(problem2(`models/${toPosix((0, import_node_path3.relative)(modelsDir, abs))}`, "file/symlink", FOLDER_LINK));
      else {
        const misnamed2 = misnamedRecord(
          DEFAULT_RECORD_PATHS,
          `models/${toPosix((0, import_node_path3.relative)(modelsDir, abs))}`,
          (p) => {
            names ??= new Set(entries.map((n) => n.name));
            return names.has(p.slice(p.lastIndexOf("/") + 1));
          }
        );
        if (misnamed2) linked.push(problem2(misnamed2.path, misnamed2.problem.rule, misnamed2.problem.message));
      }
    }
  };
  walk(modelsDir, 0);
  return { files: files.sort(), unreadable: [...unreadable, ...linked], empty: empty2 };
}
async function gitlinksAmong(cwd, dirs) {
  const rel = dirs.map((d) => toPosix((0, import_node_path3.relative)(cwd, d)));
  if (!rel.some(Boolean)) return [];
  let out;
  try {
    const paths = rel.filter(Boolean);
    out = await git(["--literal-pathspecs", "ls-files", "--stage", "-z", "--", ...paths], { cwd });
  } catch {
    return [];
  }
  const gitlinks = /* @__PURE__ */ new Set();
  for (const line of out.toString("utf8").split("\0")) {
    if (line.startsWith("160000 ")) gitlinks.add(line.slice(line.indexOf("	") + 1));
  }
  return dirs.filter((_, i) => gitlinks.has(rel[i]));
}
function countRecordFiles(modelsDir) {
  if (!(0, import_node_fs3.lstatSync)(modelsDir, { throwIfNoEntry: false })?.isDirectory()) return 0;
  return listRecordFiles(modelsDir).files.length;
}
function isFolder(abs) {
  try {
    return (0, import_node_fs3.statSync)(abs).isDirectory();
  } catch {
    return false;
  }
}
async function readRegistry(where, maxBytes, only, list2 = readDir) {
  const realRoot = (0, import_node_fs3.realpathSync)(where.boundary);
  const folder = modelsFolderProblem(where, realRoot);
  if (folder) return [folder];
  if (only && only.length > 0) {
    return only.map((p) => {
      const abs = (0, import_node_path3.join)(where.modelsDir, p.replace(/^models\//, ""));
      const real = realOrNull((0, import_node_path3.dirname)(abs));
      if (real !== null && !isInside(realRoot, real))
        return problem2(
          p,
          "file/symlink-outside",
          "its folder leads outside the registry root; it was not read"
        );
      return readOne(where, realRoot, abs, maxBytes);
    });
  }
  const { files, unreadable, empty: empty2 } = listRecordFiles(where.modelsDir, list2);
  const read = files.map((abs) => readOne(where, realRoot, abs, maxBytes));
  const submodules = (await gitlinksAmong(where.boundary, empty2)).map(
    (abs) => abs === where.modelsDir ? modelsFolderSubmodule() : submoduleProblem(`models/${toPosix((0, import_node_path3.relative)(where.modelsDir, abs))}`)
  );
  return [...read, ...unreadable, ...submodules].sort(byRecordPath);
}
var import_node_fs3, import_node_path3, MAX_DEPTH2, readDir;
var init_read_registry = __esm({
  "src/shell/fs/read-registry.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs3 = require("node:fs");
    import_node_path3 = require("node:path");
    init_record_path();
    init_validate();
    init_paths();
    init_exec();
    MAX_DEPTH2 = 8;
    readDir = (dir) => (0, import_node_fs3.readdirSync)(dir, { withFileTypes: true });
  }
});

// src/shell/git/sparse.ts
async function outsideSparseCheckout(workspace, modelsDir) {
  const out = await git(["-c", "core.quotepath=off", "ls-files", "-t", "-z", "--", modelsDir], {
    cwd: workspace
  });
  const { toRecordPath } = recordPaths(modelsDir);
  return out.toString("utf8").split("\0").filter((entry) => entry.startsWith("S ") && toRecordPath(entry.slice(2)) !== null).map((entry) => entry.slice(2));
}
function repositoryOf(dir) {
  for (let at2 = (0, import_node_path4.resolve)(dir); ; at2 = (0, import_node_path4.dirname)(at2)) {
    const dotGit = (0, import_node_path4.join)(at2, ".git");
    try {
      const st = (0, import_node_fs4.lstatSync)(dotGit, { throwIfNoEntry: false });
      if (st?.isDirectory()) return { gitDir: dotGit, top: at2 };
      if (st?.isFile()) {
        const named = /^gitdir: (.+)$/m.exec((0, import_node_fs4.readFileSync)(dotGit, "utf8"))?.[1];
        return named === void 0 ? null : { gitDir: (0, import_node_path4.resolve)(at2, named.trim()), top: at2 };
      }
    } catch {
      return null;
    }
    if ((0, import_node_path4.dirname)(at2) === at2) return null;
  }
}
async function leftOutBySparseCheckout(root, modelsDir) {
  const repo = repositoryOf(root);
  if (repo === null || (0, import_node_fs4.lstatSync)((0, import_node_path4.join)(repo.gitDir, "info", "sparse-checkout"), { throwIfNoEntry: false }) === void 0)
    return { paths: [], top: root };
  const outside = await outsideSparseCheckout(root, modelsDir).catch(() => []);
  const paths = outside.filter(
    (path) => (0, import_node_fs4.lstatSync)((0, import_node_path4.join)(root, path), { throwIfNoEntry: false }) === void 0
  );
  return { paths, top: repo.top };
}
var import_node_fs4, import_node_path4;
var init_sparse = __esm({
  "src/shell/git/sparse.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs4 = require("node:fs");
    import_node_path4 = require("node:path");
    init_record_path();
    init_exec();
  }
});

// src/shell/parallel/worker-arg.ts
var WORKER_ARG;
var init_worker_arg = __esm({
  "src/shell/parallel/worker-arg.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    WORKER_ARG = "--model-registry-validation-worker";
  }
});

// src/shell/parallel/validate.ts
function shares(files, n) {
  const size = (f) => ("bytes" in f ? f.bytes.length : 0) + 64;
  const total = files.reduce((s, f) => s + size(f), 0);
  const out = [[]];
  let acc = 0;
  for (const f of files) {
    if (acc >= total / n * out.length && out.length < n) out.push([]);
    out[out.length - 1].push(f);
    acc += size(f);
  }
  return out.filter((s) => s.length > 0);
}
function runShare(Worker, url, task) {
  return new Promise((resolve9, reject) => {
    const worker = new Worker(url, { workerData: task, argv: [WORKER_ARG] });
    worker.once("message", (part) => resolve9(part));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`validation worker exited with code ${code}`));
    });
  });
}
async function validateFast(files, options = {}) {
  const only = options.only === void 0 ? void 0 : [...options.only];
  const result = await checkEverywhere(files, only, options);
  return only === void 0 ? result : { ...result, files: new Set(only).size };
}
async function checkEverywhere(files, only, options) {
  const { modelsDir } = options;
  const serial = () => validateRegistry(files, { ...only === void 0 ? {} : { only }, modelsDir });
  if (!options.workerUrl || options.jobs === 1 || files.length < MIN_FILES) return serial();
  const jobs = Math.min(options.jobs ?? os().availableParallelism(), 8);
  if (jobs < 2) return serial();
  const url = options.workerUrl;
  const { Worker } = workerThreads();
  const parts = await Promise.all(
    shares(files, jobs).map(
      (share) => runShare(Worker, url, { task: TASK, files: share, only: only ?? null, modelsDir })
    )
  );
  const byPath = new Map(files.map((f) => [f.path, f]));
  const textOf = (path) => {
    const f = byPath.get(path);
    const decoded = f && "bytes" in f ? decodeUtf8(path, f.bytes) : null;
    return decoded?.ok ? decoded.text : null;
  };
  return finishValidation(parts, textOf, only === void 0 ? void 0 : new Set(only), modelsDir);
}
function checkValuesOffThread(files, parsed, workerUrl, modelsDir) {
  if (!workerUrl || files.length < MIN_OFF_THREAD) return null;
  const values = /* @__PURE__ */ new Map();
  for (const f of files) {
    const v = parsed(f.path);
    if (v !== void 0 && unquotedDates(v) === void 0) values.set(f.path, v);
  }
  const { Worker } = workerThreads();
  return runShare(Worker, workerUrl, { task: TASK, files, only: null, values, modelsDir });
}
async function serveValidationWorker() {
  if (process.argv[2] !== WORKER_ARG) return false;
  const { isMainThread, parentPort, workerData } = workerThreads();
  if (isMainThread || workerData?.task !== TASK) return false;
  const { files, only, values, modelsDir } = workerData;
  const part = checkFiles(files, {
    only: only === null ? void 0 : new Set(only),
    keepRecords: false,
    modelsDir,
    ...values ? { parsed: (path) => values.get(path) } : {}
  });
  parentPort.postMessage(part);
  return true;
}
var TASK, MIN_FILES, MIN_OFF_THREAD;
var init_validate2 = __esm({
  "src/shell/parallel/validate.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_parse2();
    init_validate();
    init_builtins();
    init_worker_arg();
    TASK = "model-registry/validate";
    MIN_FILES = 400;
    MIN_OFF_THREAD = 1500;
  }
});

// src/shell/cli/validate.ts
function printReport(result, format2, io, fileOf = (p) => p) {
  const { files } = result;
  const diagnostics = result.diagnostics.map((d) => ({ ...d, file: fileOf(d.file) }));
  if (format2 === "json") io.out(diagnosticsJson(files, diagnostics));
  else if (format2 === "github") {
    for (const d of diagnostics) io.out(`${workflowCommand(d)}
`);
    io.out(`${summaryLine(files, diagnostics)}
`);
  } else {
    for (const d of diagnostics) io.out(`${diagnosticLine(d)}
`);
    io.out(`${summaryLine(files, diagnostics)}
`);
  }
}
function registryAround2(abs, paths) {
  for (let dir = (0, import_node_path5.dirname)(abs); (0, import_node_path5.dirname)(dir) !== dir; dir = (0, import_node_path5.dirname)(dir)) {
    const rel = (0, import_node_path5.relative)(dir, abs).split(import_node_path5.sep).join("/");
    const as = paths.toRecordPath(rel) ?? misnamedRecord(paths, rel)?.path ?? null;
    if (as !== null && as.split("/").length >= 3 && (0, import_node_fs5.existsSync)((0, import_node_path5.join)(dir, paths.modelsDir))) return dir;
  }
  return null;
}
function realOr(dir) {
  try {
    return (0, import_node_fs5.realpathSync)(dir);
  } catch {
    return dir;
  }
}
function isFolderAt(abs) {
  try {
    return (0, import_node_fs5.statSync)(abs).isDirectory();
  } catch {
    return false;
  }
}
function fromRootHint(f, root, io, there) {
  if ((0, import_node_path5.isAbsolute)(f) || root === io.cwd || !there((0, import_node_path5.join)(root, f))) return "";
  return ` (a FILE is named from the current folder, not from --root: ${(0, import_node_path5.relative)(io.cwd, (0, import_node_path5.join)(root, f))})`;
}
function isInside2(dir, abs) {
  const rel = (0, import_node_path5.relative)(dir, abs);
  return rel !== "" && !rel.startsWith("..") && !(0, import_node_path5.isAbsolute)(rel);
}
function recordPathOf(f, root, io, paths, fromStdin = false) {
  const named = (0, import_node_path5.isAbsolute)(f) ? f : (0, import_node_path5.resolve)(io.cwd, f);
  const asNamed = (0, import_node_path5.relative)(root, named);
  const real = asNamed.startsWith("..") || (0, import_node_path5.isAbsolute)(asNamed);
  const abs = real ? (0, import_node_path5.join)(realOr((0, import_node_path5.dirname)(named)), (0, import_node_path5.basename)(named)) : named;
  const rel = (real ? (0, import_node_path5.relative)(realOr(root), abs) : asNamed).split(import_node_path5.sep).join("/");
  const outside = rel.startsWith("..") || (0, import_node_path5.isAbsolute)(rel);
  let st;
  try {
    st = (0, import_node_fs5.lstatSync)(abs, { throwIfNoEntry: false });
  } catch (err) {
    throw new Error(`cannot read ${f}: ${err.message}`);
  }
  if (st === void 0 && !fromStdin) {
    const hint2 = fromRootHint(f, root, io, (p) => (0, import_node_fs5.existsSync)(p));
    const named2 = hint2 ? ` in ${io.cwd}${hint2}` : "";
    const pattern = /[*?[]/.test(f) ? ": it reads as a pattern that no shell expanded (validate takes file names: let the shell expand it, or name no FILE to validate the whole registry)" : "";
    throw new Error(`cannot read ${f}: no such file${named2}${pattern}`);
  }
  const isFolder2 = st?.isDirectory() ?? false;
  const isLink = st?.isSymbolicLink() ?? false;
  const home = registryAround2(abs, paths);
  const elsewhere = home !== null && home !== root ? home : null;
  const runThere = (at2) => `run it from ${at2} or pass --root ${shellWord(at2)}${modelsDirFlag(paths.modelsDir)}`;
  const hint = fromStdin && !elsewhere && !(0, import_node_fs5.existsSync)(named) ? fromRootHint(f, root, io, (p) => isInside2(root, p)) : "";
  if (outside && !isFolder2)
    throw new Error(
      `${f} is outside the registry root ${root}${elsewhere ? `; it lies in the registry at ${elsewhere}: ${runThere(elsewhere)}` : hint}`
    );
  const submodule = isFolder2 && !outside && holdsGit(abs) ? submoduleRecordPath(paths, rel) : null;
  if (submodule !== null) {
    return { ...submoduleProblem(submodule), folder: true };
  }
  if (isFolder2) {
    const registry = abs !== root && (0, import_node_fs5.existsSync)((0, import_node_path5.join)(abs, paths.modelsDir)) ? `; to validate the registry in ${f}, run model-registry validate --root ${shellWord(f)}${modelsDirFlag(paths.modelsDir)}` : "";
    throw new Error(
      `${f} is a folder, not a record file: name record files, or none to validate the whole registry${registry}`
    );
  }
  const prefix = paths.modelsDir === "." ? "" : `${paths.modelsDir}/`;
  const inModels = !outside && rel.startsWith(prefix) ? rel.slice(prefix.length) : null;
  if (inModels?.split("/").some((part) => part.startsWith("."))) {
    io.err(`note: ${f} is not read as a record (names starting with . are never records): not checked
`);
    return null;
  }
  if (isLink && inModels !== null && isFolderAt(abs)) return { ...labLinkProblem(inModels), folder: true };
  const lab = inModels?.includes("/") ? inModels.slice(0, inModels.indexOf("/")) : null;
  if (lab !== null) {
    const labAt = (0, import_node_path5.join)(root, paths.modelsDir, lab);
    if ((0, import_node_fs5.lstatSync)(labAt, { throwIfNoEntry: false })?.isSymbolicLink() && isFolderAt(labAt))
      return { ...labLinkProblem(lab), folder: true };
    if (holdsGit(labAt)) return { ...submoduleProblem(`models/${lab}`), folder: true };
  }
  const recordPath = paths.toRecordPath(rel);
  if (recordPath !== null) return { path: recordPath };
  const misnamed2 = classifyMisnamed(paths, rel, (p) => (0, import_node_fs5.existsSync)((0, import_node_path5.join)(root, p)));
  if (misnamed2 !== null && "leftAlone" in misnamed2) {
    io.err(`note: ${f} is not read as a record (${misnamed2.leftAlone}): not checked
`);
    return null;
  }
  if (misnamed2 !== null) return { path: misnamed2.path, problem: misnamed2.problem };
  if (inModels !== null && !inModels.includes("/")) {
    io.err(`note: ${f} is not read as a record (only .toml files in a lab folder are): not checked
`);
    return null;
  }
  if (elsewhere)
    throw new Error(
      `${f} lies in the registry at ${elsewhere}, not at the root ${root}: ${runThere(elsewhere)}`
    );
  const folder = paths.modelsDir === "." ? root : (0, import_node_path5.join)(root, paths.modelsDir);
  if (!(0, import_node_fs5.existsSync)(folder)) throw noModelsFolder(paths.modelsDir, root);
  throw new Error(`${f} is not a record file: records are .toml files under ${folder}`);
}
function widen(top, root, modelsDir, cwd) {
  const posix2 = (p) => p.split(import_node_path5.sep).join("/");
  const folder = posix2((0, import_node_path5.relative)(top, (0, import_node_path5.join)(root, modelsDir)));
  if (folder === "") return "git sparse-checkout disable";
  const at2 = (0, import_node_path5.resolve)(cwd) === (0, import_node_path5.resolve)(top) ? "" : `-C ${shellWord(posix2((0, import_node_path5.relative)(cwd, top)) || ".")} `;
  return `git ${at2}sparse-checkout add ${shellWord(folder)}`;
}
function outsideError(left, root, modelsDir, cwd) {
  return new Error(
    `the records folder ${modelsDir} is outside this sparse checkout (${counted(left.paths.length, "record file")}): check it out to validate it: ${widen(left.top, root, modelsDir, cwd)}`
  );
}
function leftOutNote(left, root, modelsDir, cwd) {
  const one = left.paths.length === 1;
  return `note: ${counted(left.paths.length, "record file")} ${one ? "is" : "are"} outside this sparse checkout, so validate did not check ${one ? "it" : "them"} (${firstFew(left.paths)}): to check the whole registry, ${widen(left.top, root, modelsDir, cwd)}`;
}
async function stdinRecord(args, root, io) {
  if (args.stdin === void 0) return null;
  if (!io.readStdin) throw new Error("validate -: no standard input to read here");
  const bytes = await io.readStdin();
  const named = recordPathOf(args.stdin, root, io, args.paths, true);
  if (named === null) return null;
  if (named.problem) return { named };
  const disk = (0, import_node_fs5.lstatSync)((0, import_node_path5.join)(root, args.paths.toRepoPath(named.path)), { throwIfNoEntry: false });
  if (disk !== void 0 && !disk.isFile()) return { named };
  const file = bytes.length > MAX_STORED_BYTES ? { path: named.path, problem: tooLarge(bytes.length, MAX_STORED_BYTES) } : { path: named.path, bytes };
  return { named, file };
}
async function runValidate(args, io) {
  const root = registryRoot(io, args.root);
  const named = args.files.flatMap((f) => recordPathOf(f, root, io, args.paths) ?? []);
  const fromStdin = await stdinRecord(args, root, io);
  if (fromStdin !== null) named.push(fromStdin.named);
  const only = named.map((n) => n.path);
  const someNamed = args.files.length > 0 || args.stdin !== void 0;
  const where = { modelsDir: (0, import_node_path5.join)(root, args.paths.modelsDir), boundary: root };
  const { modelsDir } = args.paths;
  if ((0, import_node_fs5.lstatSync)(where.modelsDir, { throwIfNoEntry: false }) === void 0 && modelsFolderCase(where) === null) {
    const left = await leftOutBySparseCheckout(root, modelsDir);
    throw left.paths.length > 0 ? outsideError(left, root, modelsDir, io.cwd) : noModelsFolder(modelsDir, root);
  }
  const read = await readRegistry(where, MAX_STORED_BYTES);
  const files = fromStdin?.file === void 0 ? read : [...read.filter((f) => f.path !== fromStdin.named.path), fromStdin.file].sort(byRecordPath);
  if (!someNamed) {
    const left = await leftOutBySparseCheckout(root, modelsDir);
    if (left.paths.length > 0 && !files.some((f) => "bytes" in f && isRecordFile(f.path)))
      throw outsideError(left, root, modelsDir, io.cwd);
    if (left.paths.length > 0) io.err(`${leftOutNote(left, root, modelsDir, io.cwd)}
`);
  }
  const known2 = new Set(files.map((f) => f.path));
  const blocked = files.filter((f) => "problem" in f && only.some((p) => p.startsWith(`${f.path}/`)));
  const covered = (p) => blocked.some((f) => p.startsWith(`${f.path}/`));
  const missing = only.filter((p) => !known2.has(p) && !covered(p));
  const problems2 = new Map(named.flatMap((n) => n.problem ? [[n.path, n.problem]] : []));
  const unread = missing.filter((p) => !problems2.has(p));
  const extra = [
    ...unread.length > 0 ? await readRegistry(where, MAX_STORED_BYTES, unread) : [],
    ...missing.flatMap((p) => {
      const problem3 = problems2.get(p);
      return problem3 ? [{ path: p, problem: problem3 }] : [];
    })
  ];
  const shown4 = [...only, ...blocked.map((f) => f.path)];
  const result = await validateFast([...files, ...extra], {
    ...someNamed ? { only: shown4 } : {},
    ...io.workerUrl ? { workerUrl: io.workerUrl } : {},
    ...args.jobs ? { jobs: args.jobs } : {},
    modelsDir: args.paths.modelsDir
  });
  const repoPath = args.paths.toRepoPath;
  const fromHere = fromCwd(io, root);
  const fileOf = args.format !== "json" ? (p) => fromHere(repoPath(p)) : repoPath;
  const folders = new Set(named.filter((n) => n.folder).map((n) => n.path)).size;
  printReport({ ...result, files: result.files - folders }, args.format, io, fileOf);
  return hasErrors(result.diagnostics) ? EXIT.invalid : EXIT.ok;
}
var import_node_fs5, import_node_path5;
var init_validate3 = __esm({
  "src/shell/cli/validate.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs5 = require("node:fs");
    import_node_path5 = require("node:path");
    init_diagnostics();
    init_record_path();
    init_diagnostics_text();
    init_workflow_commands();
    init_quote();
    init_registry();
    init_validate();
    init_paths();
    init_words();
    init_read_registry();
    init_sparse();
    init_validate2();
    init_io();
  }
});

// src/core/commit-order.ts
function isOnFirstParentChain(commits, head, ancestor) {
  const bySha = /* @__PURE__ */ new Map();
  for (const c of commits) if (!bySha.has(c.sha)) bySha.set(c.sha, c);
  const seen = /* @__PURE__ */ new Set();
  let cur = head;
  while (cur !== void 0 && !seen.has(cur)) {
    if (cur === ancestor) return true;
    seen.add(cur);
    cur = bySha.get(cur)?.parents[0];
  }
  return false;
}
function firstParentChain(commits, head) {
  const bySha = /* @__PURE__ */ new Map();
  for (const c of commits) if (!bySha.has(c.sha)) bySha.set(c.sha, c);
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (let c = bySha.get(head); c !== void 0 && !seen.has(c.sha); c = bySha.get(c.parents[0] ?? "")) {
    seen.add(c.sha);
    out.push(c);
  }
  return out;
}
var init_commit_order = __esm({
  "src/core/commit-order.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
  }
});

// src/core/diff.ts
function keyPath(prefix, key) {
  if (!PLAIN_KEY.test(key)) return `${prefix}[${JSON.stringify(key)}]`;
  return prefix === "" ? key : `${prefix}.${key}`;
}
function idPath(prefix, id) {
  return `${prefix}[id=${JSON.stringify(id)}]`;
}
function formatPath(segments) {
  let out = "";
  for (const s of segments) out = "id" in s ? idPath(out, s.id) : keyPath(out, s.key);
  return out;
}
function readJsonString(path, start2) {
  if (path[start2] !== '"') return null;
  let k = start2 + 1;
  while (k < path.length && path[k] !== '"') k += path[k] === "\\" ? 2 : 1;
  if (k >= path.length) return null;
  try {
    const value3 = JSON.parse(path.slice(start2, k + 1));
    return typeof value3 === "string" ? { value: value3, end: k + 1 } : null;
  } catch {
    return null;
  }
}
function parsePath(path) {
  const segments = [];
  let i = 0;
  while (i < path.length) {
    if (path[i] === "[") {
      const isId = path.startsWith("id=", i + 1);
      const str3 = readJsonString(path, isId ? i + 4 : i + 1);
      if (str3 === null || path[str3.end] !== "]") return null;
      segments.push(isId ? { id: str3.value } : { key: str3.value });
      i = str3.end + 1;
      continue;
    }
    if (segments.length > 0) {
      if (path[i] !== ".") return null;
      i++;
    }
    PLAIN_KEY_AT.lastIndex = i;
    const m = PLAIN_KEY_AT.exec(path);
    if (m === null) return null;
    segments.push({ key: m[0] });
    i += m[0].length;
  }
  return segments;
}
function resolvePath(value3, path) {
  const segments = parsePath(path);
  if (segments === null) return void 0;
  let cur = value3;
  for (const s of segments) {
    if ("id" in s) {
      if (!Array.isArray(cur)) return void 0;
      cur = cur.find((el) => isObject(el) && el.id === s.id);
    } else {
      if (!isObject(cur) || !Object.hasOwn(cur, s.key)) return void 0;
      cur = cur[s.key];
    }
    if (cur === void 0) return void 0;
  }
  return cur;
}
function keyedElements(a) {
  const byId = /* @__PURE__ */ new Map();
  for (const el of a) {
    if (!isObject(el)) return null;
    const id = el.id;
    if (typeof id !== "string" || id === "" || byId.has(id)) return null;
    byId.set(id, el);
  }
  return byId;
}
function unionSorted(a, b) {
  return sortCodePoints([.../* @__PURE__ */ new Set([...a, ...b])]);
}
function sameJson(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!Object.hasOwn(b, k) || !sameJson(a[k], b[k])) return false;
  return true;
}
function sameData(a, b) {
  if (a === b) return true;
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const k of keys) if (!Object.hasOwn(b, k) || !sameData(a[k], b[k])) return false;
    return true;
  }
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && sameData(a[i], b[i])) i++;
  if (i === a.length) return true;
  const ka = keyedElements(a);
  const kb = ka && keyedElements(b);
  if (!ka || !kb) return false;
  for (const [id, el] of ka) {
    const other = kb.get(id);
    if (other === void 0 || !sameData(el, other)) return false;
  }
  return true;
}
function orderRuns(out, from, runs) {
  if (runs === null || runs.length < 2) return;
  let sorted = true;
  for (let i = 1; i < runs.length && sorted; i++)
    sorted = compareCodePoints(runs[i - 1][0], runs[i][0]) < 0;
  if (sorted) return;
  const pieces = runs.map(([name, start2], i) => ({
    name,
    list: out.slice(start2, runs[i + 1]?.[1] ?? out.length)
  }));
  pieces.sort((x, y) => compareCodePoints(x.name, y.name));
  out.length = from;
  for (const p of pieces) for (const c of p.list) out.push(c);
}
function withRun(runs, name, start2) {
  if (runs === null) return [[name, start2]];
  runs.push([name, start2]);
  return runs;
}
function idOf(v) {
  return isObject(v) && typeof v.id === "string" && v.id !== "" ? v.id : null;
}
function collect(before2, after, path, out, changed = null) {
  if (before2 === after) return;
  if (isObject(before2) && isObject(after)) {
    const from = out.length;
    let runs = null;
    for (const k of Object.keys(after)) {
      if (changed !== null && !changed.has(k)) continue;
      const start2 = out.length;
      if (!Object.hasOwn(before2, k))
        out.push({ path: keyPath(path, k), kind: "added", after: canonicalize(after[k]) });
      else collect(before2[k], after[k], keyPath(path, k), out);
      if (out.length > start2) runs = withRun(runs, k, start2);
    }
    for (const k of Object.keys(before2)) {
      if (Object.hasOwn(after, k) || changed !== null && !changed.has(k)) continue;
      runs = withRun(runs, k, out.length);
      out.push({ path: keyPath(path, k), kind: "removed", before: canonicalize(before2[k]) });
    }
    orderRuns(out, from, runs);
    return;
  }
  if (Array.isArray(before2) && Array.isArray(after)) {
    if (collectInPlace(before2, after, path, out)) return;
    const kb = keyedElements(before2);
    const ka = kb && keyedElements(after);
    if (kb && ka) {
      for (const id of unionSorted(kb.keys(), ka.keys())) {
        const b = kb.get(id);
        const a = ka.get(id);
        if (b && a) collect(b, a, idPath(path, id), out);
        else if (a) out.push({ path: idPath(path, id), kind: "added", after: canonicalize(a) });
        else if (b) out.push({ path: idPath(path, id), kind: "removed", before: canonicalize(b) });
      }
      return;
    }
  }
  if (!sameData(before2, after)) {
    out.push({ path, kind: "changed", before: canonicalize(before2), after: canonicalize(after) });
  }
}
function collectInPlace(before2, after, path, out) {
  if (before2.length !== after.length) return false;
  const from = out.length;
  let runs = null;
  for (let i = 0; i < after.length; i++) {
    const b = before2[i];
    const a = after[i];
    if (a === b) continue;
    const id = idOf(a);
    if (id === null || idOf(b) !== id) {
      out.length = from;
      return false;
    }
    const start2 = out.length;
    collect(b, a, idPath(path, id), out);
    if (out.length > start2) runs = withRun(runs, id, start2);
  }
  if (out.length === from) return true;
  if (keyedElements(before2) === null || keyedElements(after) === null) {
    out.length = from;
    return false;
  }
  orderRuns(out, from, runs);
  return true;
}
function diffRecords(before2, after, changed = null) {
  const out = [];
  collect(before2, after, "", out, changed);
  return out;
}
var PLAIN_KEY, PLAIN_KEY_AT;
var init_diff = __esm({
  "src/core/diff.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    PLAIN_KEY = /^[A-Za-z0-9_-]+$/;
    PLAIN_KEY_AT = /[A-Za-z0-9_-]+/y;
  }
});

// src/core/events.ts
function historyPosition(w) {
  return w.rule === "history/unparseable" ? { line: w.line, column: w.column } : void 0;
}
function historyLine(w, file) {
  const { line, column } = historyPosition(w) ?? { line: 1, column: 1 };
  return diagnosticLine({ ...w, file, line, column, severity: "warning" });
}
function notARecord(value3) {
  const model = Object.hasOwn(value3, "model") ? value3.model : void 0;
  if (isObject(model) && Object.hasOwn(model, "id") && typeof model.id === "string") return void 0;
  return Object.keys(value3).length === 0 ? "the file is empty or holds only comments" : "it has no [model] table with an id";
}
function asRecord(path, outcome) {
  if (!outcome.ok) return outcome;
  const why = notARecord(outcome.value);
  if (why === void 0) return outcome;
  return {
    ok: false,
    diagnostic: {
      file: path,
      line: 1,
      column: 1,
      pointer: "",
      rule: NOT_A_RECORD,
      message: why,
      severity: "error"
    }
  };
}
function skippedFor(diagnostic) {
  if (diagnostic.rule === "file/too-large") return "too-large";
  if (diagnostic.rule === "file/symlink") return "symlink";
  return diagnostic.rule === NOT_A_RECORD ? "not-a-record" : "unparseable";
}
function earlierInRepo(e, toRepoPath) {
  const from = e.from && e.from !== "unknown" ? { ...e.from, path: toRepoPath(e.from.path) } : e.from;
  return { ...e, file: toRepoPath(e.file), from };
}
function isRecordPath(path) {
  return isRecordFile(path) && recordLocation(path).ok;
}
function misplacedRecords(commits, modelsDir = "models") {
  const present = /* @__PURE__ */ new Map();
  for (const c of commits)
    for (const f of c.files) {
      if (f.previousPath !== void 0 && !isRecordPath(f.previousPath)) present.set(f.previousPath, false);
      if (!isRecordPath(f.path)) present.set(f.path, f.after !== null);
    }
  return [...present].filter(([, there]) => there).map(([path]) => path).sort(compareCodePoints).flatMap((path) => {
    const where = recordLocation(path, modelsDir);
    return where.ok ? [] : [{ path, message: where.message }];
  });
}
function modelInfo(value3, path) {
  const own = (o, k) => Object.hasOwn(o, k) ? o[k] : void 0;
  const model = own(value3, "model");
  const m = isObject(model) ? model : {};
  const text3 = (k) => {
    const v = own(m, k);
    return typeof v === "string" ? v : "";
  };
  return {
    id: modelIdFromPath(path),
    lab: text3("lab"),
    modality: text3("modality"),
    name: text3("name"),
    path
  };
}
function bytesKey(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}
function added(r) {
  return { type: "model_added", model: modelInfo(r.after, r.path), changes: [] };
}
function removed(path, before2) {
  return { type: "model_removed", model: modelInfo(before2, path), changes: [] };
}
function between(path, previousPath, before2, after) {
  const moved = previousPath !== void 0 && previousPath !== path;
  const changes = boundedChanges(
    diffRecords(before2, after, changedSectionKeys(before2, after)),
    before2,
    after
  );
  const model = modelInfo(after, path);
  if (changes.length === 0)
    return moved ? { type: "model_moved", model, previous_path: previousPath, changes } : null;
  return { type: "model_updated", model, ...moved && { previous_path: previousPath }, changes };
}
function namesOf(value3) {
  const model = Object.hasOwn(value3, "model") ? value3.model : void 0;
  if (!isObject(model)) return { name: void 0, aliases: [] };
  const name = Object.hasOwn(model, "name") && typeof model.name === "string" ? model.name : void 0;
  const aliases = Object.hasOwn(model, "aliases") && Array.isArray(model.aliases) ? model.aliases : [];
  return { name: name || void 0, aliases: aliases.filter((a) => typeof a === "string") };
}
function sameModel(gone, now) {
  if (slugOf2(gone.path) === slugOf2(now.path)) return true;
  const a = namesOf(gone.before);
  const b = namesOf(now.after);
  if (a.name !== void 0 && (a.name === b.name || b.aliases.includes(a.name))) return true;
  return b.name !== void 0 && a.aliases.includes(b.name);
}
function draftsFor(files, quiet) {
  const drafts = [];
  const removals = [];
  const additions = [];
  for (const r of files) {
    if (r.before !== null && r.after !== null && r.previousPath === void 0) {
      const d = between(r.path, void 0, r.before, r.after);
      if (d) drafts.push(d);
      else if (!sameJson(r.before, r.after)) quiet.push(modelIdFromPath(r.path));
      continue;
    }
    if (r.after !== null) additions.push({ path: r.path, after: r.after });
    if (r.before !== null) removals.push({ path: r.previousPath ?? r.path, before: r.before });
  }
  if (removals.length > 0 && additions.length > 0) {
    const byPath = (x, y) => compareCodePoints(x.path, y.path);
    removals.sort(byPath);
    additions.sort(byPath);
  }
  const pairs = /* @__PURE__ */ new Map();
  const paired = /* @__PURE__ */ new Set();
  for (const fits of [
    (rem, a) => sameData(rem.before, a.after),
    sameModel
  ]) {
    removals.forEach((rem, r) => {
      if (pairs.has(r)) return;
      const i = additions.findIndex((a, k) => !paired.has(k) && fits(rem, a));
      if (i < 0) return;
      pairs.set(r, i);
      paired.add(i);
    });
  }
  removals.forEach((rem, r) => {
    const i = pairs.get(r);
    if (i === void 0) drafts.push(removed(rem.path, rem.before));
    else {
      const a = additions[i];
      const d = between(a.path, rem.path, rem.before, a.after);
      if (d) drafts.push(d);
    }
  });
  additions.forEach((a, k) => {
    if (!paired.has(k)) drafts.push(added(a));
  });
  return drafts.sort((x, y) => compareCodePoints(x.model.path, y.model.path));
}
function eventIds(sha, drafts) {
  const seen = /* @__PURE__ */ new Map();
  return drafts.map(({ model: { id } }) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return `${sha}:${id}${n > 1 ? `#${n}` : ""}`;
  });
}
function buildEvents(commits, options) {
  const ordered = firstParentChain(commits, options.head);
  const index2 = new HistoryIndex(ordered);
  const base = options.repositoryUrl.replace(/\/+$/, "");
  const perCommit = [];
  const quietPerCommit = [];
  for (let i = ordered.length - 1; i >= 0; i--) {
    const c = ordered[i];
    const files = [...c.files].sort((a, b) => compareCodePoints(a.path, b.path));
    const resolved = files.flatMap((f) => index2.resolve(c, f) ?? []);
    const quiet = [];
    const drafts = draftsFor(resolved, quiet);
    const ids = eventIds(c.sha, drafts);
    const commit = { sha: c.sha, date: c.date, message: c.message, url: `${base}/commit/${c.sha}` };
    perCommit[i] = drafts.map((d, k) => ({ ...d, id: ids[k], commit: { ...commit } }));
    quietPerCommit[i] = quiet;
  }
  const updated = /* @__PURE__ */ new Map();
  ordered.forEach((c, i) => {
    for (const id of [...perCommit[i].map((e) => e.model.id), ...quietPerCommit[i]])
      if (!updated.has(id)) updated.set(id, { date: c.date, sha: c.sha });
  });
  return {
    events: perCommit.flat(),
    warnings: index2.warnings,
    updated,
    earlier: index2.earlier,
    leftOut: index2.leftOut
  };
}
function boundedChanges(changes, before2, after) {
  let chars = 0;
  for (const c of changes) chars += c.path.length;
  if (chars <= CHANGE_PATH_CHARS) return changes;
  const out = [];
  let last3 = "";
  for (const c of changes) {
    const segments = parsePath(c.path) ?? [];
    const first = segments[0];
    const path = formatPath(segments.slice(0, first && "key" in first && first.key === "model" ? 2 : 1));
    if (path === c.path) {
      out.push(c);
      last3 = "";
      continue;
    }
    if (path === last3) continue;
    last3 = path;
    const b = resolvePath(before2, path);
    const a = resolvePath(after, path);
    out.push(
      b === void 0 ? { path, kind: "added", after: a } : a === void 0 ? { path, kind: "removed", before: b } : { path, kind: "changed", before: b, after: a }
    );
  }
  return out;
}
var OversizedVersion, LinkVersion, ParsedVersion, UnparseableVersion, skippedWords, NOT_A_RECORD, INEXACT_WORDS, HistoryIndex, slugOf2, CHANGE_PATH_CHARS;
var init_events = __esm({
  "src/core/events.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_commit_order();
    init_diff();
    init_json();
    init_diagnostics_text();
    init_chunked();
    init_validate();
    init_paths();
    init_words();
    OversizedVersion = class extends Uint8Array {
      constructor(size) {
        super(0);
        this.size = size;
      }
      size;
    };
    LinkVersion = class extends Uint8Array {
      constructor(blob) {
        super(0);
        this.blob = blob;
      }
      blob;
    };
    ParsedVersion = class extends Uint8Array {
      constructor(value3) {
        super(0);
        this.value = value3;
      }
      value;
    };
    UnparseableVersion = class extends Uint8Array {
      constructor(diagnostic, blob) {
        super(0);
        this.diagnostic = diagnostic;
        this.blob = blob;
      }
      diagnostic;
      blob;
    };
    skippedWords = {
      unparseable: "does not parse",
      "too-large": "is too large",
      "not-a-record": "is not a record",
      // No commit named: the label before it names the commit (`at commit X`) or its child (`before commit X`).
      symlink: "is a symbolic link, not a record"
    };
    NOT_A_RECORD = "history/not-a-record";
    INEXACT_WORDS = "holds an integer JSON cannot carry exactly";
    HistoryIndex = class {
      bySha = /* @__PURE__ */ new Map();
      filesBySha = /* @__PURE__ */ new Map();
      parsed = /* @__PURE__ */ new Map();
      // Versions of one history share most of their text: each distinct section is parsed once.
      parser = new ChunkedParser();
      reported = /* @__PURE__ */ new Set();
      warnings = [];
      earlier = [];
      /** Each version a commit makes that is left out (does not parse, too large, no record): no event says it changed. */
      leftOut = [];
      constructor(commits) {
        for (const c of commits) {
          if (this.bySha.has(c.sha)) continue;
          this.bySha.set(c.sha, c);
          this.filesBySha.set(c.sha, new Map(c.files.map((f) => [f.path, f])));
        }
      }
      /**
       * Parses once per bytes object (readers share one array per blob); never a version over the limit,
       * nor one the reader parsed already (a ParsedVersion or an UnparseableVersion).
       * A value that is no record is an outcome that is not ok, as a version that does not parse is.
       */
      parse(path, bytes) {
        if (bytes instanceof ParsedVersion) return asRecord(path, { ok: true, value: bytes.value });
        if (bytes instanceof UnparseableVersion)
          return { ok: false, diagnostic: { ...bytes.diagnostic, file: path } };
        if (bytes instanceof LinkVersion)
          return { ok: false, diagnostic: fileDiagnostic(path, "file/symlink", RECORD_LINK) };
        const known2 = this.parsed.get(bytes);
        if (known2) return known2;
        const size = bytes instanceof OversizedVersion ? bytes.size : oversize(bytes);
        const outcome = size !== void 0 ? { ok: false, diagnostic: tooLargeDiagnostic(path, size) } : asRecord(path, this.parser.parse(path, bytes));
        this.parsed.set(bytes, outcome);
        return outcome;
      }
      /**
       * The parsed data, or undefined (with a warning, once per path and content) when it does not parse
       * or is no record. The warning is on the file; its message names no path (readers show the file's
       * repository path, which is not the record path when models-dir is another folder).
       */
      version(path, bytes, where) {
        const outcome = this.parse(path, bytes);
        if (outcome.ok) return outcome.value;
        const content = bytes instanceof OversizedVersion ? `${bytes.size}` : bytes instanceof ParsedVersion ? `parsed\0${JSON.stringify(bytes.value)}` : bytes instanceof UnparseableVersion || bytes instanceof LinkVersion ? `blob\0${bytes.blob}` : bytesKey(bytes);
        const key = `${path}\0${content}`;
        if (!this.reported.has(key)) {
          this.reported.add(key);
          const d = outcome.diagnostic;
          const skipped = skippedFor(d);
          this.warnings.push({
            file: path,
            line: d.line,
            column: d.column,
            pointer: "",
            rule: `history/${skipped}`,
            message: `${where} ${d.rule === "toml/integer-range" ? INEXACT_WORDS : skippedWords[skipped]} and is left out of the drift feed: ${d.message}`,
            severity: "warning"
          });
        }
        return void 0;
      }
      /**
       * The last version of `path` that parses (and is a record), as of commit `sha`, walking its
       * first-parent chain: a version that does not parse is skipped and the one before it used in its place. Also says
       * at which path that version lived (a rename whose new version did not parse moved the model), and
       * the commit where it was current. 'unknown' when the history given starts first.
       */
      lastParseable(sha, path) {
        const seen = /* @__PURE__ */ new Set();
        let p = path;
        for (let cur = sha; cur !== void 0 && !seen.has(cur); cur = this.bySha.get(cur)?.parents[0]) {
          seen.add(cur);
          const files = this.filesBySha.get(cur);
          if (files === void 0) return "unknown";
          const f = files.get(p);
          if (f === void 0) continue;
          if (f.after === null) return null;
          const after = this.parse(p, f.after);
          if (after.ok) return { value: after.value, path: p, sha: cur };
          p = f.previousPath ?? p;
          if (f.before === null || !isRecordPath(p)) return null;
          const before2 = this.parse(p, f.before);
          const at2 = this.bySha.get(cur)?.parents[0] ?? cur;
          if (before2.ok) return { value: before2.value, path: p, sha: at2 };
        }
        return null;
      }
      /**
       * Both versions of a file as data. A side at a path where no record can be counts as absent: a
       * rename from there is an addition, a rename to there a removal, and a file only ever there
       * makes nothing.
       */
      resolve(commit, f) {
        const short = commit.sha.slice(0, 7);
        let oldPath = f.previousPath ?? f.path;
        const wasRecord = f.before !== null && isRecordPath(oldPath);
        const isRecord = f.after !== null && isRecordPath(f.path);
        if (!wasRecord && !isRecord) return void 0;
        let before2 = null;
        let earlier;
        if (f.before !== null && wasRecord) {
          before2 = this.version(oldPath, f.before, `the version before commit ${short}`) ?? null;
          if (before2 === null) {
            const file = oldPath;
            const last3 = this.lastParseable(commit.parents[0], oldPath);
            if (last3 && last3 !== "unknown") [before2, oldPath] = [last3.value, last3.path];
            const from = last3 && last3 !== "unknown" ? { sha: last3.sha, path: last3.path } : last3;
            const outcome = this.parse(file, f.before);
            const skipped = outcome.ok ? "unparseable" : skippedFor(outcome.diagnostic);
            const removed2 = f.after === null;
            earlier = { file, commit: commit.sha, parent: commit.parents[0], removed: removed2, skipped, from };
          }
        }
        let after = null;
        if (f.after !== null && isRecord) {
          const v = this.version(f.path, f.after, `the version at commit ${short}`);
          if (v === void 0) {
            this.leftOut.push({ path: f.path, commit: commit.sha });
            return void 0;
          }
          after = v;
        }
        if (earlier) this.earlier.push(earlier);
        return {
          path: f.path,
          ...oldPath !== f.path && { previousPath: oldPath },
          before: before2,
          after
        };
      }
    };
    slugOf2 = (path) => path.slice(path.lastIndexOf("/") + 1, -".toml".length);
    CHANGE_PATH_CHARS = 1024 * 1024;
  }
});

// src/core/feed.ts
var init_feed = __esm({
  "src/core/feed.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_limits();
  }
});

// src/core/catalog.ts
function field(v, key) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.hasOwn(v, key) ? v[key] : void 0;
}
function modelId(r) {
  const id = field(field(r.value, "model"), "id");
  return typeof id === "string" ? id : "";
}
function sortRecords(records) {
  return [...records].sort(
    (a, b) => compareCodePoints(modelId(a), modelId(b)) || compareCodePoints(a.path, b.path)
  );
}
function countRecords(records) {
  const counts = {
    total_records: 0,
    documented: 0,
    indexed: 0,
    by_modality: { audio: 0, image: 0, video: 0 }
  };
  for (const r of records) {
    const state = field(r.value, "documentation_state");
    if (state === "documented") counts.documented++;
    if (state === "indexed") counts.indexed++;
    const modality = field(field(r.value, "model"), "modality");
    if (modality === "audio" || modality === "image" || modality === "video") counts.by_modality[modality]++;
  }
  counts.total_records = counts.documented + counts.indexed;
  return counts;
}
var init_catalog = __esm({
  "src/core/catalog.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
  }
});

// src/core/render/json.ts
function renderJson(value3) {
  return `${canonicalJson(value3, 2)}
`;
}
var init_json2 = __esm({
  "src/core/render/json.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
  }
});

// src/core/report/byte-size.ts
function utf8Bytes(s) {
  if (!NON_ASCII.test(s)) return s.length;
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) continue;
    if (c < 2048) {
      n += 1;
      continue;
    }
    n += 2;
    if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) i++;
    }
  }
  return n;
}
var JOB_SUMMARY_BYTES, ANNOTATION_MESSAGE_BYTES, NON_ASCII;
var init_byte_size = __esm({
  "src/core/report/byte-size.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_graphemes();
    JOB_SUMMARY_BYTES = 1024 * 1024;
    ANNOTATION_MESSAGE_BYTES = 64 * 1024;
    NON_ASCII = /[\u0080-\uffff]/;
  }
});

// src/core/layout/catalog-index.ts
function renderCanonicalModel(value3) {
  return `${JSON.stringify(value3)}
`;
}
function summary(r, updated) {
  const model = field(r.value, "model");
  const profiles2 = field(r.value, "capability_profiles");
  const tasks = /* @__PURE__ */ new Set();
  if (Array.isArray(profiles2))
    for (const p of profiles2) {
      const t = str(field(p, "task"));
      if (t !== null) tasks.add(t);
    }
  const id = modelId(r);
  return {
    documentation_state: str(field(r.value, "documentation_state")),
    id,
    lab: str(field(model, "lab")),
    modality: str(field(model, "modality")),
    name: str(field(model, "name")),
    path: modelPath(id),
    pricing_state: str(field(field(r.value, "pricing"), "state")),
    status: str(field(model, "status")),
    tasks: [...tasks].sort(compareCodePoints),
    updated
  };
}
function newestCommits(eventsNewestFirst, into = /* @__PURE__ */ new Map()) {
  for (const e of eventsNewestFirst)
    if (!into.has(e.model.id)) into.set(e.model.id, { date: e.commit.date, sha: e.commit.sha });
  return into;
}
function renderIndex(counts, sorted, updated, siteUrl, modelsDir) {
  const index2 = {
    catalog_form: "index",
    counts,
    layout_version: LAYOUT_VERSION,
    models: sorted.map((r) => summary(r, updated(modelId(r)))),
    // The repository folder the records were read from: a push from another one rebuilds it all.
    models_dir: modelsDir,
    record_path: RECORD_PATH,
    schema_version: 1,
    // What the feeds' self links were made from: a push that would make others rebuilds them all.
    site_url: siteUrl
  };
  return { text: `${canonicalJson(index2)}
`, index: index2 };
}
function renderCatalogDocument(counts, values, modelBytes) {
  const split = () => renderJson({
    catalog_form: "split",
    counts,
    index: INDEX_PATH,
    record_path: RECORD_PATH,
    schema_version: 1
  });
  if (modelBytes > FULL_CATALOG_MAX_BYTES) return split();
  const document = { counts: canonicalize(counts), models: values, schema_version: 1 };
  const full = `${JSON.stringify(document, null, 2)}
`;
  return utf8Bytes(full) <= FULL_CATALOG_MAX_BYTES ? full : split();
}
var FULL_CATALOG_MAX_BYTES, RECORD_PATH, LAYOUT_VERSION, str, INDEX_PATH;
var init_catalog_index = __esm({
  "src/core/layout/catalog-index.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_catalog();
    init_json();
    init_json2();
    init_byte_size();
    init_words();
    FULL_CATALOG_MAX_BYTES = 8 * 1024 * 1024;
    RECORD_PATH = "api/models/{id}.json";
    LAYOUT_VERSION = 6;
    str = (v) => typeof v === "string" ? v : null;
    INDEX_PATH = "api/index.json";
  }
});

// src/core/layout/pages.ts
function pagePath(n) {
  return `drift/pages/${pageName(n)}`;
}
function pageName(n) {
  return `${String(n).padStart(6, "0")}.json`;
}
function remembered(render, texts = /* @__PURE__ */ new Map()) {
  return (e) => {
    let text3 = texts.get(e);
    if (text3 === void 0) {
      text3 = render(e);
      texts.set(e, text3);
    }
    return text3;
  };
}
function eventTexts() {
  const texts = /* @__PURE__ */ new Map();
  const get = remembered(eventText, texts);
  const take = (e) => {
    const text3 = get(e);
    texts.delete(e);
    return text3;
  };
  return { get, take };
}
function eventBytes(e, text3 = eventText(e)) {
  const added2 = { chars: 0, newlines: 0 };
  indentation(e, 0, added2);
  const lines = added2.newlines + 1;
  return utf8Bytes(text3) + added2.chars + 4 * lines + 2;
}
function indentation(v, depth, added2) {
  if (typeof v !== "object" || v === null) return;
  let members = 0;
  if (Array.isArray(v)) {
    members = v.length;
    for (let i = 0; i < v.length; i++) indentation(v[i], depth + 1, added2);
  } else {
    for (const k of Object.keys(v)) {
      const x = v[k];
      if (x === void 0 || typeof x === "function" || typeof x === "symbol") continue;
      members++;
      added2.chars++;
      indentation(x, depth + 1, added2);
    }
  }
  if (members === 0) return;
  added2.newlines += members + 1;
  added2.chars += members * (1 + 2 * (depth + 1)) + 1 + 2 * depth;
}
function extendPages(open, added2, limits = PAGE_LIMITS, text3 = eventText) {
  const pages = [];
  let current = [...open];
  let bytes = 0;
  for (const e of current) bytes += eventBytes(e, text3(e));
  for (const e of added2) {
    const b = eventBytes(e, text3(e));
    if (current.length > 0 && (current.length >= limits.events || bytes + b > limits.bytes)) {
      pages.push(current);
      current = [];
      bytes = 0;
    }
    current.push(e);
    bytes += b;
  }
  pages.push(current);
  return pages;
}
function renderPage(n, count, eventsOldestFirst, repository, text3 = eventText) {
  const page = {
    feed_version: 1,
    // Relative to this page, as a client resolves a link against the page it read it in.
    newer: n < count ? pageName(n + 1) : null,
    older: n > 1 ? pageName(n - 1) : null,
    page: n,
    repository
  };
  const events = eventsOldestFirst.map(text3).reverse();
  return `${canonicalJsonWithItems(page, "events", events)}
`;
}
var PAGE_EVENTS, PAGE_BYTES, PAGE_LIMITS, eventText;
var init_pages = __esm({
  "src/core/layout/pages.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    init_byte_size();
    PAGE_EVENTS = 1e3;
    PAGE_BYTES = 4 * 1024 * 1024;
    PAGE_LIMITS = { events: PAGE_EVENTS, bytes: PAGE_BYTES };
    eventText = (e) => canonicalJson(e);
  }
});

// src/core/layout/published.ts
function newerLayout(indexText) {
  if (indexText === null) return null;
  let raw;
  try {
    raw = JSON.parse(indexText);
  } catch {
    return null;
  }
  const v = isObj(raw) ? raw.layout_version : void 0;
  return Number.isSafeInteger(v) && v > LAYOUT_VERSION ? v : null;
}
function newerLayoutRefusal(holder, newer) {
  return `${holder} holds layout_version ${newer} (its api/index.json), written by a newer version of model-registry-action; this version writes layout_version ${LAYOUT_VERSION} and would replace it with an older layout.`;
}
var isObj;
var init_published = __esm({
  "src/core/layout/published.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_feed();
    init_catalog_index();
    init_pages();
    isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
  }
});

// src/core/render/feed-document.ts
function timeText(t) {
  return Number.isFinite(t) ? new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z") : EPOCH;
}
function rfc3339(iso) {
  return timeText(Date.parse(iso));
}
function newestTime(dates) {
  let newest = Number.NEGATIVE_INFINITY;
  for (const d of dates) {
    const t = Date.parse(d);
    if (Number.isFinite(t) && t > newest) newest = t;
  }
  return newest;
}
function newestDate(dates) {
  return timeText(newestTime(dates));
}
function entryId(e) {
  const sep6 = e.id.indexOf(":");
  return `${e.commit.url}#${encodeURIComponent(sep6 < 0 ? e.model.id : e.id.slice(sep6 + 1))}`;
}
var EPOCH;
var init_feed_document = __esm({
  "src/core/render/feed-document.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    EPOCH = "1970-01-01T00:00:00Z";
  }
});

// src/core/bidi.ts
function pairedIsolates(text3) {
  if (!/[\u2066-\u2069]/.test(text3)) return text3;
  let open = 0;
  let out = "";
  for (const c of text3) {
    if (c === "\u2066" || c === "\u2067" || c === "\u2068") open++;
    else if (c === "\u2069") {
      if (open === 0) continue;
      open--;
    }
    out += c;
  }
  return out + "\u2069".repeat(open);
}
function isolated(text3) {
  return BIDI_CONTROL.test(text3) ? `\u2068${pairedIsolates(text3)}\u2069` : text3;
}
function isolatedAtStart(text3) {
  return RIGHT_TO_LEFT.test(text3) ? `\u2068${pairedIsolates(text3)}\u2069` : isolated(text3);
}
var BIDI_CONTROLS, BIDI_CONTROL, RIGHT_TO_LEFT;
var init_bidi = __esm({
  "src/core/bidi.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    BIDI_CONTROLS = "\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";
    BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS}]`);
    RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
  }
});

// src/core/site/html.ts
function escapeHtml(text3) {
  return text3.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
function shownWithout(text3, forbidden) {
  return MAYBE_NOT_HTML_CHAR.test(text3) ? text3.replace(forbidden, "\uFFFD") : text3;
}
function pageText(text3) {
  return escapeHtml(shownWithout(text3, NOT_HTML_CHAR));
}
function renderPage2(p) {
  const feeds = FEEDS.map(
    ([type, name, href]) => `<link rel="alternate" type="${type}" title="${escapeHtml(`${p.site} changes (${name})`)}" href="${href}">`
  );
  const nav = NAV.map(
    ([view, href, label]) => `<a href="${href}"${view === p.view ? ' aria-current="page"' : ""}>${label}</a>`
  ).join("");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    `<title>${escapeHtml(`${p.title} \xB7 ${p.site}`)}</title>`,
    '<link rel="stylesheet" href="assets/site.css">',
    // Without an icon the browser asks the host's root for /favicon.ico: a 404 in every page's console.
    '<link rel="icon" href="data:,">',
    ...feeds,
    '<script src="assets/site.js" defer></script>',
    "</head>",
    `<body data-view="${p.view}">`,
    '<a class="skip" href="#main">Skip to content</a>',
    `<header><p class="site">${escapeHtml(p.site)}</p><nav aria-label="Site">${nav}</nav></header>`,
    `<main id="main" tabindex="-1">${p.main}</main>`,
    '<footer><p>Data: <a href="api/index.json">catalog index</a> \xB7 <a href="api.json">catalog</a> \xB7 <a href="drift.json">drift feed</a> \xB7 <a href="schema/source-record.v1.schema.json">record schema</a> \xB7 Subscribe: <a href="drift.rss.xml">RSS</a> \xB7 <a href="drift.atom.xml">Atom</a> \xB7 <a href="drift.feed.json">JSON Feed</a></p></footer>',
    "</body>",
    "</html>",
    ""
  ].join("\n");
}
var ESCAPES, NOT_HTML_CHAR, MAYBE_NOT_HTML_CHAR, CONTENT_SECURITY_POLICY, FEEDS, NAV;
var init_html = __esm({
  "src/core/site/html.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    ESCAPES = {
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      '"': "&quot;",
      "'": "&#39;"
    };
    NOT_HTML_CHAR = // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
    new RegExp("[\\u0000-\\u0008\\u000B\\u000E-\\u001F\\u007F-\\u009F]|\\p{Noncharacter_Code_Point}|\\p{Cs}", "gu");
    MAYBE_NOT_HTML_CHAR = // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFDD0-\uFDEF\uFFFE\uFFFF]/;
    CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'";
    FEEDS = [
      ["application/rss+xml", "RSS", "drift.rss.xml"],
      ["application/atom+xml", "Atom", "drift.atom.xml"],
      ["application/feed+json", "JSON Feed", "drift.feed.json"]
    ];
    NAV = [
      ["catalog", "index.html", "Models"],
      ["drift", "drift.html", "Changes"]
    ];
  }
});

// src/core/render/change-line.ts
function json(v) {
  return escaped(canonicalJson(v ?? null));
}
function lineText(text3) {
  return hasInvisible(text3) ? json(text3) : text3;
}
function formatChangeLine(c) {
  const path = escaped(c.path);
  if (c.kind === "added") return `${path}: added ${json(c.after)}`;
  if (c.kind === "removed") return `${path}: removed ${json(c.before)}`;
  return `${path}: ${json(c.before)} -> ${json(c.after)}`;
}
var escaped;
var init_change_line = __esm({
  "src/core/render/change-line.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_invisible();
    init_json();
    escaped = (text3) => replaceInvisible(text3, unicodeEscape);
  }
});

// src/core/render/natural.ts
function str2(v) {
  return typeof v === "string" ? v : void 0;
}
function num(v) {
  return typeof v === "number" && Number.isFinite(v) ? v : void 0;
}
function plainNumber(n) {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return String(n);
  const rounded = Math.round(n * 1e6) / 1e6;
  const [int, frac] = Math.abs(rounded).toString().split(".");
  return `${rounded < 0 ? "-" : ""}${grouped(int)}${frac ? `.${frac}` : ""}`;
}
function money(amount, denomination) {
  if (denomination === "USD" && Number.isFinite(amount) && Math.abs(amount) < 1e21) {
    const digits = Math.max(2, Math.min(6, (String(amount).split(".")[1] ?? "").length));
    const [int, frac] = Math.abs(amount).toFixed(digits).split(".");
    return `${amount < 0 ? "-" : ""}$${grouped(int)}.${frac}`;
  }
  return `${plainNumber(amount)} ${plural(idWords(denomination), amount)}`;
}
function plural(unit, n) {
  return n === 1 ? unit : `${unit}s`;
}
function perText(per, unit) {
  return per === 1 ? idWords(unit) : `${plainNumber(per)} ${plural(idWords(unit), per)}`;
}
function charge(c) {
  const when = Array.isArray(c.applies_when) ? c.applies_when.filter((w) => typeof w === "string") : [];
  const conditions = when.length > 0 ? ` (${when.join(", ")})` : "";
  const qualifier = str2(c.qualifier) ? `; ${str2(c.qualifier)}` : "";
  if (c.state === "unknown") return `price not published${conditions}${qualifier}`;
  const amount = num(c.amount);
  const denomination = str2(c.denomination);
  const unit = str2(c.unit);
  if (amount === void 0 || denomination === void 0 || unit === void 0) return void 0;
  const per = num(c.per) ?? 1;
  return `${money(amount, denomination)} per ${perText(per, unit)}${conditions}${qualifier}`;
}
function unitWord(unit, n) {
  const abbreviation = UNIT_ABBREVIATIONS.get(unit);
  if (abbreviation !== void 0) return abbreviation;
  return n === void 0 ? idWords(unit) : plural(idWords(unit), n);
}
function quantity(n, unit) {
  return `${plainNumber(n)} ${unitWord(unit, n)}`;
}
function oneOf(values) {
  if (values.length === 0 || !values.every((v) => num(v) !== void 0)) return void 0;
  const all = values.map((v) => plainNumber(v));
  return all.length === 1 ? all[0] : `${all.slice(0, -1).join(", ")} or ${all.at(-1)}`;
}
function measure(m) {
  const unit = str2(m.unit);
  if (unit === void 0) return void 0;
  const min = num(m.min);
  const max = num(m.max);
  const values = Array.isArray(m.values) ? m.values : void 0;
  const set2 = values && oneOf(values);
  let text3;
  if (set2 !== void 0) text3 = set2;
  else if (min !== void 0 && max !== void 0) {
    text3 = min === max ? plainNumber(min) : `${plainNumber(min)}\u2013${plainNumber(max)}`;
  } else if (min !== void 0) text3 = `at least ${plainNumber(min)}`;
  else if (max !== void 0) text3 = `up to ${plainNumber(max)}`;
  else return void 0;
  const step = num(m.step);
  const steps = step !== void 0 ? `, in steps of ${quantity(step, unit)}` : "";
  const byDefault = num(m.default);
  const defaults = byDefault !== void 0 ? `, default ${quantity(byDefault, unit)}` : "";
  const state = str2(m.state) && m.state !== "supported" ? ` (${idWords(str2(m.state))})` : "";
  const name = str2(m.name) !== void 0 ? `${m.name}: ` : "";
  const counted2 = max ?? min ?? num(values?.at(-1));
  return `${name}${text3} ${unitWord(unit, counted2)}${steps}${defaults}${state}`;
}
function naturalMeasure(m) {
  return measure(m);
}
function known(v) {
  const isCharge = v.amount !== void 0 || v.state === "unknown" && v.unit === void 0;
  return isCharge ? charge(v) : measure(v);
}
function labelKey(v) {
  if (str2(v.id) !== void 0) return "id";
  return str2(v.name) !== void 0 ? "name" : void 0;
}
function objectLabel(v) {
  if (!isObject(v)) return void 0;
  const key = labelKey(v);
  return key && str2(v[key]);
}
function fields(v) {
  const label = labelKey(v);
  const keys = Object.keys(v).filter((k) => k !== label).sort();
  const inner = keys.map((k) => `${idWords(k)}: ${nested(v[k])}`).join("; ");
  if (label === void 0) return inner || "nothing";
  return inner ? `${v[label]} (${inner})` : str2(v[label]);
}
function listItem(x) {
  if (!isObject(x)) return nested(x);
  const shape = known(x);
  if (shape !== void 0) return shape;
  return labelKey(x) === void 0 ? `(${fields(x)})` : fields(x);
}
function nested(v) {
  if (isObject(v)) {
    const shape = known(v);
    if (shape !== void 0) return shape;
    return labelKey(v) === void 0 ? `[${fields(v)}]` : fields(v);
  }
  const text3 = naturalValue(v);
  return Array.isArray(v) && v.some((x) => typeof x === "object" && x !== null) ? `[${text3}]` : text3;
}
function naturalValue(v) {
  if (v === void 0 || v === null) return "nothing";
  if (typeof v === "string") return v;
  if (typeof v === "number") return plainNumber(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return "none";
    return v.map(listItem).join(isObject(v[0]) ? "; " : ", ");
  }
  if (isObject(v)) return known(v) ?? fields(v);
  return canonicalJson(v);
}
function resolve6(root, segments) {
  let v = root;
  for (const s of segments) {
    if ("key" in s) v = isObject(v) && Object.hasOwn(v, s.key) ? v[s.key] : void 0;
    else v = Array.isArray(v) ? v.find((x) => isObject(x) && x.id === s.id) : void 0;
    if (v === void 0) return void 0;
  }
  return v;
}
function isReadWith(path) {
  return path.endsWith(".unit") || path.endsWith(".per") || path.endsWith(".denomination");
}
function bearsOnUnits(c) {
  return isReadWith(c.path) || replacedWhole(c);
}
function keepOlder(map, c) {
  if (c.path && replacedWhole(c)) {
    for (const k of map.keys()) if (isBelow(k, c.path)) map.delete(k);
  }
  map.set(c.path, c);
}
function laterChangeAt(later, path) {
  const own = later.get(path);
  if (own !== void 0) return own;
  let above;
  for (const c of later.values())
    if (c.path && isBelow(path, c.path) && (above === void 0 || c.path.length > above.path.length))
      above = c;
  if (above === void 0) return void 0;
  const segments = parsePath(path);
  const top = parsePath(above.path);
  const before2 = segments && top ? resolve6(above.before, segments.slice(top.length)) : void 0;
  return before2 === void 0 ? { path, kind: "added" } : { path, kind: "changed", before: before2 };
}
function readWithBefore(parent2, segments, changeAt) {
  let out = parent2;
  for (const key of READ_WITH) {
    const c = changeAt(formatPath([...segments, { key }]));
    if (c === void 0) continue;
    if (out === parent2) out = { ...parent2 };
    if (c.kind === "added") delete out[key];
    else out[key] = c.before ?? null;
  }
  return out;
}
function naturalLeaf(path, v, record, changeAt) {
  const list2 = Array.isArray(v) ? v : void 0;
  if (typeof v !== "number" && list2 === void 0) return naturalValue(v);
  const segments = parsePath(path);
  const last3 = segments?.at(-1);
  if (!segments || !last3 || !("key" in last3)) return naturalValue(v);
  const now = resolve6(record, segments.slice(0, -1));
  if (!isObject(now)) return naturalValue(v);
  const parent2 = changeAt ? readWithBefore(now, segments.slice(0, -1), changeAt) : now;
  if (typeof parent2.unit !== "string") return naturalValue(v);
  const unit = parent2.unit;
  if (typeof v === "number") {
    if (last3.key === "amount" && typeof parent2.denomination === "string")
      return `${money(v, parent2.denomination)} per ${perText(num(parent2.per) ?? 1, unit)}`;
    if (MEASURE_FIELDS.has(last3.key)) return quantity(v, unit);
  }
  const set2 = last3.key === "values" && list2 ? oneOf(list2) : void 0;
  if (set2 !== void 0) return `${set2} ${unitWord(unit, num(list2.at(-1)))}`;
  return naturalValue(v);
}
var UNIT_ABBREVIATIONS, MEASURE_FIELDS, READ_WITH, isBelow, replacedWhole;
var init_natural = __esm({
  "src/core/render/natural.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_diff();
    init_json();
    init_words();
    UNIT_ABBREVIATIONS = /* @__PURE__ */ new Map([
      ["second", "s"],
      ["frame_per_second", "fps"],
      ["pixel", "px"]
    ]);
    MEASURE_FIELDS = /* @__PURE__ */ new Set(["min", "max", "step", "default"]);
    READ_WITH = ["unit", "per", "denomination"];
    isBelow = (path, above) => path.length > above.length && (path[above.length] === "." || path[above.length] === "[") && path.startsWith(above);
    replacedWhole = (c) => c.before !== null && typeof c.before === "object";
  }
});

// src/core/render/item-text.ts
function feedText(text3) {
  return shownWithout(text3, NOT_FEED_CHAR);
}
function clippedName(text3) {
  return clip(text3, TITLE_NAME_CHARS);
}
function titleName(text3) {
  return isolatedAtStart(clippedName(feedText(text3)));
}
function itemTitle(e, written = titleName) {
  const name = written(e.model.name || e.model.id);
  switch (e.type) {
    case "model_added":
      return `${name}: added`;
    case "model_removed":
      return `${name}: removed`;
    case "model_moved":
      return `${name}: moved from ${e.previous_path ?? "another path"}`;
    default:
      return `${name}: ${e.changes.length} fields changed`;
  }
}
function removedWords(r) {
  return `removed later${r.addedAgain ? " and added again in a newer item" : ""}`;
}
function sourceList(s) {
  return s.sources.map((x) => lineText(x.url || x.id)).join(", ") || "none";
}
function summaryLines(e, s, changedSince) {
  const tasks = s.tasks.map((t) => lineText(idWords(t)));
  return [
    `New ${lineText(s.modality)} model by ${lineText(s.lab)}${changedSince ? " (the record as it reads now; newer items list what changed)" : ""}.`,
    `Tasks: ${tasks.join(", ") || "none listed"}`,
    `Pricing: ${lineText(pricingWord(s.pricingState).toLowerCase())}`,
    `Status: ${lineText(s.status)}; documentation: ${lineText(s.documentationState)}`,
    `Sources (${s.sources.length}): ${sourceList(s)}`,
    `Record: ${lineText(e.model.path)}`
  ];
}
function itemDescription(e, context = {}) {
  switch (e.type) {
    case "model_added":
      return context.summary ? summaryLines(e, context.summary, context.changedSince ?? false).join("\n") : `model added at ${e.model.path}${context.removedLater ? `; ${removedWords(context.removedLater)}` : ""}`;
    case "model_removed":
      return `model removed from ${e.model.path}`;
    case "model_moved":
      return `moved from ${e.previous_path ?? "another path"} to ${e.model.path}`;
    default:
      return e.changes.map(formatChangeLine).join("\n");
  }
}
function value2(s) {
  return `<bdi>${htmlText(pairedIsolates(s))}</bdi>`;
}
function link(url, label) {
  return /^https?:\/\//i.test(url) ? `<a href="${htmlText(url)}">${value2(label)}</a>` : value2(label);
}
function changeWords(c, words) {
  if (c.kind === "added") return `added ${words(c.after, "after")}`;
  if (c.kind === "removed") return `removed (was ${words(c.before, "before")})`;
  return `${words(c.before, "before")} \u2192 ${words(c.after, "after")}`;
}
function shown2(text3, changes) {
  if (text3.length <= VALUE_LIMIT) return value2(text3);
  const end = codePointsEnd(text3, VALUE_LIMIT);
  if (end >= text3.length) return value2(text3);
  const boundary = text3.lastIndexOf("; ", end);
  const cut = graphemeStart(text3, boundary > end / 2 ? boundary : end);
  let more = 0;
  for (const _ of text3.slice(cut)) more++;
  return `${value2(text3.slice(0, cut))} \u2026 and ${grouped(more)} more characters${readWhole(changes)}`;
}
function readWhole(changes) {
  return changes ? `, <a href="${htmlText(changes)}">all on the model's changes page</a>` : "";
}
function boundedList(items, room, changes) {
  let chars = 0;
  let n = 0;
  while (n < items.length && (n === 0 || chars + items[n].length <= room)) chars += items[n++].length;
  const rest = items.length - n;
  const more = rest > 0 ? `<li>\u2026 and ${grouped(rest)} more items${readWhole(changes)}</li>` : "";
  return `<ul>${items.slice(0, n).join("")}${more}</ul>`;
}
function objectList(v, changes, room) {
  return boundedList(
    v.map((x) => `<li>${shown2(naturalValue(x), changes)}</li>`),
    room,
    changes
  );
}
function innerChanges(before2, after, changes) {
  const inner = diffRecords(before2, after);
  const byPath = new Map(inner.map((c) => [c.path, c]));
  return inner.map((c) => {
    const words = changeWords(
      c,
      (v, side) => shown2(naturalLeaf(c.path, v, after, side === "before" ? (p) => byPath.get(p) : void 0), changes)
    );
    return `<code>${htmlText(c.path)}</code>: ${words}`;
  }).join("; ");
}
function listChange(before2, after, changes, room) {
  const left = /* @__PURE__ */ new Map();
  for (const b of before2) {
    const k = canonicalJson(b);
    left.set(k, (left.get(k) ?? 0) + 1);
  }
  const added2 = [];
  after.forEach((a, at2) => {
    const k = canonicalJson(a);
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    else added2.push({ v: a, at: at2 });
  });
  const removed2 = [];
  for (const b of before2) {
    const k = canonicalJson(b);
    const n = left.get(k) ?? 0;
    if (n > 0) {
      left.set(k, n - 1);
      removed2.push(b);
    }
  }
  const unchanged = after.length - added2.length;
  const items = [];
  const pair = (b, a) => {
    const label = objectLabel(a.v);
    items.push(
      `<li>${label === void 0 ? `item ${a.at + 1}` : value2(label)}: ${innerChanges(b, a.v, changes)}</li>`
    );
  };
  const byLabel = /* @__PURE__ */ new Map();
  for (const a of added2) {
    if (!isObject(a.v)) continue;
    const label = objectLabel(a.v);
    const queue = byLabel.get(label);
    if (queue) queue.push(a);
    else byLabel.set(label, [a]);
  }
  for (const queue of byLabel.values()) queue.reverse();
  const unpaired = [];
  for (const b of removed2) {
    const match = isObject(b) ? byLabel.get(objectLabel(b))?.pop() : void 0;
    if (match) {
      match.taken = true;
      pair(b, match);
    } else unpaired.push(b);
  }
  const pairs = items.length;
  const gone = unpaired.map((b) => `<li>removed (was ${shown2(naturalValue(b), changes)})</li>`);
  const fresh = added2.filter((a) => !a.taken).map((a) => `<li>added ${shown2(naturalValue(a.v), changes)}</li>`);
  const counts = [
    pairs > 0 ? `${pairs} of ${after.length} changed` : "",
    fresh.length > 0 ? `${fresh.length} added` : "",
    gone.length > 0 ? `${gone.length} removed` : ""
  ].filter(Boolean);
  if (counts.length === 0) return "the same items in another order";
  return `${counts.join(", ")}${unchanged > 0 ? ` (${unchanged} unchanged)` : ""}${boundedList([...items, ...gone, ...fresh], room, changes)}`;
}
function measureField(path) {
  for (const key of MEASURE_KEYS) {
    const dot = path.length - key.length - 1;
    if (dot > 0 && path.endsWith(key) && path[dot] === ".") return { claim: path.slice(0, dot), key };
  }
  return void 0;
}
function claimLine(changes, i) {
  const first = measureField(changes[i].path);
  if (!first || under(changes[i - 1], first.claim)) return void 0;
  const claim = {};
  let state;
  let j = i;
  for (; j < changes.length && under(changes[j], first.claim); j++) {
    const c = changes[j];
    const field2 = measureField(c.path);
    if (field2?.claim !== first.claim) return void 0;
    if (field2.key === "state" && c.kind === "changed") state = c;
    else if (c.kind !== "added") return void 0;
    claim[field2.key] = c.after ?? null;
  }
  const words = state && naturalMeasure(claim);
  if (!state || words === void 0) return void 0;
  const html = `<li><code>${htmlText(first.claim)}</code>: ${value2(naturalValue(state.before))} \u2192 ${value2(words)}</li>`;
  return { html, n: j - i };
}
function changeItems(changes, context) {
  const byPath = new Map(changes.map((c) => [c.path, c]));
  const items = [];
  let chars = 0;
  for (let i = 0; i < changes.length; ) {
    if (chars > ITEM_HTML_CHARS) {
      items.push(`<li>\u2026 and ${grouped(changes.length - i)} more changes${readWhole(context.changes)}</li>`);
      break;
    }
    const line = claimLine(changes, i);
    const html = line ? line.html : changeItem(changes[i], context, byPath, ITEM_HTML_CHARS - chars);
    items.push(html);
    chars += html.length;
    i += line ? line.n : 1;
  }
  return items.join("");
}
function changeItem(c, context, byPath, room) {
  const { record, changes, later } = context;
  const path = `<li><code>${htmlText(c.path)}</code>: `;
  if (c.kind === "added" && hasObjects(c.after))
    return `${path}added${objectList(c.after, changes, room)}</li>`;
  if (c.kind === "removed" && hasObjects(c.before))
    return `${path}removed${objectList(c.before, changes, room)}</li>`;
  if (c.kind === "changed" && hasObjects(c.before) && hasObjects(c.after))
    return `${path}${listChange(c.before, c.after, changes, room)}</li>`;
  const before2 = (p) => byPath.get(p) ?? (later && laterChangeAt(later, p));
  const after = later && ((p) => laterChangeAt(later, p));
  const words = (v, side) => shown2(naturalLeaf(c.path, v, record, side === "before" ? before2 : after), changes);
  return `${path}${changeWords(c, words)}</li>`;
}
function summaryHtml(s, changedSince) {
  const sources = s.sources.map((x) => `<li>${link(x.url, x.url || x.id)}</li>`).join("");
  return [
    `<p>New ${value2(s.modality)} model by ${value2(s.lab)}.${changedSince ? " The record as it reads now; newer items list what changed." : ""}</p>`,
    "<ul>",
    `<li>Tasks: ${value2(s.tasks.map(idWords).join(", ") || "none listed")}</li>`,
    `<li>Pricing: ${value2(pricingWord(s.pricingState).toLowerCase())}</li>`,
    `<li>Status: ${value2(s.status)}; documentation: ${value2(s.documentationState)}</li>`,
    `<li>Sources (${s.sources.length}):${sources ? `<ul>${sources}</ul>` : " none"}</li>`,
    "</ul>"
  ].join("");
}
function itemHtml(e, context = {}) {
  let body;
  if (e.type === "model_added")
    body = context.summary ? summaryHtml(context.summary, context.changedSince ?? false) : `<p>Model added at <code>${htmlText(e.model.path)}</code>.${context.removedLater ? ` It was ${removedWords(context.removedLater)}.` : ""}</p>`;
  else if (e.type === "model_removed")
    body = `<p>Model removed from <code>${htmlText(e.model.path)}</code>.</p>`;
  else if (e.type === "model_moved")
    body = `<p>Moved from <code>${htmlText(e.previous_path ?? "another path")}</code> to <code>${htmlText(e.model.path)}</code>.</p>`;
  else {
    const moved = e.previous_path ? `<p>Moved from <code>${htmlText(e.previous_path)}</code> to <code>${htmlText(e.model.path)}</code>.</p>` : "";
    body = `${moved}<ul>${changeItems(e.changes, context)}</ul>`;
  }
  const sha = e.commit.sha.slice(0, 7);
  return `${body}<p>Commit ${link(e.commit.url, sha)}: ${value2(e.commit.message)}</p>`;
}
var NOT_FEED_CHAR, htmlText, TITLE_NAME_CHARS, VALUE_LIMIT, hasObjects, MEASURE_KEYS, under, ITEM_HTML_CHARS;
var init_item_text = __esm({
  "src/core/render/item-text.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_bidi();
    init_diff();
    init_graphemes();
    init_json();
    init_message_text();
    init_html();
    init_words();
    init_change_line();
    init_natural();
    NOT_FEED_CHAR = new RegExp(`${NOT_HTML_CHAR.source}|\\f`, "gu");
    htmlText = (text3) => escapeHtml(feedText(text3));
    TITLE_NAME_CHARS = 200;
    VALUE_LIMIT = 400;
    hasObjects = (v) => Array.isArray(v) && v.some(isObject);
    MEASURE_KEYS = ["state", "mode", "unit", "min", "max", "values", "step", "default"];
    under = (c, claim) => c !== void 0 && (c.path.startsWith(`${claim}.`) || c.path.startsWith(`${claim}[`));
    ITEM_HTML_CHARS = 256 * 1024;
  }
});

// src/core/render/xml-text.ts
function xmlText(s) {
  const chars = MAYBE_NOT_XML_CHAR.test(s) ? s.replace(NOT_XML_CHAR, "\uFFFD") : s;
  return chars.replace(/[&<>"'\r]/g, (c) => ESCAPES2[c]);
}
function element(indent, name, text3, attributes = "") {
  return `${indent}<${name}${attributes}>${xmlText(text3)}</${name}>`;
}
var NOT_XML_CHAR, MAYBE_NOT_XML_CHAR, ESCAPES2;
var init_xml_text = __esm({
  "src/core/render/xml-text.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
    MAYBE_NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/;
    ESCAPES2 = {
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      '"': "&quot;",
      "'": "&apos;",
      // A literal CR would be turned into a newline by every XML parser; a reference keeps it.
      "\r": "&#13;"
    };
  }
});

// src/core/render/atom.ts
function linkEl(indent, rel, href, type) {
  return `${indent}<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;
}
function atomEntry(e, html) {
  const date = rfc3339(e.commit.date);
  return [
    "  <entry>",
    element("    ", "id", entryId(e)),
    element("    ", "title", itemTitle(e), ' type="text"'),
    element("    ", "updated", date),
    element("    ", "published", date),
    linkEl("    ", "alternate", e.commit.url, "text/html"),
    `    <category term="${xmlText(e.type)}"/>`,
    element("    ", "content", html, ' type="html"'),
    "  </entry>"
  ].join("\n");
}
function renderAtom(feed) {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element("  ", "id", feed.self),
    element("  ", "title", feed.title),
    element("  ", "subtitle", feed.description),
    element("  ", "updated", rfc3339(feed.updated)),
    linkEl("  ", "self", feed.self, "application/atom+xml"),
    linkEl("  ", "alternate", feed.home, "text/html"),
    "  <author>",
    element("    ", "name", feed.author.name),
    element("    ", "uri", feed.author.url),
    "  </author>"
  ];
  for (const e of feed.events)
    lines.push(feed.entry ? feed.entry(e) : atomEntry(e, itemHtml(e, feed.context(e))));
  lines.push("</feed>");
  return `${lines.join("\n")}
`;
}
var init_atom = __esm({
  "src/core/render/atom.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_feed_document();
    init_item_text();
    init_xml_text();
  }
});

// src/core/render/json-feed.ts
function jsonFeedItem(e, html, eventText3 = canonicalJson(e)) {
  const item = {
    id: e.id,
    url: e.commit.url,
    title: itemTitle(e),
    content_html: html,
    date_published: rfc3339(e.commit.date),
    tags: [e.type]
  };
  return canonicalJsonWith(item, EXTENSION_KEY, eventText3);
}
function renderJsonFeed(feed) {
  const head = [
    ["version", "https://jsonfeed.org/version/1.1"],
    ["title", feed.title],
    ["home_page_url", feed.home],
    ["feed_url", feed.self],
    ["description", feed.description],
    ["language", "en"],
    ["authors", [{ name: feed.author.name, url: feed.author.url }]]
  ];
  const items = feed.events.map(
    (e) => feed.entry ? feed.entry(e) : jsonFeedItem(e, itemHtml(e, feed.context(e)))
  );
  const members = head.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
  return `{${members.join(",")},"items":[${items.join(",")}]}
`;
}
var EXTENSION_KEY;
var init_json_feed = __esm({
  "src/core/render/json-feed.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    init_feed_document();
    init_item_text();
    EXTENSION_KEY = "_model_registry";
  }
});

// src/core/render/rss.ts
function rfc822(iso) {
  const t = Date.parse(iso);
  return new Date(Number.isFinite(t) ? t : EPOCH2).toUTCString();
}
function lastBuildDate(events) {
  return new Date(Math.max(EPOCH2, newestTime(events.map((e) => e.commit.date)))).toUTCString();
}
function renderRss(feed, channel, options = {}) {
  const events = feed.events.slice(0, RSS_ITEMS);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    element("    ", "title", channel.title),
    element("    ", "link", channel.link),
    element("    ", "description", channel.description),
    element("    ", "lastBuildDate", lastBuildDate(events))
  ];
  if (options.self)
    lines.push(`    <atom:link href="${xmlText(options.self)}" rel="self" type="application/rss+xml"/>`);
  for (const e of events) {
    if (options.item) {
      lines.push(options.item(e));
      continue;
    }
    const context = options.context?.(e) ?? {};
    lines.push(rssItem(e, context, options.html ? options.html(e) : itemHtml(e, context)));
  }
  lines.push("  </channel>", "</rss>");
  return `${lines.join("\n")}
`;
}
function rssItem(e, context, html) {
  return [
    "    <item>",
    element("      ", "title", itemTitle(e)),
    element("      ", "link", e.commit.url),
    element("      ", "guid", e.id, ' isPermaLink="false"'),
    element("      ", "pubDate", rfc822(e.commit.date)),
    element("      ", "description", itemDescription(e, context)),
    element("      ", "content:encoded", html),
    "    </item>"
  ].join("\n");
}
var EPOCH2, RSS_ITEMS;
var init_rss = __esm({
  "src/core/render/rss.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_feed_document();
    init_item_text();
    init_xml_text();
    EPOCH2 = 0;
    RSS_ITEMS = 100;
  }
});

// src/core/feeds/summary.ts
function text(v, fallback = "unknown") {
  return typeof v === "string" && v !== "" ? v : fallback;
}
function list(v) {
  return Array.isArray(v) ? v : [];
}
function summarize2(record) {
  const r = record.value;
  const model = field(r, "model");
  const tasks = /* @__PURE__ */ new Set();
  for (const p of list(field(r, "capability_profiles"))) {
    const t = field(p, "task");
    if (typeof t === "string") tasks.add(t);
  }
  return {
    modality: text(field(model, "modality")),
    lab: text(field(model, "lab")),
    status: text(field(model, "status")),
    documentationState: text(field(r, "documentation_state")),
    tasks: [...tasks].sort(compareCodePoints),
    pricingState: text(field(field(r, "pricing"), "state")),
    sources: list(field(r, "sources")).map((s) => ({
      id: text(field(s, "id"), ""),
      url: text(field(s, "url"), "")
    }))
  };
}
var init_summary = __esm({
  "src/core/feeds/summary.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_catalog();
    init_json();
  }
});

// src/core/feeds/write.ts
function contexts(window, summaries, values, site) {
  const seen = /* @__PURE__ */ new Set();
  const changedSince = /* @__PURE__ */ new Map();
  const unitsSince = /* @__PURE__ */ new Map();
  const later = /* @__PURE__ */ new Map();
  const replaced = /* @__PURE__ */ new Map();
  const unread = /* @__PURE__ */ new Set();
  const removedLater = /* @__PURE__ */ new Map();
  const removal = /* @__PURE__ */ new Map();
  for (const e of window) {
    const id = e.model.id;
    if (e.type === "model_added") changedSince.set(e.id, seen.has(id));
    seen.add(id);
    if (replaced.has(id)) unread.add(e.id);
    if (e.type === "model_added" && replaced.get(id) === "model_removed")
      removedLater.set(e.id, removal.get(id));
    if (e.type === "model_removed") removal.set(id, { addedAgain: replaced.get(id) === "model_added" });
    const moved = e.type === "model_updated" && feedIds(e).length > 1;
    if (e.type !== "model_updated" || moved) replaced.set(id, moved ? "model_moved" : e.type);
    const since = unitsSince.get(e.model.id);
    if (since) later.set(e.id, new Map(since));
    for (const c of e.changes) {
      if (!bearsOnUnits(c)) continue;
      const map = unitsSince.get(e.model.id) ?? /* @__PURE__ */ new Map();
      keepOlder(map, c);
      unitsSince.set(e.model.id, map);
    }
  }
  return (e) => {
    const record = unread.has(e.id) ? void 0 : values.get(e.model.id);
    const changes = `${site}${modelChangesHref(e.model.id)}`;
    if (e.type !== "model_added") return record ? { record, changes, later: later.get(e.id) } : { changes };
    if (unread.has(e.id)) {
      const removed2 = removedLater.get(e.id);
      return removed2 ? { removedLater: removed2 } : {};
    }
    const summary2 = summaries.get(e.model.id);
    return summary2 ? { summary: summary2, changedSince: changedSince.get(e.id) ?? false } : {};
  };
}
function feedIds(e) {
  const from = e.previous_path === void 0 ? e.model.id : modelIdFromPath(e.previous_path);
  return from === e.model.id ? [e.model.id] : [e.model.id, from];
}
function asItWas(e, id) {
  if (e.model.id === id) return e.model;
  const before2 = (path, now) => {
    const old = e.changes.find((c) => c.path === path && c.kind === "changed")?.before;
    return typeof old === "string" ? old : now;
  };
  return { name: before2("model.name", e.model.name), lab: before2("model.lab", e.model.lab) };
}
function push(map, key, e) {
  const list2 = map.get(key);
  if (!list2) map.set(key, [e]);
  else if (list2.length < FEED_ITEMS) list2.push(e);
}
function fitting(events, bytes, cap, bound) {
  let most = 0;
  for (let n = 0; n < events.length && most <= cap; n++) most += bound(events[n]);
  if (most <= cap) return events;
  let total = 0;
  for (let n = 0; n < events.length; n++) {
    total += bytes(events[n]);
    if (n > 0 && total > cap) return events.slice(0, n);
  }
  return events;
}
function touchedModels(window, previous) {
  const now = new Set(window.map((e) => e.id));
  const touched = /* @__PURE__ */ new Set([...previous.added.flatMap(feedIds), ...previous.changed ?? []]);
  for (const e of previous.window) if (!now.has(e.id)) for (const id of feedIds(e)) touched.add(id);
  const renames = window.filter((e) => feedIds(e).length > 1);
  for (let grew = true; grew; ) {
    grew = false;
    for (const e of renames)
      if (touched.has(e.model.id)) {
        for (const id of feedIds(e))
          if (!touched.has(id)) {
            touched.add(id);
            grew = true;
          }
      }
  }
  return touched;
}
function writeFeeds(files, input) {
  const site = layoutSiteUrl(input.siteUrl, input.repository);
  const repoName = repositoryName(input.repository);
  const author = { name: repoName, url: input.repository };
  const { records } = input;
  const summaries = new Map(records.map((r) => [modelId(r), summarize2(r)]));
  const context = contexts(input.window, summaries, new Map(records.map((r) => [modelId(r), r.value])), site);
  const html = remembered((e) => itemHtml(e, context(e)));
  const atomEntries = remembered((e) => atomEntry(e, html(e)));
  const jsonItems = remembered((e) => jsonFeedItem(e, html(e), input.eventText(e)));
  const rssItems = remembered((e) => rssItem(e, context(e), html(e)));
  const cap = input.feedBytes ?? FEED_BYTES;
  const entryBytes = remembered((e) => Math.max(utf8Bytes(atomEntries(e)), utf8Bytes(jsonItems(e))));
  const itemBytes = remembered((e) => Math.max(entryBytes(e), utf8Bytes(rssItems(e))));
  const entryBound = (e) => 3 * Math.max(atomEntries(e).length, jsonItems(e).length);
  const itemBound = (e) => Math.max(entryBound(e), 3 * rssItems(e).length);
  const byModel = /* @__PURE__ */ new Map();
  const byLab = /* @__PURE__ */ new Map();
  for (const e of input.window) {
    const ids = feedIds(e);
    for (const id of ids) push(byModel, id, e);
    for (const lab of new Set(ids.map(labOf))) push(byLab, lab, e);
  }
  const write = (path, doc) => {
    const [atom, json2] = FEED_FORMATS.map((ext) => `${path}.${ext}`);
    files.set(atom, renderAtom({ ...doc, self: `${site}${atom}`, author, context, entry: atomEntries }));
    files.set(json2, renderJsonFeed({ ...doc, self: `${site}${json2}`, author, context, entry: jsonItems }));
  };
  const newest = fitting(input.window.slice(0, FEED_ITEMS), itemBytes, cap, itemBound);
  const driftFeed = { feed_version: 1, repository: input.repository, head: "", events: newest };
  files.set(
    DRIFT_RSS_PATH,
    renderRss(driftFeed, input.channel, { self: `${site}${DRIFT_RSS_PATH}`, item: rssItems })
  );
  write(DRIFT_FEED_BASE, {
    title: input.channel.title,
    description: input.channel.description,
    home: `${site}drift.html`,
    updated: newestDate(newest.map((e) => e.commit.date)),
    events: newest
  });
  const left = [...byModel.keys()].filter((id) => !summaries.has(id)).sort(compareCodePoints);
  const labs = /* @__PURE__ */ new Map();
  const addToLab = (id, name) => {
    const lab = labs.get(labOf(id));
    if (lab) lab.ids.push(id);
    else labs.set(labOf(id), { name, ids: [id], present: summaries.has(id) });
  };
  const names = labNames([...summaries].map(([id, s]) => ({ id, lab: s.lab })));
  for (const id of summaries.keys()) addToLab(id, names.get(labOf(id)));
  const leftAs = new Map(left.map((id) => [id, asItWas(byModel.get(id)[0], id)]));
  for (const id of left) if (!labs.has(labOf(id))) addToLab(id, leftAs.get(id).lab || labOf(id));
  const { previous } = input;
  const published = new Set(previous?.models ?? []);
  const known2 = /* @__PURE__ */ new Set([...published, ...(previous?.window ?? []).flatMap(feedIds)]);
  const touched = previous ? touchedModels(input.window, previous) : /* @__PURE__ */ new Set();
  for (const id of [...summaries.keys(), ...left]) if (!known2.has(id)) touched.add(id);
  for (const id of published) if (!summaries.has(id)) touched.add(id);
  const gone = [...known2].filter((id) => !summaries.has(id) && !byModel.has(id));
  const touchedLabs = new Set([...touched, ...gone].map(labOf));
  const modelFeed = (id, name, home) => {
    if (previous && !touched.has(id)) return;
    const events = fitting(byModel.get(id) ?? [], entryBytes, cap, entryBound);
    write(modelFeedBase(id), {
      title: `${titleName(typeof name === "string" && name ? name : id)} (${id}): ${repoName} drift`,
      description: `Field-level changes to the record of ${id} in ${repoName}.`,
      home,
      updated: newestDate([...events.map((e) => e.commit.date), input.updated(id)?.date ?? ""]),
      events
    });
  };
  for (const r of records) {
    const id = modelId(r);
    modelFeed(id, field(field(r.value, "model"), "name"), `${site}${modelHref(id)}`);
  }
  for (const id of left) modelFeed(id, leftAs.get(id).name, `${site}${modelChangesHref(id)}`);
  for (const [lab, { name, ids, present }] of labs) {
    if (previous && !touchedLabs.has(lab)) continue;
    const events = fitting(byLab.get(lab) ?? [], entryBytes, cap, entryBound);
    write(labFeedBase(lab), {
      title: `${titleName(name)} (${lab}): ${repoName} drift`,
      description: `Field-level changes to the records of ${titleName(name)}'s models in ${repoName}.`,
      // The site filters by model.lab, the lab's name (not its slug), in the catalog and the changes.
      home: `${site}${query(present ? "index.html" : "drift.html", { lab: name })}`,
      updated: newestDate([
        ...events.map((e) => e.commit.date),
        ...ids.map((id) => input.updated(id)?.date ?? "")
      ]),
      events
    });
  }
  const goneLabs = new Set(gone.map(labOf).filter((lab) => !labs.has(lab)));
  return [
    ...gone.flatMap((id) => [modelFeedPath(id, "atom.xml"), modelFeedPath(id, "feed.json")]),
    ...[...goneLabs].flatMap((lab) => [labFeedPath(lab, "atom.xml"), labFeedPath(lab, "feed.json")])
  ];
}
var query, FEED_ITEMS, FEED_BYTES, FEED_FORMATS, modelFeedPath, labFeedPath, DRIFT_RSS_PATH, DRIFT_FEED_BASE;
var init_write = __esm({
  "src/core/feeds/write.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_catalog();
    init_json();
    init_pages();
    init_atom();
    init_feed_document();
    init_item_text();
    init_json_feed();
    init_natural();
    init_rss();
    init_byte_size();
    init_words();
    init_site_url();
    init_summary();
    query = (page, params) => `${page}?${new URLSearchParams(params)}`;
    FEED_ITEMS = RSS_ITEMS;
    FEED_BYTES = 20 * 1024 * 1024;
    FEED_FORMATS = ["atom.xml", "feed.json"];
    modelFeedPath = (id, ext) => `${modelFeedBase(id)}.${ext}`;
    labFeedPath = (lab, ext) => `${labFeedBase(lab)}.${ext}`;
    DRIFT_RSS_PATH = "drift.rss.xml";
    DRIFT_FEED_BASE = "drift";
  }
});

// src/generated/site-assets.ts
var SITE_JS, SITE_CSS;
var init_site_assets = __esm({
  "src/generated/site-assets.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    SITE_JS = '"use strict";(()=>{var Mt="needs-js";function P(t,e){let n=Math.min(t.length,e.length);for(let o=0;o<n;o++){let i=t.charCodeAt(o),a=e.charCodeAt(o);if(i===a){if(i>=55296&&i<=57343)return xt(t,e);continue}return i>=55296&&i<=57343||a>=55296&&a<=57343?xt(t,e):i-a}if(t.length===e.length)return 0;let r=t.length>n?t:e;for(let o=n;o<r.length;o++){let i=r.charCodeAt(o);if(i>=55296&&i<=57343)return xt(t,e)}return t.length-e.length}function xt(t,e){let n=[...t],r=[...e],o=Math.min(n.length,r.length);for(let i=0;i<o;i++){let a=n[i].codePointAt(0)-r[i].codePointAt(0);if(a!==0)return a}return n.length-r.length}var le={supported:"Supported",unsupported:"Not supported",not_applicable:"Not applicable",unknown:"Unknown (not documented)"},ce={known:"Published",partial:"Partly published",unknown:"Not published"};var E="not recorded";function I(t){return typeof t=="string"?le[t]??t:E}function Ft(t){return typeof t=="string"?ce[t]??t:E}function v(t){return t.replaceAll("_"," ")}function q(t){return`model.html?id=${encodeURIComponent(t).replaceAll("%2F","/")}`}function ot(t){return t.replace(/^models\\//,"").replace(/\\.toml$/,"")}function it(t){return`drift.html?model=${encodeURIComponent(t)}`}function st(t){let e=new Map;for(let r of t){if(r.lab===null)continue;let o=C(r.id),i=e.get(o)??new Map;i.set(r.lab,(i.get(r.lab)??0)+1),e.set(o,i)}let n=new Map;for(let[r,o]of e){let i="",a=0;for(let[u,c]of o)(c>a||c===a&&P(u,i)<0)&&([i,a]=[u,c]);n.set(r,i)}return n}function C(t){return t.split("/")[0]}function _t(t){return`api/models/${t}.json`}function vt(t){return`feeds/models/${t}`}function Lt(t){return`feeds/labs/${t}`}var B={name:0,lab:1,modality:2,doc:4,tasks:6};var ue=q(""),St=t=>t===E?null:t;function Rt(t,e={}){let n=e.id!==void 0?JSON.parse(e.id):decodeURIComponent(t.href.slice(ue.length)),r=(o,i)=>e[o]!==void 0?JSON.parse(e[o]):i();return{id:n,name:r("name",()=>t.name===n?null:t.name),lab:r("lab",()=>St(t.lab)),modality:r("modality",()=>St(t.modality)),documentation_state:r("doc",()=>St(t.doc)),tasks:r("tasks",()=>t.tasks===E?[]:t.tasks.split(", ").map(o=>o.replaceAll(" ","_")))}}var U=["q","modality","lab","task","doc"];function at(t){let e=n=>t.get(n)??"";return{q:e("q"),modality:e("modality"),lab:e("lab"),task:e("task"),doc:e("doc")}}function Ht(t){let e=st(t);return n=>e.get(C(n.id))??n.lab}function Dt(t){return t.normalize("NFKD").replace(/[\\u0300-\\u036f]/g,"").toLowerCase().replaceAll("\u03C2","\u03C3").replaceAll("\xDF","ss")}function wt(t){return Dt([t.id,t.name??"",t.lab??"",...t.tasks,...t.tasks.map(v)].join(`\n`))}function Jt(t){let e=Dt(t.q).split(/\\s+/).filter(Boolean);return(n,r=n.lab,o)=>{if(t.modality&&n.modality!==t.modality||t.lab&&n.lab!==t.lab&&r!==t.lab||t.task&&!n.tasks.includes(t.task)||t.doc&&n.documentation_state!==t.doc)return!1;if(e.length===0)return!0;let i=o??wt(n);return e.every(a=>i.includes(a))}}var $t;function Et(t,e){return $t??($t=new Intl.Collator(void 0,{sensitivity:"base"})),$t.compare(t,e)||P(t,e)}function W(t){return[...new Set([...t].filter(e=>e!==null))].sort(Et)}var de="\\\\u061c\\\\u200e\\\\u200f\\\\u202a-\\\\u202e\\\\u2066-\\\\u2069",fe=new RegExp(`[${de}]`);function me(t){if(!/[\\u2066-\\u2069]/.test(t))return t;let e=0,n="";for(let r of t){if(r==="\u2066"||r==="\u2067"||r==="\u2068")e++;else if(r==="\u2069"){if(e===0)continue;e--}n+=r}return n+"\u2069".repeat(e)}function lt(t){return fe.test(t)?`\u2068${me(t)}\u2069`:t}function s(t,e={},...n){let r=document.createElement(t);for(let[o,i]of Object.entries(e))i===void 0||i===!1||(o==="href"&&typeof i=="string"?r.setAttribute(o,pe(i)):r.setAttribute(o,i===!0?"":i));for(let o of n.flat())o!=null&&o!==!1&&r.append(typeof o=="string"?lt(o):o);return r}function pe(t){let e=0;for(;e<t.length&&t.charCodeAt(e)<=32;)e++;let n=t.slice(e).replace(/[\\t\\n\\r]/g,"").replace(/\\\\/g,"/");return/^https?:\\/\\//i.test(n)?t:/^[a-z][a-z0-9+.-]*:/i.test(n)||n.startsWith("//")?"#":t}var T=t=>s("bdi",{},t),Pt=t=>t.flatMap((e,n)=>n?[", ",T(e)]:[T(e)]);function Ot(){let t="";try{t=decodeURIComponent(location.hash.slice(1))}catch{return}t&&document.getElementById(t)?.scrollIntoView()}function N(t){return document.getElementById(t)}async function R(t){let e=await fetch(t,{headers:{accept:"application/json"}});if(e.status===404)return null;if(!e.ok)throw new Error(`${t}: HTTP ${e.status}`);return e.json()}function L(t,e,n){t.replaceChildren(s("option",{value:""},"Any"));for(let[r,o]of e)t.append(s("option",{value:r},o));n&&!e.some(([r])=>r===n)&&t.append(s("option",{value:n},`${n} (none)`)),t.value=n}function ct(t,e){let n=new URLSearchParams(location.search);for(let o of t)e[o]?n.set(o,e[o]):n.delete(o);let r=n.toString();history.replaceState(null,"",`${location.pathname}${r?`?${r}`:""}${location.hash}`)}function H(t,e){let n={};for(let r of e){let o=t.elements.namedItem(r);n[r]=o instanceof HTMLInputElement?o.value.trim():o?.value??""}return n}function Q(t){t&&(t.tabIndex<0&&!t.hasAttribute("tabindex")&&(t.tabIndex=-1),t.focus())}function D(t,e){let n=s("p",{class:"error",role:"alert"},e);/^H[1-6]$/.test(t.tagName)?(kt(t),t.after(n)):t.replaceChildren(n)}function kt(t){let e=t.nextElementSibling;e?.getAttribute("role")==="alert"&&e.remove()}var jt=500;function ge(t){let e=t.cells,n=r=>e[r]?.textContent??"";return Rt({href:e[B.name]?.firstElementChild?.getAttribute("href")??"",name:n(B.name),lab:n(B.lab),modality:n(B.modality),doc:n(B.doc),tasks:n(B.tasks)},t.hasAttributes()?t.dataset:{})}async function It(){let t=N("filters"),e=N("models"),n=N("results"),r=[...e.rows],o=r.map(ge),i=at(new URLSearchParams(location.search)),a=f=>t.elements.namedItem(f);L(a("modality"),W(o.map(f=>f.modality)).map(f=>[f,f]),i.modality);let u=Ht(o);L(a("lab"),W(o.map(u)).map(f=>[f,f]),i.lab),L(a("task"),W(o.flatMap(f=>f.tasks)).map(f=>[f,v(f)]),i.task),L(a("doc"),W(o.map(f=>f.documentation_state)).map(f=>[f,f]),i.doc),t.elements.namedItem("q").value=i.q,t.hidden=!1;let c,d=f=>f.q.trim()?(c||(c=o.map(wt)),c):[],_=jt,l=e,x=s("button",{type:"button",id:"more"},""),O=s("tr",{},s("td",{colspan:"7"},x)),j=f=>{let nt=Jt(f),rt=d(f),M=r.filter((A,F)=>nt(o[F],u(o[F]),rt[F])),b=M.slice(0,_);M.length>_&&(x.textContent=`Show all ${M.length}`,b.push(O));let k=new Set(b),Y=[...e.children];if(!Y.some(A=>k.has(A)))e.replaceChildren(...b);else{for(let F of Y)k.has(F)||F.remove();let A=e.firstElementChild;for(let F of b)F===A?A=A.nextElementSibling:e.insertBefore(F,A)}let yt=M.length===o.length?"":` of ${o.length}`;n.textContent=`${M.length}${yt} ${o.length===1?"model":"models"}`},h=JSON.stringify(H(t,U)),V=()=>{let f=H(t,U);JSON.stringify(f)!==h&&(h=JSON.stringify(f),_=jt,ct(U,f),j(at(new Map(Object.entries(f)))))};t.addEventListener("input",V),t.addEventListener("change",V),t.addEventListener("submit",f=>f.preventDefault()),t.addEventListener("reset",()=>setTimeout(V)),e.addEventListener("click",f=>{f.target.id==="more"&&(_=Number.MAX_SAFE_INTEGER,j(at(new Map(Object.entries(H(t,U))))),Q(l.rows[jt]?.querySelector("a")))}),U.some(f=>i[f]!=="")&&j(i)}var Bt=/[A-Za-z0-9_-]+/y;function he(t,e){if(t[e]!==\'"\')return null;let n=e+1;for(;n<t.length&&t[n]!==\'"\';)n+=t[n]==="\\\\"?2:1;if(n>=t.length)return null;try{let r=JSON.parse(t.slice(e,n+1));return typeof r=="string"?{value:r,end:n+1}:null}catch{return null}}function Wt(t){let e=[],n=0;for(;n<t.length;){if(t[n]==="["){let o=t.startsWith("id=",n+1),i=he(t,o?n+4:n+1);if(i===null||t[i.end]!=="]")return null;e.push(o?{id:i.value}:{key:i.value}),n=i.end+1;continue}if(e.length>0){if(t[n]!==".")return null;n++}Bt.lastIndex=n;let r=Bt.exec(t);if(r===null)return null;e.push({key:r[0]}),n+=r[0].length}return e}var Kt=["capability","pricing","identity","evidence"];function be(t){return(Wt(t)??[]).flatMap(n=>"key"in n?[n.key]:[])}function ut(t){let e=be(t),n=e[0]??"";return e.includes("source_ids")||["sources","conflicts","verification","documentation_state"].includes(n)?"evidence":n==="pricing"?"pricing":["model","api_identifiers","schema_version"].includes(n)?"identity":"capability"}function Vt(t){let e=new Set(t.changes.map(n=>ut(n.path)));return(t.type!=="model_updated"||t.previous_path!==void 0)&&e.add("identity"),e}var Tt=t=>t.previous_path?ot(t.previous_path):null,qt=t=>t.changes.find(e=>e.path==="model.lab")?.before;function Ut(t){let e=new Map;for(let c of t)e.has(c.model.id)||e.set(c.model.id,c.model.name);let n=[...e].sort((c,d)=>Et(c[1],d[1])||P(c[0],d[0])).map(([c,d])=>[c,`${d} (${c})`]),r=new Map;for(let c of t){r.has(c.model.id)||r.set(c.model.id,c.model.lab);let d=Tt(c),_=qt(c);d&&!r.has(d)&&r.set(d,typeof _=="string"?_:c.model.lab)}let o=st([...r].map(([c,d])=>({id:c,lab:d}))),i=c=>{let d=Tt(c);return d?[C(c.model.id),C(d)]:[C(c.model.id)]},a=W(o.values()).map(c=>[c,c]);return{models:n,labs:a,matcher:c=>d=>(!c.model||d.model.id===c.model||Tt(d)===c.model)&&(!c.lab||d.model.lab===c.lab||qt(d)===c.lab||i(d).some(_=>o.get(_)===c.lab))&&(!c.kind||Vt(d).has(c.kind))}}var m=t=>typeof t=="object"&&t!==null&&!Array.isArray(t),y=t=>typeof t=="string"?t:null,S=t=>typeof t=="number"?t:null,g=t=>Array.isArray(t)?t:[],p=t=>g(t).map(e=>typeof e=="string"?e:JSON.stringify(e));function dt(t){return t===void 0?"(nothing)":typeof t=="string"?t:JSON.stringify(t)}function Nt(t){return`${t} s`}function $(t){return t.join(", ")}function ft(t){let e=new Date(t);return Number.isNaN(e.getTime())?t:`${e.toISOString().slice(0,10)} ${e.toISOString().slice(11,16)} UTC`}function Gt(t){let e=S(t.amount),n=y(t.denomination),r=S(t.per),o=y(t.unit);if(e===null)return"Not published";let i=n==="USD"?`$${e.toLocaleString("en-US",{minimumFractionDigits:2,maximumFractionDigits:10})}`:`${e.toLocaleString("en-US",{maximumFractionDigits:10})} ${n?v(n):""}`.trim();return o?r===null||r===1?`${i} per ${v(o)}`:`${i} per ${r.toLocaleString("en-US")} ${v(o)}s`:i}var ye={model_added:"added to the registry",model_removed:"removed from the registry",model_moved:"moved",model_updated:"updated"};function xe(t){let e=(r,o)=>s("code",{class:o,dir:"auto"},dt(r)),n=t.kind==="added"?["added ",e(t.after,"after")]:t.kind==="removed"?["removed ",e(t.before,"before")]:[e(t.before,"before")," \u2192 ",e(t.after,"after")];return s("li",{},s("span",{class:"path",dir:"auto"},t.path||"(whole record)")," ",s("span",{class:`tag ${ut(t.path)}`},ut(t.path)),": ",...n)}function mt(t,e=!1){let n=ye[t.type]??t.type,r=t.previous_path,o=r?[" (from ",s("a",{href:it(ot(r))},r),")"]:[];return s("article",{class:"event"},s("h4",{},e?"":s("a",{href:q(t.model.id),dir:"auto"},t.model.name),e?"":" ",e?n[0].toUpperCase()+n.slice(1):n,...o,t.changes.length?` \u2014 ${t.changes.length} ${t.changes.length===1?"field":"fields"} changed`:""),t.changes.length?s("ul",{class:"changes"},t.changes.map(xe)):null)}function pt(t,e="h3"){let n=t.commit.message.split(`\n`)[0]??"";return s(e,{class:"commit"},s("time",{datetime:t.commit.date},ft(t.commit.date))," ",s("a",{href:t.commit.url},t.commit.sha.slice(0,7))," ",n)}function gt(t){let e=[];for(let n of t){let r=e.at(-1);r&&r[0].commit.sha===n.commit.sha?r.push(n):e.push([n])}return e}var _e="http://www.w3.org/2000/svg",ve=60,J=864e5,[At,X,Yt]=[360,110,18];function K(t,e,n){let r=document.createElementNS(_e,t);for(let[o,i]of Object.entries(e))r.setAttribute(o,String(i));return n!==void 0&&(r.textContent=n),r}var Z=t=>new Date(t).toISOString().slice(0,10);function Se(t){let[e,n]=[t[0],t[0]];for(let c of t)[e,n]=[Math.min(e,c),Math.max(n,c)];let[r,o]=[Math.floor(e/J),Math.floor(n/J)],i=Math.max(1,Math.ceil((o-r+1)/ve)),a=new Array(Math.floor((o-r)/i)+1).fill(0);for(let c of t)a[Math.floor((Math.floor(c/J)-r)/i)]+=1;let u=0;for(let c of a)u=Math.max(u,c);return{first:r,last:o,width:i,counts:a,top:u}}function Qt(t){let e=t.map(l=>Date.parse(l)).filter(l=>!Number.isNaN(l));if(e.length===0)return s("p",{},"No changes to chart.");let{first:n,last:r,width:o,counts:i,top:a}=Se(e),u=o===1?"day":`${o} days`,c=`${e.length} changes from ${Z(n*J)} to ${Z(r*J)}, at most ${a} per ${u}`,d=K("svg",{viewBox:`0 0 ${At} ${X}`,role:"img","aria-label":c,class:"bars"});d.append(K("title",{},c));let _=At/i.length;return i.forEach((l,x)=>{let O=(X-2*Yt)*l/a,j=Z((n+x*o)*J),h=K("rect",{x:(x*_+_*.1).toFixed(1),y:(X-Yt-O).toFixed(1),width:Math.max(1,_*.8).toFixed(1),height:O.toFixed(1)});h.append(K("title",{},`${j}: ${l}`)),d.append(h)}),d.append(K("text",{x:0,y:X-4,class:"axis"},Z(n*J)),K("text",{x:At,y:X-4,class:"axis","text-anchor":"end"},Z(r*J)),K("text",{x:0,y:12,class:"axis"},`${a} per ${u}`)),d}var tt=["model","lab","kind"],Ct=(t,e)=>typeof e=="string"?t.slice(0,t.lastIndexOf("/")+1)+e:null;async function $e(t){if(t.length){let r=await Promise.all(t.map(i=>R(i))),o=(i,a)=>a===0?i.newer===null:Ct(t[a],i.newer)===t[a-1];if(r.every(m)&&r.every(o))return{events:r.flatMap(i=>g(i.events)),older:Ct(t.at(-1),r.at(-1).older)}}let e=await R("drift.json");if(!m(e))throw new Error("drift.json is missing");let n=g(e.pages).filter(m).at(-3);return{events:g(e.events),older:n?String(n.path):null}}async function Xt(){let t=N("filters"),e=N("results"),n=N("events"),r=N("older"),o=N("chart");e.hidden=!1;let i,a;try{({events:i,older:a}=await $e(n.dataset.pages?.split(" ").filter(Boolean)??[]))}catch(b){e.textContent="No changes loaded",D(e,`Changes are unavailable: ${b.message}`);return}let u=200,c=new URLSearchParams(location.search),d=b=>t.elements.namedItem(b),_,l=b=>{_=Ut(i),L(d("model"),_.models,b.model??""),L(d("lab"),_.labs,b.lab??""),L(d("kind"),Kt.map(k=>[k,k]),b.kind??"")},x=[],O=0,j=null,h=null,V=()=>{x=i.filter(_.matcher(H(t,tt))),e.textContent=`${x.length} ${x.length===1?"change":"changes"}${a?" among the newest published":""}`,o.hidden=x.length===0,o.replaceChildren(s("figcaption",{},"Changes over time"),Qt(x.map(b=>b.commit.date)))},f=()=>{h?.remove(),h=null;let b=[];for(let k of gt(x.slice(O,u))){let Y=k.map(yt=>{let A=mt(yt);return b.push(A),A});j?.sha===k[0].commit.sha?j.el.append(...Y):(j={sha:k[0].commit.sha,el:s("section",{class:"group"},pt(k[0]),Y)},n.append(j.el))}return O=Math.min(u,x.length),x.length>u&&(h=s("p",{},s("button",{type:"button",id:"more"},`Show ${Math.min(200,x.length-u)} more`)),n.append(h)),r.hidden=!a||x.length>u,b},nt=()=>(V(),n.replaceChildren(),[O,j,h]=[0,null,null],f()),rt=()=>{ct(tt,H(t,tt)),u=200,nt()};n.addEventListener("click",b=>{b.target.id==="more"&&(u+=200,Q(f()[0]))});let M=!1;r.addEventListener("click",async()=>{let b=a;if(!(!b||M)){M=!0,r.setAttribute("aria-disabled","true");try{let k=await R(b);if(kt(e),!m(k))throw new Error(`${b} is missing`);a=Ct(b,k.older),i.push(...g(k.events)),l(H(t,tt)),V(),u=O+200,Q(f()[0]??(r.hidden?e:r))}catch(k){D(e,`Older changes are unavailable: ${k.message}`)}finally{M=!1,r.removeAttribute("aria-disabled")}}}),t.addEventListener("change",rt),t.addEventListener("submit",b=>b.preventDefault()),t.addEventListener("reset",()=>setTimeout(rt)),l(Object.fromEntries(tt.map(b=>[b,c.get(b)??""]))),t.hidden=!1,nt()}function Zt(t){let e=new Map(t.map((n,r)=>[y(n.id)??"",r]));return n=>{let r=p(n).map(o=>{let i=e.get(o);return i===void 0?s("span",{class:"ref missing"},`[${o}: no such source]`):s("a",{class:"ref",href:`#source-${i+1}`},`[${o}]`)});return s("span",{class:"refs"},r)}}var w=(t,...e)=>s("div",{},s("dt",{},t),s("dd",{},...e)),zt=new WeakMap;function te(t){let e=zt.get(t);if(e!==void 0)if(t.scrollWidth>t.clientWidth)t.setAttribute("tabindex","0"),t.setAttribute("role","region"),t.setAttribute("aria-label",e);else for(let n of["tabindex","role","aria-label"])t.removeAttribute(n)}var ht=typeof ResizeObserver=="function"?new ResizeObserver(t=>{for(let e of t){let n=e.target.closest(".scroll");n&&te(n)}}):null;function ee(t){for(let e of t.querySelectorAll(".scroll"))te(e)}function et(t,e,n,r){let o=r===void 0?t:`${t} (${r})`,i=s("div",ht?{class:"scroll"}:{class:"scroll",role:"region","aria-label":o,tabindex:"0"},s("table",{},s("caption",{},t),s("thead",{},s("tr",{},e.map(a=>s("th",{scope:"col"},a)))),s("tbody",{},n.map(a=>s("tr",{},a.map(u=>s("td",{},u)))))));return ht&&(zt.set(i,o),ht.observe(i),ht.observe(i.firstElementChild)),i}function G(t,e){return t.state==="supported"?e():I(t.state)}function we(t){return G(t,()=>{let e=S(t.min),n=S(t.max),r=S(t.step),o=[`${e??"?"}\u2013${n??"?"} s`];return r!==null&&o.push(`in steps of ${Nt(r)}`),t.automatic===!0&&o.push("or chosen automatically"),o.join(", ")})}function Ee(t,e,n){let r=[];t.state==="supported"&&(r.push(t.mode==="range"?`Any size in a range (${v(String(t.unit))})`:"One of the sizes below"),y(t.default)&&r.push(`default ${t.default}`),t.automatic===!0&&r.push("or chosen automatically"),S(t.edge_multiple)&&r.push(`edges a multiple of ${t.edge_multiple} px`),S(t.max_edge)&&r.push(`longest edge at most ${t.max_edge} px`),S(t.min_total_pixels)&&r.push(`at least ${t.min_total_pixels} pixels`),S(t.max_total_pixels)&&r.push(`at most ${t.max_total_pixels} pixels`),S(t.experimental_above_total_pixels)&&r.push(`experimental above ${t.experimental_above_total_pixels} pixels`),S(t.max_long_to_short_ratio)&&r.push(`aspect ratio at most ${t.max_long_to_short_ratio}:1`));let o=a=>g(a).filter(m).map(u=>`${u.width}\xD7${u.height} (${u.aspect_ratio})`).join(", ");g(t.examples).length&&r.push(`for example ${o(t.examples)}`);let i=g(t.options).filter(m);return{summary:[G(t,()=>r.join("; "))," ",e(t.source_ids)],table:i.length?et("Sizes and aspect ratios",["Size","Aspect ratios","Limits","Examples","Sources"],i.map(a=>[`${a.id}${y(a.label)?` (${a.label})`:""}${a.id===t.default?" (default)":""}`,p(a.aspect_ratios).join(", ")||"any",[S(a.max_megapixels)?`up to ${a.max_megapixels} MP`:"",p(a.render_modes).length?`render modes: ${p(a.render_modes).join(", ")}`:""].filter(Boolean).join("; "),o(a.examples),e(a.source_ids)]),n):null}}function Oe(t,e){return t.map(n=>{let r=n.state!=="supported"?"":[...n.min_count!==void 0&&n.min_count===n.max_count?[`exactly ${n.min_count}`]:[S(n.min_count)!==null?`at least ${n.min_count}`:"",S(n.max_count)!==null?`at most ${n.max_count}`:""],n.max_count_state==="unknown"?"maximum not documented":"",S(n.demonstrated_count)!==null?`${n.demonstrated_count} shown to work`:"",n.count_scope==="unique"?"unique":""].filter(Boolean).join(", "),o=[p(n.position_roles).length?`positions: ${$(p(n.position_roles))}`:"",S(n.max_duration)!==null?`up to ${Nt(S(n.max_duration))}`:"",p(n.formats).length?`formats: ${$(p(n.formats))}`:"",p(n.encodings).length?`sent as: ${$(p(n.encodings).map(v))}`:"",...p(n.constraints)].filter(Boolean);return[v(String(n.role)),v(String(n.media_type)),I(n.state),r,o.join("; "),e(n.source_ids)]})}function ke(t){if(t.state!=="supported")return"";let e=y(t.unit)?` ${t.unit}`:"",n=[];return t.mode==="range"&&t.min!==void 0&&t.min===t.max?n.push(`only ${t.min}${e}`):t.mode==="range"&&n.push(`${t.min??"?"}\u2013${t.max??"?"}${e}${S(t.step)?`, steps of ${t.step}`:""}`),p(t.values).length&&n.push(`${$(p(t.values))}${e}`),p(t.unsupported_values).length&&n.push(`not: ${$(p(t.unsupported_values))}`),p(t.formats).length&&n.push(`formats: ${$(p(t.formats))}`),n.join("; ")}var je=new Set(["id","task","source_ids","endpoint","api_mode","api_mode_aliases","variants","duration","text_input","frame_rate","size","native_audio","audio_formats","audio_format_access","reference_inputs","delivery_profiles","controls","timing"]);function ne(t,e){let n=[],r=(l,x,O)=>{m(x)&&n.push(w(l,O(x)," ",e(x.source_ids)))};y(t.endpoint)&&n.push(w("Endpoint",s("code",{},String(t.endpoint)))),y(t.api_mode)&&n.push(w("API mode",String(t.api_mode),p(t.api_mode_aliases).length?` (also ${$(p(t.api_mode_aliases))})`:"")),p(t.variants).length&&n.push(w("Variants",$(p(t.variants)))),r("Duration",t.duration,we),r("Text input",t.text_input,l=>G(l,()=>`up to ${l.max} ${l.unit==="utf16_code_unit"?"UTF-16 code units":"characters"}`)),r("Frame rate",t.frame_rate,l=>G(l,()=>`${$(g(l.values).map(String))} frames per second`));let o=m(t.size)?Ee(t.size,e,String(t.id)):null;o&&n.push(w("Sizes",...o.summary)),r("Native audio",t.native_audio,l=>G(l,()=>`Supported${l.default===!0?", on by default":l.default===!1?", off by default":""}`)),r("Timing",t.timing,l=>G(l,()=>["Supported",y(l.granularity)?`per ${l.granularity}`:"",p(l.metadata).length?`in ${$(p(l.metadata))}`:""].filter(Boolean).join(", ")));for(let[l,x]of Object.entries(t))je.has(l)||n.push(w(v(l),s("code",{},dt(x))));let i=g(t.audio_formats).filter(m),a=g(t.audio_format_access).filter(m),u=g(t.reference_inputs).filter(m),c=g(t.delivery_profiles).filter(m),d=g(t.controls).filter(m),_=(l,x,O)=>et(l,x,O,String(t.id));return s("section",{class:"profile","aria-label":`Profile ${String(t.id)}`},s("h3",{},T(v(String(t.task)))," ",s("span",{class:"muted"},"(",T(String(t.id)),")")),p(t.source_ids).length?s("p",{class:"profile-sources"},"Sources ",e(t.source_ids)):null,n.length?s("dl",{class:"facts"},n):s("p",{},"No capabilities documented for this profile yet."),o?.table??null,i.length?_("Audio formats",["Format","Sample rates","Bitrates","Bit depths","Sources"],i.map(l=>[`${l.family}${y(l.encoding)?` (${l.encoding})`:""}`,`${$(g(l.sample_rates).map(String))} Hz`,g(l.bitrates).length?`${$(g(l.bitrates).map(String))} kbps`:"",g(l.bit_depths).length?`${$(g(l.bit_depths).map(String))} bit`:"",e(l.source_ids)])):null,a.length?_("Audio format access",["Formats","Minimum plan","Sources"],a.map(l=>[$(p(l.format_ids)),String(l.minimum_plan),e(l.source_ids)])):null,u.length?_("Reference inputs",["Role","Media","State","Count","Details","Sources"],Oe(u,e)):null,c.length?_("Delivery",["Delivery","State","Transport","Endpoint","Formats","Sources"],c.map(l=>[String(l.id),I(l.state),v(String(l.transport)),y(l.endpoint)??"",[$(p(l.formats)),y(l.default_format)?`default ${l.default_format}`:"",S(l.max_partial_outputs)?`up to ${l.max_partial_outputs} partial outputs`:""].filter(Boolean).join("; "),e(l.source_ids)])):null,d.length?_("Controls",["Control","State","Values","Default","Sources"],d.map(l=>[String(l.name),I(l.state),ke(l),l.default===void 0?"":String(l.default),e(l.source_ids)])):null)}var Te=/^[a-z0-9][a-z0-9-]*\\/[a-z0-9][a-z0-9-]*$/;function bt(t){document.title=`${lt(t)} \xB7 ${document.title.split(" \xB7 ").slice(1).join(" \xB7 ")}`}function Ne(t,e,n){let r=m(t)?t:{},o=new Map(e.map(a=>[String(a.id),v(String(a.task))])),i=g(r.charges).filter(m);return s("section",{"aria-labelledby":"h-pricing"},s("h2",{id:"h-pricing"},"Pricing"),s("p",{},Ft(r.state)," ",n(r.source_ids)),i.length?et("Prices and their conditions",["Charge","Price","When","Profile","Notes","Sources"],i.map(a=>[y(a.id)??E,a.state==="unknown"?"Not published":Gt(a),p(a.applies_when).join("; ")||"always",y(a.profile_id)?`${o.get(String(a.profile_id))??""} (${a.profile_id})`:"any",y(a.qualifier)??"",n(a.source_ids)])):null)}function Ae(t,e){if(!m(t))return null;let n=g(t.languages).filter(m).map(o=>y(o.code)?`${o.name} (${o.code})`:String(o.name)),r=[y(t.published_label)??"",S(t.listed_count)!==null?`${t.listed_count} listed`:"",t.list_completeness==="non_exhaustive"?"the list is not exhaustive":"",n.length?$(n):""].filter(Boolean).join("; ");return w(`Languages (${v(String(t.scope))})`,I(t.state),r?`: ${r}`:""," ",e(t.source_ids))}function Ce(t){return s("section",{"aria-labelledby":"h-sources"},s("h2",{id:"h-sources"},"Sources"),s("ol",{class:"sources"},t.map((e,n)=>{let r=y(e.url);return s("li",{id:`source-${n+1}`},s("span",{class:"path",dir:"auto"},String(e.id)),` (${v(String(e.kind??"source"))}, retrieved ${e.retrieved_on??E}): `,r===null?E:s("a",{href:r},r))})))}function Me(t){let e=m(t)&&m(t.event)?t.event:t;return m(e)&&m(e.commit)&&m(e.model)&&Array.isArray(e.changes)?e:null}async function re(t){let e=await R(`${vt(t)}.feed.json`);if(m(e))return{events:g(e.items).filter(m).map(r=>Me(r._model_registry)).filter(r=>r!==null),note:""};let n=await R("drift.json");return{events:(m(n)?g(n.events):[]).filter(r=>r.model?.id===t),note:"This model has no feed yet; these are its changes among the newest published ones."}}function oe(t,e,n,r){let o=gt(n).map(a=>s("div",{class:"group"},pt(a[0]),a.map(u=>mt(u,!0)))),i=s("a",{href:it(t)},"This model in the changes view");e.replaceChildren(s("p",{},i),r?s("p",{},r):"",...o.length?o:[s("p",{},"No changes recorded.")])}async function Fe(t,e){try{let{events:n,note:r}=await re(t);oe(t,e,n,r)}catch(n){D(e,`History is unavailable: ${n.message}`)}}async function Le(t,e,n){let r=await re(t).catch(()=>({events:[],note:""})),o=r.events[0];if(!o){bt("Not found"),D(e,`No model ${t} in this registry.`);return}n.textContent=o.model.name;let i=o.model.id!==t,a=!i&&o.type==="model_removed";bt(i||a?`${o.model.name} (${i?"moved":"removed"})`:"Not found");let u=s("time",{datetime:o.commit.date},ft(o.commit.date)),c=s("div",{});oe(t,c,r.events,r.note),e.replaceChildren(s("p",{role:"status"},i?[`${t} is now `,s("a",{href:q(o.model.id)},o.model.id)," (moved on ",u,")."]:a?[`${t} was removed from this registry on `,u,"."]:`No model ${t} in this registry.`),s("section",{"aria-labelledby":"h-history"},s("h2",{id:"h-history"},"History"),c)),Ot()}var Re=[["application/atom+xml","atom.xml","Atom feed"],["application/feed+json","feed.json","JSON Feed"]];function He(t,e){let n=C(t),r=(o,i)=>Re.flatMap(([a,u,c],d)=>(document.head.append(s("link",{rel:"alternate",type:a,title:`${i} (${c})`,href:`${o}.${u}`})),[d>0?" \xB7 ":"",s("a",{href:`${o}.${u}`},c)]));return s("p",{},"Follow this model: ",...r(vt(t),`${t} changes`),s("br",{}),"Follow every model of ",T(e),": ",...r(Lt(n),`${e} changes`))}async function ie(){let t=N("model"),e=N("title"),n=new URLSearchParams(location.search).get("id")??"",r=t.querySelector(".status");if(r&&(r.hidden=!1),!Te.test(n)){bt("Not found"),D(t,n?`\u201C${n}\u201D is not a model id.`:"No model chosen: pick one in the catalog.");return}let o;try{o=await R(_t(n))}catch(h){D(t,`The record could not be loaded: ${h.message}`);return}if(!m(o)){await Le(n,t,e);return}let i=m(o.model)?o.model:{},a=g(o.sources).filter(m),u=Zt(a),c=g(o.capability_profiles).filter(m),d=y(i.name)??n;e.textContent=d,bt(d);let _=m(o.verification)?y(o.verification.state):null,l=g(o.api_identifiers).filter(m),x=g(o.limitations).filter(m),O=g(o.conflicts).filter(m),j=s("div",{},s("p",{class:"status"},"Loading\u2026"));t.replaceChildren(s("dl",{class:"facts"},w("Id",s("code",{},n)),w("Name",T(d)," ",u(i.source_ids)),w("Lab",T(String(i.lab??E))," ",u(i.source_ids)),w("Modality",String(i.modality??E)," ",u(i.source_ids)),w("Status",String(i.status??E)," ",u(i.source_ids)),p(i.aliases).length?w("Also known as",...Pt(p(i.aliases))):null,w("Documentation",String(o.documentation_state??E)),w("Verification",_??E),...l.map(h=>w(v(String(h.kind)),s("code",{dir:"auto"},String(h.value)),...y(h.resolves_to)?[" \u2192 ",T(String(h.resolves_to))]:[]," ",u(h.source_ids))),Ae(o.language_support,u)),He(n,y(i.lab)??C(n)),s("section",{"aria-labelledby":"h-profiles"},s("h2",{id:"h-profiles"},"Capabilities"),c.map(h=>ne(h,u))),Ne(o.pricing,c,u),s("section",{"aria-labelledby":"h-limitations"},s("h2",{id:"h-limitations"},"Limitations"),x.length?s("ul",{},x.map(h=>s("li",{},T(y(h.summary)??y(h.id)??E)," ",u(h.source_ids)))):s("p",{},"None recorded.")),s("section",{"aria-labelledby":"h-conflicts"},s("h2",{id:"h-conflicts"},"Conflicting sources"),O.length?s("ul",{},O.map(h=>s("li",{},s("code",{dir:"auto"},y(h.path)??E),": ",T(String(h.summary??""))," Kept: ",T(String(h.handling??E))," ",u(h.source_ids)))):s("p",{},"None recorded.")),Ce(a),s("section",{"aria-labelledby":"h-history"},s("h2",{id:"h-history"},"History"),j),s("p",{},s("a",{href:_t(n)},"This record as JSON"))),ee(t),Ot(),await Fe(n,j)}var De={catalog:It,model:ie,drift:Xt},se=De[document.body.dataset.view??""];document.getElementById(Mt)?.remove();se&&se();})();\n';
    SITE_CSS = ':root{color-scheme:light dark;--bg: #ffffff;--fg: #1b1f24;--muted: #4d5561;--line: #d0d7de;--link: #0a53be;--accent: #0a53be;--card: #f6f8fa;--error: #a40e26;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;line-height:1.5}@media(prefers-color-scheme:dark){:root{--bg: #0d1117;--fg: #e6edf3;--muted: #a4adb8;--line: #3d444d;--link: #6cb6ff;--accent: #6cb6ff;--card: #161b22;--error: #ff9492}}*{box-sizing:border-box}[hidden]{display:none!important}body{margin:0;background:var(--bg);color:var(--fg)}a{color:var(--link)}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,[tabindex]:focus-visible{outline:3px solid var(--accent);outline-offset:2px}.skip{position:absolute;left:-10000px;top:0;background:var(--bg);padding:.5rem}.skip:focus{left:.5rem}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}header,main,footer{max-width:64rem;margin:0 auto;padding:.5rem 1rem}header{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:baseline;border-bottom:1px solid var(--line)}header .site{margin:0;font-weight:600;overflow-wrap:anywhere}nav a{margin-right:1rem}nav a[aria-current=page]{font-weight:700;text-decoration:none}footer{border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}footer a{color:var(--link)}h1{font-size:1.6rem;overflow-wrap:anywhere}h2{font-size:1.25rem}h3{font-size:1.05rem;margin:0}h4{font-size:1rem;margin:.25rem 0}.muted,.counts,.lab{color:var(--muted)}.filters{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:end}.filters p{margin:0;display:flex;flex-direction:column;min-width:0;max-width:100%}.filters label{font-size:.9rem;color:var(--muted)}input,select,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:4px;padding:.3rem .5rem;min-height:2.2rem}select{max-width:100%}button{cursor:pointer;background:var(--card)}.facts>div{display:contents}dt{color:var(--muted)}dd{margin:0}.facts{display:grid;grid-template-columns:fit-content(40%) minmax(0,1fr);gap:.25rem 1rem;overflow-wrap:anywhere}@media(max-width:24rem){.facts{grid-template-columns:minmax(0,1fr);row-gap:0}.facts dd{margin-bottom:.5rem}}.profile{border-top:1px solid var(--line);padding:.75rem 0}.profile-sources{margin:0;color:var(--muted);font-size:.9rem}.scroll{overflow-x:auto;margin:.5rem 0}table{border-collapse:collapse;font-size:.9rem;min-width:100%}caption{text-align:left;font-weight:600;padding:.25rem 0}th,td{border:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:var(--card)}.refs{font-size:.8rem}.ref{margin-left:.2rem;display:inline-block;min-width:1.5rem;min-height:1.5rem;line-height:1.5rem;text-align:center;max-width:100%;overflow-wrap:anywhere}.missing{color:var(--error)}code,.path{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;overflow-wrap:anywhere}.changes{padding-left:1.25rem;margin:.25rem 0 .75rem}.changes li{overflow-wrap:anywhere}.before{text-decoration:line-through;color:var(--muted)}.tag{font-size:.75rem;border:1px solid var(--line);border-radius:3px;padding:0 .25rem;color:var(--muted)}.group{border-top:1px solid var(--line);padding-top:.5rem}.event{content-visibility:auto;contain-intrinsic-size:auto 20rem}.commit time{color:var(--muted);font-weight:400}.chart{margin:1rem 0}.chart figcaption{color:var(--muted);font-size:.9rem}.bars{width:100%;height:auto;max-height:10rem}.bars rect{fill:var(--accent)}.bars .axis{fill:var(--muted);font-size:12px}.error{color:var(--error)}.sources li{overflow-wrap:anywhere}th{white-space:nowrap}td{min-width:6rem}.models th[scope=row]{white-space:normal;background:none}.models td{min-width:0}.models th[scope=row]{overflow-wrap:anywhere}.models td{overflow-wrap:break-word}@media(width>55rem){.models,.models thead,.models tbody{display:block}.models{border:1px solid var(--line);overflow-x:auto}.models tr{display:grid;grid-template-columns:minmax(9rem,2.2fr) minmax(7rem,1.5fr) 6rem 6.5rem 9rem 5.5rem minmax(8rem,2fr)}.models tr+tr,.models tbody tr{border-top:1px solid var(--line)}.models tbody tr{content-visibility:auto;contain-intrinsic-size:auto 2.2rem}.models th,.models td{border:0;border-left:1px solid var(--line)}.models th:first-child{border-left:0}}@media(max-width:55rem){.models,.models tbody,.models tr,.models th,.models td{display:block}.models thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}.models tr{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.5rem .75rem;margin-bottom:.75rem;content-visibility:auto;contain-intrinsic-size:auto 11rem}.models th,.models td{border:0;padding:.1rem 0}.models th[scope=row]{font-size:1.05rem}.models td:nth-child(2){color:var(--muted);margin-bottom:.25rem}.models td:nth-child(n+3):before{display:inline-block;min-width:8.5rem;color:var(--muted);font-size:.9rem}.models td:nth-child(3):before{content:"Modality"}.models td:nth-child(4):before{content:"Status"}.models td:nth-child(5):before{content:"Documentation"}.models td:nth-child(6):before{content:"Pricing"}.models td:nth-child(7):before{content:"Tasks"}}\n';
  }
});

// src/core/site/catalog-row.ts
function rowCells(m) {
  return {
    href: modelHref(m.id),
    name: m.name ?? m.id,
    lab: m.lab ?? NOT_RECORDED,
    modality: m.modality ?? NOT_RECORDED,
    doc: m.documentation_state ?? NOT_RECORDED,
    tasks: m.tasks.length ? m.tasks.map(idWords).join(", ") : NOT_RECORDED
  };
}
function readRow(text3, data = {}) {
  const id = data.id !== void 0 ? JSON.parse(data.id) : decodeURIComponent(text3.href.slice(HREF_PREFIX.length));
  const parse4 = (key, read) => data[key] !== void 0 ? JSON.parse(data[key]) : read();
  return {
    id,
    name: parse4("name", () => text3.name === id ? null : text3.name),
    lab: parse4("lab", () => orNull(text3.lab)),
    modality: parse4("modality", () => orNull(text3.modality)),
    documentation_state: parse4("doc", () => orNull(text3.doc)),
    tasks: parse4(
      "tasks",
      () => text3.tasks === NOT_RECORDED ? [] : text3.tasks.split(", ").map((t) => t.replaceAll(" ", "_"))
    )
  };
}
function shownText(text3) {
  return shownWithout(text3, NOT_HTML_CHAR).replace(/\r\n?/g, "\n");
}
function attributeJson(value3) {
  const json2 = JSON.stringify(value3).replace(
    NOT_HTML_CHAR,
    (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, "0")}`).join("")
  );
  return escapeHtml(json2);
}
function rowDataAttributes(m, cells = rowCells(m)) {
  const read = readRow(shown3(cells));
  let out = "";
  for (const key of KEYS3) {
    const want = m[FIELD[key]];
    if (JSON.stringify(read[FIELD[key]]) !== JSON.stringify(want))
      out += ` data-${key}="${attributeJson(want)}"`;
  }
  return out;
}
var KEYS3, FIELD, HREF_PREFIX, orNull, shown3;
var init_catalog_row = __esm({
  "src/core/site/catalog-row.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_words();
    init_html();
    KEYS3 = ["id", "name", "lab", "modality", "doc", "tasks"];
    FIELD = {
      id: "id",
      name: "name",
      lab: "lab",
      modality: "modality",
      doc: "documentation_state",
      tasks: "tasks"
    };
    HREF_PREFIX = modelHref("");
    orNull = (text3) => text3 === NOT_RECORDED ? null : text3;
    shown3 = (t) => ({
      href: t.href,
      name: shownText(t.name),
      lab: shownText(t.lab),
      modality: shownText(t.modality),
      doc: shownText(t.doc),
      tasks: shownText(t.tasks)
    });
  }
});

// src/core/site/catalog-page.ts
function renderModelRow(m) {
  const cells = rowCells(m);
  return `<tr${rowDataAttributes(m, cells)}><th scope="row"><a href="${escapeHtml(cells.href)}">${pageText(cells.name)}</a></th><td>${pageText(cells.lab)}</td><td>${pageText(cells.modality)}</td><td>${text2(m.status)}</td><td>${pageText(cells.doc)}</td><td>${escapeHtml(pricingWord(m.pricing_state))}</td><td>${pageText(cells.tasks)}</td></tr>`;
}
function renderCatalogPage(index2, site) {
  const { counts } = index2;
  const total = index2.models.length;
  const main2 = [
    "<h1>Models</h1>",
    `<p class="counts">${counts.total_records} records: ${counts.documented} documented, ${counts.indexed} indexed.</p>`,
    FILTER_FORM,
    `<h2 id="results" aria-live="polite">${total} ${total === 1 ? "model" : "models"}</h2>`,
    '<table class="models" aria-labelledby="results"><thead><tr>' + COLUMNS.map((c) => `<th scope="col">${c}</th>`).join("") + `</tr></thead><tbody id="models">${index2.models.map(renderModelRow).join("")}</tbody></table>`
  ].join("\n");
  return renderPage2({ view: "catalog", title: "Models", site, main: main2 });
}
var text2, COLUMNS, FILTER_FORM;
var init_catalog_page = __esm({
  "src/core/site/catalog-page.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_words();
    init_catalog_row();
    init_html();
    text2 = (v) => pageText(v ?? NOT_RECORDED);
    COLUMNS = ["Model", "Lab", "Modality", "Status", "Documentation", "Pricing", "Tasks"];
    FILTER_FORM = [
      '<form id="filters" class="filters" role="search" aria-label="Filter models" hidden>',
      '<p><label for="f-q">Search</label><input id="f-q" name="q" type="search" autocomplete="off"></p>',
      ...[
        ["modality", "Modality"],
        ["lab", "Lab"],
        ["task", "Task"],
        ["doc", "Documentation"]
      ].map(
        ([name, label]) => `<p><label for="f-${name}">${label}</label><select id="f-${name}" name="${name}"><option value="">Any</option></select></p>`
      ),
      '<p><button type="reset">Clear filters</button></p>',
      "</form>"
    ].join("");
  }
});

// src/core/site/drift-pages.ts
function firstPages(pages, shown4 = CHANGES_SHOWN) {
  if (pages.length < 2) return [];
  const out = [];
  let held = 0;
  for (let i = pages.length - 1; i >= 0 && held < shown4; i--) {
    out.push(pages[i].path);
    held += pages[i].events;
  }
  return out;
}
var CHANGES_SHOWN;
var init_drift_pages = __esm({
  "src/core/site/drift-pages.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    CHANGES_SHOWN = 200;
  }
});

// src/core/site/shell-pages.ts
function renderModelPage(site) {
  const main2 = [
    '<h1 id="title">Model</h1>',
    NEEDS_JS,
    // Not a live region: the record drawn into it (13 tables) would be read out whole. Only the
    // status speaks, and it shows only once the script runs (without it, it would never change).
    '<div id="model"><p class="status" role="status" hidden>Loading\u2026</p></div>'
  ].join("\n");
  return renderPage2({ view: "model", title: "Model", site, main: main2 });
}
function renderDriftPage(site, pages = []) {
  const main2 = [
    "<h1>Changes</h1>",
    NEEDS_JS,
    '<form id="filters" class="filters" aria-label="Filter changes" hidden>',
    '<p><label for="f-model">Model</label><select id="f-model" name="model"><option value="">Any</option></select></p>',
    '<p><label for="f-lab">Lab</label><select id="f-lab" name="lab"><option value="">Any</option></select></p>',
    '<p><label for="f-kind">Kind of change</label><select id="f-kind" name="kind"><option value="">Any</option></select></p>',
    '<p><button type="reset">Clear filters</button></p>',
    "</form>",
    '<figure id="chart" class="chart" hidden><figcaption>Changes per day</figcaption></figure>',
    // Shown by the script: without it, "Loading…" would never change.
    '<h2 id="results" aria-live="polite" hidden>Loading\u2026</h2>',
    pages.length ? `<div id="events" data-pages="${escapeHtml(pages.join(" "))}"></div>` : '<div id="events"></div>',
    '<p><button id="older" type="button" hidden>Load older changes</button></p>'
  ].join("\n");
  return renderPage2({ view: "drift", title: "Changes", site, main: main2 });
}
var NEEDS_JS;
var init_shell_pages = __esm({
  "src/core/site/shell-pages.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_html();
    NEEDS_JS = '<p id="needs-js">This view needs JavaScript, which is off or did not load. Without it, read the <a href="index.html">catalog</a>, the JSON under <a href="api/index.json">api/</a> or the <a href="drift.rss.xml">RSS feed</a>.</p>';
  }
});

// src/core/site/files.ts
function siteName(repository) {
  const m = /^https?:\/\/[^/]+\/([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(repository);
  return m ? m[1] : repository;
}
function addSiteFiles(files, repository, index2, pages = []) {
  const site = siteName(repository);
  files.set("index.html", renderCatalogPage(index2, site));
  files.set("model.html", renderModelPage(site));
  files.set("drift.html", renderDriftPage(site, firstPages(pages)));
  files.set("assets/site.js", SITE_JS);
  files.set("assets/site.css", SITE_CSS);
  files.set(".nojekyll", "");
}
var init_files = __esm({
  "src/core/site/files.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_site_assets();
    init_catalog_page();
    init_drift_pages();
    init_shell_pages();
  }
});

// src/core/layout/render.ts
function sinkOf(files) {
  return files ?? /* @__PURE__ */ new Map();
}
function feedFiles(p, files) {
  const texts = eventTexts();
  const tail = extendPages(p.open, p.added, p.limits, texts.get);
  const total = p.closed.length + tail.length;
  const refs = [
    ...p.closed,
    ...tail.map((events, i) => ({ events: events.length, path: pagePath(p.closed.length + i + 1) }))
  ];
  const lastTwo = tail.length >= 2 ? tail.slice(-2) : p.previous ? [p.previous, tail[0]] : [tail[0]];
  const window = lastTwo.flat().reverse();
  const inWindow = new Set(window);
  const written = (e) => inWindow.has(e) ? texts.get(e) : texts.take(e);
  const drift = renderJson({
    feed_version: 1,
    repository: p.repository,
    head: p.head,
    events: window,
    ...total > 1 ? { pages: refs } : {}
  });
  for (const path of FEED_INDEXES) files.set(path, drift);
  if (total > 1 && p.writePages) {
    tail.forEach((events, i) => {
      const n = p.closed.length + i + 1;
      files.set(pagePath(n), renderPage(n, total, events, p.repository, written));
    });
  }
  return { refs, window, windowText: texts.get };
}
function catalogFiles(records, updated, write, files, siteUrl, modelsDir) {
  const sorted = sortRecords(records);
  let modelBytes = 0;
  let values = [];
  for (const r of sorted) {
    const id = modelId(r);
    const value3 = canonicalize(r.value);
    const text4 = renderCanonicalModel(value3);
    if (modelBytes <= FULL_CATALOG_MAX_BYTES) modelBytes += utf8Bytes(text4);
    if (modelBytes <= FULL_CATALOG_MAX_BYTES) values.push(value3);
    else values = [];
    if (write(id)) files.set(modelPath(id), text4);
  }
  const counts = countRecords(records);
  const { text: text3, index: index2 } = renderIndex(counts, sorted, updated, siteUrl, modelsDir);
  const api = renderCatalogDocument(counts, values, modelBytes);
  for (const path of CATALOG_DOCUMENTS) files.set(path, api);
  files.set(INDEX_PATH, text3);
  return { index: index2, sorted };
}
function renderLayout(input) {
  const files = sinkOf(input.files);
  const updated = input.updated ?? newestCommits(input.events);
  const { index: index2, sorted } = catalogFiles(
    input.records,
    (id) => updated.get(id) ?? null,
    () => true,
    files,
    layoutSiteUrl(input.siteUrl, input.repository),
    input.modelsDir ?? "models"
  );
  const {
    refs: pages,
    window,
    windowText
  } = feedFiles(
    {
      ...input,
      closed: [],
      open: [],
      added: [...input.events].reverse(),
      previous: null,
      writePages: true
    },
    files
  );
  files.set(SCHEMA_FILE, renderJson(input.schema));
  writeFeeds(files, {
    ...input,
    records: sorted,
    window,
    eventText: windowText,
    updated: (id) => updated.get(id) ?? null,
    feedBytes: input.limits?.feedBytes
  });
  addSiteFiles(files, input.repository, index2, pages);
  return { files, deletions: [], pages };
}
function planIncremental(input) {
  const { previous } = input;
  const known2 = new Set(previous.window.map((e) => e.id));
  const added2 = input.added.filter((e) => !known2.has(e.id));
  const files = sinkOf(input.files);
  const fresh = input.updated ?? newestCommits(added2);
  const changed = input.changed ?? /* @__PURE__ */ new Set();
  const ids = new Set(input.records.map(modelId));
  const { index: index2, sorted } = catalogFiles(
    input.records,
    (id) => fresh.get(id) ?? previous.updated.get(id) ?? null,
    (id) => fresh.has(id) || changed.has(id) || !previous.updated.has(id),
    files,
    layoutSiteUrl(input.siteUrl, input.repository),
    input.modelsDir ?? "models"
  );
  const deletions = [...previous.updated.keys()].filter((id) => !ids.has(id)).map(modelPath);
  const last3 = previous.pages.length - 1;
  const openCount = previous.pages[last3].events;
  const open = previous.window.slice(0, openCount).reverse();
  const {
    refs: pages,
    window,
    windowText
  } = feedFiles(
    {
      ...input,
      closed: previous.pages.slice(0, last3),
      open,
      added: [...added2].reverse(),
      previous: last3 > 0 ? previous.window.slice(openCount).reverse() : null,
      writePages: added2.length > 0
    },
    files
  );
  files.set(SCHEMA_FILE, renderJson(input.schema));
  deletions.push(
    ...writeFeeds(files, {
      ...input,
      records: sorted,
      window,
      eventText: windowText,
      updated: (id) => fresh.get(id) ?? previous.updated.get(id) ?? null,
      feedBytes: input.limits?.feedBytes,
      previous: { window: previous.window, models: previous.updated.keys(), added: added2, changed }
    })
  );
  addSiteFiles(files, input.repository, index2, pages);
  return { files, deletions, pages };
}
var OWNED_FOLDERS, FEED_INDEXES, CATALOG_DOCUMENTS, SCHEMA_FILE;
var init_render = __esm({
  "src/core/layout/render.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_catalog();
    init_site_url();
    init_write();
    init_json();
    init_json2();
    init_byte_size();
    init_files();
    init_words();
    init_catalog_index();
    init_pages();
    OWNED_FOLDERS = ["api/models/", "drift/pages/", "feeds/"];
    FEED_INDEXES = ["drift.json", "drift/v1.json"];
    CATALOG_DOCUMENTS = ["api.json", "api/v1.json"];
    SCHEMA_FILE = "schema/source-record.v1.schema.json";
  }
});

// src/core/publish.ts
function channelFor(repositoryUrl, siteUrl) {
  const name = repositoryName(repositoryUrl);
  return {
    title: `${name}: model registry drift`,
    link: `${siteUrl}drift.html`,
    description: `Field-level changes to the model records of ${name}, one item per commit and model.`
  };
}
function siteUrlFor(repositoryUrl, siteUrl, cname, pagesDir = "") {
  if (siteUrl !== void 0 && siteUrl.trim() !== "") {
    const given = normalizeSiteUrl(siteUrl);
    if (given === null) throw new Error(`site-url must be an absolute http(s) address, got "${siteUrl}"`);
    return given;
  }
  if (cname) return customDomainSiteUrl(cname) + pagesDir;
  return layoutSiteUrl(void 0, repositoryUrl) + pagesDir;
}
function changedModels(commits) {
  const ids = /* @__PURE__ */ new Set();
  for (const c of commits) for (const f of c.files) ids.add(modelIdFromPath(f.path));
  return ids;
}
function planPublish(input) {
  const { validation } = input;
  if (hasErrors(validation.diagnostics)) return { ok: false, validation };
  const { events, warnings, updated } = input.events ?? buildEvents(input.commits, { repositoryUrl: input.repositoryUrl, head: input.head });
  const siteUrl = siteUrlFor(input.repositoryUrl, input.siteUrl, input.cname);
  const layout = {
    records: validation.records,
    schema: source_record_v1_schema_default,
    channel: channelFor(input.repositoryUrl, siteUrl),
    repository: input.repositoryUrl,
    head: input.head,
    siteUrl,
    modelsDir: input.modelsDir,
    files: input.files
  };
  const withCname = (files) => {
    if (input.cname) files.set(CNAME_PATH, `${input.cname}
`);
    return files;
  };
  const { existing } = input;
  if (existing === null) {
    const out2 = renderLayout({ ...layout, events, updated });
    return {
      ok: true,
      validation,
      added: events,
      warnings,
      full: true,
      artifacts: withCname(out2.files),
      deletions: out2.deletions,
      pages: out2.pages,
      totalEvents: events.length
    };
  }
  const known2 = new Set(existing.window.map((e) => e.id));
  const added2 = events.filter((e) => !known2.has(e.id));
  const out = planIncremental({
    ...layout,
    previous: existing,
    added: added2,
    changed: changedModels(input.commits),
    updated
  });
  return {
    ok: true,
    validation,
    added: added2,
    warnings,
    full: false,
    artifacts: withCname(out.files),
    deletions: out.deletions,
    pages: out.pages,
    totalEvents: out.pages.reduce((n, p) => n + p.events, 0)
  };
}
var CNAME_PATH;
var init_publish = __esm({
  "src/core/publish.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_diagnostics();
    init_events();
    init_site_url();
    init_render();
    init_validate();
    init_words();
    CNAME_PATH = "CNAME";
  }
});

// src/shell/fs/make-dirs.ts
function makeDirs(dir, mode, deps = { mkdirSync: import_node_fs6.mkdirSync, dirname: import_node_path6.dirname }) {
  const options = mode === void 0 ? void 0 : { mode };
  const missing = [];
  let made = false;
  for (let at2 = dir; ; ) {
    try {
      deps.mkdirSync(at2, options);
      made = at2 === dir;
      break;
    } catch (err) {
      const code = err.code;
      if (code === "EEXIST") break;
      const parent2 = deps.dirname(at2);
      if (code !== "ENOENT" || parent2 === at2) throw err;
      missing.push(at2);
      at2 = parent2;
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
var import_node_fs6, import_node_path6;
var init_make_dirs = __esm({
  "src/shell/fs/make-dirs.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs6 = require("node:fs");
    import_node_path6 = require("node:path");
  }
});

// src/shell/fs/real-folders.ts
function notRealFolder(root, dir, deps = { lstatSync: import_node_fs7.lstatSync, dirname: import_node_path7.dirname }) {
  const chain = [];
  for (let at2 = dir; at2 !== root && deps.dirname(at2) !== at2; at2 = deps.dirname(at2)) chain.unshift(at2);
  for (const at2 of chain) {
    const st = deps.lstatSync(at2, { throwIfNoEntry: false });
    if (st === void 0) return null;
    if (st.isSymbolicLink()) return { at: at2, link: true };
    if (!st.isDirectory()) return { at: at2, link: false };
  }
  return null;
}
var import_node_fs7, import_node_path7;
var init_real_folders = __esm({
  "src/shell/fs/real-folders.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs7 = require("node:fs");
    import_node_path7 = require("node:path");
  }
});

// src/shell/fs/retry-held.ts
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
var HELD_WAIT_MS;
var init_retry_held = __esm({
  "src/shell/fs/retry-held.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    HELD_WAIT_MS = 1e4;
  }
});

// src/shell/fs/replace-file.ts
function temporaryPath(target, pid) {
  return `${target}.tmp-${pid}`;
}
function temporaryOf(name) {
  return /^(.+)\.tmp-\d+$/.exec(name)?.[1];
}
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
var import_node_fs8, realDeps;
var init_replace_file = __esm({
  "src/shell/fs/replace-file.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs8 = require("node:fs");
    init_retry_held();
    realDeps = { writeFileSync: import_node_fs8.writeFileSync, renameSync: import_node_fs8.renameSync, lstatSync: import_node_fs8.lstatSync, rmSync: import_node_fs8.rmSync, sleep: sleepSync, retryHeld };
  }
});

// src/shell/fs/file-writer.ts
var BATCH_CHARS, WRITER, FileWriter;
var init_file_writer = __esm({
  "src/shell/fs/file-writer.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_builtins();
    init_make_dirs();
    init_real_folders();
    init_replace_file();
    init_retry_held();
    BATCH_CHARS = 1 << 20;
    WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const makeDirs = (${String(makeDirs)});
const notRealFolder = (${String(notRealFolder)});
const replaceFile = (${String(replaceFile)});
const temporaryPath = (${String(temporaryPath)});
const replaceDeps = {
  writeFileSync, renameSync, lstatSync, rmSync, sleep: (${String(sleepSync)}), retryHeld: (${String(retryHeld)}),
};
const replaceOptions = { platform: process.platform, waitMs: ${HELD_WAIT_MS} };
const made = new Set();
const created = new Set();
// The folder --out names may be a link (the user chose it); one inside it may not, since a write
// through it would land outside --out. A file in a folder's place fails below, in the system's words.
const root = dirname(join(workerData, 'x')); // as join spells the targets' folders
const unlinked = (dir) => {
  const found = notRealFolder(root, dir, { lstatSync, dirname });
  if (found && found.link)
    throw new Error(found.at + ' is a symbolic link: build writes only into real folders inside --out; remove the link');
};
let failure = null;
// A regular file there already with exactly these bytes (a build again into the same folder): left
// as it is. Replacing it costs a new inode, which on a small VM's disk is most of a re-run's time.
// One that cannot be read (no permission) is replaced, as before.
const same = (target, bytes) => {
  try {
    const st = lstatSync(target, { throwIfNoEntry: false });
    return st !== undefined && st.isFile() && st.size === bytes.length && readFileSync(target).equals(bytes);
  } catch {
    return false;
  }
};
parentPort.on('message', (batch) => {
  if (batch === null) {
    parentPort.postMessage(failure);
    parentPort.close();
    return;
  }
  const { paths, sizes, bytes: all } = batch;
  let at = 0;
  for (let i = 0; i < paths.length && failure === null; i++) {
    const bytes = Buffer.from(all, at, sizes[i]);
    at += sizes[i];
    try {
      const target = join(workerData, paths[i]);
      const dir = dirname(target);
      if (!made.has(dir)) {
        unlinked(dir);
        if (makeDirs(dir, undefined, { mkdirSync, dirname })) created.add(dir);
        made.add(dir);
      }
      if (!created.has(dir) && same(target, bytes)) continue;
      replaceFile(target, temporaryPath(target, process.pid), bytes, replaceDeps, replaceOptions);
    } catch (err) {
      failure = String(err && err.message ? err.message : err);
    }
  }
});
`;
    FileWriter = class {
      constructor(outDir) {
        this.outDir = outDir;
      }
      outDir;
      /** Every path set so far: what a full build leaves in the folders it owns (pruneStale). */
      written = /* @__PURE__ */ new Set();
      paths = [];
      texts = [];
      chars = 0;
      worker = null;
      /** Settles with why the writer thread ended, whenever it does (finished() races it). */
      ended = null;
      set(path, text3) {
        this.written.add(path);
        this.paths.push(path);
        this.texts.push(text3);
        this.chars += text3.length;
        if (this.chars >= BATCH_CHARS) this.post();
        return this;
      }
      /** Resolves once every file set so far is on disk; rejects with the first failure. */
      async finished() {
        this.post();
        if (this.worker === null) return;
        const worker = this.worker;
        worker.ref();
        const failure = await Promise.race([
          new Promise((resolve9) => {
            worker.once("message", resolve9);
            worker.postMessage(null);
          }),
          this.ended
        ]);
        await worker.terminate();
        if (failure !== null) throw new Error(`cannot write the build into ${this.outDir}: ${failure}`);
      }
      /**
       * The batch's texts encoded here into one buffer that is handed over, not copied: cloning the
       * strings cost this thread more than encoding them (and the writer encoded them again).
       */
      post() {
        if (this.paths.length === 0) return;
        const sizes = this.texts.map((t) => Buffer.byteLength(t));
        const bytes = new ArrayBuffer(sizes.reduce((a, b) => a + b, 0));
        const into = Buffer.from(bytes);
        let at2 = 0;
        for (let i = 0; i < this.texts.length; i++) at2 += into.write(this.texts[i], at2);
        this.writer().postMessage({ paths: this.paths, sizes, bytes }, [bytes]);
        this.paths = [];
        this.texts = [];
        this.chars = 0;
      }
      writer() {
        if (this.worker === null) {
          this.worker = new (workerThreads()).Worker(WRITER, { eval: true, workerData: this.outDir });
          this.worker.unref();
          const worker = this.worker;
          this.ended = new Promise((resolve9) => {
            worker.once("error", (err) => resolve9(err.message));
            worker.once("exit", (code) => resolve9(`the writer thread stopped (exit code ${code})`));
          });
        }
        return this.worker;
      }
    };
  }
});

// src/shell/fs/prune-stale.ts
function pruneStale(outDir, folders, written, deps = realDeps2, options = { platform: process.platform, waitMs: HELD_WAIT_MS }) {
  const removed2 = [];
  const prune = (rel) => {
    let entries;
    try {
      entries = (0, import_node_fs9.readdirSync)((0, import_node_path8.join)(outDir, rel), { withFileTypes: true });
    } catch (err) {
      throw new Error(`cannot list ${(0, import_node_path8.join)(outDir, rel)}: ${err.message}`);
    }
    let left = entries.length;
    for (const e of entries) {
      const path = `${rel}/${e.name}`;
      if (e.isSymbolicLink()) continue;
      if (e.isDirectory()) {
        if (!prune(path)) continue;
        remove(path, deps.rmdirSync, folderHeld);
      } else {
        if (written.has(path)) continue;
        remove(path, deps.unlinkSync, fileHeld);
        removed2.push(path);
      }
      left--;
    }
    return left === 0;
  };
  const fileHeld = { ...options, sleep: deps.sleep };
  const folderHeld = { ...fileHeld, holding: "the folder or a file in it" };
  const remove = (path, how, held) => {
    const at2 = (0, import_node_path8.join)(outDir, path);
    try {
      retryHeld(() => how(at2), REMOVE_HELD, held);
    } catch (err) {
      if (err.code === "ENOENT") return;
      throw new Error(`cannot remove the stale ${at2}: ${err.message}`, { cause: err });
    }
  };
  for (const folder of folders) {
    const rel = folder.replace(/\/+$/, "");
    const stat = (0, import_node_fs9.lstatSync)((0, import_node_path8.join)(outDir, rel), { throwIfNoEntry: false });
    if (stat?.isDirectory() && prune(rel)) remove(rel, deps.rmdirSync, folderHeld);
  }
  const owned = folders.map((f) => `${f.replace(/\/+$/, "")}/`);
  const outside = /* @__PURE__ */ new Set();
  for (const path of written)
    if (!owned.some((o) => path.startsWith(o))) outside.add(path.slice(0, path.lastIndexOf("/") + 1));
  for (const folder of outside) {
    let names;
    try {
      names = (0, import_node_fs9.readdirSync)((0, import_node_path8.join)(outDir, folder));
    } catch {
      continue;
    }
    for (const name of names) {
      const of = temporaryOf(name);
      if (of === void 0 || !written.has(`${folder}${of}`)) continue;
      if (!(0, import_node_fs9.lstatSync)((0, import_node_path8.join)(outDir, folder, name), { throwIfNoEntry: false })?.isFile()) continue;
      remove(`${folder}${name}`, deps.unlinkSync, fileHeld);
      removed2.push(`${folder}${name}`);
    }
  }
  return removed2.sort();
}
var import_node_fs9, import_node_path8, REMOVE_HELD, realDeps2;
var init_prune_stale = __esm({
  "src/shell/fs/prune-stale.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs9 = require("node:fs");
    import_node_path8 = require("node:path");
    init_replace_file();
    init_retry_held();
    REMOVE_HELD = ["EBUSY", "EMFILE", "ENFILE", "ENOTEMPTY", "EPERM"];
    realDeps2 = { unlinkSync: import_node_fs9.unlinkSync, rmdirSync: import_node_fs9.rmdirSync, sleep: sleepSync };
  }
});

// src/shell/git/local-repo.ts
function shallowAnswer(cwd) {
  return gitAnswer(["rev-parse", "--is-shallow-repository"], cwd);
}
async function isShallow(cwd) {
  return await shallowAnswer(cwd) === "true";
}
var init_local_repo = __esm({
  "src/shell/git/local-repo.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_exec();
  }
});

// src/shell/git/deepen.ts
var FETCH_ENV, FETCH_TIMEOUT_MS;
var init_deepen = __esm({
  "src/shell/git/deepen.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_exec();
    init_local_repo();
    FETCH_ENV = { GIT_TERMINAL_PROMPT: "0" };
    FETCH_TIMEOUT_MS = 10 * 6e4;
  }
});

// src/core/time.ts
function isoUtc(ms) {
  const t = Number.isNaN(ms) ? 0 : Math.min(Math.max(ms, MIN_MS), MAX_MS);
  return new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z");
}
var MIN_MS, MAX_MS;
var init_time = __esm({
  "src/core/time.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    MIN_MS = Date.parse("0000-01-01T00:00:00Z");
    MAX_MS = Date.parse("9999-12-31T23:59:59Z");
  }
});

// src/shell/git/modes.ts
var LINK_MODE, GITLINK_MODE;
var init_modes = __esm({
  "src/shell/git/modes.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    LINK_MODE = "120000";
    GITLINK_MODE = "160000";
  }
});

// src/shell/git/log.ts
function logArgs(revisions, renames) {
  return [
    "-c",
    "core.quotepath=off",
    "log",
    // No --topo-order: it makes git read every commit before printing the first (0.7 s at 20,000
    // commits without a commit-graph), while the build reads blobs as the log prints them. One
    // first-parent line comes out newest first anyway, and firstParentChain orders it regardless.
    "--first-parent",
    "-z",
    "--raw",
    // Without rename detection, a rename is its removal and its addition: the same blob ids, and
    // git reads no contents to compare them (a partial clone lacks them).
    renames ? "-M" : "--no-renames",
    "--no-abbrev",
    "--diff-merges=first-parent",
    // The user's git config must not change what is read: log.showRoot=false would hide the first
    // commit's files (its models never "added"), diff.relative drop the files outside a --root
    // sub-folder, log.showSignature put gpg's lines in the output, i18n.logOutputEncoding re-encode
    // the subjects read as UTF-8.
    "--root",
    "--no-relative",
    "--no-show-signature",
    "--encoding=UTF-8",
    "--no-color",
    // diff.orderFile naming a file that is not there failed the log (the order of --raw lines is
    // nothing to the reader); Git for Windows reads /dev/null as nul.
    "-O/dev/null",
    "--format=%H %P%x00%ct%x00%s",
    ...revisions,
    "--"
  ];
}
function streamCommitLog(cwd, revisions, paths, onBlobs, { renames = true } = {}) {
  return new Promise((resolve9, reject) => {
    const child2 = spawnGit(logArgs(revisions, renames), cwd);
    child2.stdin.end();
    const decoder = new import_node_string_decoder.StringDecoder("utf8");
    const parser = new LogParser(
      paths,
      (change) => onBlobs(change.beforeLink ? null : change.beforeBlob, change.afterLink ? null : change.afterBlob)
    );
    const err = [];
    let rest = "";
    const feed = (text3) => {
      const tokens = (rest + text3).split("\0");
      rest = tokens.pop();
      for (const t of tokens) parser.push(t);
    };
    child2.stdout.on("data", (chunk) => feed(decoder.write(chunk)));
    child2.stderr.on("data", (b) => err.push(b));
    child2.on("error", (e) => reject(new GitError(`cannot run git: ${e.message}`, null, "")));
    child2.on("close", (code, signal) => {
      const stderr = Buffer.concat(err).toString("utf8").trim();
      if (code !== 0) reject(new GitError(`git log failed: ${gitEnded(stderr, code, signal)}`, code, stderr));
      else {
        feed(decoder.end());
        parser.push(rest);
        resolve9(parser.end());
      }
    });
  });
}
var import_node_string_decoder, NULL_SHA, LogParser;
var init_log = __esm({
  "src/shell/git/log.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_string_decoder = require("node:string_decoder");
    init_time();
    init_exec();
    init_modes();
    NULL_SHA = /^0+$/;
    LogParser = class {
      constructor(paths, onChange) {
        this.paths = paths;
        this.onChange = onChange;
      }
      paths;
      onChange;
      commits = [];
      /** The entry whose tokens are still coming (date and subject, or paths). */
      pending = null;
      push(raw) {
        const pending = this.pending;
        if (pending) {
          pending.fields.push(raw);
          if (pending.fields.length === pending.wanted) this.complete(pending);
          return;
        }
        const token = raw.replace(/^\n+/, "");
        if (token === "") return;
        const parts = token.startsWith(":") ? token.slice(1).split(" ") : null;
        const status = parts === null ? null : parts[4] ?? "";
        const wanted2 = status === null ? 2 : status.startsWith("R") || status.startsWith("C") ? 2 : 1;
        this.pending = { head: token, parts, fields: [], wanted: wanted2 };
      }
      /** The commits, once every token is in (a last entry short of tokens takes them as empty). */
      end() {
        if (this.pending) this.complete(this.pending);
        return this.commits;
      }
      complete({ head, parts, fields: fields2 }) {
        this.pending = null;
        if (parts !== null) {
          const [beforeMode, afterMode, before2, after, status = ""] = parts;
          const twoPaths = status.startsWith("R") || status.startsWith("C");
          const first = fields2[0] ?? "";
          const second = twoPaths ? fields2[1] ?? "" : void 0;
          const commit = this.commits[this.commits.length - 1];
          const path = this.paths.toRecordPath(second ?? first);
          const previousPath = twoPaths ? this.paths.toRecordPath(first) : null;
          if (!commit || path === null && previousPath === null) return;
          const change = {
            status,
            path,
            beforeBlob: before2 && !NULL_SHA.test(before2) ? before2 : null,
            afterBlob: after && !NULL_SHA.test(after) ? after : null
          };
          if (twoPaths) change.previousPath = previousPath;
          if (beforeMode === LINK_MODE) change.beforeLink = true;
          if (afterMode === LINK_MODE) change.afterLink = true;
          commit.changes.push(change);
          this.onChange(change);
          return;
        }
        const [sha = "", ...parents] = head.split(" ").filter(Boolean);
        const seconds = Number(fields2[0]);
        this.commits.push({ sha, parents, date: isoUtc(seconds * 1e3), message: fields2[1] ?? "", changes: [] });
      }
    };
  }
});

// src/shell/git/partial.ts
async function partialClone(cwd) {
  const out = await gitAnswer(
    [
      "config",
      "-z",
      "--get-regexp",
      "^(extensions\\.partialclone|remote\\..+\\.(promisor|partialclonefilter))$"
    ],
    cwd
  );
  if (out === null) return null;
  let named;
  const promisors = [];
  const filters = /* @__PURE__ */ new Map();
  for (const entry of out.split("\0")) {
    if (!entry) continue;
    const nl = entry.indexOf("\n");
    const key = nl < 0 ? entry : entry.slice(0, nl);
    const value3 = nl < 0 ? null : entry.slice(nl + 1);
    if (key === "extensions.partialclone") named = value3 ?? void 0;
    else if (key.endsWith(".promisor")) {
      if (value3 === null || TRUE.test(value3))
        promisors.push(key.slice("remote.".length, -".promisor".length));
    } else if (value3 !== null) filters.set(key.slice("remote.".length, -".partialclonefilter".length), value3);
  }
  const remote = named ?? promisors[0];
  return remote === void 0 ? null : { remote, filter: filters.get(remote) ?? null };
}
function blobsOnly(filter) {
  const parts = filter.startsWith("combine:") ? filter.slice("combine:".length).split("+") : [filter];
  return parts.every((p) => /^(blob|sparse):/.test(decodeURIComponent(p)));
}
async function lacking(cwd, ids) {
  const wanted2 = new Set(ids);
  if (wanted2.size === 0) return [];
  const here = await git(["cat-file", "--batch-check=%(objectname)", "--batch-all-objects", "--unordered"], {
    cwd
  });
  for (const id of here.toString("latin1").split("\n")) wanted2.delete(id);
  return [...wanted2];
}
async function fetchLacking(cwd, clone, ids) {
  const missing = await lacking(cwd, ids);
  if (missing.length === 0) return;
  try {
    await git(
      [
        "-c",
        "fetch.negotiationAlgorithm=noop",
        "fetch",
        "--quiet",
        clone.remote,
        "--no-tags",
        "--no-write-fetch-head",
        "--recurse-submodules=no",
        "--filter=blob:none",
        "--stdin"
      ],
      { cwd, input: `${missing.join("\n")}
`, env: FETCH_ENV, timeoutMs: FETCH_TIMEOUT_MS }
    );
  } catch (err) {
    const said = err instanceof GitError ? err.stderr || err.message : String(err);
    throw new GitLinesError(
      `this checkout is a partial clone (${filterNamed(clone)}) and its remote cannot be reached for the ${counted(missing.length, "record version")} it lacks: check out without \`filter:\` (actions/checkout), or keep its credentials (persist-credentials). git fetch ${clone.remote} said:`,
      said
    );
  }
}
async function fetchHistoryVersions(cwd, clone, revisions, paths) {
  if (clone.filter !== null && !blobsOnly(clone.filter))
    throw new Error(
      `this checkout is a partial clone (${filterNamed(clone)}), which lacks the trees of past commits: git would fetch them one commit at a time to read the history. Check out without \`filter: ${clone.filter}\` (actions/checkout), or with \`filter: blob:none\`, whose versions are fetched in one batch`
    );
  const ids = /* @__PURE__ */ new Set();
  await streamCommitLog(
    cwd,
    revisions,
    paths,
    (before2, after) => {
      if (before2) ids.add(before2);
      if (after) ids.add(after);
    },
    { renames: false }
  );
  await fetchLacking(cwd, clone, ids);
}
var TRUE, filterNamed;
var init_partial = __esm({
  "src/shell/git/partial.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_words();
    init_deepen();
    init_exec();
    init_log();
    TRUE = /^(true|yes|on|1)$/i;
    filterNamed = (clone) => `filter ${clone.filter ?? "unknown"}`;
  }
});

// src/shell/git/cat-file.ts
function watchGit(child2, name, onData) {
  return new Promise((resolve9, reject) => {
    const err = [];
    let failed = null;
    child2.stderr.on("data", (b) => err.push(b));
    child2.stdout.on("data", (chunk) => {
      if (failed) return;
      try {
        onData(chunk);
      } catch (e) {
        failed = e;
        child2.kill();
      }
    });
    child2.on("error", (e) => reject(new GitError(`cannot run git: ${e.message}`, null, "")));
    child2.on("close", (code, signal) => {
      if (failed) reject(failed);
      else if (code === 0) resolve9();
      else {
        const stderr = Buffer.concat(err).toString("utf8").trim();
        reject(new GitError(`${name} failed: ${gitEnded(stderr, code, signal)}`, code, ""));
      }
    });
  });
}
function batchParser(shas, onBlob, transient = false) {
  let index2 = 0;
  let header = [];
  let body = null;
  let filled = 0;
  let trailer = false;
  return (chunk) => {
    let at2 = 0;
    while (at2 < chunk.length) {
      if (trailer) {
        at2++;
        trailer = false;
        index2++;
        continue;
      }
      if (body) {
        const n = Math.min(body.length - filled, chunk.length - at2);
        chunk.copy(body, filled, at2, at2 + n);
        filled += n;
        at2 += n;
        if (filled === body.length) {
          onBlob(shas[index2], new Uint8Array(body.buffer, body.byteOffset, body.length));
          body = null;
          trailer = true;
        }
        continue;
      }
      const nl = chunk.indexOf(10, at2);
      if (nl < 0) {
        header.push(chunk.subarray(at2));
        return;
      }
      header.push(chunk.subarray(at2, nl));
      at2 = nl + 1;
      const [, type = "", size = ""] = Buffer.concat(header).toString("utf8").split(" ");
      header = [];
      if (type === "missing" || !/^\d+$/.test(size)) {
        index2++;
        continue;
      }
      const bytes = Number(size);
      if (transient && at2 + bytes < chunk.length) {
        onBlob(shas[index2], new Uint8Array(chunk.buffer, chunk.byteOffset + at2, bytes));
        at2 += bytes;
        trailer = true;
        continue;
      }
      body = Buffer.allocUnsafe(bytes);
      filled = 0;
      if (body.length === 0) {
        onBlob(shas[index2], new Uint8Array(0));
        body = null;
        trailer = true;
      }
    }
  };
}
async function readBlobs(cwd, shas) {
  const wanted2 = [...new Set(shas)];
  const bytes = /* @__PURE__ */ new Map();
  if (wanted2.length === 0) return bytes;
  const child2 = spawnGit(["cat-file", "--batch"], cwd);
  const done = watchGit(
    child2,
    "git cat-file",
    batchParser(wanted2, (sha, b) => bytes.set(sha, b))
  );
  child2.stdin.end(`${wanted2.join("\n")}
`);
  await done;
  return bytes;
}
function lineReader(onLine) {
  let rest = "";
  return (chunk) => {
    const lines = (rest + chunk.toString("utf8")).split("\n");
    rest = lines.pop();
    for (const line of lines) onLine(line);
  };
}
var DELTA_BASE_CACHE, BlobStream, Pending;
var init_cat_file = __esm({
  "src/shell/git/cat-file.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_exec();
    init_partial();
    DELTA_BASE_CACHE = "256m";
    BlobStream = class {
      constructor(cwd, maxBytes, onBlob) {
        this.maxBytes = maxBytes;
        this.check = spawnGit(["cat-file", "--batch-check", "--buffer"], cwd);
        const cache = ["-c", `core.deltaBaseCacheLimit=${DELTA_BASE_CACHE}`];
        this.batch = spawnGit([...cache, "cat-file", "--batch", "--buffer"], cwd);
        const parse4 = batchParser(this.toRead, onBlob, true);
        const checked = watchGit(
          this.check,
          "git cat-file --batch-check",
          lineReader((line) => this.sized(line))
        );
        this.check.on("close", () => {
          this.toBatch.flush();
          this.batch.stdin.end();
        });
        this.done = Promise.all([checked, watchGit(this.batch, "git cat-file --batch", parse4)]).then(() => {
        });
        this.done.catch(() => {
        });
      }
      maxBytes;
      tooLarge = /* @__PURE__ */ new Map();
      seen = /* @__PURE__ */ new Set();
      check;
      batch;
      toRead = [];
      done;
      /** Ids for each process, written once the current callback is over: one write, not one each. */
      toCheck = new Pending((ids) => this.check.stdin.write(ids));
      toBatch = new Pending((ids) => this.batch.stdin.write(ids));
      /** Asks for a blob (each id once): true the first time. */
      want(sha) {
        if (this.seen.has(sha)) return false;
        this.seen.add(sha);
        this.toCheck.add(sha);
        return true;
      }
      /** No more ids: resolves once every blob asked for has been handed over. */
      end() {
        this.toCheck.flush();
        this.check.stdin.end();
        return this.done;
      }
      /** A `--batch-check` answer: `<sha> <type> <size>`, or `<sha> missing`. */
      sized(line) {
        const [sha = "", type = "", size = ""] = line.split(" ");
        if (type !== "blob" || !/^\d+$/.test(size)) return;
        if (Number(size) > this.maxBytes) this.tooLarge.set(sha, Number(size));
        else {
          this.toRead.push(sha);
          this.toBatch.add(sha);
        }
      }
    };
    Pending = class {
      constructor(write) {
        this.write = write;
      }
      write;
      text = "";
      queued = false;
      add(line) {
        this.text += `${line}
`;
        if (this.queued) return;
        this.queued = true;
        queueMicrotask(() => this.flush());
      }
      flush() {
        this.queued = false;
        if (this.text === "") return;
        const text3 = this.text;
        this.text = "";
        this.write(text3);
      }
    };
  }
});

// src/shell/git/history.ts
function toVersionChanges(c, blobs) {
  const read = (sha, link2) => {
    if (!sha) return null;
    if (link2) return new LinkVersion(sha);
    const size = blobs.tooLarge.get(sha);
    return size === void 0 ? blobs.bytes.get(sha) ?? null : new OversizedVersion(size);
  };
  const before2 = read(c.beforeBlob, c.beforeLink);
  const after = read(c.afterBlob, c.afterLink);
  const { path, previousPath } = c;
  if (previousPath === void 0) return path === null ? [] : [{ path, before: before2, after }];
  if (path !== null && previousPath !== null) return [{ path, previousPath, before: before2, after }];
  if (path !== null) return [{ path, before: null, after }];
  return previousPath === null ? [] : [{ path: previousPath, before: before2, after: null }];
}
async function readLocalHistory(cwd, options) {
  if (!options.partialChecked) {
    const clone = await partialClone(cwd);
    if (clone) await fetchHistoryVersions(cwd, clone, options.revisions, options.paths);
  }
  options.onProgress?.("reading git log and record versions");
  const blobs = { bytes: options.versions ?? /* @__PURE__ */ new Map(), tooLarge: /* @__PURE__ */ new Map() };
  const parser = options.parsed ? new ChunkedParser() : null;
  const partner = /* @__PURE__ */ new Map();
  let last3;
  const stream = new BlobStream(cwd, options.maxBytes ?? MAX_STORED_BYTES, (sha, bytes) => {
    const known2 = blobs.bytes.get(partner.get(sha) ?? "");
    partner.delete(sha);
    const other = known2 instanceof ParsedVersion ? known2 : last3;
    if (options.keepBytes?.ids.has(sha)) options.keepBytes.into.set(sha, bytes.slice());
    const size = oversize(bytes);
    if (size !== void 0) {
      blobs.tooLarge.set(sha, size);
      return;
    }
    if (parser === null) {
      blobs.bytes.set(sha, bytes.slice());
      return;
    }
    const outcome = parser.parse("", bytes, other?.value);
    if (outcome.ok) last3 = new ParsedVersion(outcome.value);
    blobs.bytes.set(sha, outcome.ok ? last3 : new UnparseableVersion(outcome.diagnostic, sha));
  });
  let log;
  try {
    log = await streamCommitLog(cwd, options.revisions, options.paths, (before2, after) => {
      if (before2 && stream.want(before2) && after) partner.set(before2, after);
      if (after && stream.want(after) && before2) partner.set(after, before2);
    });
  } catch (err) {
    await stream.end().catch(() => {
    });
    throw err;
  }
  await stream.end();
  for (const [sha, size] of stream.tooLarge) blobs.tooLarge.set(sha, size);
  return log.reverse().map(({ changes, ...info }) => ({
    ...info,
    files: changes.flatMap((c) => toVersionChanges(c, blobs))
  }));
}
var init_history = __esm({
  "src/shell/git/history.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_events();
    init_chunked();
    init_validate();
    init_cat_file();
    init_log();
    init_partial();
  }
});

// src/shell/git/status.ts
async function recordFilesNotAtHead(cwd, modelsDir, fromTop) {
  let out;
  try {
    out = await git(
      [
        "--no-optional-locks",
        "--literal-pathspecs",
        "status",
        "--porcelain=v1",
        "-z",
        "--untracked-files=all",
        // Ignored ones too, each by its path (validate reads them as it reads any file).
        "--ignored=traditional",
        // A rename shows as the deletion and the addition, both a difference, each one path.
        "--no-renames",
        "--",
        modelsDir
      ],
      { cwd }
    );
  } catch {
    return [];
  }
  const paths = out.toString("utf8").split("\0").filter((entry) => entry.length > 3).map((entry) => fromTop.toRecordPath(entry.slice(3))).filter((p) => p !== null);
  return [...new Set(paths)].sort();
}
var init_status = __esm({
  "src/shell/git/status.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_exec();
  }
});

// src/shell/git/tree.ts
async function listTree(cwd, rev, paths, { recursive = true, sizes = true } = {}) {
  const scope = paths.length === 0 ? [] : ["--", ...paths];
  const args = [
    "--literal-pathspecs",
    "ls-tree",
    ...recursive ? ["-r"] : [],
    "-z",
    ...sizes ? ["--long"] : [],
    "--full-tree",
    rev,
    ...scope
  ];
  const out = await git(args, { cwd });
  const entries = [];
  for (const line of out.toString("utf8").split("\0")) {
    if (!line) continue;
    const tab = line.indexOf("	");
    const [mode = "", type = "", sha = "", size = ""] = line.slice(0, tab).split(/ +/);
    entries.push({ mode, type, sha, size: Number(size), path: line.slice(tab + 1) });
  }
  return entries;
}
function linkedModelsFolder(message) {
  return { folder: { path: "models", problem: { rule: "file/symlink", message } } };
}
async function listRecordTree(cwd, rev, paths) {
  const dir = paths.modelsDir;
  const listed = await listTree(cwd, rev, dir === "." ? [] : [dir]);
  const self = listed.length === 1 && listed[0].path === dir ? listed[0].mode : null;
  if (self === LINK_MODE) return linkedModelsFolder(MODELS_FOLDER_LINK);
  if (self === GITLINK_MODE) return { folder: modelsFolderSubmodule() };
  if (listed.length === 0 && dir.includes("/")) {
    const above = pathPrefixes(dir).slice(0, -1);
    const found = (await listTree(cwd, rev, above, { recursive: false })).find(
      (e) => e.mode === LINK_MODE || e.mode === GITLINK_MODE
    );
    if (found?.mode === LINK_MODE) return linkedModelsFolder(modelsFolderUnderLink(found.path));
    if (found) return { folder: modelsFolderSubmodule(found.path) };
  }
  const entries = [];
  const problems2 = [];
  const labLinks = [];
  let held;
  for (const e of listed) {
    const path = paths.toRecordPath(e.path);
    if (path !== null) {
      entries.push({ ...e, path });
      continue;
    }
    if (e.mode === GITLINK_MODE) {
      const at2 = submoduleRecordPath(paths, e.path);
      if (at2 !== null) problems2.push(submoduleProblem(at2));
      continue;
    }
    const name = e.mode === LINK_MODE ? labEntryName(dir, e.path) : null;
    if (name !== null) labLinks.push({ entry: e, name });
    held ??= new Set(listed.map((l) => l.path));
    const file = misnamedRecord(paths, e.path, (p) => held.has(p));
    if (file) problems2.push(file);
  }
  const toFolders = await folderLinks(
    cwd,
    rev,
    labLinks.map((l) => l.entry)
  );
  for (const { entry, name } of labLinks) if (toFolders.includes(entry)) problems2.push(labLinkProblem(name));
  return { entries, problems: problems2 };
}
async function folderLinks(cwd, rev, links) {
  if (links.length === 0) return [];
  const texts = await readBlobs(
    cwd,
    links.map((e) => e.sha)
  );
  const found = [];
  for (const e of links) {
    const text3 = texts.get(e.sha);
    const target = text3 ? linkTarget(e.path, new TextDecoder().decode(text3)) : null;
    if (target === null) continue;
    if (await gitAnswer(["cat-file", "-t", `${rev}:${target}`], cwd) === "tree") found.push(e);
  }
  return found;
}
function pathPrefixes(dir) {
  const parts = dir.split("/");
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}
async function modelsFolderAt(cwd, rev, paths) {
  if (paths.modelsDir === ".") return true;
  for (const path of pathPrefixes(paths.modelsDir)) {
    const type = await gitAnswer(["cat-file", "-t", `${rev}:${path}`], cwd);
    if (type === null) return false;
    if (type !== "tree") return true;
  }
  return true;
}
function blobsToRead(tree, maxBytes) {
  if ("folder" in tree) return /* @__PURE__ */ new Set();
  return new Set(tree.entries.filter((e) => readable(e, maxBytes)).map((e) => e.sha));
}
function readable(e, maxBytes) {
  return e.type === "blob" && e.mode !== LINK_MODE && e.size <= maxBytes;
}
async function recordTreeFiles(cwd, tree, maxBytes, known2 = () => void 0) {
  if ("folder" in tree) return { files: [tree.folder], ids: /* @__PURE__ */ new Map() };
  const { entries, problems: problems2 } = tree;
  const missing = entries.filter((e) => readable(e, maxBytes) && known2(e.sha) === void 0);
  const blobs = await readBlobs(
    cwd,
    missing.map((e) => e.sha)
  );
  const ids = new Map(entries.map((e) => [e.path, e.sha]));
  const files = entries.map((e) => {
    if (e.mode === LINK_MODE) {
      return {
        path: e.path,
        problem: { rule: "file/symlink", message: RECORD_LINK }
      };
    }
    if (e.type !== "blob") return submoduleProblem(e.path);
    if (e.size > maxBytes) return { path: e.path, problem: tooLarge(e.size, maxBytes) };
    const bytes = known2(e.sha) ?? blobs.get(e.sha);
    return bytes ? { path: e.path, bytes } : { path: e.path, problem: { rule: "file/unreadable", message: `git object ${e.sha} is missing` } };
  });
  return { files: [...files, ...problems2], ids };
}
async function resolveRev(cwd, rev) {
  try {
    return await gitText(["rev-parse", "--verify", "--end-of-options", `${rev}^{commit}`], cwd);
  } catch (err) {
    if (!(err instanceof GitError) || err.exitCode === null) throw err;
    const refused = refusedRepository(err, cwd);
    if (refused) throw new Error(refused);
    if (/not a git repository/i.test(err.stderr)) {
      const named = /not a git repository: (.+)/i.exec(err.stderr)?.[1]?.trim();
      throw new Error(
        named ? `${cwd} is not a git repository: its .git file names ${named}, which is not one (a worktree or submodule copied away from its repository?)` : `${cwd} is not a git repository`
      );
    }
    if (rev === "HEAD" && /ambiguous argument|unknown revision|Needed a single revision/i.test(err.stderr))
      throw new Error(
        `HEAD names no commit in ${cwd} yet (a new repository or branch): commit the records first`
      );
    throw new Error(`${rev} does not name a commit in ${cwd}`);
  }
}
async function fromRepositoryTop(cwd, paths) {
  const prefix = await gitText(["rev-parse", "--show-prefix"], cwd);
  if (prefix === "") return paths;
  return recordPaths(paths.modelsDir === "." ? prefix : `${prefix}${paths.modelsDir}`);
}
async function misnamedInRange(cwd, base, head, paths) {
  const out = await git(
    [
      "-c",
      "core.quotepath=off",
      "--literal-pathspecs",
      "diff",
      "--name-only",
      "-z",
      "--no-renames",
      "--no-relative",
      "-O/dev/null",
      // as the log: a diff.orderFile that is not there fails git diff
      "--diff-filter=AM",
      base,
      head
      // No pathspec: git reads one relative to the working folder, which may be below the top.
    ],
    { cwd }
  );
  const changed = out.toString("utf8").split("\0").filter(Boolean);
  if (!changed.some((p) => misnamedRecord(paths, p) !== null)) return [];
  const dir = paths.modelsDir;
  const held = new Set((await listTree(cwd, head, dir === "." ? [] : [dir])).map((e) => e.path));
  return changed.sort(compareCodePoints).flatMap((file) => {
    const m = classifyMisnamed(paths, file, (p) => held.has(p));
    return m && "advice" in m ? [{ path: m.path, advice: m.advice }] : [];
  });
}
var init_tree = __esm({
  "src/shell/git/tree.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_json();
    init_record_path();
    init_validate();
    init_paths();
    init_cat_file();
    init_exec();
    init_local_repo();
    init_modes();
  }
});

// src/shell/git/remote.ts
function httpsFromRemote(remote) {
  const r = remote.trim();
  const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+?)(?:\.git)?\/?$/.exec(r);
  if (scp) return scp[1].includes(".") ? `https://${scp[1]}/${scp[2]}` : null;
  try {
    const u = new URL(r);
    if (!["http:", "https:", "ssh:", "git:"].includes(u.protocol)) return null;
    if (!u.protocol.startsWith("http") && !u.hostname.includes(".")) return null;
    const path = u.pathname.replace(/\.git\/?$/, "").replace(/\/$/, "");
    return `https://${u.hostname}${u.port && u.protocol.startsWith("http") ? `:${u.port}` : ""}${path}`;
  } catch {
    return null;
  }
}
async function originUrl(cwd) {
  const configured = (await gitAnswer(["config", "--get-all", "remote.origin.url"], cwd))?.split("\n")[0];
  const own = configured ? httpsFromRemote(configured) : null;
  if (own !== null) return own;
  const rewritten = await gitAnswer(["remote", "get-url", "origin"], cwd);
  return rewritten === null ? null : httpsFromRemote(rewritten);
}
var init_remote = __esm({
  "src/shell/git/remote.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_exec();
  }
});

// src/shell/cli/repository-url.ts
async function repositoryUrlFor(root, given) {
  if (given) {
    const flag = given.replace(/^(https?:\/\/)([^/]*)/i, (whole) => whole.toLowerCase());
    if (!/^https?:\/\/\S+$/.test(flag)) {
      const guess = httpsGuess(flag);
      throw new UsageError(
        `--repository-url must be an http(s) address, got ${flag}${guess === null ? "" : ` (write ${guess})`}`
      );
    }
    if (/^https?:\/\/[^/]*@/.test(flag))
      throw new UsageError(
        "--repository-url must not hold credentials (user:password@): they would be written into every feed; give the repository's address, https://host/owner/repo"
      );
    if (/[?#]/.test(flag))
      throw new UsageError(
        `--repository-url must be a repository's address, without ?query or #fragment, got ${JSON.stringify(flag)}`
      );
    return flag.replace(/\/+$/, "").replace(/\.git$/, "");
  }
  const origin = await originUrl(root);
  if (!origin)
    throw new UsageError(
      "no usable origin remote (none, a local path, or an SSH host alias with no web address): pass --repository-url https://host/owner/repo"
    );
  return origin;
}
var init_repository_url = __esm({
  "src/shell/cli/repository-url.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_site_url();
    init_remote();
    init_io();
  }
});

// src/shell/cli/build.ts
var build_exports = {};
__export(build_exports, {
  outFolder: () => outFolder,
  runBuild: () => runBuild
});
async function readRegistry2(root, head, inRepo, progress, missing, partial) {
  const versions = /* @__PURE__ */ new Map();
  if (partial) await fetchHistoryVersions(root, partial, [head], inRepo);
  const listing = await listRecordTree(root, head, inRepo);
  const empty2 = !("folder" in listing) && listing.entries.length + listing.problems.length === 0;
  if (empty2 && !await modelsFolderAt(root, head, inRepo)) throw missing();
  const headBytes = /* @__PURE__ */ new Map();
  const commits = await readLocalHistory(root, {
    revisions: [head],
    paths: inRepo,
    onProgress: progress,
    parsed: true,
    versions,
    keepBytes: { ids: blobsToRead(listing, MAX_STORED_BYTES), into: headBytes },
    partialChecked: true
  });
  const tree = await recordTreeFiles(root, listing, MAX_STORED_BYTES, (sha) => headBytes.get(sha));
  const parsed = (path) => {
    const v = versions.get(tree.ids.get(path) ?? "");
    return v instanceof ParsedVersion ? v.value : void 0;
  };
  return { files: tree.files, commits, parsed };
}
async function validateBeside(read, events, workerUrl, modelsDir) {
  const { files, parsed } = read;
  const checking = checkValuesOffThread(files, parsed, workerUrl, modelsDir);
  if (checking === null) return { validation: validateRegistry(files, { parsed, modelsDir }) };
  checking.catch(() => {
  });
  const made = events();
  const checked = await checking;
  checked.records = loadRecords(files, parsed);
  return { validation: finishWithRecords(checked, void 0, modelsDir), events: made };
}
function outFolder(out, root, fs = {
  identity: (path) => {
    const st = (0, import_node_fs10.existsSync)(path) ? (0, import_node_fs10.statSync)(path, { bigint: true }) : void 0;
    return st ? `${st.dev}:${st.ino}` : null;
  },
  realpath: import_node_fs10.realpathSync
}) {
  const target = fs.identity(out);
  if (target === null) return out;
  for (let p = fs.realpath(root); ; p = (0, import_node_path9.dirname)(p)) {
    if (fs.identity(p) === target)
      throw new Error(`--out ${out} is the registry's folder or holds it: build into a folder of its own`);
    if ((0, import_node_path9.dirname)(p) === p) return out;
  }
}
function refuseNewerLayout(outDir) {
  const index2 = (0, import_node_path9.join)(outDir, "api", "index.json");
  const text3 = (0, import_node_fs10.lstatSync)(index2, { throwIfNoEntry: false })?.isFile() ? (0, import_node_fs10.readFileSync)(index2, "utf8") : null;
  const newer = newerLayout(text3);
  if (newer !== null)
    throw new Error(
      `${newerLayoutRefusal(`--out ${outDir}`, newer)} Nothing was written. Upgrade model-registry to the release that wrote it or a later one, or build into an empty folder to have this version rebuild it.`
    );
}
function uncommittedNote(files) {
  const one = files.length === 1;
  return `note: ${counted(files.length, "record file")} ${one ? "differs" : "differ"} from HEAD, and this build leaves ${one ? "its change" : "their changes"} out (${firstFew(files)}): build reads commits, not the working tree (validate reads that): commit ${one ? "it" : "them"} first`;
}
async function allInOrder(...promises) {
  const settled = await Promise.allSettled(promises);
  for (const s of settled) if (s.status === "rejected") throw s.reason;
  return settled.map((s) => s.value);
}
async function runBuild(args, io) {
  const site = args.siteUrl === void 0 ? null : readSiteUrl(args.siteUrl, "--site-url");
  if (site && "error" in site) throw new UsageError(site.error);
  const domain = readCustomDomain(args.cname, "--cname");
  if ("error" in domain) throw new UsageError(domain.error);
  const { cname } = domain;
  const root = registryRoot(io, args.root);
  const outAt = (0, import_node_path9.resolve)(io.cwd, args.out);
  if ((0, import_node_fs10.existsSync)(outAt) && !(0, import_node_fs10.statSync)(outAt).isDirectory())
    throw new Error(`--out ${args.out} is not a folder`);
  const outDir = outFolder(outAt, root);
  refuseNewerLayout(outDir);
  const progress = (stage) => io.errIsTty && io.err(`\u2026 ${stage}
`);
  const fromTop = fromRepositoryTop(root, args.paths);
  const differing = args.rev === void 0 ? fromTop.then((inRepo2) => recordFilesNotAtHead(root, args.paths.modelsDir, inRepo2)) : Promise.resolve([]);
  const [head, repositoryUrl, inRepo, shallow, differ, partial] = await allInOrder(
    resolveRev(root, args.rev ?? "HEAD"),
    repositoryUrlFor(root, args.repositoryUrl),
    fromTop,
    isShallow(root),
    differing,
    partialClone(root)
  );
  if (shallow)
    throw new Error(
      `${root} is a shallow clone: its history is cut off, so the drift feed cannot be built from it. Fetch the whole history first (git fetch --unshallow)`
    );
  if (differ.length > 0) io.err(`${uncommittedNote(differ.map(args.paths.toRepoPath))}
`);
  progress(`validating the registry at ${head.slice(0, 12)}`);
  const read = await readRegistry2(
    root,
    head,
    inRepo,
    progress,
    () => noModelsFolder(args.paths.modelsDir, root, ` at ${head.slice(0, 7)}`),
    partial
  );
  const { commits } = read;
  progress(`building the feed from ${commits.length} commits`);
  const { validation, events } = await validateBeside(
    read,
    () => buildEvents(commits, { repositoryUrl, head }),
    io.workerUrl,
    args.paths.modelsDir
  );
  const files = new FileWriter(outDir);
  const plan = planPublish({
    files,
    validation,
    commits,
    head,
    repositoryUrl,
    siteUrl: args.siteUrl,
    cname,
    modelsDir: args.paths.modelsDir,
    existing: null,
    ...events ? { events } : {}
  });
  const shown4 = fromCwd(io, root);
  if (!plan.ok) {
    const fileOf = (path) => shown4(args.paths.toRepoPath(path));
    printReport(plan.validation, "text", { ...io, out: io.err }, fileOf);
    io.err("model-registry: the registry is invalid; nothing was written\n");
    return EXIT.invalid;
  }
  for (const w of plan.warnings) io.err(`${historyLine(w, shown4(args.paths.toRepoPath(w.file)))}
`);
  await files.finished();
  const stale = pruneStale(outDir, OWNED_FOLDERS, files.written);
  io.out(
    `${counted(plan.validation.records.length, "record")}, ${counted(plan.totalEvents, "drift event")} from ${counted(commits.length, "commit")} \u2192 ${outDir}
`
  );
  if (stale.length > 0)
    io.out(`removed ${counted(stale.length, "stale file")} no build writes now: ${firstFew(stale)}
`);
  return EXIT.ok;
}
var import_node_fs10, import_node_path9;
var init_build = __esm({
  "src/shell/cli/build.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs10 = require("node:fs");
    import_node_path9 = require("node:path");
    init_events();
    init_site_url();
    init_published();
    init_render();
    init_publish();
    init_validate();
    init_words();
    init_file_writer();
    init_prune_stale();
    init_history();
    init_local_repo();
    init_partial();
    init_status();
    init_tree();
    init_validate2();
    init_io();
    init_repository_url();
    init_validate3();
  }
});

// src/shell/cli/diff.ts
var diff_exports = {};
__export(diff_exports, {
  diffEnds: () => diffEnds,
  earlierNote: () => earlierNote,
  eventText: () => eventText2,
  offLine: () => offLine,
  runDiff: () => runDiff
});
function eventText2(e) {
  const lines = [
    `${e.commit.sha.slice(0, 12)} ${e.type} ${e.model.id} (${e.model.path})`,
    ...e.previous_path ? [`    from ${e.previous_path}`] : [],
    ...e.changes.map((c) => `    ${formatChangeLine(c)}`)
  ];
  return `${lines.map(visibleControls).join("\n")}
`;
}
function offLine(commits, base, head) {
  if (isOnFirstParentChain(commits, head, base)) return null;
  const chain = firstParentChain(commits, head);
  const short = (sha) => sha.slice(0, 7);
  if (chain.length === 0)
    return {
      level: "warning",
      kind: "head-in-base",
      message: `HEAD ${short(head)} is in BASE's history: no events (BASE and HEAD swapped?)`
    };
  const meet = chain[chain.length - 1].parents[0];
  const message = `BASE ${short(base)} is not on HEAD's first-parent line: these are the events of HEAD's first-parent commits ${meet ? `since ${short(meet)}, where the two histories meet` : "from its first commit"}, not of BASE..HEAD alone (a merge carries all it merged); the action rebuilds the whole feed for such a push`;
  return { level: "warning", kind: "base-off-first-parent", message };
}
function earlierNote(e, base, inRange) {
  if (e.parent === void 0 || inRange.has(e.parent) || e.from === "unknown") return null;
  const short = (sha) => sha.slice(0, 7);
  const at2 = `its version at ${e.parent === base ? "BASE " : ""}${short(e.parent)} ${skippedWords[e.skipped]}`;
  const note = { level: "note", file: e.file };
  const usable = e.skipped === "not-a-record" ? "is a record" : "parses";
  if (e.from !== null) {
    const there = e.from.path === e.file ? "" : ` (as ${e.from.path})`;
    const message2 = `${e.file}: ${at2}: the change is measured from its version at ${short(e.from.sha)}${there}, the last that ${usable}`;
    return { ...note, kind: "measured-from-earlier", message: message2 };
  }
  const message = `${e.file}: ${at2} and no earlier version ${usable}: ${e.removed ? "its removal makes no event" : "it is shown as added"}`;
  return { ...note, kind: "no-earlier-version", message };
}
function diffEnds(positionals) {
  const ranges = positionals.map((p) => RANGE.exec(p));
  if (positionals.length === 2 && !ranges.some(Boolean))
    return { base: positionals[0], head: positionals[1], mergeBase: false };
  const range2 = positionals.length === 1 ? ranges[0] : void 0;
  const [, base = "", dots = "", head = ""] = range2 ?? [];
  if (positionals.length > 2)
    throw new UsageError(`diff takes two revisions, BASE and HEAD, not ${positionals.length}`);
  if (!ranges.some(Boolean)) {
    const [one] = positionals;
    const since = one === void 0 ? "" : `: for the commits since ${one}, write diff ${one} HEAD (or ${one}..)`;
    throw new UsageError(`diff needs BASE and HEAD${since}`);
  }
  if (!range2 || base === "" && head === "")
    throw new UsageError("diff takes BASE HEAD, or one range BASE..HEAD or BASE...HEAD");
  return { base: base || "HEAD", head: head || "HEAD", mergeBase: dots === "..." };
}
async function pastShallowCut(root, rev) {
  const stem = FIRST_PARENT_COUNT.exec(rev)?.[1];
  const maybeOlder = /^[0-9a-f]{4,64}$/i.test(rev) || stem !== void 0 && await gitAnswer(
    ["rev-parse", "--verify", "--quiet", "--end-of-options", `${stem}^{commit}`],
    root
  ) !== null;
  if (!maybeOlder || !await isShallow(root)) return null;
  return new Error(
    `${rev} names no commit in ${root}, a shallow clone: its history is cut off, so older commits are not there. ${FETCH_ALL}`
  );
}
async function resolveHere(root, rev) {
  try {
    return await resolveRev(root, rev);
  } catch (err) {
    throw /does not name a commit/.test(err.message) && await pastShallowCut(root, rev) || err;
  }
}
async function mergeBaseOf(root, args, base, head) {
  const found = await gitAnswer(["merge-base", base, head], root);
  if (found !== null) return found;
  if (await isShallow(root))
    throw new Error(
      `${args.base} and ${args.head} have no merge base in ${root}, a shallow clone: it may be past its cut. ${FETCH_ALL}`
    );
  throw new Error(
    `${args.base} and ${args.head} have no common history: ${args.base}...${args.head} has no merge base`
  );
}
async function resolveBase(root, rev) {
  try {
    return { base: await resolveRev(root, rev), fromStart: false };
  } catch (err) {
    const tree = await gitAnswer(["rev-parse", "--verify", "--end-of-options", `${rev}^{tree}`], root);
    if (tree !== null && await gitAnswer(["cat-file", "-s", tree], root) === "0")
      return { base: tree, fromStart: true };
    const shallow = await pastShallowCut(root, rev);
    if (shallow) throw shallow;
    const from = FIRST_PARENT_COUNT.exec(rev)?.[1];
    if (from && await gitAnswer(["rev-parse", "--verify", "--end-of-options", `${from}^{commit}`], root)) {
      const empty2 = await gitAnswer(["hash-object", "-t", "tree", "--stdin"], root);
      throw new Error(
        `${err.message}: it is before the first commit (for the events from the first commit on, give git's empty tree as BASE: ${empty2})`
      );
    }
    throw err;
  }
}
async function runDiff(args, io) {
  const root = registryRoot(io, args.root);
  let [{ base, fromStart }, head] = await Promise.all([
    args.mergeBase ? resolveHere(root, args.base).then((sha) => ({ base: sha, fromStart: false })) : resolveBase(root, args.base),
    resolveHere(root, args.head)
  ]);
  if (args.mergeBase) base = await mergeBaseOf(root, args, base, head);
  const address = repositoryUrlFor(root, args.repositoryUrl);
  const repositoryUrl = args.format === "json" || args.repositoryUrl !== void 0 ? await address : await address.catch(() => "");
  const paths = await fromRepositoryTop(root, args.paths);
  const commits = await readLocalHistory(root, { revisions: [fromStart ? head : `${base}..${head}`], paths });
  if (commits.every((c) => c.files.length === 0)) {
    const found = await Promise.all([base, head].map((rev) => modelsFolderAt(root, rev, paths)));
    if (!found.includes(true))
      throw noModelsFolder(args.paths.modelsDir, root, ` at ${base.slice(0, 7)} nor ${head.slice(0, 7)}`);
  }
  const inRange = new Set(commits.map((c) => c.sha));
  const notes = [];
  const lines = /* @__PURE__ */ new Map();
  const shown4 = fromCwd(io, root);
  if (fromStart && await isShallow(root))
    notes.push({
      level: "warning",
      kind: "shallow-clone",
      message: `${root} is a shallow clone: its history starts at its cut, where every record is shown as added, which build would not publish. Fetch the whole history first (git fetch --unshallow)`
    });
  let { events, warnings, earlier } = buildEvents(commits, { repositoryUrl, head });
  if (earlier.some((e) => e.from === "unknown")) {
    const whole = buildEvents(await readLocalHistory(root, { revisions: [head], paths }), {
      repositoryUrl,
      head
    });
    events = whole.events.filter((e) => inRange.has(e.commit.sha));
    earlier = whole.earlier.filter((e) => inRange.has(e.commit));
    if (await isShallow(root))
      notes.push({
        level: "warning",
        kind: "shallow-clone",
        message: `${root} is a shallow clone: versions before its cut are unknown, so a change measured from an earlier version may be shown as an addition that build would not publish. Fetch the whole history first (git fetch --unshallow)`
      });
  }
  const off = fromStart ? null : offLine(commits, base, head);
  if (off) notes.push(off);
  if (off?.kind === "base-off-first-parent" && !firstParentChain(commits, head).at(-1)?.parents[0] && await isShallow(root))
    notes.push({
      level: "warning",
      kind: "shallow-clone",
      message: `${root} is a shallow clone: HEAD's first-parent line stops at its cut, where every record is shown as added, which build would not publish. Fetch the whole history first (git fetch --unshallow)`
    });
  for (const w of warnings) {
    const file = args.paths.toRepoPath(w.file);
    const kind = w.rule;
    const note = {
      level: "warning",
      kind,
      file,
      ...historyPosition(w),
      message: historyLine(w, file)
    };
    notes.push(note);
    lines.set(note, historyLine(w, shown4(file)));
  }
  for (const e of earlier) {
    const note = earlierNote(earlierInRepo(e, args.paths.toRepoPath), base, inRange);
    if (note) notes.push(note);
  }
  for (const m of misplacedRecords(commits, args.paths.modelsDir)) {
    const file = args.paths.toRepoPath(m.path);
    const message = `${file}: not at a record path, so it makes no events (${m.message})`;
    notes.push({ level: "warning", kind: "not-a-record-path", file, message });
  }
  for (const { path, advice } of await misnamedInRange(root, base, head, paths)) {
    const file = args.paths.toRepoPath(path);
    const message = `${file}: not read as a record, so it makes no events (${advice})`;
    notes.push({ level: "warning", kind: "misnamed-record", file, message });
  }
  for (const n of notes) io.err(`${lines.get(n) ?? visibleControls(`${n.level}: ${n.message}`)}
`);
  if (args.format === "json") io.out(`${JSON.stringify({ base, head, events, notes }, null, 2)}
`);
  else {
    for (const e of events) io.out(eventText2(e));
    io.out(`${counted(events.length, "event")} from ${counted(commits.length, "commit")}
`);
  }
  return EXIT.ok;
}
var RANGE, FETCH_ALL, FIRST_PARENT_COUNT;
var init_diff2 = __esm({
  "src/shell/cli/diff.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_commit_order();
    init_events();
    init_change_line();
    init_workflow_commands();
    init_words();
    init_exec();
    init_history();
    init_local_repo();
    init_tree();
    init_io();
    init_repository_url();
    RANGE = /^(.*?)(\.\.\.?)(.*)$/s;
    FETCH_ALL = "Fetch the whole history first (git fetch --unshallow; on GitHub Actions, actions/checkout with fetch-depth: 0)";
    FIRST_PARENT_COUNT = /^(.+?)(?:~\d*|\^1?)+$/;
  }
});

// src/shell/cli/init.ts
var init_exports = {};
__export(init_exports, {
  runInit: () => runInit
});
async function recordsElsewhere(dir, modelsDir) {
  const listed = await gitText(
    ["-c", "core.quotepath=off", "ls-files", "--full-name", "--", "*.toml"],
    dir
  ).catch(() => "");
  const counts = /* @__PURE__ */ new Map();
  for (const path of listed.split("\n")) {
    const folder = RECORD_ELSEWHERE.exec(path)?.[1];
    if (folder !== void 0 && folder !== modelsDir) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best ? { folder: best[0], count: best[1] } : null;
}
async function currentBranch(dir) {
  try {
    return await gitText(["symbolic-ref", "--short", "HEAD"], dir) || null;
  } catch {
    return null;
  }
}
function nearestExisting(dir) {
  let existing = dir;
  while (!(0, import_node_fs11.existsSync)(existing) && (0, import_node_path10.dirname)(existing) !== existing) existing = (0, import_node_path10.dirname)(existing);
  return existing;
}
function realPath(dir) {
  const existing = nearestExisting(dir);
  return (0, import_node_path10.join)((0, import_node_fs11.realpathSync)(existing), (0, import_node_path10.relative)(existing, dir));
}
async function initAtTop(dir, cwd, modelsDir, runner) {
  const top = await gitAnswer(["rev-parse", "--show-toplevel"], nearestExisting(dir));
  if (!top) return null;
  const below = (0, import_node_path10.relative)((0, import_node_fs11.realpathSync)(top), realPath(dir));
  if (below === "" || below.startsWith("..") || (0, import_node_path10.isAbsolute)(below)) return null;
  const records = import_node_path10.posix.join(below.split(import_node_path10.sep).join("/"), modelsDir);
  const at2 = (0, import_node_path10.relative)(realPath(cwd), (0, import_node_fs11.realpathSync)(top)) || ".";
  return {
    top: (0, import_node_fs11.realpathSync)(top),
    records,
    command: `${runner} init ${shellWord(at2)} --models-dir ${shellWord(records)}`
  };
}
async function runInit(args, io) {
  const dir = (0, import_node_path10.resolve)(io.cwd, args.dir);
  if ((0, import_node_fs11.existsSync)(dir) && !(0, import_node_fs11.statSync)(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  let siteUrl = null;
  if (args.siteUrl !== void 0) {
    const read = readSiteUrl(args.siteUrl, "--site-url");
    if ("error" in read)
      throw new UsageError(
        read.notHttp ? `--site-url must be an http(s) address, got ${args.siteUrl}${writeInstead(args.siteUrl)}` : read.error
      );
    siteUrl = read.url;
  }
  const domain = readCustomDomain(args.cname, "--cname");
  if ("error" in domain) throw new UsageError(domain.error);
  const cname = domain.cname ?? null;
  if (cname !== null) siteUrl ??= customDomainSiteUrl(cname);
  const runner = process.env.npm_command === "exec" ? npxCommand({ actionRepository: ACTION_REPOSITORY, version: VERSION }) : "model-registry";
  const nested2 = await initAtTop(dir, io.cwd, args.paths.modelsDir, runner);
  if (nested2) {
    io.err(
      `${visibleControls(`model-registry: init cannot write in ${dir}: it is inside the git repository ${nested2.top}, and GitHub runs only the workflows in that repository's own .github/workflows; run \`${nested2.command}\` (the records in ${nested2.records}), or make the folder a repository of its own first (git init); nothing was written`)}
`
    );
    return EXIT.usage;
  }
  const inRepo = (0, import_node_fs11.existsSync)(dir);
  const held = inRepo ? countRecordFiles((0, import_node_path10.join)(dir, args.paths.modelsDir)) : 0;
  const elsewhere = inRepo && held === 0 && !args.modelsDirGiven ? await recordsElsewhere(dir, args.paths.modelsDir) : null;
  if (elsewhere) {
    io.err(
      `${visibleControls(`model-registry: the records of ${dir} are in ${elsewhere.folder} (${counted(elsewhere.count, "record file")}), not in ${args.paths.modelsDir}: run ${runner} init --models-dir ${shellWord(elsewhere.folder)}, or pass --models-dir ${shellWord(args.paths.modelsDir)} to start a registry there; nothing was written`)}
`
    );
    return EXIT.usage;
  }
  const origin = inRepo ? await originUrl(dir) : null;
  siteUrl ??= origin && /^https:\/\/github\.com\//i.test(origin) ? defaultSiteUrl(origin) : null;
  const input = {
    version: VERSION,
    actionRepository: ACTION_REPOSITORY,
    modelsDir: args.paths.modelsDir,
    siteUrl,
    passSiteUrl: args.siteUrl !== void 0,
    cname,
    branch: inRepo && await currentBranch(dir) || "main",
    example: held === 0
  };
  const files = scaffoldFiles(input, args.paths.toRepoPath);
  const kept = [...files.keys()].filter((p) => OPTIONAL_FILES.has(p) && (0, import_node_fs11.existsSync)((0, import_node_path10.join)(dir, p)));
  const clashes = [...files.keys()].filter((p) => !OPTIONAL_FILES.has(p) && (0, import_node_fs11.existsSync)((0, import_node_path10.join)(dir, p)));
  if (clashes.length > 0) {
    io.err(
      `${visibleControls(`model-registry: init would overwrite ${clashes.join(", ")} in ${dir}; nothing was written`)}
`
    );
    return EXIT.usage;
  }
  const blocked = [...files.keys()].filter((p) => !kept.includes(p)).map((p) => notRealFolder(dir, (0, import_node_path10.dirname)((0, import_node_path10.join)(dir, p)))).find((found) => found !== null);
  if (blocked) {
    const why = blocked.link ? `${blocked.at} is a symbolic link, and writing through it would write outside ${dir}` : `${blocked.at} is a file where a folder is needed`;
    io.err(
      `${visibleControls(`model-registry: init cannot write in ${dir}: ${why}; nothing was written`)}
`
    );
    return EXIT.usage;
  }
  for (const [path, text3] of files) {
    if (kept.includes(path)) continue;
    const target = (0, import_node_path10.join)(dir, path);
    makeDirs((0, import_node_path10.dirname)(target));
    await (0, import_promises.writeFile)(target, text3, { flag: "wx" });
  }
  const record = args.paths.toRepoPath(EXAMPLE_RECORD);
  const where = [
    args.dir === "." ? "" : ` --root ${shellWord(args.dir)}`,
    modelsDirFlag(input.modelsDir)
  ].join("");
  const folder = input.modelsDir === "." ? "./" : `${input.modelsDir}/`;
  const written = [
    held === 0 ? [record, "an example record (replace it with a real one)"] : [folder, `already holds ${counted(held, "record")}: no example record written`],
    [".github/workflows/model-registry.yml", `validates pull requests, publishes pushes to ${input.branch}`],
    ["README.md", kept.length > 0 ? "kept: it existed" : "the registry, its addresses"]
  ];
  const width = Math.max(...written.map(([p]) => p.length));
  const lines = [
    held === 0 ? `A new registry in ${dir}:` : `The registry in ${dir}:`,
    ...written.map(([p, what]) => `  ${p.padEnd(width)}  ${what}`),
    `Editors validate records against ${schemaUrl(input)}`,
    held === 0 ? "  (the example record's #:schema line; Taplo / Even Better TOML read it)." : "  (no record was written, so none has a #:schema line: add the .taplo.toml rule the README shows).",
    ...input.siteUrl ? ["  The site serves it from the first publish with Pages on."] : [],
    `Next: ${runner} validate${where}; commit and push; then turn Pages on:`,
    "  Settings \u2192 Pages \u2192 Deploy from a branch \u2192 gh-pages, / (root)."
  ];
  io.out(`${lines.map(visibleControls).join("\n")}
`);
  return EXIT.ok;
}
var import_node_fs11, import_promises, import_node_path10, RECORD_ELSEWHERE;
var init_init = __esm({
  "src/shell/cli/init.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    import_node_fs11 = require("node:fs");
    import_promises = require("node:fs/promises");
    import_node_path10 = require("node:path");
    init_site_url();
    init_workflow_commands();
    init_quote();
    init_registry();
    init_words();
    init_make_dirs();
    init_read_registry();
    init_real_folders();
    init_exec();
    init_remote();
    init_io();
    init_usage();
    RECORD_ELSEWHERE = /^(.+\/models|models)\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*\.toml$/;
  }
});

// src/shell/git/version.ts
var version_exports = {};
__export(version_exports, {
  GIT_FLOOR: () => GIT_FLOOR,
  belowGitFloor: () => belowGitFloor,
  gitTooOld: () => gitTooOld
});
function belowGitFloor(versionText) {
  const m = /^git version ((\d+)\.(\d+)[\w.-]*)/.exec(versionText.trim());
  if (!m) return null;
  const [major, minor] = [Number(m[2]), Number(m[3])];
  const [floorMajor, floorMinor] = GIT_FLOOR.split(".").map(Number);
  return major < floorMajor || major === floorMajor && minor < floorMinor ? m[1] : null;
}
async function gitTooOld(cwd) {
  const text3 = await gitAnswer(["--version"], cwd);
  const version = text3 === null ? null : belowGitFloor(text3);
  return version === null ? null : `this needs git ${GIT_FLOOR} or later, and the git on PATH is ${version}: install a newer git. What git said`;
}
var GIT_FLOOR;
var init_version = __esm({
  "src/shell/git/version.ts"() {
    "use strict";
    init_define_WARM_UP_RECORDS();
    init_exec();
    GIT_FLOOR = "2.31";
  }
});

// src/cli-main.ts
var cli_main_exports = {};
__export(cli_main_exports, {
  start: () => start,
  warmUp: () => warmUp
});
module.exports = __toCommonJS(cli_main_exports);
init_define_WARM_UP_RECORDS();
init_io();

// src/shell/cli/main.ts
init_define_WARM_UP_RECORDS();
var import_node_util = require("node:util");
init_message_text();
init_workflow_commands();
init_exec();
init_io();
init_usage();
init_validate3();
var FORMATS = ["text", "json", "github"];
var PARSED = {
  root: { type: "string" },
  out: { type: "string" },
  format: { type: "string" },
  rev: { type: "string" },
  "models-dir": { type: "string" },
  "repository-url": { type: "string" },
  "site-url": { type: "string" },
  cname: { type: "string" },
  jobs: { type: "string" },
  "stdin-filename": { type: "string" },
  help: { type: "boolean", short: "h" }
};
function parse3(command2, args) {
  try {
    return (0, import_node_util.parseArgs)({ args, allowPositionals: true, options: PARSED });
  } catch (err) {
    const { code, message } = err;
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && typeof message === "string")
      throw new UsageError(valueProblem(command2, message));
    const flag = code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? unknownFlag(args) : null;
    if (flag === null) throw err;
    const guess = flag.startsWith("--") ? closest(flag.slice(2), OPTIONS[command2]) : void 0;
    throw new UsageError(`${command2} has no option ${flag}${guess ? ` (did you mean --${guess}?)` : ""}`);
  }
}
function valueProblem(command2, message) {
  const option = /Option '(-[^ ']*)/.exec(message)?.[1]?.replace(/^-\w, /, "") ?? "an option";
  if (/ambiguous/.test(message))
    return `${command2} ${option} takes a value, and the one after it starts with a dash: write ${option}=VALUE for such a value`;
  return `${command2} ${option} needs a value (${option} VALUE)`;
}
function unknownFlag(args) {
  const { tokens } = (0, import_node_util.parseArgs)({
    args,
    allowPositionals: true,
    options: PARSED,
    strict: false,
    tokens: true
  });
  for (const t of tokens) if (t.kind === "option" && !Object.hasOwn(PARSED, t.name)) return t.rawName;
  return null;
}
var OPTIONS = {
  validate: ["root", "models-dir", "format", "jobs", "stdin-filename"],
  build: ["root", "out", "models-dir", "repository-url", "site-url", "cname", "rev"],
  diff: ["root", "models-dir", "format", "repository-url"],
  init: ["models-dir", "site-url", "cname"]
};
var COMMANDS = Object.keys(OPTIONS);
var EMPTY_ARGUMENT = {
  validate: "a FILE (name record files, or none to validate the whole registry)",
  build: "an argument",
  diff: "a revision (BASE, HEAD)",
  init: "DIR"
};
function checkOptions(command2, given) {
  const allowed = OPTIONS[command2];
  for (const name of Object.keys(given))
    if (name !== "help" && !allowed.includes(name))
      throw new UsageError(`${command2} has no option --${name}`);
}
async function main(argv, io) {
  const [command2, ...rest] = argv;
  if (!command2 || command2 === "--help" || command2 === "-h" || command2 === "help") {
    if (command2 === "help" && rest.length === 1) return main([rest[0], "--help"], io);
    if (command2 === "help" && rest.length > 1) {
      io.err(`model-registry: help takes one command, not ${rest.length} words

${USAGE}`);
      return EXIT.usage;
    }
    (command2 ? io.out : io.err)(USAGE);
    return command2 ? EXIT.ok : EXIT.usage;
  }
  if (command2 === "--version" || command2 === "-V" || command2 === "version") {
    io.out(`${VERSION}
`);
    return EXIT.ok;
  }
  try {
    if (!COMMANDS.includes(command2)) {
      const option = command2.startsWith("--");
      const guess = option ? closest(command2.slice(2), ["help", "version"]) : closest(command2, COMMANDS);
      throw new UsageError(
        `unknown ${option ? "option" : "command"} ${JSON.stringify(command2)}${guess ? ` (did you mean ${option ? "--" : ""}${guess}?)` : ""}`
      );
    }
    const beforeFiles = rest.indexOf("--") === -1 ? rest : rest.slice(0, rest.indexOf("--"));
    if (beforeFiles.includes("--help") || beforeFiles.includes("-h")) {
      io.out(commandUsage(command2));
      return EXIT.ok;
    }
    const { values, positionals } = parse3(command2, rest);
    if (values.help) {
      io.out(commandUsage(command2));
      return EXIT.ok;
    }
    checkOptions(command2, values);
    for (const [name, value3] of Object.entries(values))
      if (value3 === "") throw new UsageError(`${command2} --${name} is empty ("")`);
    if (positionals.includes(""))
      throw new UsageError(`${command2}: ${EMPTY_ARGUMENT[command2]} is empty ("")`);
    const format2 = values.format ?? "text";
    const paths = modelsDirPaths(values["models-dir"]);
    if (!FORMATS.includes(format2) || command2 === "diff" && format2 === "github") {
      throw new UsageError(`unknown --format ${JSON.stringify(format2)}`);
    }
    switch (command2) {
      case "validate": {
        const jobs = values.jobs === void 0 ? void 0 : Number(values.jobs);
        if (jobs !== void 0 && !(Number.isInteger(jobs) && jobs >= 1))
          throw new UsageError("--jobs must be a whole number >= 1");
        const stdin = values["stdin-filename"];
        const dash = positionals.includes("-");
        if (dash && stdin === void 0)
          throw new UsageError(
            "validate - reads a record from stdin and needs its path: --stdin-filename PATH (where the file is or will be, for its location, model id and the cross-record rules)"
          );
        if (!dash && stdin !== void 0)
          throw new UsageError(
            "validate --stdin-filename names the record read from stdin: pass - as a FILE too"
          );
        const files = positionals.filter((f) => f !== "-");
        return await runValidate({ root: values.root ?? ".", format: format2, files, jobs, paths, stdin }, io);
      }
      case "build":
        if (!values.root || !values.out) throw new UsageError("build needs --root DIR and --out DIR");
        if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
        return await (await Promise.resolve().then(() => (init_build(), build_exports))).runBuild(
          {
            root: values.root,
            out: values.out,
            rev: values.rev,
            repositoryUrl: values["repository-url"],
            siteUrl: values["site-url"],
            cname: values.cname,
            paths
          },
          io
        );
      case "diff": {
        const diff = await Promise.resolve().then(() => (init_diff2(), diff_exports));
        return await diff.runDiff(
          {
            root: values.root ?? ".",
            ...diff.diffEnds(positionals),
            format: format2,
            repositoryUrl: values["repository-url"],
            paths
          },
          io
        );
      }
      case "init":
        if (positionals.length > 1) throw new UsageError(`unexpected argument ${positionals[1]}`);
        return await (await Promise.resolve().then(() => (init_init(), init_exports))).runInit(
          {
            dir: positionals[0] ?? ".",
            siteUrl: values["site-url"],
            cname: values.cname,
            paths,
            modelsDirGiven: values["models-dir"] !== void 0
          },
          io
        );
      default:
        throw new Error(`no command ${command2}`);
    }
  } catch (err) {
    const { message: text3, code } = typeof err === "object" && err !== null ? err : {};
    const why = typeof text3 === "string" ? text3 : String(err);
    const old = (command2 === "build" || command2 === "diff") && !(err instanceof UsageError) ? await (await Promise.resolve().then(() => (init_version(), version_exports))).gitTooOld(io.cwd) : null;
    const said = `model-registry: ${old === null ? why : `${old}: ${why}`}`;
    const message = err instanceof GitLinesError ? said.split(/\r?\n/).map(visibleControls).map(inertLine).join("\n") : visibleControls(said);
    if (err instanceof UsageError || typeof code === "string" && code.startsWith("ERR_PARSE_ARGS")) {
      io.err(`${message}

${commandUsage(command2)}`);
    } else {
      io.err(`${message}
`);
    }
    return EXIT.usage;
  }
}

// src/shell/cli/pipe.ts
init_define_WARM_UP_RECORDS();
var GONE = /* @__PURE__ */ new Set(["EPIPE", "ERR_STREAM_DESTROYED", "ERR_STREAM_WRITE_AFTER_END"]);
function pipeWriter(stream, failed) {
  let gone = false;
  stream.on("error", (err) => {
    if (gone) return;
    gone = true;
    if (err.code === void 0 || !GONE.has(err.code)) failed(err.message);
  });
  return (text3) => {
    if (!gone && !stream.destroyed) stream.write(text3);
  };
}

// src/cli-main.ts
init_validate2();

// src/shell/cli/warm-up.ts
init_define_WARM_UP_RECORDS();
init_validate();
init_validate3();
function warmValidate() {
  if (typeof define_WARM_UP_RECORDS_default === "undefined") return;
  const encoder = new TextEncoder();
  const files = define_WARM_UP_RECORDS_default.map((r) => ({ path: r.path, bytes: encoder.encode(r.text) }));
  printReport(validateRegistry(files), "text", { cwd: "/", out: () => {
  }, err: () => {
  }, errIsTty: false });
}
function warmUp(command2) {
  if (command2 === "validate") warmValidate();
}

// src/cli-main.ts
async function start(entry) {
  if (await serveValidationWorker()) return;
  let failure = false;
  const failed = (where) => (why) => {
    failure = true;
    process.exitCode = EXIT.usage;
    if (where === "stdout" && !process.stderr.destroyed)
      process.stderr.write(`model-registry: cannot write to stdout: ${why}
`, () => {
      });
  };
  const code = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    out: pipeWriter(process.stdout, failed("stdout")),
    err: pipeWriter(process.stderr, failed("stderr")),
    errIsTty: Boolean(process.stderr.isTTY),
    workerUrl: entry,
    readStdin: async () => {
      const chunks = [];
      for await (const chunk of process.stdin) chunks.push(chunk);
      return Buffer.concat(chunks);
    }
  });
  process.exitCode = failure ? EXIT.usage : code;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  start,
  warmUp
});
