// The site's word mark: a gold star and the name, drawn inline so it scales and follows the theme.
import type { SVGProps } from 'react';

export function Logo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 136 32" role="img" aria-label="Casino" {...props}>
      <path d="M16 3l3.6 7.6 8.4.9-6.3 5.7 1.8 8.3L16 21.3l-7.5 4.2 1.8-8.3L4 11.5l8.4-.9z" fill="currentColor" />
      <text
        x="36"
        y="23"
        fill="currentColor"
        fontFamily="'Trebuchet MS', system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
        letterSpacing="1.5"
      >
        CASINO
      </text>
    </svg>
  );
}
