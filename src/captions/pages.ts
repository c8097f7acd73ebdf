// Burned-in captions show a few spoken words at a time; a page ends at a sentence or clause
// break or when it would not fit on two lines.
import type { Word } from '../props';

export type CaptionPage = { words: Word[]; startFrame: number; endFrame: number };

const MAX_WORDS = 5;
const MAX_CHARS = 26;

export const captionPages = (words: Word[]): CaptionPage[] => {
  const pages: CaptionPage[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length === 0) return;
    pages.push({ words: current, startFrame: current[0].startFrame, endFrame: current[current.length - 1].endFrame });
    current = [];
  };
  for (const word of words) {
    const chars = current.reduce((n, w) => n + w.text.length + 1, 0) + word.text.length;
    if (current.length >= MAX_WORDS || (current.length > 0 && chars > MAX_CHARS)) flush();
    current.push(word);
    if (/[.!?;:,]$/.test(word.text) && current.length >= 2) flush();
  }
  flush();
  // A page stays up until the next one starts, so the screen never flickers empty mid-sentence.
  for (let i = 0; i < pages.length - 1; i++) pages[i].endFrame = Math.max(pages[i].endFrame, pages[i + 1].startFrame);
  return pages;
};

/** The page on screen at a frame of the segment (the last one lingers to the end). */
export const pageAt = (pages: CaptionPage[], frame: number): CaptionPage | null => {
  if (pages.length === 0 || frame < pages[0].startFrame) return null;
  for (const page of pages) if (frame < page.endFrame) return page;
  return pages[pages.length - 1];
};
