/**
 * Every text a content screen shows about its entity (docs/product.md §2.4, §5, §8), built from one name so
 * the five screens cannot drift: "Add New Service", "Service created successfully",
 * "Failed to delete blog post", "Are you sure you want to delete this video reel?".
 */
export interface EntityTexts {
  /** Section and heading: "Blog Posts". */
  plural: string;
  heading: string;
  addButton: string;
  addTitle: string;
  editTitle: string;
  created: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
  confirmDelete: string;
  loading: string;
  empty: string;
}

/** `title` as in a dialog title ("Blog Post"), `plural` as in the sidebar ("Blog Posts"). */
export function entityTexts(title: string, plural: string, overrides: Partial<EntityTexts> = {}): EntityTexts {
  const noun = title.toLowerCase();
  const sentence = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    plural,
    heading: `Manage ${plural}`,
    addButton: `Add ${title}`,
    addTitle: `Add New ${title}`,
    editTitle: `Edit ${title}`,
    created: `${sentence} created successfully`,
    updated: `${sentence} updated successfully`,
    deleted: `${sentence} deleted successfully`,
    saveFailed: `Failed to save ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
    confirmDelete: `Are you sure you want to delete this ${noun}?`,
    loading: `Loading ${plural.toLowerCase()}...`,
    empty: `No ${plural.toLowerCase()} yet.`,
    ...overrides,
  };
}
