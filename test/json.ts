/** A parsed JSON (or YAML) answer whose fields a test reads directly: what `JSON.parse` returns. */
export type Json = ReturnType<typeof JSON.parse>;
