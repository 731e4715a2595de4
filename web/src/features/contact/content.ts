/**
 * Contact page copy (docs/product.md §2.3). The form's and the contact card's texts are the
 * interface catalogue's (`contactForm`, `contactInfo` in i18n/messages.en.ts).
 */
export const contactContent = {
  seo: {
    title: 'Contact Us for a Free Foundation Estimate',
    /** With the office hours as the setting states them ("Monday to Friday, 9am to 5pm"). */
    description: (officeHours: string) =>
      `Ask for a free foundation repair or waterproofing estimate. Send photos of cracks or water; we reply within 24 hours. Call 1-888-555-0137, ${officeHours}.`,
    keywords: ['free foundation estimate', 'contact Northrock', 'waterproofing quote', 'foundation inspection Thunder Bay'],
  },
  hero: {
    eyebrow: 'Free estimates',
    title: 'Contact us',
    lead: 'Tell us what is happening with your foundation or basement. We reply within 24 hours, and most estimates are done virtually from your photos.',
  },
  formTitle: 'Get Your Free Estimate',
  stepsTitle: 'How it works',
  steps: [
    { step: 1, title: 'Reach Out', description: 'Send the form or call. Photos of cracks, water or sloping floors help us most.' },
    { step: 2, title: 'Assessment', description: 'We review your photos or visit, find the cause and measure what matters.' },
    { step: 3, title: 'Proposal', description: 'You get a written scope and fixed price within hours to a couple of days.' },
    { step: 4, title: 'Repair', description: 'A trained crew does the work — most jobs in 1-5 days — and hands you the warranty.' },
  ],
} as const;
