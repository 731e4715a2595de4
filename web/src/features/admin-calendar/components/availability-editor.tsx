import { useMutation, useQuery } from '@apollo/client/react';
import { LoadState } from '~/features/admin-kit/components/load-state';
import {
  estimatorAvailabilityQuery,
  myAvailabilityQuery,
  updateEstimatorAvailabilityMutation,
  updateMyAvailabilityMutation,
} from '../api/estimator-availability.query';
import { AvailabilityForm, type AvailabilityInput } from './availability-form';

/** An admin sets one estimator's availability: every field (availability-form.tsx). */
export function AvailabilityEditor({ adminId, name }: { adminId: number; name: string }) {
  const query = useQuery(estimatorAvailabilityQuery, { variables: { adminId }, fetchPolicy: 'network-only' });
  const [update] = useMutation(updateEstimatorAvailabilityMutation);
  return (
    <LoadState ready={!query.loading || Boolean(query.data)} loading={query.loading} error={query.error} loadingText="Loading availability...">
      <AvailabilityForm
        stored={query.data?.estimatorAvailability ?? null}
        own={false}
        title={`Availability of ${name}`}
        savedText={`Availability of ${name} saved`}
        submit={(input: AvailabilityInput) => update({ variables: { adminId, input } })}
        onSaved={() => query.refetch()}
      />
    </LoadState>
  );
}

/**
 * An estimator sets their own weekly hours, days off and extra hours; whether they are bookable,
 * their towns and their clock show as the office set them. Until an admin has set their
 * availability up, it says so.
 */
export function MyAvailability() {
  const query = useQuery(myAvailabilityQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(updateMyAvailabilityMutation);
  const stored = query.data?.myAvailability ?? null;
  return (
    <LoadState ready={!query.loading || Boolean(query.data)} loading={query.loading} error={query.error} loadingText="Loading availability...">
      {stored ? (
        <AvailabilityForm
          stored={stored}
          own
          title="My availability"
          savedText="Your availability is saved"
          submit={(input: AvailabilityInput) =>
            update({ variables: { input: { weekly_hours: input.weekly_hours, days_off: input.days_off, extra_hours: input.extra_hours } } })
          }
          onSaved={() => query.refetch()}
        />
      ) : (
        <section className="admin-panel" aria-labelledby="availability-heading">
          <h2 id="availability-heading">My availability</h2>
          <p className="admin-state">The office has not set up your availability yet: an admin names the towns you serve first.</p>
        </section>
      )}
    </LoadState>
  );
}
