// Messages of the back office's reports (server/operators/reports.ts).
import { defineMessages } from './define';

export const reportsMessages = defineMessages(
  {
    'ops.report.ready': 'Rapor hazır ({count} satır)',
    'ops.report.badRange': 'Tarih aralığı geçersiz: başlangıç bitişten sonra olamaz ve aralık en çok {max} gün olabilir',
  },
  {
    'ops.report.ready': 'Report ready ({count} rows)',
    'ops.report.badRange': 'The date range is invalid: the start cannot be after the end, and a range covers at most {max} days',
  },
);
