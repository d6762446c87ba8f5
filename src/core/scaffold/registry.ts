// `model-registry init`: the files of a new registry, as plain text (the shell writes them).
// The example record is examples/registry's aurora-image-1 under a placeholder lab, so it passes
// validation and gives the first publish one model with a real-looking profile and price.
import { shellWord, yamlScalar } from './quote.js';

export const SCHEMA_PATH = 'schema/source-record.v1.schema.json';

/** Where this action lives on GitHub (registry.yml's `uses:` names the same repository; a test checks). */
export const ACTION_REPOSITORY = 'model-registry-action/model-registry-action';

export interface ScaffoldInput {
  /** The action's version (package.json): the workflow calls the reusable workflow at `v<version>`. */
  version: string;
  /** `owner/name` the action is used from. */
  actionRepository: string;
  /** The models folder in the repository: models, data/models, or . for the root. */
  modelsDir: string;
  /** Absolute, ends with `/`: the registry's site; null when unknown (the schema then comes from the tag). */
  siteUrl: string | null;
  /** Whether the workflow passes `site-url` (it was given explicitly, not derived). */
  passSiteUrl: boolean;
  /** The site's custom domain (a checked host name), passed to the workflow as `cname`; null: none. */
  cname?: string | null;
  /** The branch whose pushes publish. */
  branch: string;
  /** Whether to write the example record (not in a models folder that already holds records). */
  example?: boolean;
}

export const EXAMPLE_RECORD = 'models/example-lab/example-image-1.toml';

/** Where editors fetch the schema from: the registry's own site, else the action's tag on GitHub. */
export function schemaUrl(input: Pick<ScaffoldInput, 'siteUrl' | 'version' | 'actionRepository'>): string {
  return input.siteUrl
    ? `${input.siteUrl}${SCHEMA_PATH}`
    : `https://raw.githubusercontent.com/${input.actionRepository}/v${input.version}/${SCHEMA_PATH}`;
}

/** The CLI of this release through npx, which needs no install (npx puts nothing on PATH). */
export function npxCommand(input: Pick<ScaffoldInput, 'actionRepository' | 'version'>): string {
  return `npx github:${input.actionRepository}#v${input.version}`;
}

/** Repository path → text. `recordPath` maps `models/...` to the models folder. */
export function scaffoldFiles(input: ScaffoldInput, recordPath: (p: string) => string): Map<string, string> {
  const example: [string, string][] =
    input.example === false ? [] : [[recordPath(EXAMPLE_RECORD), exampleRecord(schemaUrl(input))]];
  return new Map([
    ...example,
    ['.github/workflows/model-registry.yml', workflow(input)],
    ['README.md', readme(input, recordPath)],
  ]);
}

/** The README is a convenience: an existing one is kept, never replaced. */
export const OPTIONAL_FILES = new Set(['README.md']);

function workflow(input: ScaffoldInput): string {
  const extra =
    (input.passSiteUrl && input.siteUrl ? `\n      site-url: ${yamlScalar(input.siteUrl)}` : '') +
    (input.cname
      ? `\n      cname: ${yamlScalar(input.cname)}  # written to gh-pages' CNAME on every publish`
      : '');
  return `# Validates records on pull requests (annotations + a drift preview comment) and publishes the
# catalog, the drift feeds and the site to the gh-pages branch on pushes to ${input.branch}.
# Then turn Pages on: Settings → Pages → Deploy from a branch → gh-pages, / (root).
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

/** ` --models-dir DIR` for a folder other than the default, as a shell word. */
export function modelsDirFlag(modelsDir: string): string {
  return modelsDir === 'models' ? '' : ` --models-dir ${shellWord(modelsDir)}`;
}

function readme(input: ScaffoldInput, recordPath: (p: string) => string): string {
  const site = input.siteUrl ?? 'https://<owner>.github.io/<repo>/';
  return `# Model registry

One TOML record per generative model, at \`${recordPath('models/<lab_slug>/<model_slug>.toml')}\`,
validated and published by [model-registry-action](https://github.com/${input.actionRepository}).

- Add or change a record in a pull request: the check annotates problems at their lines and
  comments the changes the merge will publish.
- Pushes to \`${input.branch}\` publish the catalog, the drift feeds and the site to \`gh-pages\`.
  Turn Pages on once: Settings → Pages → Deploy from a branch → \`gh-pages\`, \`/ (root)\`.

Site: ${site} · catalog: ${site}api/index.json · changes: ${site}drift.atom.xml

Check locally before pushing:

\`\`\`sh
${npxCommand(input)} validate${modelsDirFlag(input.modelsDir)}
\`\`\`
${input.example === false ? '' : `\n\`${recordPath(EXAMPLE_RECORD)}\` is an example: replace it with your first real record.\n`}`;
}

function exampleRecord(schema: string): string {
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
