// The action: one settings object, one GitHub client, then the flow for the event.
import * as core from '@actions/core';
import { escapeInline } from '../../core/report/markdown.js';
import { counted } from '../../core/words.js';
import { trustRepository } from '../git/exec.js';
import { gitTooOld } from '../git/version.js';
import { createClient, type Timing, withFailedRequest } from '../github/octokit.js';
import { requireCheckoutAtWorkspace } from './checkout.js';
import { runPullRequest } from './pull-request/run.js';
import { runPush } from './push.js';
import { type FlowResult, newProgress, setOutputs, writeSummary } from './report.js';
import { isPullRequestEvent, readSettings } from './settings.js';

export interface RunDeps {
  /** This bundle, for validation worker threads; without it validation stays on this thread. */
  workerUrl?: URL;
  /** The GitHub client's waits; left out, the plugins' production defaults. Tests pass zero delays. */
  timing?: Timing;
}

export async function run(deps: RunDeps = {}): Promise<void> {
  const { workerUrl, timing } = deps;
  // Filled in by the flow as it learns them, so a run that fails after validating still says how it went.
  const progress = newProgress();
  try {
    const settings = readSettings();
    trustRepository(settings.workspace); // a container job's checkout belongs to another user
    await requireCheckoutAtWorkspace(settings.workspace);
    const client = createClient({
      token: settings.token,
      baseUrl: settings.apiUrl,
      log: core.info,
      // RUNNER_DEBUG=1 (a re-run with debug logging): a line per request, else not even formatted.
      ...(core.isDebug() ? { debug: core.debug } : {}),
      ...(timing ? { timing } : {}),
    });
    let result: FlowResult;
    if (isPullRequestEvent(settings)) result = await runPullRequest(settings, client, workerUrl, progress);
    else result = await runPush(settings, client, {}, progress);
    setOutputs(result.outputs);
    result.sections.push(`<sub>${client.requestCount()} GitHub API requests.</sub>`);
    await writeSummary(result.sections);
    core.info(`${client.requestCount()} GitHub API requests.`);
    if (!result.outputs.valid && settings.failOnInvalid) {
      const n = result.outputs.errorCount;
      core.setFailed(
        `${counted(n, 'validation error')} in the model registry: ${n === 1 ? 'it is' : 'each is'} listed above and in the job summary.`,
      );
    }
  } catch (err) {
    setOutputs(progress.outputs);
    // Which request GitHub refused, and its request id: what an issue or GitHub Support needs.
    const said = err instanceof Error ? withFailedRequest(err.message, err) : String(err);
    // An older git than the history reader needs fails in its own words, which read like a bug here.
    const old = await gitTooOld(process.cwd());
    const message = old === null ? said : `${old}: ${said}`;
    core.setFailed(message);
    // The validation (and a pull request's preview) ran: the summary keeps them, and says what failed.
    if (progress.sections.length > 0)
      await writeSummary([...progress.sections, `**The step failed:** ${escapeInline(message)}`]).catch((e) =>
        core.warning(`The job summary could not be written: ${e instanceof Error ? e.message : String(e)}`),
      );
  }
}
