// Icons of the notification bell and of the notification types (spec §3: gift, up arrow, down arrow, system).
import type { SVGProps } from 'react';
import type { NotificationIcon } from '../../../machines/notifications/notifications.selectors';

type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
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

export const BellIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

const GiftIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </svg>
);

const UpArrowIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

const DownArrowIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </svg>
);

const SystemIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8h.01M11 12h1v4h1" />
  </svg>
);

export const BackArrowIcon = (props: IconProps) => (
  <svg {...base(props)}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </svg>
);

const byType: Record<NotificationIcon, (props: IconProps) => React.JSX.Element> = {
  gift: GiftIcon,
  'up-arrow': UpArrowIcon,
  'down-arrow': DownArrowIcon,
  system: SystemIcon,
};

export function NotificationTypeIcon(props: { icon: NotificationIcon }) {
  const Icon = byType[props.icon];
  return <Icon />;
}
