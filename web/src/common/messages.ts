// What a person reads when a context did not save: the same words in onboarding and on the dashboard.
export const LEAGUE_CONTEXT_SAVE_FAILED = 'Failed to save league context. Please try again.';
export const WEEKLY_SAVE_FAILED = 'Failed to save weekly context. Please try again.';
