/**
 * A form field's text as sent, trimmed ('' when the form has no such field). Route actions read
 * what they send from the request's form: the same whether the page posted it after hydration
 * or the browser did before it (or without script).
 */
export function sentText(form: FormData, field: string): string {
  const value = form.get(field);
  return typeof value === 'string' ? value.trim() : '';
}
