// Icons of the notification types (spec §3: gift, up arrow, down arrow, system), loaded with the panel; the
// bell itself is in src/ui/icons.tsx, so a guest's first load carries none of these.
import type { SVGProps } from 'react';
import type { NotificationIcon } from '../../../machines/notifications/notifications.selectors';
import { iconBase as base } from '../../ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

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
