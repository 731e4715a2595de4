import { expect, test, type Page } from '../support/fixtures';
import { acceptConfirm, card, signIn, toast, unique } from './admin-support';

/**
 * Create, edit and delete one item of each content type through its dialog, and see it where
 * the public site shows it (uploaded images: admin-images.spec.ts).
 */
interface ContentType {
  section: string;
  path: string;
  /** As in "Add New X" / "Edit X". */
  title: string;
  /** As in "X created successfully". */
  sentence: string;
  /** As in "delete this x?". */
  noun: string;
  addButton: string;
  /** Label of the field holding the item's name. */
  nameLabel: string;
  fill(page: Page, name: string, id: string): Promise<void>;
  /** Where the public site lists it, if it does. */
  publicPath?: string;
}

const image = '/images/services/exterior-waterproofing.webp';
const avatar = '/images/avatars/daniel-beaulieu.webp';

const types: ContentType[] = [
  {
    section: 'Services',
    path: '/admin/services',
    title: 'Service',
    sentence: 'Service',
    noun: 'service',
    addButton: 'Add Service',
    nameLabel: 'Title',
    publicPath: '/services',
    async fill(page, name, id) {
      await page.getByLabel('Slug').fill(`e2e-service-${id}`);
      await page.getByLabel('Description', { exact: true }).fill('A service made by the admin end-to-end test.');
      await page.getByLabel('Image URL').fill(image);
      await page.getByLabel('Order').fill('90');
    },
  },
  {
    section: 'Projects',
    path: '/admin/projects',
    title: 'Project',
    sentence: 'Project',
    noun: 'project',
    addButton: 'Add Project',
    nameLabel: 'Title',
    async fill(page) {
      await page.getByLabel('Description', { exact: true }).fill('Underpinned a bungalow on clay.');
      await page.getByLabel('Category').fill('Stabilization');
      await page.getByLabel('Image URL').fill(image);
    },
  },
  {
    section: 'Blog Posts',
    path: '/admin/blog',
    title: 'Blog Post',
    sentence: 'Blog post',
    noun: 'blog post',
    addButton: 'Add Blog Post',
    nameLabel: 'Title',
    publicPath: '/blog',
    async fill(page, _name, id) {
      await page.getByLabel('Slug').fill(`e2e-post-${id}`);
      await page.getByLabel('Excerpt', { exact: true }).fill('What the test wrote.');
      const editor = page.getByRole('textbox', { name: 'Content', exact: true });
      await editor.click();
      await page.keyboard.type('Frost heave lifts footings. ');
      await page.getByRole('toolbar', { name: 'Formatting', exact: true }).getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('Drain the water.');
      await page.getByLabel('Image URL', { exact: true }).fill(image);
      await page.getByLabel('Author Name').fill('Test Writer');
      await page.getByLabel('Author Role').fill('Estimator');
      await page.getByLabel('Author Avatar URL').fill(avatar);
      await page.getByLabel('Category').fill('Waterproofing');
      await expect(page.getByLabel('Published')).toBeChecked();
    },
  },
  {
    section: 'Testimonials',
    path: '/admin/testimonials',
    title: 'Testimonial',
    sentence: 'Testimonial',
    noun: 'testimonial',
    addButton: 'Add Testimonial',
    nameLabel: 'Name',
    publicPath: '/testimonials',
    async fill(page) {
      await page.getByLabel('Location').fill('Kenora, ON');
      await page.getByLabel('Text', { exact: true }).fill('Dry basement since the spring melt.');
      await page.getByLabel('Avatar URL').fill(avatar);
      await expect(page.getByLabel('Rating (1-5)')).toHaveValue('5');
    },
  },
  {
    section: 'Video Reels',
    path: '/admin/videos',
    title: 'Video Reel',
    sentence: 'Video reel',
    noun: 'video reel',
    addButton: 'Add Video Reel',
    nameLabel: 'Title',
    publicPath: '/',
    async fill(page) {
      await page.getByLabel('Description', { exact: true }).fill('Crew at work.');
      // A video the site serves: a missing one is a 404 in the console (and a failed test).
      await page.getByLabel('Video URL').fill('/videos/push-pier-stabilization-sudbury.mp4');
      await page.getByLabel('Duration (seconds)').fill('42');
      // First in the carousel.
      await page.getByLabel('Order').fill('-100');
      await page.getByLabel('Featured').check();
    },
  },
  {
    section: 'Materials',
    path: '/admin/materials',
    title: 'Material',
    sentence: 'Material',
    noun: 'material',
    addButton: 'Add Material',
    nameLabel: 'Name',
    publicPath: '/our-systems',
    async fill(page) {
      await page.getByLabel('Description', { exact: true }).fill('A membrane that stays flexible at -40 degrees C.');
      await page.getByLabel('Image URL').fill(image);
    },
  },
  {
    section: 'Property Types',
    path: '/admin/property-types',
    title: 'Property Type',
    sentence: 'Property type',
    noun: 'property type',
    addButton: 'Add Property Type',
    nameLabel: 'Type',
    publicPath: '/',
    async fill(page) {
      await page.getByLabel('Description', { exact: true }).fill('Cottages on rock and on fill.');
    },
  },
  {
    section: 'Differentiators',
    path: '/admin/differentiators',
    title: 'Differentiator',
    sentence: 'Differentiator',
    noun: 'differentiator',
    addButton: 'Add Differentiator',
    nameLabel: 'Title',
    publicPath: '/',
    async fill(page) {
      await page.getByLabel('Tagline', { exact: true }).fill('Answers the same day');
      await page.getByLabel('Description', { exact: true }).fill('Every call returned before the office closes.');
    },
  },
];

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

for (const type of types) {
  test(`${type.section}: create, edit and delete, seen on the public site`, async ({ page }) => {
    const id = unique();
    const name = `E2E ${type.title} ${id}`;
    await page.goto(type.path);
    await expect(page.getByRole('heading', { level: 1, name: type.section })).toBeVisible();

    // Create, after the dialog shows the schema's messages for an empty form.
    await page.getByRole('button', { name: type.addButton }).click();
    const dialog = page.getByRole('dialog', { name: `Add New ${type.title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText(`${type.nameLabel} is required`)).toBeVisible();
    await dialog.getByLabel(type.nameLabel, { exact: true }).fill(name);
    await type.fill(page, name, id);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, `${type.sentence} created successfully`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, name)).toBeVisible();
    if (type.title === 'Video Reel') {
      await expect(card(page, name)).toContainText('Duration: 42s');
      await expect(card(page, name).getByText('Featured')).toBeVisible();
      await expect(card(page, name).locator('video')).toHaveAttribute('preload', 'metadata');
    }

    if (type.publicPath) {
      await page.goto(type.publicPath);
      await expect(page.getByText(name).first()).toBeAttached();
      // An item without an image (optional for some lists) gets no empty picture.
      await expect(page.locator('img[src=""], img:not([src])')).toHaveCount(0);
      await page.goto(type.path);
    }

    // Edit: the dialog is prefilled; Update saves.
    const edited = `${name} (edited)`;
    await card(page, name).getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${type.title}` });
    await expect(editDialog.getByLabel(type.nameLabel, { exact: true })).toHaveValue(name);
    await editDialog.getByLabel(type.nameLabel, { exact: true }).fill(edited);
    await editDialog.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, `${type.sentence} updated successfully`)).toBeVisible();
    await expect(card(page, edited)).toBeVisible();

    if (type.publicPath) {
      await page.goto(type.publicPath);
      await expect(page.getByText(edited).first()).toBeAttached();
      await page.goto(type.path);
    }

    // Delete, after the product contract's question.
    acceptConfirm(page, `Are you sure you want to delete this ${type.noun}?`);
    await card(page, edited).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${type.sentence} deleted successfully`)).toBeVisible();
    await expect(card(page, edited)).toHaveCount(0);

    if (type.publicPath) {
      await page.goto(type.publicPath);
      await expect(page.getByText(edited)).toHaveCount(0);
    }
  });
}

test('a draft blog post shows the Draft badge and stays off the public blog', async ({ page }) => {
  const id = unique();
  const name = `E2E Draft ${id}`;
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Add Blog Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(name);
  await types[2]!.fill(page, name, id);
  await page.getByLabel('Published').uncheck();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Blog post created successfully')).toBeVisible();
  await expect(card(page, name).getByText('Draft')).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByText(name)).toHaveCount(0);
  await page.goto('/admin/blog');
  acceptConfirm(page, 'Are you sure you want to delete this blog post?');
  await card(page, name).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Blog post deleted successfully')).toBeVisible();
});
