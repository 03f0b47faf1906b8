/** The cart drawer's width (shopping.md §9); cart.css makes it the full width below that. */
export const DRAWER_WIDTH = 438;
