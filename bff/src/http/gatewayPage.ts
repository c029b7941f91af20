// The small pages bff answers with itself when it cannot render one of web's (starting, failed).
import type { GatewayLanguage, GatewayMessages } from './gatewayMessages.js';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The page's own policy: no script at all, its inline style only. */
export const gatewayPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A page's texts as the gateway's messages name them: `gateway.<page>.title|message|retry`. */
export function gatewayTexts(
  messages: GatewayMessages,
  language: GatewayLanguage,
  page: 'starting' | 'failed' | 'badUrl',
): GatewayPageText {
  const text = (key: keyof GatewayPageText) => messages[language][`gateway.${page}.${key}`]!;
  return { title: text('title'), message: text('message'), retry: text('retry') };
}

interface GatewayPageText {
  title: string;
  message: string;
  /** The link back to `path`; a page without it (a refusal) asks the visitor only to wait. */
  retry?: string;
}

/** A title, a line and a link back to `path`; with `refreshSeconds`, it reloads by itself. */
export function gatewayPage(
  language: GatewayLanguage,
  text: GatewayPageText,
  path = '/',
  refreshSeconds?: number,
): string {
  const retry = escapeHtml(path.startsWith('/') && !path.startsWith('//') ? path : '/');
  const link = text.retry === undefined ? '' : `<a href="${retry}">${escapeHtml(text.retry)}</a>`;
  const refresh =
    refreshSeconds === undefined ? '' : `\n<meta http-equiv="refresh" content="${refreshSeconds}">`;
  return `<!doctype html>
<html lang="${language === 'sr' ? 'sr-Latn' : language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${refresh}
<title>${escapeHtml(text.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937;background:#f9fafb}main{max-width:28rem;padding:1.5rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}a{display:inline-block;margin-top:1rem;padding:.625rem 1.25rem;border-radius:.5rem;background:#4f46e5;color:#fff;text-decoration:none}</style>
</head>
<body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.message)}</p>${link}</main></body>
</html>`;
}
