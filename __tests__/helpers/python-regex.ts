// pre-commit's `files` and `exclude` are Python regular expressions: this one as a JavaScript RegExp
// that matches the same paths. Node 20 has no `(?i:…)` group, so its letters become `[tT]` classes.
export function pythonRegex(source: string): RegExp {
  let out = '';
  let ignoreCase = 0; // depth inside (?i:…) groups; 0: outside
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (source.startsWith('(?i:', i)) {
      out += '(?:';
      i += 3;
      ignoreCase++;
    } else if (c === '[') {
      if (ignoreCase > 0) throw new Error(`a character class inside (?i:…) is not translated: ${source}`);
      const end = source.indexOf(']', i + 1);
      out += source.slice(i, end + 1);
      i = end;
    } else {
      if (ignoreCase > 0 && c === '(') ignoreCase++;
      if (ignoreCase > 0 && c === ')') ignoreCase--;
      out += ignoreCase > 0 && /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;
    }
  }
  return new RegExp(out);
}
