/** The spec's request hash: the letter T followed by a generated value (resendPhoneCode, registerClient, editUser). */
export function clientHash(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `T${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
