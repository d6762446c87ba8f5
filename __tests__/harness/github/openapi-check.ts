// Validates the emulator's JSON against GitHub's published OpenAPI schemas (fixture extracted by
// scripts/extract-openapi-schemas.mjs), so the emulator cannot drift into shapes real GitHub never sends.
import { readFileSync } from 'node:fs';
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';

// ajv is CommonJS: under Node ESM the default import is `module.exports`, whose `.default` is the class.
const Ajv = AjvModule.default;

export interface Violation {
  /** `METHOD /path/template` of the operation. */
  operation: string;
  /** The request path that produced the response. */
  path: string;
  status: number;
  instancePath: string;
  message: string;
}

interface OperationSchemas {
  operationId: string;
  status: number;
  response: object;
  request?: object;
}

const fixtureDir = new URL('../../fixtures/github-openapi/', import.meta.url);
const readJson = (name: string) => JSON.parse(readFileSync(new URL(name, fixtureDir), 'utf8'));

// GitHub's REST API always sends UTC without fractions (`2026-08-11T13:55:47Z`); so must the emulator.
const GITHUB_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
// Clients may send any ISO 8601 date-time (`new Date().toISOString()` has milliseconds).
const ANY_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;

function makeAjv(formats: string[], dateTime: RegExp) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  for (const name of formats) ajv.addFormat(name, true); // int64 and anything else: not checked
  ajv.addFormat('date-time', dateTime);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S*$/i);
  ajv.addSchema(readJson('components.json'));
  return ajv;
}

function describe(e: ErrorObject): string {
  if (e.keyword === 'required')
    return `"${(e.params as { missingProperty: string }).missingProperty}" wasn't supplied.`;
  return `${e.instancePath || 'body'} ${e.message ?? 'is invalid'}`;
}

export class OpenApiChecker {
  private readonly ajv: { response: InstanceType<typeof Ajv>; request: InstanceType<typeof Ajv> };
  private readonly operations: Record<string, OperationSchemas>;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    const index = readJson('operations.json') as {
      formats: string[];
      operations: Record<string, OperationSchemas>;
    };
    this.operations = index.operations;
    // Strict about what the emulator sends, lenient like GitHub about what clients send.
    this.ajv = {
      response: makeAjv(index.formats, GITHUB_DATE_TIME),
      request: makeAjv(index.formats, ANY_DATE_TIME),
    };
  }

  has(operation: string): boolean {
    return operation in this.operations;
  }

  private validator(operation: string, part: 'response' | 'request'): ValidateFunction | undefined {
    const key = `${part} ${operation}`;
    let fn = this.compiled.get(key);
    const schema = this.operations[operation]?.[part];
    if (!fn && schema) {
      fn = this.ajv[part].compile(schema); // compiled lazily: only the operations a test touches
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** Violations of the success response schema (empty when it conforms or the status is not the success one). */
  checkResponse(operation: string, path: string, status: number, body: unknown): Violation[] {
    const op = this.operations[operation];
    if (!op || status !== op.status) return [];
    const validate = this.validator(operation, 'response')!;
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 20).map((e) => ({
      operation,
      path,
      status,
      instancePath: e.instancePath,
      message: `${e.message ?? 'invalid'} ${JSON.stringify(e.params)}`,
    }));
  }

  /** GitHub-style message for a request body its schema rejects, or null when it is acceptable. */
  checkRequest(operation: string, body: unknown): string | null {
    const validate = this.validator(operation, 'request');
    if (!validate || validate(body)) return null;
    return `Invalid request.\n\n${(validate.errors ?? []).slice(0, 5).map(describe).join('\n')}`;
  }
}
