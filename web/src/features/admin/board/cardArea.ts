// The area on a board card. The server sends the delivery zone's title, which for a city-wide service
// area is only the city ('sahiwal', 'Sahiwal City'): the same on every card, so it says nothing and is
// left out. The board's answer carries no address line to fall back on (docs/decisions.md).
import { CITIES } from '../../../shared/config';

const CITY_NAMES = new Set(Object.entries(CITIES).flatMap(([key, city]) => [key, city.title.toLowerCase()]));

/** The area to show, or null when it is empty or just a city's name (with or without 'City'). */
export function cardArea(area: string | null | undefined): string | null {
  const text = (area ?? '').trim();
  const name = text.toLowerCase().replace(/\s+city$/, '');
  return text && !CITY_NAMES.has(name) ? text : null;
}
