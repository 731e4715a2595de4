/** Upload limits (docs/product.md §5, §9): the form enforces them before sending, the server again. */
export const uploadLimits = { maxFiles: 5, maxFileBytes: 10 * 1024 * 1024 } as const;
