// Week choices of the weekly context page (spec sections 2 and 5). Pure.
export const MAX_WEEK = 18;

export interface WeekOption {
  week: number;
  label: string;
  editable: boolean;
}

/** The next week first (only when ≤ 18, editable), then the current week down to week 1. */
export function weekOptions(upcoming: number | null, current: number | null): WeekOption[] {
  const options: WeekOption[] = [];
  if (upcoming !== null && upcoming >= 1 && upcoming <= MAX_WEEK) {
    options.push({ week: upcoming, label: `Week ${upcoming} (Next)`, editable: true });
  }
  const top = Math.min(current ?? (upcoming !== null ? upcoming - 1 : 0), MAX_WEEK);
  for (let week = top; week >= 1; week--) {
    if (week !== upcoming) options.push({ week, label: `Week ${week}`, editable: false });
  }
  return options;
}

/** Saving is allowed only for the upcoming week with non-blank text. */
export const canSaveWeek = (selected: number | null, upcoming: number | null, text: string) =>
  selected !== null && selected === upcoming && text.trim().length > 0;

export function weekLabel(season: string | null, week: number | null, loading: boolean): string {
  if (loading) return 'Loading...';
  if (!week) return 'Current Week';
  return season ? `${season} Season · Week ${week}` : `Week ${week}`;
}
