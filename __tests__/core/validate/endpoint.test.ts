// schema/endpoint: an endpoint is `<METHOD> <path or absolute address>` (spec: CapabilityProfile, Endpoints).
import { MAX_ENDPOINT_SHOWN } from '../../../src/core/validate/messages/value-hints.js';
import { check, diag, record } from '../../fixtures/validate/helpers.js';

const FORM =
  'have the form <METHOD> <path or absolute address> (e.g. "POST /v1/videos", "GET {polling_url}")';

describe('accepted forms', () => {
  test.each([
    'POST /v1/flux-3-video',
    'POST /v1/text-to-speech/{voice_id}/stream',
    'POST https://generativelanguage.googleapis.com/v1beta/models/veo-3.1-generate-preview:predictLongRunning',
    'GET {polling_url}',
    'DELETE /',
  ])('%s', (endpoint) => {
    expect(check(record(`endpoint = ${JSON.stringify(endpoint)}\n`))).toEqual([]);
  });
});

describe('refused forms, located at the value', () => {
  test.each([
    ['/v1/videos', 'no method'],
    ['FETCH /v1/videos', 'not an HTTP method, nor a slip of one'],
    ['POST /v1/videos extra', 'trailing text'],
    ['GET {polling_url', 'unclosed placeholder'],
    ['', 'empty'],
  ])('%s (%s)', (endpoint) => {
    expect(check(record(`endpoint = ${JSON.stringify(endpoint)}\n`))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/endpoint',
        'schema/endpoint',
        `capability_profiles[0].endpoint must ${FORM}, found ${JSON.stringify(endpoint)}`,
      ),
    ]);
  });
});

test('delivery profile endpoints and timing endpoints follow the same form', () => {
  const text = record(`
[[capability_profiles.delivery_profiles]]
id = "poll"
state = "supported"
transport = "long_running_operation"
endpoint = "GET polling_url"
source_ids = ["s"]

[capability_profiles.timing]
state = "supported"
endpoints = ["POST /v1/with-timestamps", "with-timestamps"]
source_ids = ["s"]
`);
  expect(check(text)).toEqual([
    diag(
      31,
      1,
      '/capability_profiles/0/delivery_profiles/0/endpoint',
      'schema/endpoint',
      `capability_profiles[0].delivery_profiles[0].endpoint must ${FORM}, found "GET polling_url"`,
    ),
    diag(
      36,
      42,
      '/capability_profiles/0/timing/endpoints/1',
      'schema/endpoint',
      `capability_profiles[0].timing.endpoints[1] must ${FORM}, found "with-timestamps"`,
    ),
  ]);
});

describe('a hint names the part that is wrong, with the endpoint that passes', () => {
  test.each([
    ['post /v1/videos', 'write the method in capitals: "POST /v1/videos"'],
    ['PSOT /v1/videos', 'did you mean POST? PSOT is not an HTTP method: "POST /v1/videos"'],
    ['POST  /v1/videos', 'one space between the method and the path: "POST /v1/videos"'],
    ['POST\t/v1/videos', 'one space between the method and the path: "POST /v1/videos"'],
    ['POST v1/videos', 'a path starts with /: "POST /v1/videos"'],
    [
      'get  v1/operations/{id}',
      'write the method in capitals; one space between the method and the path; a path starts with /: "GET /v1/operations/{id}"',
    ],
    // Before: no hint at all, and the space does not show in the message.
    [' POST /v1/videos', 'remove the space at the start: "POST /v1/videos"'],
    ['POST /v1/videos ', 'remove the space at the end: "POST /v1/videos"'],
    ['  POST /v1/videos\t', 'remove the spaces at the start and the end: "POST /v1/videos"'],
    [' POST /v1/videos ', 'remove the spaces at the start and the end: "POST /v1/videos"'],
    [' post /v1/videos', 'remove the space at the start; write the method in capitals: "POST /v1/videos"'],
  ])('%s', (endpoint, hint) => {
    expect(check(record(`endpoint = ${JSON.stringify(endpoint)}\n`))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/endpoint',
        'schema/endpoint',
        `capability_profiles[0].endpoint must ${FORM}, found ${JSON.stringify(endpoint)} (${hint})`,
      ),
    ]);
  });

  test('no hint where the fix cannot be told: an address without a scheme, a placeholder without braces', () => {
    for (const endpoint of ['POST api.example.com/v1/videos', 'GET polling_url', ' GET polling_url '])
      expect(check(record(`endpoint = ${JSON.stringify(endpoint)}\n`)).map((d) => d.message)).toEqual([
        `capability_profiles[0].endpoint must ${FORM}, found ${JSON.stringify(endpoint)}`,
      ]);
  });

  test('a hint up to 200 characters, the length shown whole; none past it', () => {
    const hinted = (endpoint: string) =>
      check(record(`endpoint = ${JSON.stringify(endpoint)}\n`))[0]!.message.includes(
        'write the method in capitals',
      );
    expect(hinted(`post /${'v'.repeat(MAX_ENDPOINT_SHOWN - 6)}`)).toBe(true);
    expect(hinted(`post /${'v'.repeat(MAX_ENDPOINT_SHOWN - 5)}`)).toBe(false);
  });

  test('the found value is not cut where the wrong part would be hidden', () => {
    const endpoint = `POST https://example.com/${'v'.repeat(80)} extra`;
    const [only] = check(record(`endpoint = ${JSON.stringify(endpoint)}\n`));
    expect(only!.message).toBe(
      `capability_profiles[0].endpoint must ${FORM}, found ${JSON.stringify(endpoint)}`,
    );
  });
});
