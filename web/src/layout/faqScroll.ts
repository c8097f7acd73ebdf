import type { NavigateFunction } from 'react-router-dom';

export const FAQ_SCROLL_DELAY_MS = 100;

function scrollToFaq() {
  document.getElementById('faq')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** FAQ link: scroll smoothly to the FAQ; from another page go to / first, then scroll after 100 ms. */
export function goToFaq(pathname: string, navigate: NavigateFunction) {
  if (pathname === '/') {
    scrollToFaq();
    return;
  }
  navigate('/');
  window.setTimeout(scrollToFaq, FAQ_SCROLL_DELAY_MS);
}
