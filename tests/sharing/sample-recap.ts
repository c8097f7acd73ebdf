// A short real recap file for share-link tests: a few seconds of H.264/AAC at the recaps' 1080×1920
// with a 540×960 JPEG thumbnail, made by ffmpeg (whole renders take minutes; playing and unfurling
// need only a real file).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type SampleRecap = { mp4: string; thumbnail: string; bytes: number };

export function makeSampleRecap(dir: string, seconds = 4): SampleRecap {
  fs.mkdirSync(dir, { recursive: true });
  const mp4 = path.join(dir, 'recap.mp4');
  const thumbnail = path.join(dir, 'thumbnail.jpg');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  execFileSync('ffmpeg', [
    ...quiet,
    ...['-f', 'lavfi', '-i', `testsrc2=size=1080x1920:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '34', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', '-shortest', mp4],
  ]);
  execFileSync('ffmpeg', [...quiet, '-ss', '1', '-i', mp4, '-frames:v', '1', '-vf', 'scale=540:960', '-q:v', '4', thumbnail]);
  return { mp4, thumbnail, bytes: fs.statSync(mp4).size };
}

/** Width and height of a picture or video's first video stream, as ffprobe reads it. */
export function probeSize(file: string): { width: number; height: number } {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  });
  const [width, height] = out.trim().split(',').map(Number);
  return { width, height };
}
