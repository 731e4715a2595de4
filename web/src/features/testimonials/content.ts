/** Testimonials page (docs/product.md §2.3: heading, grid, trust figures, call to action). */
export const testimonialsContent = {
  seo: {
    title: 'Customer Reviews & Testimonials',
    description:
      'Read reviews from homeowners in Thunder Bay, Sudbury and Winnipeg about Northrock foundation repair and waterproofing. 2000+ projects completed, 5-star ratings.',
    keywords: ['Northrock reviews', 'foundation repair reviews Thunder Bay', 'waterproofing testimonials', 'Winnipeg foundation reviews'],
  },
  hero: {
    title: 'What our customers say',
    lead: 'Homeowners across Northern Ontario and Manitoba, in their own words.',
  },
  trust: [
    { value: '2000+', label: 'Projects Completed' },
    { value: '5-Star', label: 'Ratings' },
    { value: '100%', label: 'Satisfaction Guarantee' },
  ],
  loading: 'Loading testimonials...',
  cta: { title: 'Join 2,000+ satisfied homeowners', text: 'Get a free estimate and see why our customers recommend us to their neighbours.' },
} as const;
