/** Service areas page (docs/product.md §2.3: begins with the eighteen towns). */
export const serviceAreasContent = {
  seo: {
    title: 'Service Areas: Thunder Bay, Greater Sudbury & Winnipeg',
    description:
      'Northrock repairs and waterproofs foundations in 18 towns across the Thunder Bay area, Greater Sudbury and the Winnipeg area. Free estimates within 24 hours.',
    keywords: ['foundation repair near me', 'Thunder Bay area', 'Greater Sudbury', 'Winnipeg area', 'Northern Ontario service area'],
  },
  hero: {
    title: 'Service areas',
    lead: 'We serve eighteen towns across the Thunder Bay area, Greater Sudbury and the Winnipeg area, and travel further for larger projects.',
  },
  beyond:
    'Outside these towns? We regularly work across Northern & Northwestern Ontario and Manitoba, including North Bay, Kenora and Selkirk. Call us or send your address and we will tell you when a crew is nearby.',
} as const;
