import { describe, expect, it } from 'vitest';
import { blogPostTexts } from '~/features/admin-blog/components/blog-posts-page';
import { projectTexts } from '~/features/admin-projects/components/projects-page';
import { serviceTexts } from '~/features/admin-services/components/services-page';
import { testimonialTexts } from '~/features/admin-testimonials/components/testimonials-page';
import { videoReelTexts } from '~/features/admin-video-reels/components/video-reels-page';

/** The product contract's exact words (2.4, 5, 8) for each content screen. */
describe('content screen texts', () => {
  it.each([
    [serviceTexts, 'Service', 'Service', 'service', 'Services'],
    [projectTexts, 'Project', 'Project', 'project', 'Projects'],
    [blogPostTexts, 'Blog Post', 'Blog post', 'blog post', 'Blog Posts'],
    [testimonialTexts, 'Testimonial', 'Testimonial', 'testimonial', 'Testimonials'],
    [videoReelTexts, 'Video Reel', 'Video reel', 'video reel', 'Video Reels'],
  ])('%#: %s', (texts, title, sentence, noun, plural) => {
    expect(texts).toMatchObject({
      addTitle: `Add New ${title}`,
      editTitle: `Edit ${title}`,
      created: `${sentence} created successfully`,
      updated: `${sentence} updated successfully`,
      deleted: `${sentence} deleted successfully`,
      saveFailed: `Failed to save ${noun}`,
      deleteFailed: `Failed to delete ${noun}`,
      confirmDelete: `Are you sure you want to delete this ${noun}?`,
      heading: `Manage ${plural}`,
    });
  });

  it('uses docs/product.md loading texts and the video reels empty state', () => {
    expect(serviceTexts.loading).toBe('Loading services...');
    expect(projectTexts.loading).toBe('Loading projects...');
    expect(blogPostTexts.loading).toBe('Loading blog posts...');
    expect(testimonialTexts.loading).toBe('Loading testimonials...');
    expect(videoReelTexts.addButton).toBe('Add Video Reel');
    expect(videoReelTexts.empty).toBe('No video reels yet. Add your first video to showcase your work!');
  });
});
