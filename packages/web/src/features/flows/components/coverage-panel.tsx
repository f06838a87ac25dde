import type { ChangeEvent } from 'react';
import { useId, useState } from 'react';
import type { FlowCoverageReport } from '@his/machines/flows/coverage-report';
import { parseCoverageReport, type CoverageOverlay } from '../lib/coverage-overlay.ts';
import styles from './overlay-panels.module.css';

interface CoveragePanelProps {
  overlay: CoverageOverlay | null;
  report: FlowCoverageReport | null;
  onReport: (report: FlowCoverageReport) => void;
}

const legend = [
  ['both', 'unit and browser'],
  ['unit', 'unit only'],
  ['browser', 'browser only'],
  ['waived', 'waived'],
  ['none', 'not taken'],
] as const;

const ratio = (part: { taken: number; total: number } | null): string =>
  part ? `${part.taken}/${part.total}` : 'n/a';

/**
 * Coverage overlay: reads `artifacts/coverage/flows.json` (from `pnpm test:paths`) chosen by the
 * reader (nothing is fetched) and colours what the unit and browser tests took.
 */
export const CoveragePanel = ({ overlay, report, onReport }: CoveragePanelProps) => {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      onReport(parseCoverageReport(await file.text()));
      setError(null);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="coverage-title">
      <h2 id="coverage-title" className={styles.title}>
        Coverage
      </h2>
      <label htmlFor={inputId}>Coverage report (artifacts/coverage/flows.json)</label>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        onChange={(event) => void onFile(event)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {report && !overlay && <p>This report does not cover this flow.</p>}
      {overlay && (
        <>
          <p className={styles.summary} data-testid="coverage-summary">
            unit {ratio(overlay.unit)}, browser {ratio(overlay.browser)}
          </p>
          <p className={styles.muted}>Report of {overlay.generatedAt}</p>
          <ul className={styles.legend} aria-label="Colours">
            {legend.map(([mark, text]) => (
              <li key={mark}>
                <span className={styles.swatch} data-mark={mark} aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
