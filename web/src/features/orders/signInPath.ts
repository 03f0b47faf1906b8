/** The sign-in page, coming back here afterwards. */
export function signInPath(here: string): string {
  return `/user/sign-in?redirect=${encodeURIComponent(here)}`;
}
