// The plan of spec section 3 and its price (section 9): $10 per selected league per month.
import { PRICE_PER_LEAGUE } from '../site';

export const PLAN = {
  key: 'standard',
  lookupKey: 'standard_monthly',
  title: 'Weekly Fantasy League Recaps',
  monthlyPrice: PRICE_PER_LEAGUE,
  description: 'Weekly fantasy football recap videos',
  features: [
    { label: 'Weekly Recap Videos', value: 'Unlimited' },
    { label: 'League Support', value: 'Unlimited' },
    { label: 'Video Quality', value: 'HD' },
    { label: 'Mobile Access', value: 'Yes' },
    { label: 'Social Sharing', value: 'Yes' },
  ],
  featureList: ['Weekly 2-minute recap videos', 'NFL fantasy football coverage', 'HD video quality', 'Mobile and desktop access', 'Easy social media sharing'],
} as const;

export const monthlyTotal = (selectedLeagues: number) => PLAN.monthlyPrice * selectedLeagues;
export const formatUsd = (amount: number) => `$${amount % 1 === 0 ? amount : amount.toFixed(2)}`;
