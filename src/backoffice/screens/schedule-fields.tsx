// A content item's schedule in the back office's editors (banners, the start-up popup, promotions): start
// and end on the Turkish clock, either left empty for an open end, and what is wrong with them (the
// machine's windowProblem) shown as an alert in place of the hint, so the disabled Save has its reason.
import type { WindowProblem } from '../../../machines/backoffice-site-content/backoffice-site-content.machine';
import { css } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { editorLayout } from './content-theme';

export interface ScheduleFieldsProps {
  startsAt: string;
  endsAt: string;
  problem: WindowProblem | null;
  onChange: (field: 'startsAt' | 'endsAt', value: string) => void;
  /** The alert's test id (each editor names its own). */
  testId: string;
}

export function ScheduleFields({ startsAt, endsAt, problem, onChange, testId }: ScheduleFieldsProps) {
  const { t } = useBackoffice();
  const layout = editorLayout();
  const styles = field();
  const input = (name: 'startsAt' | 'endsAt', label: string, value: string) => (
    <label className={styles.root}>
      <span className={styles.label}>{label}</span>
      <input className={styles.input} name={name} type="datetime-local" value={value} onChange={(event) => onChange(name, event.target.value)} />
    </label>
  );
  return (
    <>
      <div className={layout.row}>
        {input('startsAt', t('site.startsAt'), startsAt)}
        {input('endsAt', t('site.endsAt'), endsAt)}
      </div>
      {problem ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })} data-testid={testId}>
          {t(`site.window.${problem}`)}
        </p>
      ) : (
        <p className={layout.hint}>{t('site.windowHint')}</p>
      )}
    </>
  );
}
