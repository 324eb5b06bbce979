/** The four networks of SPEC §9's share popup, each with its share page for a link and a text. */
export const shareNetworks = [
  {
    name: 'Facebook',
    url: (link: string, text: string) => `https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${text}`,
  },
  {
    name: 'X',
    url: (link: string, text: string) => `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
  },
  {
    name: 'Pinterest',
    url: (link: string, text: string) =>
      `https://pinterest.com/pin/create/button/?url=${link}&description=${text}`,
  },
  { name: 'LinkedIn', url: (link: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** Opens a network's share page for `link` and `text` in SPEC §9's 626 × 436 popup, centred. */
export function openSharePopup(network: ShareNetwork, link: string, text: string): void {
  const width = 626;
  const height = 436;
  const left = Math.max(0, (window.screen.width - width) / 2);
  const top = Math.max(0, (window.screen.height - height) / 2);
  window.open(
    network.url(encodeURIComponent(link), encodeURIComponent(text)),
    'share',
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  );
}
