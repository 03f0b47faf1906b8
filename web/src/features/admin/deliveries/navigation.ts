// A delivery's point (the app keeps geo points as [lat, lng]) and the navigation link a phone opens in
// its maps app.
export interface Point {
  lat: number;
  lng: number;
}

export function pointOf(coordinates: ReadonlyArray<number | null> | null | undefined): Point | null {
  const lat = coordinates?.[0];
  const lng = coordinates?.[1];
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

export function navigationUrl(point: Point): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}
