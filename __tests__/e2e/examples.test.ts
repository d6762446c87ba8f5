// The bundled example registry: valid, and the same as the last state of the example history that
// `npm run demo` replays (the project's own CI checks pull requests against it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCli } from './run-cli.js';

const top = process.cwd();
const registry = resolve(top, 'examples/registry');
const history = resolve(top, 'examples/history');

function tomlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? tomlFiles(dir, rel) : e.name.endsWith('.toml') ? [rel] : [];
  });
}

describe('examples', () => {
  it('the example registry validates clean', async () => {
    const r = await runCli(['validate', '--root', registry], top);
    expect(r).toMatchObject({ code: 0, stdout: '3 files valid\n' });
  });

  it('the example registry is the last state of the example history', () => {
    const last = new Map<string, string>();
    for (const step of readdirSync(history).sort()) {
      const models = join(history, step, 'models');
      if (!existsSync(models)) continue;
      for (const f of tomlFiles(models)) last.set(f, readFileSync(join(models, f), 'utf8'));
    }
    const now = new Map(
      tomlFiles(join(registry, 'models')).map((f) => [f, readFileSync(join(registry, 'models', f), 'utf8')]),
    );
    expect(now).toEqual(last);
  });
});
