// The shell header's icons (inline SVG, outline style of the site's icons).
import type { SVGProps } from 'react';
import { iconBase } from '../../ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

export const SoundOnIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </svg>
);

export const SoundOffIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="m16 9 5 6M21 9l-5 6" />
  </svg>
);

export const ShieldIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </svg>
);

export const InfoIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </svg>
);
