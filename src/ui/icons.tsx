// The app's icons as inline SVG components (bundled, so start-up has no icon set to fetch).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** The props every outline icon shares (the notification panel's icons use them too). */
export const iconBase = (props: IconProps) => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const SearchIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const UserIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
);

export const LoginIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    <path d="m10 17 5-5-5-5M15 12H3" />
  </svg>
);

export const LogoutIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </svg>
);

export const UserPlusIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6" />
  </svg>
);

export const GiftIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M5 12v9h14v-9M12 8S10.5 3 8 3a2.5 2.5 0 0 0 0 5h4Zm0 0s1.5-5 4-5a2.5 2.5 0 0 1 0 5h-4Z" />
  </svg>
);

export const WalletIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M20 7H5a2 2 0 0 1 0-4h13v4" />
    <path d="M3 5v14a2 2 0 0 0 2 2h15V7" />
    <circle cx="16" cy="14" r="1.5" />
  </svg>
);

export const PlusCircleIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </svg>
);

export const ArrowUpIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="m6 11 6-6 6 6M12 5v14" />
  </svg>
);

export const SpinnerIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M21 12a9 9 0 1 1-6.2-8.6" />
  </svg>
);

export const AlertIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const BackIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const SlotIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M9 5v14M15 5v14M5.5 12h1M11.5 12h1M17.5 12h1" />
  </svg>
);

export const LiveIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="12" r="2" />
    <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19.1 4.9a10 10 0 0 1 0 14.2M4.9 19.1a10 10 0 0 1 0-14.2" />
  </svg>
);

export const BingoIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8h3a2 2 0 0 1 0 4h-3V8Zm0 4h3.5a2 2 0 0 1 0 4H10v-4Z" />
  </svg>
);

export const DiceIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01" />
  </svg>
);

export const TvIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="m8 3 4 4 4-4" />
  </svg>
);

export const BallIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 5h-5L8 10l4-3ZM12 3v4M21 10l-5 0M18 19l-3.5-4M6 19l3.5-4M3 10h5" />
  </svg>
);

export const StopwatchIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="14" r="7" />
    <path d="M12 10v4l2 2M10 2h4M12 2v3" />
  </svg>
);

export const TagIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <path d="M7.5 7.5h.01" />
  </svg>
);

export const InfoIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </svg>
);

export const DocumentIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
    <path d="M14 3v6h6M8 13h8M8 17h6" />
  </svg>
);

export const TelegramIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="m21 4-18 7 6 2 2 6 3-4 5 4 2-15Z" />
    <path d="m9 13 8-6" />
  </svg>
);

export const TwitterIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M4 4l16 16M20 4 4 20" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </svg>
);

/** A speech bubble: the Live Chat buttons. */
export const ChatIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
  </svg>
);

/** A plane: the Aviator menu entry. */
export const PlaneIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M2 16.5 22 8l-4 10-6-3.5-4 4v-5.5L2 16.5Z" />
  </svg>
);

export const BellIcon = (props: IconProps) => (
  <svg {...iconBase(props)}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);
