// Raw ajv errors → one plain sentence per real problem. Wrapper errors (`if`) are dropped; conditional
// rules become "state is "unknown", so min must be absent" by reading the `if` beside the failing branch.
import type { ErrorObject } from 'ajv';
import {
  append,
  last as lastSegment,
  parent as parentPointer,
  parse as segmentsOf,
} from '../../json-pointer.js';
import type { JsonObject } from '../../types.js';
import { type Finding, FindingBudget } from '../finding.js';
import { fieldPath, inTable } from '../format.js';
import { recordFindings } from '../rules.js';
import { schemaErrors } from '../schema.js';
import { absentRule, conditionOf, dependencyFields, stateForbidden } from './conditions.js';
import { type Context, type DateNames, datesOf, type Probe } from './context.js';
import {
  displacedFields,
  headerlessTables,
  misspeltFields,
  renamedFields,
  strayFields,
  unknownKeys,
} from './field-names.js';
import { andList, shapeHint } from './field-shapes.js';
import { headerOf } from './headers.js';
import { withValue } from './probes.js';
import { translate } from './translate.js';

/** Wrapper keywords whose failure is already reported by the errors inside them. */
const WRAPPERS = new Set(['if', 'then', 'else', 'anyOf', 'oneOf', 'allOf', 'not']);

/**
 * Worded while `budget` lasts (a record of 9,000 unknown keys must not cost 9,000 messages); the errors
 * left over are counted in `budget.unworded`. Without a budget, every finding is worded.
 */
export function findingsFromSchema(
  errors: readonly ErrorObject[],
  record: JsonObject,
  budget: FindingBudget = new FindingBudget(),
  /** The record's text: a hint about a table's header is given only where the text has that header. */
  text = '',
  /** Check a value a hint proposes before proposing it (off for the findings of such a check). */
  checked = true,
  /** How to name TOML dates (a check's copy of the record: those of the value it moved); datesOf. */
  dates: DateNames = datesOf(record, text),
): FindingBudget {
  const displaced = displacedFields(errors);
  // `<table>\n<field>` of each required field written in another table (displacedFields).
  const movedAway = new Set([...displaced].map(([at, owner]) => `${owner}\n${at.split('\n')[1]}`));
  const unknown = unknownKeys(errors);
  const ctx: Context = {
    record,
    text,
    probe: checked ? probeOf(record, text) : undefined,
    dateAt: dates,
    headers: new Map(),
    displaced,
    renamed: renamedFields(errors, unknown, displaced, movedAway),
    renamedSaid: new Set(),
  };
  // `<table>\n<missing field>` of each renamed pair, and its error: worded after the others, and
  // only if the unknown key's message did not say it (a key moved elsewhere says something else).
  const renamedMissing = new Map(
    [...ctx.renamed].map(([at, field]) => [`${at.split('\n')[0]}\n${field}`, at]),
  );
  const deferred: ErrorObject[] = [];
  const seen = new Set<string>();
  // `schema_version = "1"` fails both const and type: "must be 1, found "1"" says all there is to say.
  const listed = new Set(
    errors.filter((e) => e.keyword === 'const' || e.keyword === 'enum').map((e) => e.instancePath),
  );
  const misspelt = misspeltFields(errors);
  const stray = strayFields(errors, ctx);
  const forbidden = stateForbidden(errors);
  const headerless = headerlessTables(errors, unknown);
  const keptUnder = new Set(
    [...headerless.values()].flatMap(({ at, names }) => names.map((n) => `${at}\n${n}`)),
  );
  // A claim that keeps the value fields its state forbids is one mistake (the state or the values
  // are wrong, not each field): one finding at the claim, naming them all.
  const absentGroups = new Map<string, { finding: Finding; fields: string[] }>();
  // Likewise the fields one condition requires (requiredBecause), named in one finding.
  const requiredGroups = new Map<string, { finding: Finding; reason: string; missing: string[] }>();
  for (const e of errors) {
    if (WRAPPERS.has(e.keyword)) continue;
    if (e.keyword === 'false schema') {
      const group = absentGroups.get(absentRule(e));
      if (group !== undefined) {
        group.fields.push(lastSegment(e.instancePath));
        continue;
      }
    }
    if (e.keyword === 'type' && listed.has(e.instancePath)) continue;
    // The keys of a table whose header is missing: said once, with the missing table (below).
    if (
      e.keyword === 'additionalProperties' &&
      keptUnder.has(`${e.instancePath}\n${e.params.additionalProperty}`)
    )
      continue;
    // `state = "unknown"` with `max_duration`: "so duration_unit is required" would contradict "so
    // max_duration must be absent", which is the one problem.
    if (dependencyFields(e).some((field) => forbidden.has(field))) continue;
    // `nmae = "x"` for `name`: the unknown key names the field it was meant to be; "missing name" too
    // would report one typo twice.
    // `model.name = "x"` below [model], `documentation_state` below [pricing], or `lab` below
    // [verification]: the unknown key says where to write the field; "missing name" too would send
    // the user to write it twice.
    if (e.keyword === 'required' || e.keyword === 'dependencies') {
      const missing = String((e.params as { missingProperty?: unknown }).missingProperty);
      const key = `${e.instancePath}\n${missing}`;
      if (misspelt.has(key) || movedAway.has(key) || stray(e.instancePath, missing)) continue;
      if (renamedMissing.has(key)) {
        deferred.push(e);
        continue;
      }
    }
    // `state = "supported"` with none of mode, unit, min, max: one mistake, one finding naming them all.
    const because = requiredBecause(e, record);
    const together = because === undefined ? undefined : requiredGroups.get(because.key);
    if (together !== undefined) {
      together.missing.push(String(e.params.missingProperty));
      continue;
    }
    if (budget.spent) {
      budget.unworded++;
      continue;
    }
    const lost =
      e.keyword === 'required' ? headerless.get(`${e.instancePath}\n${e.params.missingProperty}`) : undefined;
    const f = lost === undefined ? translate(e, ctx) : headerlessFinding(e, lost, record);
    const key = `${f.pointer}\n${f.rule}\n${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    budget.findings.push(f);
    if (e.keyword === 'false schema')
      absentGroups.set(absentRule(e), { finding: f, fields: [lastSegment(e.instancePath)] });
    if (because !== undefined)
      requiredGroups.set(because.key, {
        finding: f,
        reason: because.reason,
        missing: [String(e.params.missingProperty)],
      });
  }
  for (const e of deferred) {
    if (ctx.renamedSaid.has(renamedMissing.get(`${e.instancePath}\n${e.params.missingProperty}`)!)) continue;
    if (budget.spent) budget.unworded++;
    else budget.findings.push(translate(e, ctx));
  }
  for (const { finding, reason, missing } of requiredGroups.values()) {
    if (missing.length < 2) continue;
    const table = parentPointer(finding.pointer);
    // Each field's hint stays: one value to write (`write mode = "range" and unit = "second"`), then
    // the choices or shape of the others (`min: a number >= 0`, `unit: one of character, …`).
    const hints = missing.map((field) => [field, shapeHint(table, field, record).slice(2, -1)] as const);
    const writes = hints.filter(([, h]) => h.startsWith('write ')).map(([, h]) => h.slice('write '.length));
    const others = hints.filter(([, h]) => h !== '' && !h.startsWith('write ')).map(([f, h]) => `${f}: ${h}`);
    const parts = [...(writes.length > 0 ? [`write ${andList(writes)}`] : []), ...others];
    const hint = parts.length > 0 ? ` (${parts.join('; ')})` : '';
    atTable(
      finding,
      table,
      inTable(fieldPath(table, record), `${reason}, so ${andList(missing)} are required${hint}`),
    );
  }
  for (const { finding, fields } of absentGroups.values()) {
    if (fields.length < 2) continue;
    // The first field's message, `<claim>: state is "unknown", so <field> must be absent`, for them all.
    const table = parentPointer(finding.pointer);
    const prefix = finding.message.slice(0, -` ${fields[0]} must be absent`.length);
    atTable(finding, table, `${prefix} ${andList(fields)} must be absent`);
  }
  return budget;
}

/** A finding about several fields of one table, made the table's: there, with `message`. */
function atTable(finding: Finding, table: string, message: string): void {
  Object.assign(finding, { pointer: table, message, at: table, anchor: 'container' });
}

/**
 * Why a field is required when a condition makes it so: the condition (`state is "supported"`) or
 * the field present (`bitrates is present`), and the table and reason as one key.
 */
function requiredBecause(e: ErrorObject, record: JsonObject): { key: string; reason: string } | undefined {
  const reason =
    e.keyword === 'required'
      ? conditionOf(e.schemaPath, e.instancePath, record)
      : e.keyword === 'dependencies'
        ? `${String(e.params.property)} is present`
        : undefined;
  return reason === undefined ? undefined : { key: `${e.instancePath}\n${reason}`, reason };
}

/**
 * A missing table whose keys were written without its header (headerlessTables), at the first of
 * them: `missing required field model: id, name and lab, written at the top level, are its fields;
 * add a [model] header above them`.
 */
function headerlessFinding(
  e: ErrorObject,
  lost: { at: string; names: string[] },
  record: JsonObject,
): Finding {
  const missing = String(e.params.missingProperty);
  const header =
    headerOf([...segmentsOf(e.instancePath), missing], record) ?? `the ${missing} table's header`;
  const written = headerOf(segmentsOf(lost.at), record);
  const where =
    lost.at === ''
      ? 'at the top level'
      : written
        ? `below the ${written} header`
        : `in ${fieldPath(lost.at, record)}`;
  const text = `missing required field ${missing}: ${andList(lost.names)}, written ${where}, are its fields; add a ${header} header above them`;
  return {
    pointer: append(e.instancePath, missing),
    rule: 'schema/required',
    message: inTable(fieldPath(e.instancePath, record), text),
    at: append(lost.at, lost.names[0]!),
  };
}

/**
 * Each check validates the whole record again: a record of hundreds of such mistakes checks the
 * first ones only, and the hints of the rest say what to do without proposing a value.
 */
const MAX_PROBES = 20;

/** The findings (schema and rules within the record) of `record` with `value` at `pointer`. */
function probeOf(record: JsonObject, text: string): Probe {
  let left = MAX_PROBES;
  return (pointer, value, dates = () => undefined) => {
    if (left-- <= 0) return undefined;
    const changed = withValue(record, pointer, value) as JsonObject;
    const inside = (p: string) => p === pointer || p.startsWith(`${pointer}/`);
    const errors = schemaErrors(changed);
    const own = errors.filter((e) => inside(e.instancePath));
    const found = findingsFromSchema(own, changed, new FindingBudget(), text, false, dates).findings;
    // Only the findings about the value are worded (a record's thousands of others would cost each
    // check), among them `min` above the `max` proposed, though it points at `min`.
    const rules = recordFindings(
      changed,
      new FindingBudget(Number.POSITIVE_INFINITY, inside),
      new Set(errors.map((e) => e.instancePath)),
    );
    // A warning (an address without its scheme) is no reason to call a proposed value wrong.
    return [...found, ...rules.findings.filter((f) => f.severity !== 'warning')];
  };
}
