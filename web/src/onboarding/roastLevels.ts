// The roast levels as the onboarding step and the dashboard's dropdown offer them: every level,
// in the vocabulary's order, with the ones a league cannot have yet (red_band) shown but not selectable.
import { OfferedLevel, RoastLevel } from '../../../src/vocabulary';

const SHOWN: Record<RoastLevel, { label: string; description: string }> = {
  participation_trophy: { label: 'Participation Trophy', description: 'A lighthearted roast' },
  sunburn: { label: 'Sunburn', description: 'A roast with a sting' },
  red_band: { label: 'Red Band (coming soon)', description: 'Profanity-laced and unfiltered' },
};

export const ROAST_LEVELS = RoastLevel.options.map((value) => ({ value, ...SHOWN[value], selectable: OfferedLevel.safeParse(value).success }));
export const isSelectableRoast = (value: string) => ROAST_LEVELS.some((r) => r.value === value && r.selectable);
