// Download a finished video (spec section 4): Preparing → Starting → Downloading →
// 'Download started!', cleared after 3 s. On iOS: share sheet, else a new tab, else an anchor.
export type DownloadStatus = 'Preparing...' | 'Starting...' | 'Downloading...' | 'Download started!';
export const MESSAGE_CLEAR_MS = 3000;
export const DOWNLOAD_FAILED = 'Download failed. Please try again.';
export const IOS_TIP = 'Tap Save Video to keep it in your Photos.';

export function isIos(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

export const fileName = (id: string | number) => `recap-video-${id}.mp4`;

/** "35.5 MB", "812 KB": decimal units, as phones show a file's size. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

export type DownloadChoice = { label: string; size: string | null; url: string; name: string };

/** The download menu: the full file, and the small chat rendition when the recap has one. */
export function downloadChoices(
  video: { id: string | number; bytes?: number | null; chat_download_url?: string | null; chat_bytes?: number | null },
  fullUrl: string,
): DownloadChoice[] {
  const choices: DownloadChoice[] = [{ label: 'Full quality', size: video.bytes ? formatBytes(video.bytes) : null, url: fullUrl, name: fileName(video.id) }];
  if (video.chat_download_url) {
    choices.push({
      label: 'Small (for group chats)',
      size: video.chat_bytes ? formatBytes(video.chat_bytes) : null,
      url: video.chat_download_url,
      name: `recap-video-${video.id}-small.mp4`,
    });
  }
  return choices;
}

function anchorDownload(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Runs the download, reporting each status; throws with a human message on failure. */
export async function downloadVideo(url: string, id: string | number, onStatus: (s: DownloadStatus, tip?: string) => void, name = fileName(id)) {
  onStatus('Preparing...');
  const head = await fetch(url, { method: 'HEAD', credentials: 'include' });
  if (!head.ok) throw new Error(DOWNLOAD_FAILED);
  onStatus('Starting...');
  if (isIos()) {
    const res = await fetch(url, { credentials: 'include' });
    if (!res.ok) throw new Error(DOWNLOAD_FAILED);
    onStatus('Downloading...');
    const file = new File([await res.blob()], name, { type: 'video/mp4' });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ files: [file] });
        onStatus('Download started!', IOS_TIP);
        return;
      } catch {
        // Share dismissed or refused: fall through to a new tab.
      }
    }
    const tab = window.open(URL.createObjectURL(file), '_blank');
    if (!tab) anchorDownload(URL.createObjectURL(file), name);
    onStatus('Download started!', IOS_TIP);
    return;
  }
  onStatus('Downloading...');
  anchorDownload(url, name);
  onStatus('Download started!');
}
