/** The ?redirect= target when it stays inside this site, else '/' (no open redirects). */
export function redirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
}
