// Which events are pull request runs (never published): every pull_request* event, and any whose
// payload carries a pull request; checked against GitHub's own example payloads.
import { isPullRequestEvent } from '../../src/shell/action/settings.js';
import { webhookExamples } from '../harness/github/webhook-payloads.js';

const first = (name: string) => webhookExamples(name)[0]!;

it.each([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'pull_request_review_thread',
])('%s is a pull request event', (name) => {
  const payload = first(name === 'pull_request_target' ? 'pull_request' : name);
  expect(isPullRequestEvent({ eventName: name, payload })).toBe(true);
});

it('so is any event whose payload carries a pull request', () => {
  const payload = first('pull_request_review');
  expect(isPullRequestEvent({ eventName: 'repository_dispatch', payload })).toBe(true);
});

it.each(['push', 'issue_comment', 'workflow_run', 'check_suite'])(
  '%s is not (an issue comment’s pull request is issue.pull_request, a run’s a list)',
  (name) => {
    expect(isPullRequestEvent({ eventName: name, payload: first(name) })).toBe(false);
  },
);

it('nor are workflow_dispatch and schedule, whose payloads name no pull request', () => {
  expect(isPullRequestEvent({ eventName: 'workflow_dispatch', payload: { inputs: {} } })).toBe(false);
  expect(isPullRequestEvent({ eventName: 'schedule', payload: { schedule: '0 * * * *' } })).toBe(false);
});
