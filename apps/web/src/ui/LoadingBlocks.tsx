import Placeholder from 'react-bootstrap/Placeholder';

/** Grey blocks in the shape of text lines, shown while a panel's data is on its way (SPEC §2). */
export function LoadingBlocks({ lines = 3 }: { lines?: number }) {
  const widths = [12, 10, 8, 11, 9, 7];
  return (
    <div aria-busy="true" aria-live="polite">
      {Array.from({ length: lines }, (_, index) => (
        // Lines never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Placeholder key={index} as="p" animation="glow" className="mb-2">
          <Placeholder xs={widths[index % widths.length]} />
        </Placeholder>
      ))}
    </div>
  );
}
