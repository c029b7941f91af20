/**
 * What a browser refuses in a Set-Cookie line for a `__Host-` cookie (RFC 6265bis §4.1.3.2): it
 * must be Secure, have Path=/ and no Domain. An empty list: the browser keeps it.
 */
export function hostPrefixViolations(setCookie: string): string[] {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  if (!pair.startsWith('__Host-')) return [];
  const named = (name: string) =>
    attributes.filter((attribute) => attribute.toLowerCase().startsWith(`${name}=`));
  const violations: string[] = [];
  if (!attributes.some((attribute) => attribute.toLowerCase() === 'secure'))
    violations.push('not Secure');
  const paths = named('path');
  if (paths.length !== 1 || paths[0]!.slice(5) !== '/') violations.push('Path is not /');
  if (named('domain').length > 0) violations.push('has a Domain');
  return violations;
}

/** Every Set-Cookie line of an inject() response. */
export function setCookieLines(headers: Record<string, unknown>): string[] {
  const header = headers['set-cookie'];
  return Array.isArray(header) ? header.map(String) : header ? [String(header)] : [];
}
