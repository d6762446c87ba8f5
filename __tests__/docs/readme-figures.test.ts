// Each figure README (and docs/rules.md) states as a limit, cap or size is the constant in src that sets it, so changing
// one without the other fails here. README is read with its line breaks as spaces.
import { readFileSync } from 'node:fs';
import { CHANGE_PATH_CHARS } from '../../src/core/events.js';
import { FEED_BYTES } from '../../src/core/feeds/write.js';
import { FULL_CATALOG_MAX_BYTES, LAYOUT_VERSION } from '../../src/core/layout/catalog-index.js';
import { PAGE_BYTES, PAGE_EVENTS } from '../../src/core/layout/pages.js';
import { ITEM_HTML_CHARS, TITLE_NAME_CHARS, VALUE_LIMIT } from '../../src/core/render/item-text.js';
import { RSS_ITEMS } from '../../src/core/render/rss.js';
import {
  ANNOTATION_MESSAGE_BYTES,
  CHECK_OUTPUT_BYTES,
  COMMENT_BYTES,
  JOB_SUMMARY_BYTES,
} from '../../src/core/report/byte-size.js';
import { CHANGES_SHOWN } from '../../src/core/site/drift-pages.js';
import { MAX_DEPTH, MAX_VALUES } from '../../src/core/toml/limits.js';
import {
  MAX_DIAGNOSTICS_PER_FILE,
  MAX_RECORD_BYTES,
  MAX_STORED_BYTES,
  MAX_WORDED_PER_FILE,
} from '../../src/core/validate/index.js';
import { MAX_LISTED_CHARS } from '../../src/core/validate/messages/field-names.js';
import { MAX_SLUG } from '../../src/core/validate/paths.js';
import { DEEPEN_STEPS } from '../../src/shell/action/history.js';
import { PULL_FILES_CAP } from '../../src/shell/action/pull-request/files.js';
import { TARGET_READS_CAP } from '../../src/shell/action/pull-request/read-budget.js';
import { WORKFLOW_COMMAND_JOB_LIMIT, WORKFLOW_COMMAND_LIMIT } from '../../src/shell/action/report.js';
import { HELD_WAIT_MS } from '../../src/shell/fs/retry-held.js';
import {
  API_HISTORY_MAX_COMMITS,
  API_HISTORY_MAX_LISTED,
  API_HISTORY_MAX_REQUESTS,
} from '../../src/shell/github/api-history.js';
import { BATCH, MAX_ANNOTATIONS } from '../../src/shell/github/checks.js';
import { COMMIT_FILES_CAP, COMPARE_FILES_CAP, COMPARE_PER_PAGE } from '../../src/shell/github/commits-api.js';
import { MAX_RATE_LIMIT_WAIT_S, REQUEST_TIMEOUT_MS } from '../../src/shell/github/octokit.js';
import { INLINE_TREE_BYTES, MAX_PAGES_FILE_BYTES } from '../../src/shell/github/pages.js';
import { MIN_FILES, MIN_OFF_THREAD } from '../../src/shell/parallel/validate.js';

const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');
const n = (x: number) => x.toLocaleString('en-US');
const MiB = 1024 * 1024;

/** Each sentence README states, as the constants make it. */
const stated: string[] = [
  // Pull requests: annotations, files, workflow commands, report sizes.
  `in batches of ${BATCH}, at most ${n(MAX_ANNOTATIONS)} a run, errors first (${MAX_ANNOTATIONS / BATCH} requests`,
  `GitHub lists at most ${n(PULL_FILES_CAP)} files of a pull request`,
  `a pull request of more than ${TARGET_READS_CAP} record files`,
  `past ${TARGET_READS_CAP} of them nothing is read`,
  `GitHub shows ${WORKFLOW_COMMAND_LIMIT} errors and ${WORKFLOW_COMMAND_LIMIT} warnings of those per step, ${WORKFLOW_COMMAND_JOB_LIMIT} per job`,
  `check-run summary ${n(CHECK_OUTPUT_BYTES)}, comment ${n(COMMENT_BYTES)}, job summary ${JOB_SUMMARY_BYTES / MiB} MiB, annotation message ${ANNOTATION_MESSAGE_BYTES / 1024} KB`,
  // History read through git and the API.
  `git fetch --deepen\` (${DEEPEN_STEPS.join(', then ')} generations)`,
  `the listing (${COMPARE_PER_PAGE} a request)`,
  `at most ${API_HISTORY_MAX_COMMITS} first-parent commits and ${API_HISTORY_MAX_REQUESTS} requests for them per run, with at most ${n(API_HISTORY_MAX_LISTED)} commits listed in all (${API_HISTORY_MAX_LISTED / COMPARE_PER_PAGE} compare requests`,
  `compare lists at most ${COMPARE_FILES_CAP} files, a commit at most ${n(COMMIT_FILES_CAP)}`,
  `a wait of more than ${MAX_RATE_LIMIT_WAIT_S / 60} minutes`,
  `GitHub did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`,
  // Publishing.
  `Past ${INLINE_TREE_BYTES / MiB} MB of files in all, a full rebuild sends the changed files, and a push the files it rewrites, in several tree requests of at most ${INLINE_TREE_BYTES / MiB} MB`,
  `a file over GitHub's ${MAX_PAGES_FILE_BYTES / MiB} MB limit is refused`,
  // The published files.
  `the newest ${RSS_ITEMS} events`,
  `while it is at most ${FULL_CATALOG_MAX_BYTES / MiB} MiB`,
  `{ catalog_form: "index", counts, layout_version: ${LAYOUT_VERSION}, models: [summary…]`,
  `cut into pages of at most ${n(PAGE_EVENTS)} events or ${PAGE_BYTES / MiB} MiB`,
  `once per ${n(PAGE_EVENTS)} events`,
  `the newest two drift pages (at most 2 × ${PAGE_BYTES / MiB} MiB)`,
  `A value longer than ${VALUE_LIMIT} characters`,
  `within the item's ${ITEM_HTML_CHARS / 1024} K characters`,
  `A name is cut at ${TITLE_NAME_CHARS} characters`,
  `at most ${FEED_BYTES / MiB} MiB of items`,
  `would pass ${CHANGE_PATH_CHARS / MiB} MiB in all`,
  `it draws ${CHANGES_SHOWN} changes at a time`,
  // Records.
  `A record is at most ${MAX_RECORD_BYTES / MiB} MiB with LF line ends`,
  `nests at most ${MAX_DEPTH} levels and holds at most ${n(MAX_VALUES)} keys and values`,
  `a file over ${MAX_STORED_BYTES / MiB} MiB`,
  `A file's first ${MAX_DIAGNOSTICS_PER_FILE} problems are shown`,
  `for at most ${HELD_WAIT_MS / 1000} s`,
  // Speed.
  `from ${MIN_FILES} records the pull-request check and \`validate\``,
  `from ${n(MIN_OFF_THREAD)} records the head's checks run on a worker thread`,
];

test.each(stated)('README says: %s', (sentence) => {
  expect(readme).toContain(sentence);
});

const rules = readFileSync('docs/rules.md', 'utf8').replace(/\s+/g, ' ');

test.each([
  `At most ${MAX_DIAGNOSTICS_PER_FILE} diagnostics per file`,
  `Only the first ${MAX_WORDED_PER_FILE} problems of a file are worded and located`,
  `A record is at most ${MAX_RECORD_BYTES / MiB} MiB in its LF form`,
  `a file over ${MAX_STORED_BYTES / MiB} MiB is not even read`,
  `nest at most ${MAX_DEPTH} levels`,
  `A record has at most ${n(MAX_VALUES)} keys`,
  `of at most ${MAX_SLUG} characters`,
  `at most ${MAX_LISTED_CHARS} characters`,
])('docs/rules.md says: %s', (sentence) => {
  expect(rules).toContain(sentence);
});
