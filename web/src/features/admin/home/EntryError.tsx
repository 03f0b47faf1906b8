// A refusal beside one entry of a home page card (a banner's link, a listed product) or under the card's
// upload, read out when it appears.
export function EntryError({ id, message }: { id?: string | undefined; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="admin-home-entry-error" role="alert">
      {message}
    </p>
  ) : null;
}
