import { dateTimeFormat } from '@portal/ui';

const DAY_KEY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;
const DAY_LABEL = { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;
const TIME_OF_DAY = { hour: 'numeric', minute: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

export interface SlotDay {
  /** 'Tuesday, Dec 15, 2026' */
  label: string;
  slots: { value: string; time: string }[];
}

/** The free slots by day in the browser's time zone, in the order given (soonest first), each with its time of day ('3:30 PM'). */
export function slotsByDay(slots: readonly string[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const value of slots) {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) continue;
    const key = dateTimeFormat(DAY_KEY).format(date);
    let day = days.get(key);
    if (!day) {
      day = { label: dateTimeFormat(DAY_LABEL).format(date), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ value, time: dateTimeFormat(TIME_OF_DAY).format(date) });
  }
  return [...days.values()];
}
