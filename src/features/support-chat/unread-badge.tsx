// The Live Chat buttons' unread badge (issue 16): support's replies waiting while the panel is closed, as
// a count and, for screen readers, as words inside the button's name. Its own chunk: the header renders it
// only once the live chat's code has arrived (there is no count before), so the first load stays in budget.
import { css } from '../../../styled-system/css';
import { notifications } from '../../../styled-system/recipes/notifications';
import { useT } from '../../app/app-context';
import { useSupportChatUnread } from './hooks';

export default function SupportChatUnreadBadge({ testId }: { testId: string }) {
  const t = useT();
  const unread = useSupportChatUnread();
  if (unread === 0) return null;
  return (
    <>
      <span className={css({ srOnly: true })}>{`: ${t('supportChat.unread', { count: unread })}`}</span>
      <span className={notifications().badge} data-testid={testId} aria-hidden="true">
        {unread > 9 ? '9+' : unread}
      </span>
    </>
  );
}
