import { differentiatorCrud } from '@northrock/core/differentiator';
import { materialCrud } from '@northrock/core/material';
import { projectCrud } from '@northrock/core/project';
import { propertyTypeCrud } from '@northrock/core/property-type';
import { serviceCrud } from '@northrock/core/service';
import { testimonialCrud } from '@northrock/core/testimonial';
import { videoReelCrud } from '@northrock/core/video-reel';
import { crudOperations } from '../../graphql/crud-operations';

export const ServiceType = crudOperations(serviceCrud, {
  type: 'Service',
  plural: 'services',
  description: 'A service the company offers (cards, /services/{slug}).',
  publicList: true,
  admin: true,
});

export const MaterialType = crudOperations(materialCrud, {
  type: 'Material',
  plural: 'materials',
  description: 'An advanced system or material (home cards, /our-systems).',
  publicList: true,
  admin: true,
});

export const PropertyTypeType = crudOperations(propertyTypeCrud, {
  type: 'PropertyType',
  plural: 'propertyTypes',
  description: 'A kind of property the company works on (home page).',
  publicList: true,
  admin: true,
});

export const DifferentiatorType = crudOperations(differentiatorCrud, {
  type: 'Differentiator',
  plural: 'differentiators',
  description: 'A reason to choose the company (home and about pages).',
  publicList: true,
  admin: true,
});

export const TestimonialType = crudOperations(testimonialCrud, {
  type: 'Testimonial',
  plural: 'testimonials',
  description: "A homeowner's review; featured ones first.",
  publicList: true,
  admin: true,
});

export const ProjectType = crudOperations(projectCrud, {
  type: 'Project',
  plural: 'projects',
  description: 'A completed job (admin only: the site has no projects page).',
  admin: true,
});

export const VideoReelType = crudOperations(videoReelCrud, {
  type: 'VideoReel',
  plural: 'videoReels',
  description: 'A short video for the home carousel.',
  publicList: true,
  admin: true,
});
