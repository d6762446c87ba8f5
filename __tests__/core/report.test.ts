import { itemDescription } from '../../src/core/render/item-text.js';
import { truncateUtf8, utf8Bytes } from '../../src/core/report/byte-size.js';
import { diagnosticLine, summaryLine } from '../../src/core/report/diagnostics-text.js';
import { codeBlock, escapeInline } from '../../src/core/report/markdown.js';
import { PREVIEW_MARKER, previewMarkdown } from '../../src/core/report/preview.js';
import { previewMarker, registryName } from '../../src/core/report/registry-name.js';
import { blobLineUrl, validationMarkdown } from '../../src/core/report/validation-markdown.js';
import { workflowCommand } from '../../src/core/report/workflow-commands.js';
import type { Diagnostic, DriftEvent } from '../../src/core/types.js';

const diag = (over: Partial<Diagnostic> = {}): Diagnostic => ({
  file: 'models/a/b.toml',
  line: 3,
  column: 7,
  pointer: '/model/status',
  rule: 'schema/enum',
  message: 'model.status must be one of available, preview, unknown, found "gone"',
  severity: 'error',
  ...over,
});

const event = (i: number, changes = 1): DriftEvent => ({
  type: 'model_updated',
  id: `sha:lab/m-${i}`,
  model: {
    id: `lab/m-${i}`,
    lab: 'Lab',
    modality: 'video',
    name: `Model ${i}`,
    path: `models/lab/m-${i}.toml`,
  },
  commit: {
    sha: 'sha',
    date: '2026-08-11T13:55:47Z',
    message: 'm',
    url: 'https://github.com/o/r/commit/sha',
  },
  changes: Array.from({ length: changes }, (_, k) => ({
    path: `f${k}`,
    kind: 'changed' as const,
    before: k,
    after: k + 1,
  })),
});

describe('markdown helpers', () => {
  it('fences code with more backticks than it contains', () => {
    expect(codeBlock('a ``` b')).toBe('````text\na ``` b\n````');
    expect(codeBlock('plain')).toBe('```text\nplain\n```');
  });

  it('escapes HTML and markdown in inline text', () => {
    expect(escapeInline('<script>|*x*\n`y`')).toBe('&lt;script&gt;\\|\\*x\\* \\`y\\`');
    // Every line break is a space, a lone CR and CRLF alike (markdown ends a line at either).
    expect(escapeInline('a\rb\r\nc')).toBe('a b c');
  });

  it('hostile record text pings nobody, links nothing and carries no bidi or control characters', () => {
    const hostile =
      '@octocat and @acme/admins see https://evil.example/x, HTTP://a.b, www.evil.example, #123, o/r#7, ' +
      'a@b.com ![img](https://x/y.png) [t](u) \u202Eevil\u202C \u2066iso\u2069 bell\u0007 del\u007f zw\u200b bom\ufeff';
    const md = escapeInline(hostile);
    expect(md).toBe(
      '@&#8203;octocat and @&#8203;acme/admins see https&#8203;://evil.example/x, HTTP&#8203;://a.b, ' +
        'www&#8203;.evil.example, \\#&#8203;123, o/r\\#&#8203;7, a@&#8203;b.com ' +
        '\\!\\[img\\](https&#8203;://x/y.png) \\[t\\](u) \\\\u202Eevil\\\\u202C \\\\u2066iso\\\\u2069 ' +
        'bell\\\\u0007 del\\\\u007F zw\\\\u200B bom\\\\uFEFF',
    );
    expect(md).not.toMatch(/@\w/);
    expect(md).not.toMatch(/https?:\/\//i);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: none may remain
    expect(md).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/);
    // Lone surrogates become visible too; a real pair (an emoji) stays.
    expect(escapeInline('a\ud800b \udc00 😀')).toBe('a\\\\uD800b \\\\uDC00 😀');
  });

  it('GH-26 references no issue either: GitHub links it to issue 26 as it does #26', () => {
    // docs.github.com, "Autolinked references and URLs": #26, GH-26 and owner/repo#26 all link issue 26.
    expect(escapeInline('see GH-26, gh-7 and o/r#3; GH-x and MGH-1 stay')).toBe(
      'see GH-&#8203;26, gh-&#8203;7 and o/r\\#&#8203;3; GH-x and MGH-1 stay',
    );
  });

  it('record text cannot open GitHub math (MathJax in comments, summaries and check runs)', () => {
    // `$…$`, `$\`…\`$` and `$$…$$` render as math in pull request comments: a model name could put
    // "\Huge\color{green} Approved" in the bot's comment. GitHub's documented escape for a `$` outside
    // math is a span around it (docs.github.com, "Writing mathematical expressions").
    const $ = '<span>$</span>';
    expect(escapeInline('$\\Huge\\color{green}{ok}$ and $`x`$ then $$y$$ for $5')).toBe(
      `${$}\\\\Huge\\\\color{green}{ok}${$} and ${$}\\\`x\\\`${$} then ${$}${$}y${$}${$} for ${$}5`,
    );
  });

  it('a megabyte of text that almost makes an autolink is escaped in one pass (no backtracking)', () => {
    // Every `a` after a `.` could start a `scheme://`: a pattern that tried each one to the end of the
    // text took minutes on a name this long (a record may be 1 MiB), with the pull request's check waiting.
    const almost = `${'a.'.repeat(500_000)} end`;
    expect(escapeInline(almost)).toBe(almost);
    expect(escapeInline(`${'a.'.repeat(500_000)}://x`)).toBe(`${'a.'.repeat(500_000)}&#8203;://x`);
    expect(escapeInline('see https://a.example')).toBe('see https&#8203;://a.example');
  });

  it('fences a value with hundreds of thousands of backtick runs', () => {
    // The longest run was found by spreading every run into Math.max: past about 120,000 arguments
    // V8 throws "Maximum call stack size exceeded", and the pull request's run failed on its preview.
    const ticks = `${'`a'.repeat(200_000)}\`\`\`\``;
    expect(codeBlock(ticks)).toBe(`\`\`\`\`\`text\n${ticks}\n\`\`\`\`\``);
    const e = event(1);
    e.changes[0]!.after = ticks;
    // Room for the 400 kB event whole (an event may take a quarter of the preview).
    const md = previewMarkdown({ events: [e], changedRecords: 1, errorCount: 0 }, 2_000_000);
    expect(md).toContain(`\`\`\`\`\`text\nf0: 0 -> ${JSON.stringify(ticks)}\n\`\`\`\`\``);
  });

  it('code blocks keep lines and tabs but show bidi and control characters', () => {
    expect(codeBlock('a\tb\nc\u202Ed\re')).toBe('```text\na\tb\nc\\u202Ed\\u000De\n```');
  });
});

describe('byte-counted sizes', () => {
  it('counts UTF-8 bytes: ASCII 1, accents 2, CJK 3, emoji 4', () => {
    expect(utf8Bytes('a')).toBe(1);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('模型')).toBe(6);
    expect(utf8Bytes('😀')).toBe(4);
    expect(utf8Bytes('模型😀é')).toBe(Buffer.byteLength('模型😀é'));
  });

  it('cuts on a character boundary, with the note inside the limit', () => {
    expect(truncateUtf8('short', 10, '…')).toBe('short');
    const emoji = '😀'.repeat(100);
    const cut = truncateUtf8(emoji, 50, ' (cut)');
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(50);
    expect(cut).toBe(`${'😀'.repeat(11)} (cut)`);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/); // no half emoji
    const cjk = truncateUtf8('模'.repeat(1000), 100, '…');
    expect(Buffer.byteLength(cjk)).toBeLessThanOrEqual(100);
    expect(cjk).toBe(`${'模'.repeat(32)}…`);
  });

  it('cuts two-byte characters two bytes each', () => {
    expect(truncateUtf8('éééé', 4)).toBe('éé');
    expect(truncateUtf8('éééé', 5)).toBe('éé');
    expect(truncateUtf8('aéééé', 6, '…')).toBe('aé…');
  });
});

describe('previewMarkdown', () => {
  it('lists each event with its RSS title and lines', () => {
    const md = previewMarkdown({ events: [event(1, 2)], changedRecords: 1, errorCount: 0 }, 10_000);
    expect(md).toBe(
      `${PREVIEW_MARKER}\n### Model registry: drift preview\n\nMerging publishes 1 feed event:\n\n#### \`lab/m-1\` Model 1: 2 fields changed\n\n\`\`\`text\nf0: 0 -> 1\nf1: 1 -> 2\n\`\`\`\n\n`,
    );
  });

  it('keeps to the size limit with whole events, and says how many it left out', () => {
    const events = Array.from({ length: 200 }, (_, i) => event(i, 5));
    const md = previewMarkdown({ events, changedRecords: 200, errorCount: 0 }, 5_000);
    expect(md.length).toBeLessThanOrEqual(5_000);
    const shown = md.match(/^#### /gm)!.length;
    expect(shown).toBeGreaterThan(0);
    expect(md).toContain(`… and ${200 - shown} more events; the job summary lists them all.`);
    expect(md.match(/^```/gm)!.length % 2).toBe(0); // no code block cut in half
  });

  it('stays within any limit, the line about the rest included', () => {
    // The last event is dropped while the "… and N more events" line still fits after it.
    const events = Array.from({ length: 40 }, (_, i) => event(i, 3));
    const where = [undefined, { diff: 'model-registry diff --base main' }, { diff: 'd', summaryShows: 7 }];
    for (const elsewhere of where)
      for (let max = 1_000; max <= 3_000; max += 7) {
        const md = previewMarkdown({ events, changedRecords: 40, errorCount: 0, elsewhere }, max);
        expect([max, utf8Bytes(md) <= max]).toEqual([max, true]);
        expect(md).toMatch(/… and \d+ more events[;:,]/);
      }
  });

  it('shows an event exactly a quarter of the limit whole; one byte more is cut with a note', () => {
    const e = event(1);
    e.changes[0]!.after = 'x'.repeat(1_000);
    const whole = itemDescription(e);
    const quarter = utf8Bytes(whole);
    const exact = previewMarkdown({ events: [e], changedRecords: 1, errorCount: 0 }, quarter * 4);
    expect(exact).toContain(`\`\`\`text\n${whole}\n\`\`\``);
    expect(exact).not.toContain('more bytes of this event');
    const less = previewMarkdown({ events: [e], changedRecords: 1, errorCount: 0 }, quarter * 4 - 4);
    expect(less).toContain('… (1 more bytes of this event: `model-registry diff` shows it whole)');
  });

  it('says the job summary lists them all when it shows exactly as many events as there are', () => {
    const events = Array.from({ length: 30 }, (_, i) => event(i, 5));
    const comment = (summaryShows: number) =>
      previewMarkdown(
        { events, changedRecords: 30, errorCount: 0, elsewhere: { diff: 'd', summaryShows } },
        2_000,
      );
    expect(comment(30)).toMatch(/… and \d+ more events; the job summary lists them all\.\n$/);
    const cut =
      /… and (\d+) more events: the job summary lists (\d+) more of them, and `d` every one\.\n$/.exec(
        comment(29),
      );
    // The summary shows 29 of the 30: all that the comment leaves out but one.
    expect(cut).not.toBeNull();
    expect(Number(cut![2])).toBe(Number(cut![1]) - 1);
  });

  it('counts its limit in bytes: multi-byte names cannot push it over', () => {
    const events = Array.from({ length: 300 }, (_, i) => ({
      ...event(i, 3),
      model: { ...event(i).model, name: `模型😀${'é'.repeat(50)}` },
    }));
    const md = previewMarkdown({ events, changedRecords: 300, errorCount: 0 }, 20_000);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(20_000);
    expect(md.length).toBeLessThan(15_000); // a character count would have let it run to 20,000 units
  });

  it('of several commits a rebase merge may publish one by one: the events are those of one commit', () => {
    const md = previewMarkdown(
      { events: [event(1, 2)], changedRecords: 1, errorCount: 0, rebaseCommits: 3 },
      10_000,
    );
    expect(md).toContain(
      "Merging as one commit (squash, or a merge commit) publishes 1 feed event:\n\nA rebase merge publishes each of this pull request's 3 commits on its own instead: an event per commit and model it changes.\n\n#### ",
    );
    // An edit and its revert are no change merged as one commit, two events rebased.
    expect(
      previewMarkdown({ events: [], changedRecords: 1, errorCount: 0, rebaseCommits: 2 }, 1000),
    ).toContain(
      "change no data: merged as one commit (squash, or a merge commit), the feed stays as it is.\n\nA rebase merge publishes each of this pull request's 2 commits",
    );
  });

  it('says where a merge goes when merging does not publish: another base branch, a closed pull request', () => {
    const events = [event(1, 2)];
    const into = previewMarkdown(
      {
        events,
        changedRecords: 1,
        errorCount: 0,
        rebaseCommits: 3,
        target: { base: 'develop', defaultBranch: 'main' },
      },
      10_000,
    );
    expect(into).toContain(
      'Merging into `develop` publishes nothing by itself: the feed is published from `main`, where these changes make 1 feed event:\n\n#### ',
    );
    expect(into).not.toContain('rebase'); // no merge method publishes into develop
    const merged = { events, changedRecords: 1, errorCount: 0, target: { closed: 'merged' as const } };
    expect(previewMarkdown(merged, 10_000)).toContain('Merged: its push publishes 1 feed event:\n\n#### ');
    expect(
      previewMarkdown({ events, changedRecords: 1, errorCount: 2, target: { closed: 'unmerged' } }, 10_000),
    ).toBe(
      `${PREVIEW_MARKER}\n### Model registry: drift preview\n\nClosed without merging: nothing is published.\n`,
    );
    // A branch name is the pull request author's text: a backtick in it cannot end the code span.
    const odd = previewMarkdown(
      { events, changedRecords: 1, errorCount: 0, target: { base: 'a`b', defaultBranch: 'main' } },
      10_000,
    );
    expect(odd).not.toContain('`a`b`');
    expect(odd).toContain('Merging into a');
  });

  it('says when a pull request changes records without changing data', () => {
    expect(previewMarkdown({ events: [], changedRecords: 2, errorCount: 0 }, 1000)).toContain(
      'The record changes in this pull request change no data: the feed stays as it is.',
    );
  });

  it('says how many changed records are left out until their errors are fixed, with events or without', () => {
    // A record emptied (file/empty) or left unparseable made "change no data: the feed stays as it is",
    // and beside another record's event it went unmentioned.
    const none = previewMarkdown({ events: [], changedRecords: 1, errorCount: 1, leftOut: 1 }, 1000);
    expect(none).not.toContain('change no data');
    expect(none).toContain(
      'No feed event to preview: 1 changed record is not previewed until its errors are fixed.\n',
    );
    const some = previewMarkdown({ events: [], changedRecords: 3, errorCount: 2, leftOut: 2 }, 1000);
    expect(some).toContain(
      'No feed event to preview: 2 changed records are not previewed until their errors are fixed. The other record changes change no data.\n',
    );
    const beside = previewMarkdown(
      { events: [event(1, 2)], changedRecords: 2, errorCount: 1, leftOut: 1 },
      10_000,
    );
    expect(beside).toContain(
      '1 changed record is not previewed until its errors are fixed.\n\nMerging publishes 1 feed event:\n\n#### ',
    );
  });

  it('records the run did not read are said to be not previewed, never "change no data"', () => {
    const unread = { count: 2, why: '2 changed records are not read (why).' };
    const only = previewMarkdown({ events: [], changedRecords: 2, errorCount: 0, unread }, 1000);
    expect(only).toContain('No feed event to preview: 2 changed records are not read (why).\n');
    const withErrors = previewMarkdown(
      { events: [], changedRecords: 4, errorCount: 1, leftOut: 1, unread },
      1000,
    );
    expect(withErrors).toContain(
      'No feed event to preview: 1 changed record is not previewed until its errors are fixed. 2 changed records are not read (why). The other record changes change no data.\n',
    );
    const beside = previewMarkdown(
      { events: [event(1, 2)], changedRecords: 3, errorCount: 0, unread },
      10_000,
    );
    expect(beside).toContain('2 changed records are not read (why).\n\nMerging publishes 1 feed event:');
  });

  it('with errors in records that parse and no data changed, says so: none is left out', () => {
    // A comment edited in a record with a schema error: it parses, so it is measured, and changes nothing.
    expect(previewMarkdown({ events: [], changedRecords: 1, errorCount: 1, leftOut: 0 }, 1000)).toContain(
      'The record changes in this pull request change no data: the feed stays as it is.',
    );
  });
});

describe('registry names (one check run and one comment per models folder)', () => {
  it("keeps the default folder's names, which branch protections require, and names any other folder", () => {
    expect(registryName('models')).toBe('Model registry');
    expect(previewMarker('models')).toBe(PREVIEW_MARKER);
    expect(registryName('text/models')).toBe('Model registry (text/models)');
    expect(registryName('.')).toBe('Model registry (.)');
    expect(previewMarker('text/models')).toBe(
      '<!-- model-registry-action:drift-preview models-dir=text/models -->',
    );
  });

  it('no marker holds another, and a folder cannot end the hidden comment early', () => {
    const dirs = ['models', 'text/models', 'a/text/models', 'text/models/x', '.', 'a-->b', 'a--!>b'];
    for (const a of dirs)
      for (const b of dirs)
        if (a !== b) expect([a, b, previewMarker(a).includes(previewMarker(b))]).toEqual([a, b, false]);
    for (const dir of dirs) expect(previewMarker(dir).indexOf('>')).toBe(previewMarker(dir).length - 1);
  });

  it('names the folder in the preview heading and marker', () => {
    const md = previewMarkdown(
      { events: [], changedRecords: 0, errorCount: 0, modelsDir: 'image_models' },
      1000,
    );
    expect(md).toBe(
      `${previewMarker('image_models')}\n### Model registry (image\\_models): drift preview\n\nThis pull request changes no model records.\n`,
    );
  });
});

describe('validation reports', () => {
  it('prints file:line:col, rule and message, and a summary', () => {
    expect(diagnosticLine(diag())).toBe(
      'models/a/b.toml:3:7: schema/enum  model.status must be one of available, preview, unknown, found "gone"',
    );
    expect(summaryLine(4, [diag(), diag({ file: 'models/c/d.toml' })])).toBe(
      '2 errors in 2 files (4 files checked)',
    );
    expect(summaryLine(1, [])).toBe('1 file valid');
  });

  it("reads as vim's default errorformat `%f:%l:%c:%m` (gcc, eslint -f unix, yamllint -f parsable): file, line and column", () => {
    // Before: `FILE:3:7  RULE`, no colon after the column: vim took `7  RULE…` as no column at all.
    // %f stops at the first colon followed by digits and a colon; %l and %c take digits; %m the rest.
    const errorformat = /^(?<f>.+?):(?<l>\d+):(?<c>\d+):(?<m>.*)$/;
    for (const d of [diag(), diag({ severity: 'warning', line: 12, column: 40 })]) {
      const m = errorformat.exec(diagnosticLine(d))?.groups;
      expect(m).toEqual({
        f: d.file,
        l: String(d.line),
        c: String(d.column),
        m: expect.stringContaining(d.rule),
      });
      expect(m?.m).toMatch(/^ \S/);
    }
  });

  it('escapes workflow-command properties and data', () => {
    const d = diag({ file: 'models/a,b:c.toml', message: '100% bad\nline two' });
    expect(workflowCommand(d)).toBe(
      '::error file=models/a%2Cb%3Ac.toml,line=3,col=7,title=schema/enum::100%25 bad%0Aline two',
    );
  });

  it('tables every diagnostic with escaped cells, up to the size limit', () => {
    const md = validationMarkdown([diag({ message: 'a | b <i>' })], 3, (p) => `registry/${p}`, 10_000);
    expect(md).toBe(
      '### Model registry: 1 validation error\n\n| Where | Level | Rule | Problem |\n| --- | --- | --- | --- |\n| registry/models/a/b.toml:3:7 | error | schema/enum | a \\| b &lt;i&gt; |\n',
    );
    const many = validationMarkdown(
      Array.from({ length: 500 }, () => diag()),
      3,
      (p) => p,
      5_000,
    );
    expect(many.length).toBeLessThanOrEqual(5_000);
    const rows = many.split('\n').filter((l) => l.startsWith('| models/')).length;
    expect(rows).toBeGreaterThan(0);
    expect(many).toMatch(new RegExp(`… ${500 - rows} more not shown \\(summary size limit\\)\\.\n$`));
    // Nothing validated (a pull request that only removes records) is said as such, not "0 … valid".
    expect(validationMarkdown([], 0, (p) => p, 5_000)).toBe(
      '### Model registry: no record files to validate\n',
    );
  });
});

describe('blobLineUrl', () => {
  it('encodes each path segment, parentheses too, so a file name cannot end a markdown link', () => {
    expect(blobLineUrl('https://github.com/o/r', 'abc123', 'models/a b/x(1)#.toml', 3)).toBe(
      'https://github.com/o/r/blob/abc123/models/a%20b/x%281%29%23.toml#L3',
    );
  });
});
