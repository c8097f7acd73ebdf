import { readCookie } from '../lib/http';

/** Hidden `_csrf` field for plain HTML form posts that navigate the browser. */
export function CsrfField() {
  const token = readCookie(document.cookie, 'XSRF-TOKEN') ?? '';
  return <input type="hidden" name="_csrf" value={token} />;
}
