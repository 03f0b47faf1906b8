// The maintenance switch's confirmation: the word the person types (SUSPEND to turn the store front off,
// RESUME to turn it on again), exact as the server checks it; the dialog's button waits for it.
export type ConfirmWord = 'SUSPEND' | 'RESUME';

/** The word that confirms the change away from the current state. */
export function confirmWordFor(suspended: boolean): ConfirmWord {
  return suspended ? 'RESUME' : 'SUSPEND';
}

/** True when what was typed is the word (spaces around it forgiven, case not). */
export function confirmMatches(typed: string | null | undefined, word: ConfirmWord): boolean {
  return (typed ?? '').trim() === word;
}
