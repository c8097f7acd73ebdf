import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ENTRY_POINT = path.join(ROOT, 'src/index.ts');
/** Remotion's public folder: the shipped assets (fonts, backgrounds, music, the demo recap). */
export const PUBLIC_DIR = path.join(ROOT, 'assets');
