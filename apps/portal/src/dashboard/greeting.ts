export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** By the user's local time: morning 5–11, afternoon 12–17, evening otherwise. */
export function greetingFor(now: Date): Greeting {
  const hour = now.getHours();
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}
