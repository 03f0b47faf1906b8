/** The old app registered a service worker; the spec unregisters any left at start. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  } catch {
    // Not allowed here (e.g. an insecure context): nothing to clean.
  }
}
