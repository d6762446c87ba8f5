// schema/endpoint: an endpoint is `<METHOD> <path or absolute address>` (spec: CapabilityProfile, Endpoints).
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
    ['post /v1/videos', 'lowercase method'],
    ['FETCH /v1/videos', 'not an HTTP method'],
    ['POST  /v1/videos', 'two spaces'],
    ['POST v1/videos', 'relative path'],
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
