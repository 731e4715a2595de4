/** A percent-encoded character that needs no encoding (RFC 3986 §2.3 unreserved: letters, digits, `-._~`). */
const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/gi;

/**
 * RFC 3986 §5.2.4: `.` and `..` segments removed (`..` above the root stays at the root). The
 * path has no empty segment here, so the result has none either, save a trailing slash.
 */
function withoutDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '..') out.pop();
    if (segment === '.' || segment === '..') {
      if (last) out.push('');
    } else out.push(segment);
  });
  return `/${out.join('/')}`;
}

/** The booking and visit links' pages: a prefix, then a token of letters, digits, `-`, `_` and `.` (not only dots). */
const signedLinkPath = /^\/(book|visit|fr\/reserver|fr\/visite)\/((?=[^/]*[A-Za-z0-9])[A-Za-z0-9._-]+)$/i;

/**
 * The one spelling of a page's address on this site, the one it is counted and linked under
 * (docs/security.md, "What an anonymous visitor can grow"): backslashes read as slashes (as
 * browsers read them), letters in lower case (the site's routes and slugs are lower case; a
 * percent-encoding's hex digits upper case), characters that need no encoding decoded (`%73`,
 * `%2e`), repeated slashes collapsed, `.` and `..` segments resolved, no trailing slash. It
 * A booking or visit link's token keeps its case (it is signed). The result
 * always starts with exactly one `/` followed by something other than `/` or `\`, so a redirect
 * to it stays on this site (`//evil.com`, `/\evil.com` and `/..//evil.com` become `/evil.com`).
 * Applied to its own result it changes nothing, so a redirect to it never loops.
 */
export function canonicalPath(rawPath: string): string {
  // A signed link's token is case-sensitive (base64url): its page keeps it as sent (docs/web.md, "Booking").
  const signed = signedLinkPath.exec(rawPath);
  if (signed) return `/${signed[1]!.toLowerCase()}/${signed[2]}`;
  const lower = rawPath.replace(/\\/g, '/').replace(/[A-Z]+/g, (s) => s.toLowerCase());
  const decoded = lower
    .replace(ENCODED_UNRESERVED, (e) => String.fromCharCode(parseInt(e.slice(1), 16)).toLowerCase())
    .replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
  const resolved = withoutDotSegments(`/${decoded}`.replace(/\/{2,}/g, '/'));
  return resolved.length > 1 ? resolved.replace(/\/$/, '') : resolved;
}
