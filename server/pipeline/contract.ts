// The recap pipeline's contract with whoever runs it: what a pipeline is given and gives back
// (server/jobs/worker.ts runs one per claimed job), and the chunk queue a recap split across
// workers renders through. It lives with the pipeline; server/jobs/ imports it, never the reverse.
import { z } from 'zod';
import type { RecapProps } from '../../src/props';
import type { OfferedLevel, RecapStage } from '../../src/vocabulary';
import type { RecapFacts } from '../recap/facts/schema';
import type { SleeperClient } from '../sleeper/client';

export type PipelineInput = {
  client: SleeperClient;
  leagueId: string;
  week: number;
  level: OfferedLevel;
  leagueContext: string;
  weeklyContext: string;
  /** Lines of the league's last 4 recaps (newest first), not to be repeated. */
  previousLines: string[];
  /** Lines of every earlier recap this season: their joke shapes are picked last. */
  seasonLines: string[];
  /** The video's own folder: everything the recap plays is written here. */
  outDir: string;
  /** URL prefix under which the folder will be served once placed (/media/<folder>). */
  mediaBase: string;
  /** One render of this job (`job-<id>-g<generation>`): the same across attempts of a run. */
  renderKey: string;
  /** The league's first recap: a member who just paid is waiting for it. */
  firstVideo: boolean;
  /** Render only these frames (tests, benchmarks); default the whole recap. */
  frameRange?: [number, number];
  /** Stage and its progress (0-100 overall). */
  onProgress: (stage: RecapStage, percent: number) => void;
  /** Aborted when the job's lease is lost or it ran too long. */
  signal?: AbortSignal;
};

export type PipelineOutput = {
  videoPath: string;
  thumbnailPath: string;
  props: RecapProps;
  /** The script's lines as spoken, kept with the video (server/videos/spoken-lines.ts). */
  spokenLines: string[];
  durationSeconds: number;
  width: number;
  height: number;
  facts: Pick<RecapFacts, 'leagueName' | 'season' | 'week' | 'teams' | 'matchups'>;
};

/** The recap pipeline (facts → script → voice → render); server/pipeline/make-recap.ts `makeRecap` in production. */
export type RecapPipeline = (input: PipelineInput) => Promise<PipelineOutput>;

const Frame = z.number().int().min(0);

export const ChunkSpec = z.object({
  /** One render of one recap: `job-<jobId>-g<generation>`. Its files live under `work/<group>/` in the video store. */
  group: z.string().regex(/^[\w-]+$/),
  index: z.number().int().min(0),
  range: z.tuple([Frame, Frame]),
  /** The first frame of the video the chunks make up. */
  compositionStart: Frame,
  /** The store folder holding the prepared recap (props.json and the media it plays). */
  preparedDir: z.string().min(1),
});
export type ChunkSpec = z.infer<typeof ChunkSpec>;

/** Where a rendered chunk's two files were stored. */
export const ChunkResult = z.object({ video: z.string().min(1), audio: z.string().min(1) });
export type ChunkResult = z.infer<typeof ChunkResult>;

/** A chunk claimed by this worker: its spec and the lock token the queue checks (a queue may carry more). */
export type HeldChunk = ChunkSpec & { token: string };

/** Where a group's chunks stand: all done (in order), one failed for good, or still going. */
export type GroupStatus = { state: 'done'; results: ChunkResult[] } | { state: 'failed'; error: string } | { state: 'rendering'; done: number };

/**
 * The queue of chunk jobs a recap split across workers uses (RENDER_CHUNKS > 1); server/jobs/chunk-queue.ts
 * implements it over BullMQ. Claims never block; a chunk whose lock is lost goes to another worker.
 */
export interface ChunkQueue<Held extends HeldChunk = HeldChunk> {
  /** How long a chunk's lock lives without renewal. */
  readonly leaseMs: number;
  /** Adds a group's chunks. Idempotent: a chunk already queued or done is kept; one that failed for good is tried again. */
  add(specs: ChunkSpec[]): Promise<void>;
  /** The next chunk due, or null at once when there is none. */
  claim(workerId: string): Promise<Held | null>;
  /** Keeps the chunk's lock; false when it was lost (another worker has the chunk now). */
  extend(held: Held): Promise<boolean>;
  complete(held: Held, result: ChunkResult): Promise<boolean>;
  fail(held: Held, error: string): Promise<void>;
  status(group: string, count: number): Promise<GroupStatus>;
  /** Forgets a joined group's chunk jobs. */
  remove(group: string, count: number): Promise<void>;
}
