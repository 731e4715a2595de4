import { testimonialInput } from '@northrock/core/browser';
import { CrudPage } from '~/features/admin-kit/components/crud-page';
import { ItemCard } from '~/features/admin-kit/components/item-card';
import { crudDocs } from '~/features/admin-kit/hooks/use-crud-resource';
import { entityTexts } from '~/features/admin-kit/lib/entity-texts';
import type { FieldSpec } from '~/features/admin-kit/lib/field-spec';
import { createTestimonialMutation } from '../api/create-testimonial.mutation';
import { deleteTestimonialMutation } from '../api/delete-testimonial.mutation';
import { adminTestimonialsQuery } from '../api/testimonial-list.query';
import { updateTestimonialMutation } from '../api/update-testimonial.mutation';

export const testimonialTexts = entityTexts('Testimonial', 'Testimonials');

const testimonialFields: FieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'text', name: 'location', label: 'Location', hint: 'For example Thunder Bay, ON' },
  { kind: 'textarea', name: 'text', label: 'Text', rows: 4, french: true },
  { kind: 'image', name: 'avatar', label: 'Avatar URL' },
  { kind: 'number', name: 'rating', label: 'Rating (1-5)', min: 1, max: 5 },
  { kind: 'checkbox', name: 'featured', label: 'Featured' },
];

const docs = crudDocs(adminTestimonialsQuery, (d) => d.adminTestimonials, createTestimonialMutation, updateTestimonialMutation, deleteTestimonialMutation);

function Stars({ rating }: { rating: number }) {
  return (
    <span className="admin-stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, 5 - rating))}
    </span>
  );
}

export function TestimonialsPage() {
  return (
    <CrudPage
      texts={testimonialTexts}
      historyType="Testimonial"
      schema={testimonialInput}
      fields={testimonialFields}
      docs={docs}
      renderItem={(t, nameId) => (
        <ItemCard
          nameId={nameId}
          title={t.name}
          image={t.avatar}
          avatar
          featured={t.featured}
          meta={
            <>
              {t.location} · <Stars rating={t.rating} />
            </>
          }
          text={t.text}
        />
      )}
    />
  );
}
