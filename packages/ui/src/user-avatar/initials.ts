// The first letter or digit of a word; words made only of punctuation have no initial.
function initialOf(word: string | null | undefined): string {
  const match = (word ?? '').match(/[\p{L}\p{N}]/u);
  return match ? match[0].toLocaleUpperCase('en-US') : '';
}

function wordsOf(name: string | null | undefined): string[] {
  return (name ?? '').split(/\s+/).filter((word) => initialOf(word) !== '');
}

/** Initials from first and last name: 'Ada', 'Lovelace' -> 'AL'. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return initialOf(firstName?.trim()) + initialOf(lastName?.trim());
}

/** Up to two initials from the words of a name: 'Ada King Lovelace' -> 'AK'. */
export function initialsFromName(name: string | null | undefined): string {
  return wordsOf(name)
    .slice(0, 2)
    .map((word) => initialOf(word))
    .join('');
}
