import type { ReactNode } from 'react';
import type { BookingOutcome, SlotView } from '../booking-views';
import { SlotChoices } from './slot-choices';

export interface SlotBookingFormProps {
  /** Where the form posts: the page's own address (`/book/<token>`, `/visit/<token>`...). */
  action: string;
  slots: SlotView[];
  idPrefix: string;
  submitLabel: string;
  /** What the last post came to: a taken slot re-renders the next ones with the notice; a refused `start` its error. */
  outcome?: BookingOutcome;
  /** Fields posted with the slot (`intent=move` on the visit page, the enquiry's on /book). */
  children?: ReactNode;
  legend?: string;
}

/**
 * A plain `<form method="post">` choosing one slot: what the booking pages render on the server,
 * so booking works without JavaScript (docs/web.md, "Booking").
 */
export function SlotBookingForm({ action, slots, idPrefix, submitLabel, outcome, children, legend }: SlotBookingFormProps) {
  const taken = outcome?.status === 'taken';
  const invalid = outcome?.status === 'invalid' ? outcome : undefined;
  return (
    <form className="form" method="post" action={action}>
      {children}
      {invalid?.detail && (
        <p className="form-notice form-notice--error" role="alert">
          {invalid.detail}
        </p>
      )}
      <SlotChoices
        slots={taken ? outcome.slots : slots}
        idPrefix={idPrefix}
        taken={taken}
        error={invalid?.errors.start}
        selected={invalid?.values?.start}
        legend={legend}
      />
      {(taken ? outcome.slots : slots).length > 0 && (
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
      )}
    </form>
  );
}
