import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import type { BookingEmailTemplates } from '@northrock/core/booking';
import type { ChaseEmailTemplates } from '@northrock/core/lead-chase';
import type { EmailBody } from '@northrock/core/email';
import type { LeadEmailTemplates } from '@northrock/core/lead-pipeline';
import type { ReplyEmailTemplates } from '@northrock/core/lead-reply';
import type { ReviewEmailTemplates } from '@northrock/core/review';
import { HomeownerConfirmationEmail } from './homeowner-confirmation';
import { LeadReplyEmail } from './lead-reply';
import { LowRatingEmail, ReviewRequestEmail } from './review-request';
import { StaffNewLeadEmail } from './staff-new-lead';
import { StaffChaseEmail } from './staff-chase';
import { VisitEmail } from './visit';

/**
 * Both parts from one template: the HTML as React renders it (every value escaped), and the
 * text converted from it by react-email (lines kept whole, links as bare URLs, images left out),
 * with headings and the fields' labels as written and phone links as the number alone.
 */
async function bodyOf(email: ReactElement): Promise<EmailBody> {
  const [html, text] = await Promise.all([
    render(email),
    render(email, {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: false,
        selectors: [
          { selector: 'h2', options: { uppercase: false } },
          { selector: 'h3', options: { uppercase: false } },
          { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 10_000 } },
          { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
        ],
      },
    }),
  ]);
  return { html, text };
}

/** The lead e-mails' layout, handed to the contact jobs of services/core. */
export const leadEmailTemplates: LeadEmailTemplates = {
  staff: (view) => bodyOf(createElement(StaffNewLeadEmail, view)),
  homeowner: (view) => bodyOf(createElement(HomeownerConfirmationEmail, view)),
};

/** The chase e-mails' layout, handed to the chase jobs of services/core. */
export const chaseEmailTemplates: ChaseEmailTemplates = {
  chase: (view) => bodyOf(createElement(StaffChaseEmail, view)),
};

/** A reply's layout, handed to the reply job of services/core. */
export const replyEmailTemplates: ReplyEmailTemplates = {
  reply: (view) => bodyOf(createElement(LeadReplyEmail, view)),
};

/** The visit e-mails' layout (invitations, their updates and cancellations, reminders), handed to the booking jobs of services/core. */
export const bookingEmailTemplates: BookingEmailTemplates = {
  visit: (view) => bodyOf(createElement(VisitEmail, view)),
};

/** The review request's and the low-rating alert's layouts, handed to the review jobs of services/core. */
export const reviewEmailTemplates: ReviewEmailTemplates = {
  request: (view) => bodyOf(createElement(ReviewRequestEmail, view)),
  lowRating: (view) => bodyOf(createElement(LowRatingEmail, view)),
};
