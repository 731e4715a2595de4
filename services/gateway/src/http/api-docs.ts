/** `/api/docs`: a readable reference page rendered on the server from the OpenAPI document. */
const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Schema = Record<string, unknown>;

function fieldsTable(schema: Schema | undefined): string {
  const props = schema?.properties as Record<string, Schema> | undefined;
  if (!props) return schema?.type === 'array' ? `<p>A list of objects.</p>${fieldsTable(schema.items as Schema)}` : '';
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const rows = Object.entries(props)
    .map(([name, p]) => {
      const type = p.type ?? (p.anyOf ? 'one of several' : p.enum ? 'enum' : 'any');
      const extra = [
        p.enum ? `one of ${(p.enum as unknown[]).map((v) => `<code>${esc(v)}</code>`).join(', ')}` : '',
        p.format ? `format ${esc(p.format)}` : '',
        p.maxLength ? `max ${esc(p.maxLength)} chars` : '',
        p.minimum !== undefined ? `min ${esc(p.minimum)}` : '',
        p.maximum !== undefined ? `max ${esc(p.maximum)}` : '',
        p.default !== undefined ? `default <code>${esc(JSON.stringify(p.default))}</code>` : '',
        p.description ? esc(p.description) : '',
      ]
        .filter(Boolean)
        .join('; ');
      return `<tr><td><code>${esc(name)}</code></td><td>${esc(Array.isArray(type) ? type.join(' | ') : type)}</td><td>${required.has(name) ? 'yes' : ''}</td><td>${extra}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function renderApiDocs(doc: Record<string, unknown>, nonce: string): string {
  const info = doc.info as { title: string; description: string };
  const paths = doc.paths as Record<string, Record<string, Schema>>;
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = (op.tags as string[])[0] ?? 'Other';
      const body = (op.requestBody as Schema | undefined)?.content as Record<string, { schema: Schema }> | undefined;
      const bodyEntry = body ? Object.entries(body)[0] : undefined;
      const responses = Object.entries(op.responses as Record<string, Schema>);
      const okResponse = responses.find(([s]) => s.startsWith('2'));
      const okSchema = (okResponse?.[1].content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema;
      const html = `<section class="op" id="${esc(op.operationId)}">
<h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>/api${esc(path)}</code>${op.security ? ' <span class="lock">admin token</span>' : ''}</h3>
<p>${esc(op.summary)}</p>${op.description ? `<p>${esc(op.description)}</p>` : ''}
${bodyEntry ? `<h4>Request body <code>${esc(bodyEntry[0])}</code></h4>${fieldsTable(bodyEntry[1].schema)}` : ''}
<h4>Responses</h4><ul>${responses.map(([s, r]) => `<li><strong>${esc(s)}</strong> ${esc(r.description)}</li>`).join('')}</ul>
${okSchema ? `<details><summary>Response fields</summary>${fieldsTable(okSchema)}</details>` : ''}
</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()].map((t) => `<li><a href="#tag-${esc(t.replace(/\W/g, '-'))}">${esc(t)}</a></li>`).join('');
  const sections = [...byTag.entries()].map(([t, ops]) => `<h2 id="tag-${esc(t.replace(/\W/g, '-'))}">${esc(t)}</h2>${ops.join('\n')}`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(info.title)} reference</title><meta name="robots" content="noindex">
<style nonce="${esc(nonce)}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b2430;background:#f7f8fa}
header{background:#1d3557;color:#fff;padding:1.5rem 2rem}header a{color:#cfe3ff}
main{max-width:980px;margin:0 auto;padding:1rem 2rem 4rem}nav ul{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:0;list-style:none}
.op{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:.5rem 1.25rem;margin:1rem 0}
.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:.1em .4em}
.m-get{background:#1f6f43}.m-post{background:#1d4f91}.m-put{background:#8a5a00}.m-delete{background:#a1262b}
.lock{font-size:.75em;background:#eef1f5;border-radius:4px;padding:.1em .5em;color:#4a5563}
table{border-collapse:collapse;width:100%;font-size:.9em}td,th{border-bottom:1px solid #e5e9ef;text-align:left;padding:.3em .5em;vertical-align:top}
code{font-family:ui-monospace,monospace;font-size:.92em}
</style></head><body><header><h1>${esc(info.title)}</h1><p>${esc(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1)</p></header>
<main><nav aria-label="Sections"><ul>${nav}</ul></nav>${sections}</main></body></html>`;
}
