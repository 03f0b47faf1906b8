// The refusal under a picture field (an upload's or the save's), read out when it appears.
export function PictureError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="admin-picture-error">
      {message}
    </p>
  ) : null;
}
