export const ROAST_LEVELS = [
  { value: 'participation_trophy', label: 'Participation Trophy', description: 'A lighthearted roast', selectable: true },
  { value: 'sunburn', label: 'Sunburn', description: 'A roast with a sting', selectable: true },
  { value: 'red_band', label: 'Red Band (coming soon)', description: 'Profanity-laced and unfiltered', selectable: false },
] as const;
export const isSelectableRoast = (value: string) => ROAST_LEVELS.some((r) => r.value === value && r.selectable);
