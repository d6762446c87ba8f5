// Worker-thread validation must give exactly what one thread gives, errors and duplicates included.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { record } from '../helpers/records.js';
import { runCli } from './run-cli.js';

describe('validate on worker threads', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'parallel-'));
    for (let i = 0; i < 600; i++) {
      const lab = `lab-${i % 7}`;
      let text = record(lab, `m-${i}`);
      if (i % 50 === 3) text = text.replace('max = 8', 'max = 0'); // a schema error (no range error beside it)
      if (i % 97 === 5) text = text.replace(`id = "${lab}/m-${i}"`, 'id = "lab-0/m-0"'); // duplicate id
      if (i === 444) text = `${text}\nbroken = [`; // syntax error
      // Two byte order marks on a record with a duplicate id: the workers' text once dropped both,
      // so its model-id-path was placed at 1:1 there and at 5:3 on one thread; the second is an error.
      if (i === 102) text = `\uFEFF\uFEFF${text}`;
      mkdirSync(join(root, 'models', lab), { recursive: true });
      writeFileSync(join(root, 'models', lab, `m-${i}.toml`), text);
    }
    mkdirSync(join(root, 'models', 'Lab-Z'));
    writeFileSync(join(root, 'models', 'Lab-Z', 'm.toml'), record('lab-z', 'm')); // file/location
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports the same diagnostics with 1 and with 3 threads', async () => {
    const one = await runCli(['validate', '--root', root, '--format', 'json', '--jobs', '1'], root);
    const three = await runCli(['validate', '--root', root, '--format', 'json', '--jobs', '3'], root);
    expect(one.code).toBe(1);
    expect(three.code).toBe(1);
    const report = JSON.parse(one.stdout);
    expect(report.files).toBe(601);
    const rules = new Set(report.errors.map((e: { rule: string }) => e.rule));
    expect([...rules].sort()).toEqual(
      ['file/location', 'registry/model-id-path', 'schema/exclusive-minimum', 'toml/syntax'].sort(),
    );
    expect(three.stdout).toBe(one.stdout);
    expect(report.errors.filter((e: { file: string }) => e.file === 'models/lab-4/m-102.toml')).toEqual([
      expect.objectContaining({
        rule: 'toml/syntax',
        line: 1,
        column: 1,
        message: 'TOML syntax error: an invisible byte order mark (U+FEFF) is here: delete it',
      }),
    ]);
  });

  it('reports the same for a subset of files (only), with cross-record rules over all', async () => {
    const files = ['models/lab-0/m-0.toml', 'models/lab-5/m-5.toml', 'models/lab-3/m-3.toml'];
    const one = await runCli(['validate', '--format', 'json', '--jobs', '1', ...files], root);
    const two = await runCli(['validate', '--format', 'json', '--jobs', '2', ...files], root);
    expect(two.stdout).toBe(one.stdout);
    const report = JSON.parse(one.stdout);
    expect(new Set(report.errors.map((e: { file: string }) => e.file))).toEqual(
      new Set(['models/lab-5/m-5.toml', 'models/lab-3/m-3.toml']),
    );
    expect(report.errors).toContainEqual(
      expect.objectContaining({
        file: 'models/lab-5/m-5.toml',
        rule: 'registry/model-id-path',
        line: 5,
        message:
          'model.id must match the file path: expected "lab-5/m-5", found "lab-0/m-0", the id of models/lab-0/m-0.toml',
      }),
    );
  });

  it('names files as the repository has them, from the workers too, whatever the models folder is', async () => {
    // The models folder itself as the root, records at its top (--models-dir .).
    const args = ['validate', '--root', join(root, 'models'), '--models-dir', '.', '--format', 'json'];
    const one = await runCli([...args, '--jobs', '1'], root);
    const three = await runCli([...args, '--jobs', '3'], root);
    expect(three.stdout).toBe(one.stdout);
    const errors = JSON.parse(one.stdout).errors as { file: string; rule: string; message: string }[];
    const said = (rule: string) => errors.find((e) => e.rule === rule);
    expect(said('file/location')).toMatchObject({
      file: 'Lab-Z/m.toml',
      message: expect.stringMatching(
        /^a record must be at <lab_slug>\/<model_slug>\.toml, .*\(e\.g\. google\/veo-3-1\.toml\)/,
      ),
    });
    expect(said('registry/model-id-path')?.message).toMatch(/, the id of lab-0\/m-0\.toml$/);
  });
});
