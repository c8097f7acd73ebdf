import type { RecapProps, Segment } from '../props';

export type SceneProps = { recap: RecapProps; segment: Segment };
