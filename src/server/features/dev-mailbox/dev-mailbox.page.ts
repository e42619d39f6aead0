import { escapeHtml } from '#server/providers/email/html.ts';
import type { listMail } from './dev-mailbox.queries.ts';

type Message = Awaited<ReturnType<typeof listMail>>[number];

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and turns each URL in it into a link. */
export function linkify(text: string) {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    const at = match.index ?? 0;
    out += escapeHtml(text.slice(last, at));
    out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

export function mailboxPage(messages: Message[], to: string | undefined) {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <a href="/dev/mailbox?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a> · <time datetime="${m.created_at}">${m.created_at}</time></p>
<pre>${linkify(m.text)}</pre>
${m.attachments.map((a) => `<p class="meta">Attached: ${escapeHtml(a.filename)} (${escapeHtml(a.content_type)}, ${a.size} bytes)</p>`).join('\n')}
</article>`,
    )
    .join('\n');
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'All mail';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Owo development mailbox</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 760px; margin: 0 auto; padding: 16px; color: #111; }
article { border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
h2 { font-size: 1.05rem; margin: 0 0 4px; }
.meta { color: #555; font-size: 0.85rem; margin: 0 0 8px; }
pre { white-space: pre-wrap; word-break: break-all; font: inherit; margin: 0; }
</style></head>
<body>
<h1>Development mailbox</h1>
<p>Mail the app would have sent; shown only outside production when no SMTP server is configured. ${heading}${to ? ' · <a href="/dev/mailbox">show all</a>' : ''} (newest first).</p>
<form method="get" action="/dev/mailbox"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
