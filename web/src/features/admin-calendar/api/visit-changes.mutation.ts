import { graphql } from '~/gql/graphql';

/** The office's changes to a visit, under the same rules as the homeowner's (docs/admin.md, "Bookings and the calendar"). */
export const moveVisitMutation = graphql(`
  mutation moveVisit($id: String!, $start: String!) {
    moveVisit(id: $id, start: $start) {
      id
      start
      end
      status
      label
    }
  }
`);

export const cancelVisitMutation = graphql(`
  mutation cancelVisit($id: String!) {
    cancelVisit(id: $id) {
      id
      status
    }
  }
`);

export const markVisitMutation = graphql(`
  mutation markVisit($id: String!, $status: VisitMark!) {
    markVisit(id: $id, status: $status) {
      id
      status
    }
  }
`);

/** A visit booked by the office for a lead who phoned. */
export const bookVisitForLeadMutation = graphql(`
  mutation bookVisitForLead($leadId: Int!, $start: String!, $estimatorId: Int) {
    bookVisitForLead(leadId: $leadId, start: $start, estimatorId: $estimatorId) {
      id
      start
      estimator_name
    }
  }
`);
