import { lazy } from 'react';

/** The Player chunk, loaded on first use. */
export const LazyRecapPlayer = lazy(() => import('./RecapPlayer'));
