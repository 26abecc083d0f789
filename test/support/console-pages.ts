import type { ConsoleAnswer } from './console-client';

/** The console path of a page's pager link (`rel="next"`: older, `rel="prev"`: newer), or null when there is none. */
export function pagerLink(page: ConsoleAnswer, rel: 'next' | 'prev'): string | null {
  const match = new RegExp(`<a href="([^"]+)" rel="${rel}">`).exec(page.text);
  if (match === null) return null;
  return match[1]
    .replace(/&amp;/g, '&')
    .replace(/^\/lock/, '')
    .replace(/#.*$/, '');
}
