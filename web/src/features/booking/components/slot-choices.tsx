import type { ReactNode } from 'react';
import { useTranslator } from '~/i18n/translator';
import type { SlotView } from '../booking-views';

export interface SlotChoicesProps {
  slots: SlotView[];
  /** The `id` prefix of the radios (two lists on one page must differ). */
  idPrefix: string;
  /** The field error of `start` (422), or the "just taken" notice (409) shown above the list. */
  error?: string;
  taken?: boolean;
  /** The slot checked when the page renders again (the homeowner's previous pick). */
  selected?: string;
  legend?: string;
}

/**
 * The open slots as radio buttons named `start` (the ISO instant the server books), each labelled
 * on the homeowner's clock. Plain HTML: a form posts it without JavaScript. The first slot is
 * checked, so one tap on the button books the earliest time.
 */
export function SlotChoices({ slots, idPrefix, error, taken, selected, legend }: SlotChoicesProps) {
  const t = useTranslator();
  const checked = slots.some((s) => s.start === selected) ? selected : slots[0]?.start;
  const notice: ReactNode = taken ? (
    <p className="form-notice form-notice--error" role="alert">
      {t('booking.taken')}
    </p>
  ) : error ? (
    <p id={`${idPrefix}-error`} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
  if (slots.length === 0)
    return (
      <>
        {notice}
        <p className="slot-choices__none">{t('booking.noSlots')}</p>
      </>
    );
  return (
    <fieldset className="slot-choices" aria-describedby={error && !taken ? `${idPrefix}-error` : undefined}>
      <legend>{legend ?? t('booking.slotsLegend')}</legend>
      {notice}
      <ul>
        {slots.map((slot, i) => (
          <li key={slot.start}>
            <input type="radio" id={`${idPrefix}-${i}`} name="start" value={slot.start} defaultChecked={slot.start === checked} required />
            <label htmlFor={`${idPrefix}-${i}`}>{slot.label}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
