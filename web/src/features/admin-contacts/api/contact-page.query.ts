import { graphql, type ResultOf } from '~/gql/graphql';

/** One page of leads for the Contacts screen, with photos, delivery state, the response clock, chases and notes. */
export const contactPageQuery = graphql(`
  query contactPage($filter: ContactListFilter) {
    contactPage(filter: $filter) {
      total
      page
      page_size
      items {
        id
        name
        email
        phone
        address
        city
        subject
        message
        status
        created_at
        photos {
          path
          thumb_url
          large_url
          original_url
          error
        }
        photos_pending
        photos_missing
        delivery_state
        delivery_error
        spam_reason
        landing_page
        form_page
        referrer_host
        utm_source
        utm_medium
        utm_campaign
        device
        source
        erased_at
        owner_id
        outcome
        job_value_cents
        lost_reason
        outcome_at
        possible_spam
        language
        waiting_office_minutes
        response_office_minutes
        first_response_kind
        chases {
          kind
          due_at
          sent_at
          cancelled_at
        }
        notes {
          id
          author
          body
          kind
          created_at
        }
        replies {
          id
          subject
          body
          author
          status
          error
          created_at
          sent_at
        }
      }
    }
  }
`);

export type ContactLead = ResultOf<typeof contactPageQuery>['contactPage']['items'][number];
