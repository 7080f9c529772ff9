/**
 * The pictures every report carries (spec-2 section 6): the portal's mark in the header and
 * footer, and the EU flag in the footer. Drawn as SVG, so no image file ships with the server
 * and they stay sharp at any zoom.
 */

/** The portal's mark: the web app's globe sign on its navy tile (BrandLogo). */
export const portalLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
<rect width="24" height="24" rx="5" fill="#17488f"/>
<g transform="translate(3 3) scale(0.75)" fill="none" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
<path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0"/><path d="M3.6 9h16.8"/><path d="M3.6 15h16.8"/>
<path d="M11.5 3a17 17 0 0 0 0 18"/><path d="M12.5 3a17 17 0 0 1 0 18"/>
</g></svg>`;

/** A five-pointed star's outline around (cx, cy), one point up. */
function starPoints(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(a)).toFixed(3)},${(cy + r * Math.sin(a)).toFixed(3)}`;
  }).join(' ');
}

/**
 * The flag of the European Union by its official geometry: a 3:2 blue field, twelve gold stars
 * on a circle whose radius is a third of the height, each star's radius an eighteenth of it.
 */
function euFlag(): string {
  const height = 60;
  const width = 90;
  const stars = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<polygon fill="#FFCC00" points="${starPoints(width / 2 + 20 * Math.sin(a), height / 2 - 20 * Math.cos(a), height / 18)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#003399"/>${stars}</svg>`;
}

export const euFlagSvg = euFlag();
