// The DOM events the page tracking and the tracker bridge share (a leaf, so neither imports the other).

/** What a page view reports; the tracker script listens for it as a DOM event. */
export interface PageView {
  title: string;
  url: string;
  referrer: string;
}
export const pageViewEvent = 'emporia:page-view';
/** A page's product or order, announced by the tracker bridge once loaded (tracker-bridge.ts CommerceView). */
export const commerceViewEvent = 'emporia:commerce-view';
