// src/api/ holds the API shapes shared by the server and the website: both import them, and they
// import only zod (the website bundles them). Here: a member's name as they set it in Settings,
// checked the same way by the page and the server. Letters of any script, with the spaces,
// apostrophes, hyphens and dots names carry; no digits, markup or control characters (it is shown
// in e-mails).
import { z } from 'zod';

export const NAME_MAX = 50;
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

const namePart = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(NAME_MAX, `${label} can have at most ${NAME_MAX} characters.`)
    .refine((v) => v === '' || NAME_PATTERN.test(v), `${label} can only have letters, spaces, apostrophes, hyphens and dots.`);

export const NameBody = z.object({
  first_name: namePart('First name').refine((v) => v !== '', 'Please enter your first name.'),
  last_name: namePart('Last name').default(''),
});
export type NameBody = z.infer<typeof NameBody>;
