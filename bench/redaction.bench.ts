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
 * The claim of the anchor prefilter: however many accounts were remembered, a message costs what the few secrets
 * that may stand in it cost. Those are measured in the same rounds (LockSecrets that remembered only the echoed
 * accounts: the configured token and 4 account tokens through the full patterns, against the baseline's 2), and
 * each account count is held to that ratio times 1.5: room for the anchor test itself and for noise. A fixed bound
 * would not do: the full patterns' cost per secret depends on the message (on this one the few secrets alone come
 * to about 3 to 7 times the baseline's redaction, varying with the machine's load), and an anchor test whose cost
 * grows with the account count misses this bound at 500 and 2,000 accounts wherever it runs.
 */
const ALLOWANCE = 1.5;

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
    const rows = (side: RedactionSide, label: string, note?: string, held = false): Figure[] =>
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
          held
            ? {
                of: 'ratio',
                comparison: '<=',
                bound: Math.round(ratioOf('echoed', field) * ALLOWANCE * 100) / 100,
              }
            : undefined,
        ),
      );
    return {
      id: 'redaction',
      title: 'Lock redaction of a hostile 17 KB message with many accounts remembered',
      method:
        `${rounds} rounds of ${redactions} redact() calls per side (after ${warmupRedactions} warm-up calls), ` +
        `sides in a rotating order, one worker; a ${result.messageLength.toLocaleString('en')}-character message ` +
        `echoing the tokens of ${result.echoedAccounts} accounts in several forms; one random 40-character token ` +
        "per account; medians; ratio = median of the rounds' ratios to the configured token + 1 account. Target: " +
        `the ratio of the few secrets that may stand in the message (the "echoed ones only" row: the configured ` +
        `token and the ${result.echoedAccounts} echoed accounts' tokens) times ${ALLOWANCE}, whatever the account count.`,
      figures: [
        ...rows('echoed', `${result.echoedAccounts} accounts (the echoed ones only)`),
        ...accounts.flatMap((count) =>
          rows(
            `${count}`,
            `${count.toLocaleString('en')} accounts`,
            `the anchor test passed ${result.candidates[count]} of ${count.toLocaleString('en')} accounts' ` +
              'tokens to the full patterns',
            true,
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
