// The one place the app's language is chosen (issue 16): the texts' locale, its writing direction, and
// the formats of numbers and dates. English for now; the Urdu issue sets 'ur' and 'rtl' here (a language
// change reloads the app, so texts read once at start stay right).
export const LOCALE = 'en';
export const DIRECTION: 'ltr' | 'rtl' = 'ltr';
