// Grows a synthetic registry history with `git fast-import`: `records` records created in the first
// commits, then commits that each change one to three records, until `commits` commits exist.
// Deterministic (seeded), so every run measures the same repository.
import { spawn } from 'node:child_process';

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Real records average about 13 KB (54 MB over 4,118 versions); these pad to that size.
const LANGUAGES = Array.from({ length: 74 }, (_, i) => [
  `l${String(i).padStart(2, '0')}`,
  `Language number ${i}`,
]);
const LIMITATIONS = Array.from(
  { length: 34 },
  (_, i) =>
    `Limitation ${i}: outputs above the published resolution tier are downscaled, and prompts longer than the documented maximum are truncated without notice.`,
);

export function recordText(lab, slug, v) {
  const date = `2026-${String(1 + (v % 12)).padStart(2, '0')}-${String(1 + (v % 28)).padStart(2, '0')}`;
  const aliases = v % 3 === 0 ? `aliases = ["${slug}-v${v}"]\n` : '';
  return `schema_version = 1
documentation_state = "documented"

[model]
id = "${lab}/${slug}"
name = "${slug} model"
${aliases}lab = "${lab}"
modality = "${['image', 'video', 'audio'][slug.length % 3]}"
status = "available"
source_ids = ["docs", "api"]

[verification]
state = "unverified"

[[api_identifiers]]
kind = "model_id"
value = "${slug}"
source_ids = ["api"]

[language_support]
state = "supported"
scope = "prompt_input"
listed_count = ${LANGUAGES.length}
languages = [
${LANGUAGES.map(([code, name]) => `  { name = "${name}", code = "${code}" },`).join('\n')}
]
source_ids = ["docs"]

[[capability_profiles]]
id = "generate"
task = "text_to_image"
endpoint = "POST /v1/${slug}"
source_ids = ["api"]

[capability_profiles.text_input]
state = "supported"
unit = "character"
max = ${1000 + v * 7}
source_ids = ["api"]

[capability_profiles.size]
state = "supported"
mode = "exact_set"
unit = "resolution_tier"
default = "720p"
source_ids = ["docs"]

[[capability_profiles.size.options]]
id = "720p"
aspect_ratios = ["16:9", "9:16", "1:1"]
source_ids = ["docs"]

[[capability_profiles.size.options]]
id = "1080p"
aspect_ratios = ["16:9"]
source_ids = ["docs"]

[[capability_profiles.controls]]
name = "seed"
state = "supported"
mode = "range"
min = 0
max = ${2 ** 31 + v}
source_ids = ["api"]

[pricing]
state = "known"
source_ids = ["pricing"]

[[pricing.charges]]
id = "output"
state = "known"
kind = "metered"
amount = ${(0.01 * (1 + (v % 9))).toFixed(2)}
denomination = "USD"
per = 1
unit = "output_megapixel"
source_ids = ["pricing"]

${LIMITATIONS.map((summary, i) => `[[limitations]]\nid = "limit-${i}"\nsummary = "${summary}"\nsource_ids = ["docs"]\n`).join('\n')}
[[sources]]
id = "docs"
kind = "documentation"
url = "https://example.org/${lab}/${slug}"
retrieved_on = ${date}

[[sources]]
id = "api"
kind = "api_reference"
url = "https://example.org/${lab}/${slug}/api"
retrieved_on = ${date}

[[sources]]
id = "pricing"
kind = "pricing"
url = "https://example.org/${lab}/pricing"
retrieved_on = ${date}
`;
}

/** Writes the history into the (empty, initialised) repository at `dir`; resolves to the record count. */
export function growHistory(dir, { records, commits, seed = 7 }) {
  const rand = rng(seed);
  const names = Array.from({ length: records }, (_, i) => [`lab-${i % 25}`, `model-${i}`]);
  const version = new Array(records).fill(0);
  const child = spawn('git', ['fast-import', '--quiet'], { cwd: dir, stdio: ['pipe', 'inherit', 'inherit'] });
  const chunks = [];
  const flush = () => {
    if (chunks.length > 0) child.stdin.write(chunks.splice(0).join(''));
  };
  const t0 = Date.parse('2024-01-01T00:00:00Z') / 1000;
  const perCreate = Math.max(1, Math.ceil(records / Math.max(1, Math.floor(commits / 10))));
  let created = 0;
  for (let c = 0; c < commits; c++) {
    const touched = new Set();
    if (created < records) {
      for (let k = 0; k < perCreate && created < records; k++) touched.add(created++);
    } else {
      const n = 1 + Math.floor(rand() * 3);
      for (let k = 0; k < n; k++) touched.add(Math.floor(rand() * records));
    }
    const msg = `change ${[...touched].map((i) => names[i][1]).join(', ')}`;
    const when = t0 + c * 3600;
    chunks.push(`commit refs/heads/main\ncommitter Bench <bench@example.org> ${when} +0000\n`);
    chunks.push(`data ${Buffer.byteLength(msg)}\n${msg}\n`);
    for (const i of touched) {
      if (version[i] > 0 || c >= 1) version[i]++;
      const text = recordText(names[i][0], names[i][1], version[i]);
      chunks.push(
        `M 100644 inline models/${names[i][0]}/${names[i][1]}.toml\ndata ${Buffer.byteLength(text)}\n${text}\n`,
      );
    }
    if (chunks.length > 500) flush();
  }
  flush();
  child.stdin.end();
  return new Promise((resolve, reject) => {
    child.on('close', (code) =>
      code === 0 ? resolve(records) : reject(new Error(`git fast-import exit ${code}`)),
    );
  });
}
