// Page-wide events: any component may ask for the sign-in or registration pop-up.
// The accounts feature listens and calls preventDefault(); without a listener the caller navigates.
export const OPEN_SIGN_IN = 'karyana:open-sign-in';
export const OPEN_REGISTER = 'karyana:open-register';

export type PageWideEvent = typeof OPEN_SIGN_IN | typeof OPEN_REGISTER;

/** Dispatches the event; returns true when a listener handled it. */
export function requestPopup(name: PageWideEvent): boolean {
  const event = new CustomEvent(name, { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
