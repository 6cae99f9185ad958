/** 'Ada Lovelace': first and last name with one space between them, either left out when blank. */
export function fullName(person: { first_name: string; last_name: string }): string {
  return [person.first_name.trim(), person.last_name.trim()].filter(Boolean).join(' ');
}
