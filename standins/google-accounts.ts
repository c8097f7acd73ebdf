// The accounts on the local Google stand-in's chooser when `npm start` runs it.
import { DEMO_EMAIL } from '../server/demo';
import type { GoogleAccount } from './google-oidc';

/** The demo account first ("Use another account" adds more). */
export const STAND_IN_ACCOUNTS: GoogleAccount[] = [
  { sub: 'standin-demo-user', email: DEMO_EMAIL, given_name: 'Demo', family_name: 'User' },
  { sub: 'standin-casey-rivera', email: 'casey@recap.local', given_name: 'Casey', family_name: 'Rivera' },
];
