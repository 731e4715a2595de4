import { graphql } from '~/gql/graphql';

/** A reply's starting text: "Re: <subject>" and the template with {name} and {company} filled in. */
export const contactReplyDraftQuery = graphql(`
  query contactReplyDraft($id: Int!, $templateId: Int, $language: Locale) {
    contactReplyDraft(id: $id, templateId: $templateId, language: $language) {
      subject
      body
      language
    }
  }
`);
