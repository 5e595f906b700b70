// Messages of the back office's reports (server/operators/reports.ts) and operator administration.
import { defineMessages } from './define';

export const backofficeAdminMessages = defineMessages(
  {
    'ops.report.ready': 'Rapor hazır ({count} satır)',
    'ops.report.badRange': 'Tarih aralığı geçersiz: başlangıç bitişten sonra olamaz ve aralık en çok {max} gün olabilir',
    'ops.operator.totpReset': '{username} için iki adımlı doğrulama sıfırlandı ve tüm oturumları kapatıldı; bir sonraki girişte yeniden kuracak',
  },
  {
    'ops.report.ready': 'Report ready ({count} rows)',
    'ops.report.badRange': 'The date range is invalid: the start cannot be after the end, and a range covers at most {max} days',
    'ops.operator.totpReset': "{username}'s two-step verification was reset and all their sessions ended; they set it up again at their next sign-in",
  },
);
