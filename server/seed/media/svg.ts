// Small SVG building blocks for the generated demo images (banners, logos, icons): escaping and the
// shared palette, so every generated file has the same look and is a pure function of its inputs.

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The site's colours (navy and gold), shared by every generated image. */
export const palette = {
  night: '#0b1026',
  navy: '#141c44',
  indigo: '#2a2f7a',
  gold: '#f5c542',
  amber: '#f59e0b',
  red: '#e30a17',
  green: '#10b981',
  teal: '#0ea5a4',
  purple: '#7c3aed',
  pink: '#db2777',
  white: '#ffffff',
  mist: '#c7cdf5',
} as const;

export const fontStack = "'Inter','Segoe UI','Helvetica Neue',Arial,sans-serif";

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
}

export function textEl(content: string, o: TextOptions): string {
  const attrs = [
    `x="${o.x}"`,
    `y="${o.y}"`,
    `font-family="${fontStack}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill ?? palette.white}"`,
    `text-anchor="${o.anchor ?? 'start'}"`,
  ];
  if (o.letterSpacing) attrs.push(`letter-spacing="${o.letterSpacing}"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">\n` +
    `<title>${escapeXml(title)}</title>\n${body}\n</svg>\n`
  );
}

export function linearGradient(id: string, from: string, to: string, angle: 'h' | 'v' | 'd' = 'd'): string {
  const [x2, y2] = angle === 'h' ? ['1', '0'] : angle === 'v' ? ['0', '1'] : ['1', '1'];
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

/** A five-pointed star path centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45, rotation = -90): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
