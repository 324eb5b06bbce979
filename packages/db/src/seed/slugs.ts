/** A seeded name as an address segment ("Tea & Co" → tea-and-co). */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
