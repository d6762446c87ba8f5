// Small valid records for tests, written as a contributor would.

/** What a test may change in a record: labName is the lab's name where it is not its slug (`Zero Labs ` for `0`). */
export interface RecordExtras {
  name?: string;
  labName?: string;
  max?: number;
  status?: string;
}

export function record(lab: string, slug: string, extra: RecordExtras = {}): string {
  return `schema_version = 1
documentation_state = "documented"

[model]
id = "${lab}/${slug}"
name = "${extra.name ?? `${slug} model`}"
lab = "${extra.labName ?? lab}"
modality = "video"
status = "${extra.status ?? 'available'}"
source_ids = ["docs"]

[[capability_profiles]]
id = "t2v"
task = "text_to_video"
source_ids = ["docs"]

[capability_profiles.duration]
state = "supported"
mode = "range"
unit = "second"
min = 4
max = ${extra.max ?? 8}
source_ids = ["docs"]

[pricing]
state = "unknown"
source_ids = ["docs"]

[[sources]]
id = "docs"
kind = "documentation"
url = "https://example.org/${lab}/${slug}"
retrieved_on = 2026-08-10
`;
}
