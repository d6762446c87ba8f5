import { diagnosticLine } from '../../src/core/report/diagnostics-text.js';
import {
  inertLine,
  inertLines,
  visibleControls,
  workflowCommand,
} from '../../src/core/report/workflow-commands.js';
import type { Diagnostic } from '../../src/core/types.js';

const d = (file: string, message: string): Diagnostic => ({
  file,
  line: 1,
  column: 1,
  pointer: '',
  rule: 'file/location',
  message,
  severity: 'error',
});

describe('no output line can be forged into a workflow command', () => {
  const evil = 'models/a/x\n::warning::pwned\r::set-output name=valid::true\u001b[2J.toml';

  it('text: control characters are shown, the diagnostic stays on one line', () => {
    const line = diagnosticLine(d(evil, `bad ${evil}`));
    expect(line.split(/[\r\n]/)).toHaveLength(1);
    expect(line).toContain('x\\n::warning::pwned\\r::set-output name=valid::true\\u001b[2J.toml');
  });

  it('github: line breaks become %0A/%0D (the file property keeps naming the real file)', () => {
    const cmd = workflowCommand(d(evil, `bad ${evil}`));
    expect(cmd.split(/[\r\n]/)).toHaveLength(1);
    expect(cmd).toMatch(
      /^::error file=models\/a\/x%0A%3A%3Awarning%3A%3Apwned%0D%3A%3Aset-output name=valid/,
    );
    expect(cmd).toMatch(/::bad models\/a\/x%0A::warning::pwned%0D::set-output name=valid::true\\u001b\[2J/);
  });

  it('visibleControls names C0, DEL, C1 and Unicode line separators', () => {
    expect(visibleControls('a\tb\u0000\u007f\u0085\u2028\u2029z')).toBe(
      'a\\tb\\u0000\\u007f\\u0085\\u2028\\u2029z',
    );
  });

  it('bidi controls are named too, so a file name cannot read as another; right-to-left letters stay', () => {
    const spoof = 'models/acme/a\u202elmth.toml'; // shows as "models/acme/atoml.html"
    expect(visibleControls(spoof)).toBe('models/acme/a\\u202elmth.toml');
    expect(visibleControls('\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069')).toBe(
      '\\u061c\\u200e\\u200f\\u202a\\u202b\\u202c\\u202d\\u2066\\u2067\\u2068\\u2069',
    );
    expect(visibleControls('نموذج מודל')).toBe('نموذج מודל');
    // The file property names the real file (for GitHub to place the annotation); the message shows it.
    const cmd = workflowCommand(d('models/a/x.toml', `bad value in ${spoof}`));
    expect(cmd).toBe(
      '::error file=models/a/x.toml,line=1,col=1,title=file/location::bad value in models/acme/a\\u202elmth.toml',
    );
    expect(diagnosticLine(d(spoof, 'bad'))).not.toMatch(/\u202e/);
  });

  it('a log line that would start a command, after any white space the runner trims (NEL too), is printed from ./', () => {
    expect(inertLine('::error::x')).toBe('./::error::x');
    expect(inertLine(' \t\u0085\u00a0::add-mask::y')).toBe('./::add-mask::y');
    expect(inertLine('a ::error::x')).toBe('a ::error::x');
    expect(inertLine(':: no')).toBe('./:: no');
    expect(inertLines('a\r::warning::b\r\n c\n\u0085::notice::d')).toBe(
      'a\n./::warning::b\n c\n./::notice::d',
    );
  });
});
