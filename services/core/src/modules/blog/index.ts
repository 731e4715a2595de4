export { BlogPost, BlogPostSchema } from './blog.entity';
export { blogPostInput } from './blog.schemas';
export { blogCrud, getPublishedPost, listPublishedPosts } from './blog.service';
