/** Blog list page copy; the articles come from the database. */
export const blogContent = {
  seo: {
    title: 'Foundation & Waterproofing Blog',
    description:
      'Articles on exterior and interior waterproofing, foundation repair and cold-climate construction in Northern Ontario and Manitoba, from Northrock’s crews.',
    keywords: ['foundation repair blog', 'waterproofing articles', 'Thunder Bay waterproofing', 'interior vs exterior waterproofing'],
  },
  hero: {
    title: 'Foundation & waterproofing blog',
    lead: 'Practical advice from the crews who dig, seal and support foundations across the North.',
  },
  loading: 'Loading blog posts...',
  empty: 'No articles are published yet. Check back soon.',
} as const;
