import type { NavigateFunction } from 'react-router-dom';

export const FAQ_SCROLL_DELAY_MS = 100;
/** A slow device may not have drawn the landing page 100 ms after navigating: keep looking this long. */
const FAQ_WAIT_MS = 3000;

function scrollToFaq(): boolean {
  const faq = document.getElementById('faq');
  faq?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return faq !== null;
}

/** FAQ link: scroll smoothly to the FAQ; from another page go to / first, then scroll after 100 ms. */
export function goToFaq(pathname: string, navigate: NavigateFunction) {
  if (pathname === '/') {
    scrollToFaq();
    return;
  }
  navigate('/');
  const giveUpAt = Date.now() + FAQ_WAIT_MS;
  const attempt = () => {
    if (!scrollToFaq() && Date.now() < giveUpAt) window.setTimeout(attempt, FAQ_SCROLL_DELAY_MS);
  };
  window.setTimeout(attempt, FAQ_SCROLL_DELAY_MS);
}
