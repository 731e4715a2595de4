import { graphql } from '~/gql/graphql';

/** What the lead card shows of a review request (unmasked: the card reads them all). */
const reviewRequestFields = graphql(`
  fragment ReviewRequestFields on ReviewRequest @_unmask {
    due_at
    sent_at
    reminder_sent_at
    answered_at
    cancelled_at
    cancel_reason
  }
`);

/** A won lead's review request (null until one is written). */
export const contactReviewRequestQuery = graphql(
  `
    query contactReviewRequest($id: Int!) {
      contactReviewRequest(id: $id) {
        ...ReviewRequestFields
      }
    }
  `,
  [reviewRequestFields],
);

/** "Send the review request now" from the lead card. */
export const sendReviewRequestMutation = graphql(
  `
    mutation sendReviewRequest($id: Int!) {
      sendReviewRequest(id: $id) {
        ...ReviewRequestFields
      }
    }
  `,
  [reviewRequestFields],
);

/** "Do not ask for a review" from the lead card (the reminder too). */
export const cancelReviewRequestMutation = graphql(
  `
    mutation cancelReviewRequest($id: Int!) {
      cancelReviewRequest(id: $id) {
        ...ReviewRequestFields
      }
    }
  `,
  [reviewRequestFields],
);
