/**
 * Redaction: `LockSecrets.redact()` (Lock module, built `dist/`) of one hostile message of about 17 KB (several
 * accounts' tokens raw, percent-encoded, JSON-escaped and base64, in JSON and in text, a cut-off token answer,
 * lots of filler) when the module has remembered one token for each of 64, 500 and 2,000 accounts, beside the
 * baseline of the same rounds: a LockSecrets with the configured API token and one account (what every
 * single-account app pays). A row for LockSecrets that remembered only the echoed accounts shows the cost of the
 * few secrets the full patterns get. One worker, the sides taking turns in a rotating order; ratios are medians
 * of the rounds' ratios. The worker checks once that each side's redacted message holds none of its tokens.
 */
import type { Benchmark } from './support/bench-settings';
import { BenchmarkResult, Figure, figure } from './support/bench-results';
import { median, medianRatio } from './support/statistics';
import { WorkerProcess } from './support/worker-channel';
import type { CallsMeasurement } from './support/measure-calls';
import type { RedactionRequest, RedactionResult, RedactionSide } from './workers/worker-protocols';

/**
 * The claims of the anchor prefilter, each against a figure of the same rounds (a fixed bound would not do: the
 * full patterns' cost depends on the message and the machine's load):
 * - with the fewest accounts measured (above the 32 from which the anchors are indexed), a message costs at most
 *   twice what the few secrets that may stand in it cost (LockSecrets that remembered only the echoed accounts):
 *   one scan of the message against the anchor index costs about one redaction with a few secrets;
 * - with more accounts, it costs at most 1.25 times what it costs with the fewest: the cost does not grow with the
 *   number of accounts (before issue 24 the module kept only 64 secrets in all, and redacting with every account's
 *   secrets through the full patterns took seconds at a few hundred).
 */
const INDEX_ALLOWANCE = 2;
const GROWTH_ALLOWANCE = 1.25;

export const redaction: Benchmark = {
  id: 'redaction',
  async run({ settings }): Promise<BenchmarkResult> {
    const { accounts, rounds, redactions, warmupRedactions } = settings.redaction;
    const worker = WorkerProcess.start('workers/redaction.worker.ts', 'redaction');
    let result: RedactionResult;
    try {
      const request: RedactionRequest = { accounts, rounds, redactions, warmupRedactions };
      result = await worker.request<RedactionResult>('run', request);
    } finally {
      await worker.stop();
    }
    const series = (side: RedactionSide, field: 'wallMs' | 'cpuMicros') =>
      result.rounds.map((round) => perRedaction(round[side], field));
    const baselineName = '1 account';
    const ratioOf = (side: RedactionSide, field: 'wallMs' | 'cpuMicros') =>
      medianRatio(series(side, field), series('baseline', field));
    const bounded = (ratio: number) => Math.round(ratio * 100) / 100;
    const [fewest] = accounts;
    const boundOf = (count: number, field: 'wallMs' | 'cpuMicros') =>
      count === fewest
        ? bounded(ratioOf('echoed', field) * INDEX_ALLOWANCE)
        : bounded(ratioOf(`${fewest}`, field) * GROWTH_ALLOWANCE);
    const rows = (
      side: RedactionSide,
      label: string,
      note?: string,
      bound?: (field: 'wallMs' | 'cpuMicros') => number,
    ): Figure[] =>
      (['wallMs', 'cpuMicros'] as const).map((field) =>
        figure(
          {
            name: `${label}: ${field === 'wallMs' ? 'wall time' : 'CPU'} per redact()`,
            value: median(series(side, field)),
            unit: 'µs',
            baseline: { name: baselineName, value: median(series('baseline', field)) },
            ratio: ratioOf(side, field),
            ...(note === undefined || field === 'cpuMicros' ? {} : { note }),
          },
          bound === undefined ? undefined : { of: 'ratio', comparison: '<=', bound: bound(field) },
        ),
      );
    return {
      id: 'redaction',
      title: 'Lock redaction of a hostile 17 KB message with many accounts remembered',
      method:
        `${rounds} rounds of ${redactions} redact() calls per side (after ${warmupRedactions} warm-up calls), ` +
        `sides in a rotating order, one worker; a ${result.messageLength.toLocaleString('en')}-character message ` +
        `echoing the tokens of ${result.echoedAccounts} accounts in several forms; one random 40-character token ` +
        "per account; medians; ratio = median of the rounds' ratios to the configured token + 1 account. Targets: " +
        `${fewest.toLocaleString('en')} accounts at most ${INDEX_ALLOWANCE} times the ratio of the few secrets that ` +
        `may stand in the message (the "echoed ones only" row); every larger count at most ${GROWTH_ALLOWANCE} ` +
        `times the ratio of ${fewest.toLocaleString('en')} accounts: the cost does not grow with the accounts.`,
      figures: [
        ...rows('echoed', `${result.echoedAccounts} accounts (the echoed ones only)`),
        ...accounts.flatMap((count) =>
          rows(
            `${count}`,
            `${count.toLocaleString('en')} accounts`,
            `the anchor test passed ${result.candidates[count]} of ${count.toLocaleString('en')} accounts' ` +
              'tokens to the full patterns',
            (field) => boundOf(count, field),
          ),
        ),
      ],
    };
  },
};

function perRedaction(measurement: CallsMeasurement | undefined, field: 'wallMs' | 'cpuMicros'): number {
  if (measurement === undefined) return Number.NaN;
  return (field === 'wallMs' ? measurement.wallMs * 1000 : measurement.cpuMicros) / measurement.calls;
}
