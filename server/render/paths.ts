import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ENTRY_POINT = path.join(ROOT, 'src/index.ts');
/** Remotion's public folder: the shipped assets (fonts, music, sound effects, the demo recaps). */
export const PUBLIC_DIR = path.join(ROOT, 'assets');
