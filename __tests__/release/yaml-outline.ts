// A reader for the block-style YAML of action.yml and the workflows (no yaml package is installed).
// What it reads: nested block mappings and `- ` sequences by indentation, plain and quoted scalars,
// folded/literal block scalars (`>-`, `|`: lines joined with a space / newline), `#` comments.
// What it does not: flow collections (`[a, b]` stays the string "[a, b]"), anchors, tags, several
// documents, multi-line plain scalars. A duplicate key throws (a merge that adds an input twice).
export type Node = string | Node[] | { [key: string]: Node };

interface Line {
  indent: number;
  text: string;
}

function lines(source: string): Line[] {
  const out: Line[] = [];
  for (const raw of source.split('\n')) {
    const text = raw.replace(/\s+#.*$/, '').replace(/^\s*#.*$/, '');
    if (text.trim() === '') {
      out.push({ indent: -1, text: '' }); // kept for block scalars' paragraphs
      continue;
    }
    out.push({ indent: text.length - text.trimStart().length, text: text.trim() });
  }
  return out;
}

function scalar(raw: string): string {
  const s = raw.trim();
  if (/^'.*'$/.test(s)) return s.slice(1, -1).replace(/''/g, "'");
  if (/^".*"$/.test(s)) return JSON.parse(s) as string;
  return s;
}

export function parseYamlOutline(source: string): Node {
  const ls = lines(source);
  let i = 0;
  const skipBlank = () => {
    while (i < ls.length && (ls[i] as Line).indent < 0) i++;
  };

  function block(indent: number, style: string): string {
    const parts: string[] = [];
    while (i < ls.length) {
      const l = ls[i] as Line;
      if (l.indent >= 0 && l.indent <= indent) break;
      if (l.indent >= 0) parts.push(l.text);
      i++;
    }
    return parts.join(style.startsWith('|') ? '\n' : ' ');
  }

  function value(rest: string, indent: number): Node {
    if (/^[>|][-+]?$/.test(rest)) return block(indent, rest);
    if (rest !== '') return scalar(rest);
    skipBlank();
    const next = ls[i];
    if (!next || next.indent < indent) return '';
    if (next.indent === indent && !next.text.startsWith('- ')) return '';
    return node(next.indent);
  }

  function node(indent: number): Node {
    skipBlank();
    const first = ls[i] as Line;
    if (first.text.startsWith('- ')) {
      const list: Node[] = [];
      while (i < ls.length) {
        skipBlank();
        const l = ls[i];
        if (!l || l.indent !== indent || !l.text.startsWith('- ')) break;
        // `- key: v` opens a mapping whose keys sit two columns in.
        ls[i] = { indent: indent + 2, text: l.text.slice(2) };
        list.push(/^[\w.-]+:(\s|$)/.test(l.text.slice(2)) ? node(indent + 2) : scalar(ls[i++]?.text ?? ''));
      }
      return list;
    }
    const map: { [key: string]: Node } = {};
    while (i < ls.length) {
      skipBlank();
      const l = ls[i];
      if (!l || l.indent !== indent) break;
      const m = /^("[^"]*"|'[^']*'|[^:]+):(?:\s+(.*))?$/.exec(l.text);
      if (!m) throw new Error(`not a key at line ${i + 1}: ${l.text}`);
      const key = scalar(m[1] as string);
      if (key in map) throw new Error(`duplicate key ${key} at line ${i + 1}`);
      i++;
      map[key] = value(m[2] ?? '', indent);
    }
    return map;
  }

  skipBlank();
  return node(0);
}

/** `get(doc, 'on', 'workflow_call', 'inputs')`: a mapping's child; throws when the path is missing. */
export function get(doc: Node, ...path: string[]): Node {
  let at: Node = doc;
  for (const key of path) {
    if (typeof at !== 'object' || Array.isArray(at) || !(key in at)) throw new Error(`no ${path.join('.')}`);
    at = at[key] as Node;
  }
  return at;
}

export function mapping(node: Node): { [key: string]: Node } {
  if (typeof node !== 'object' || Array.isArray(node)) throw new Error('not a mapping');
  return node;
}
