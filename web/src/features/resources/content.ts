import type { AccordionGroup } from '~/components/ui/accordion';

/** Resources / FAQ page (docs/product.md §2.3: accordion grouped by category; docs/product.md §9 price guides and timings). */
export const resourcesContent = {
  seo: {
    title: 'Foundation Repair & Waterproofing FAQ, Costs and Resources',
    description:
      'Answers on foundation repair and waterproofing costs, timing, seasons, warranties and financing in Northern Ontario and Manitoba, from crack repairs to push piers.',
    keywords: ['foundation repair cost', 'waterproofing cost per linear foot', 'push pier cost', 'foundation FAQ', 'basement waterproofing questions'],
  },
  hero: {
    title: 'Resources & frequently asked questions',
    lead: 'Straight answers on what foundation repair and waterproofing cost, how long they take and when to book — from the crews who do the work.',
  },
  groups: [
    {
      category: 'Costs and price guides',
      items: [
        {
          question: 'How much do crack repairs and small jobs cost?',
          answer: 'Crack repairs and small jobs usually cost $3,000-$5,000, depending on the number and type of cracks and access.',
        },
        {
          question: 'How much does foundation replacement cost?',
          answer: 'Full foundation wall replacement runs $1,500-$2,000 per linear foot, including shoring, removal and the new wall.',
        },
        {
          question: 'How much do push piers cost?',
          answer: 'Push piers cost $3,000-$5,000 per pier. Most homes need between four and ten piers along the settling section.',
        },
        {
          question: 'How much does exterior waterproofing cost?',
          answer: 'Exterior waterproofing costs $200-$500 per linear foot, depending on depth, access and obstacles such as decks and driveways.',
        },
        {
          question: 'How much does interior waterproofing cost?',
          answer:
            'Interior waterproofing costs about $200 per linear foot for the perimeter drainage channel; the sump pump and battery backup are quoted with it.',
        },
        { question: 'How much does a steel post and beam system cost?', answer: 'Steel post and beam work costs about $4,000 per 10-foot span.' },
        { question: 'How much does wall restoration cost?', answer: 'Wall restoration with steel I-beam panels costs $1,000-$1,500 per linear foot of wall.' },
      ],
    },
    {
      category: 'Timing and seasons',
      items: [
        {
          question: 'How long does a foundation repair take?',
          answer: 'Foundation repair typically takes 1-5 days. Push piers are usually installed in 1-2 days, and exterior waterproofing in 3-5 days.',
        },
        {
          question: 'When can you do exterior work?',
          answer: 'Our exterior season runs from March to December, while the ground can be excavated. Interior installs usually run December to February.',
        },
        {
          question: 'Can waterproofing be installed in freezing weather?',
          answer: 'Our membranes stay flexible to -40°C once installed. Excavation needs thawed ground, which is why winter jobs are usually interior systems.',
        },
      ],
    },
    {
      category: 'Estimates, financing and warranties',
      items: [
        {
          question: 'How fast do I get an estimate?',
          answer: 'Estimates take hours to a couple of days. Many are done virtually from your photos and details, and we always reply within 24 hours.',
        },
        {
          question: 'Do you offer financing?',
          answer: 'We offer in-house financing in specific cases, plus payment plans in select situations. Ask your estimator what applies to your project.',
        },
        {
          question: 'What warranties do you give?',
          answer:
            'A 25-year manufacturer warranty on steel systems (push piers, wall supports, adjustable steel posts, steel I-beams) and a 5-year fully transferable warranty on full-perimeter exterior waterproofing. Other coverage is job-specific, written at completion.',
        },
      ],
    },
    {
      category: 'Choosing the right repair',
      items: [
        {
          question: 'Exterior or interior waterproofing: which do I need?',
          answer:
            'Exterior waterproofing stops water before it reaches the wall and is the best long-term fix. Interior waterproofing manages water that gets in, costs less, and can be installed in winter or where you cannot dig.',
        },
        {
          question: 'My wall is bowing. Do I need a new one?',
          answer:
            'Not always. Walls bowing less than about 2 inches that are otherwise sound can usually be braced with steel I-beam panels for less than replacement.',
        },
        {
          question: 'What causes foundations to settle?',
          answer:
            'Soil that shrinks, washes out or was poorly compacted under the footing. Push piers carry the house down to bedrock or load-bearing soil so it stops moving.',
        },
      ],
    },
  ] satisfies AccordionGroup[],
} as const;
