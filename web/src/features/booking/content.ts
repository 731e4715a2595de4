/** The `/book` page's copy (English); the interface texts are the catalogue's `booking` namespace. */
export const bookingContent = {
  seo: {
    title: 'Book a Free Foundation Inspection',
    description:
      'Pick a time for a free on-site foundation inspection in Thunder Bay, Sudbury or Winnipeg: an estimator comes to see the cracks, leaks or settling and explains the options.',
    keywords: ['book foundation inspection', 'free foundation estimate', 'foundation repair appointment'],
  },
  hero: {
    title: 'Book a Free Inspection',
    lead: 'Tell us about the foundation and pick a time: an estimator comes to see it, free of charge.',
  },
};
